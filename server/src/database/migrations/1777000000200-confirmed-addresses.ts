import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Confirmed addresses: an account's e-mail is confirmed when a link mailed to it was followed (asked
 * for on /account, or the link of an e-mail change), and an order placed while signed in with that
 * address holds its piece at once. The links are kept as the others are: only the token's SHA-256,
 * valid 24 hours and once, with the address they confirm.
 */
export class ConfirmedAddresses1777000000200 implements MigrationInterface {
  name = 'ConfirmedAddresses1777000000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamptz`);
    await queryRunner.query(`
      CREATE TABLE "email_confirmation_tokens" (
        "token_hash" varchar(64) PRIMARY KEY,
        "user_id" integer NOT NULL,
        "email" varchar(254) NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "used_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "email_confirmation_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "email_confirmation_tokens_user_idx" ON "email_confirmation_tokens" ("user_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "email_confirmation_tokens"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "email_confirmed_at"`);
  }
}
