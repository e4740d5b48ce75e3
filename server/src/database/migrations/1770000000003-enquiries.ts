import { MigrationInterface, QueryRunner } from 'typeorm';

/** Enquiries: a visitor's question about a piece (or in general), kept for the maker to answer. */
export class Enquiries1770000000003 implements MigrationInterface {
  name = 'Enquiries1770000000003';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "enquiries" (
        "id" SERIAL PRIMARY KEY,
        "product_id" integer,
        "user_id" integer,
        "name" varchar(100) NOT NULL,
        "email" varchar(254) NOT NULL,
        "message" text NOT NULL,
        "locale" varchar(2) NOT NULL,
        "state" varchar(10) NOT NULL DEFAULT 'new',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "enquiries_state_check" CHECK ("state" IN ('new', 'answered', 'closed')),
        CONSTRAINT "enquiries_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products" ("id") ON DELETE SET NULL,
        CONSTRAINT "enquiries_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "enquiries_state_created_idx" ON "enquiries" ("state", "created_at")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "enquiries"`);
  }
}
