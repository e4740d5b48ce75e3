import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders: a visitor reserves a piece and pays by bank transfer, or asks for one to be made; the maker's
 * settings for it (the account paid into, how long a reservation holds, delivery and its prices); every
 * change of an order, with who made it; and the last number given each year (SZ-<year>-<4 digits>).
 * A unique piece is held by one order at a time, and an address has one open reservation at a time:
 * both are unique partial indexes, so the database decides between two buyers at once.
 */
export class Orders1777000000100 implements MigrationInterface {
  name = 'Orders1777000000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "shop_settings" (
        "id" integer PRIMARY KEY,
        "account_holder" varchar(140) NOT NULL DEFAULT '',
        "iban" varchar(34) NOT NULL DEFAULT '',
        "reservation_days" integer NOT NULL DEFAULT 3,
        "delivery" jsonb NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "shop_settings_one_row_check" CHECK ("id" = 1),
        CONSTRAINT "shop_settings_reservation_days_check" CHECK ("reservation_days" BETWEEN 1 AND 30)
      )`);
    await queryRunner.query(`INSERT INTO "shop_settings" ("id", "delivery") VALUES (1, $1)`, [
      JSON.stringify([
        { method: 'INPOST', enabled: true, priceGrosze: 1499, countries: ['PL'] },
        { method: 'COURIER', enabled: true, priceGrosze: 1999, countries: ['PL'] },
        { method: 'PICKUP', enabled: true, priceGrosze: 0, countries: ['PL'] },
      ]),
    ]);
    await queryRunner.query(`
      CREATE TABLE "order_numbers" (
        "year" integer PRIMARY KEY,
        "last" integer NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE "orders" (
        "id" SERIAL PRIMARY KEY,
        "number" varchar(20) NOT NULL,
        "kind" varchar(16) NOT NULL,
        "state" varchar(24) NOT NULL,
        "product_id" integer,
        "product_name" varchar(200) NOT NULL,
        "user_id" integer,
        "name" varchar(100) NOT NULL,
        "email" varchar(254) NOT NULL,
        "phone" varchar(20) NOT NULL,
        "locale" varchar(2) NOT NULL,
        "delivery" jsonb NOT NULL,
        "note" text NOT NULL DEFAULT '',
        "price_grosze" integer,
        "delivery_grosze" integer NOT NULL,
        "payment_method" varchar(20) NOT NULL DEFAULT 'BANK_TRANSFER',
        "access_salt" varchar(64) NOT NULL,
        "confirm_token_hash" varchar(64),
        "confirm_expires_at" timestamptz,
        "reserved_until" timestamptz,
        "reminded_at" timestamptz,
        "ready_by" date,
        "paid_on" date,
        "carrier" varchar(40),
        "tracking_number" varchar(60),
        "reason" varchar(500),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "orders_number_key" UNIQUE ("number"),
        CONSTRAINT "orders_kind_check" CHECK ("kind" IN ('RESERVATION', 'MADE_TO_ORDER')),
        CONSTRAINT "orders_state_check" CHECK ("state" IN ('AWAITING_CONFIRMATION', 'REQUESTED', 'AWAITING_PAYMENT', 'PAID', 'SHIPPED', 'COMPLETED', 'CANCELLED', 'EXPIRED')),
        CONSTRAINT "orders_amounts_check" CHECK ("price_grosze" >= 0 AND "delivery_grosze" >= 0),
        CONSTRAINT "orders_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products" ("id") ON DELETE SET NULL,
        CONSTRAINT "orders_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE SET NULL
      )`);
    // A unique piece is held (reserved, paid for, on its way) by one order at a time.
    await queryRunner.query(
      `CREATE UNIQUE INDEX "orders_held_piece_idx" ON "orders" ("product_id") WHERE "kind" = 'RESERVATION' AND "state" IN ('AWAITING_PAYMENT', 'PAID', 'SHIPPED')`,
    );
    // One open reservation per address: nobody locks the catalogue with one address.
    await queryRunner.query(
      `CREATE UNIQUE INDEX "orders_open_per_email_idx" ON "orders" ("email") WHERE "kind" = 'RESERVATION' AND "state" IN ('AWAITING_CONFIRMATION', 'AWAITING_PAYMENT')`,
    );
    await queryRunner.query(`CREATE INDEX "orders_state_created_idx" ON "orders" ("state", "created_at")`);
    await queryRunner.query(`CREATE INDEX "orders_user_idx" ON "orders" ("user_id")`);
    await queryRunner.query(`CREATE INDEX "orders_confirm_token_idx" ON "orders" ("confirm_token_hash")`);
    await queryRunner.query(`
      CREATE TABLE "order_events" (
        "id" SERIAL PRIMARY KEY,
        "order_id" integer NOT NULL,
        "at" timestamptz NOT NULL DEFAULT now(),
        "actor" varchar(10) NOT NULL,
        "actor_id" integer,
        "from_state" varchar(24),
        "to_state" varchar(24) NOT NULL,
        "detail" jsonb NOT NULL,
        CONSTRAINT "order_events_actor_check" CHECK ("actor" IN ('BUYER', 'MAKER', 'SHOP')),
        CONSTRAINT "order_events_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "order_events_order_idx" ON "order_events" ("order_id", "at")`);
    // A payment's QR code goes inline in its mail (cid:), so a mail can carry pictures.
    await queryRunner.query(`ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "mail_outbox" DROP COLUMN "attachments"`);
    await queryRunner.query(`DROP TABLE "order_events"`);
    await queryRunner.query(`DROP TABLE "orders"`);
    await queryRunner.query(`DROP TABLE "order_numbers"`);
    await queryRunner.query(`DROP TABLE "shop_settings"`);
  }
}
