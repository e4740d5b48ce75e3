import { MigrationInterface, QueryRunner } from 'typeorm';

/** Forgotten passwords: a reset link's token, kept only as its SHA-256, valid 30 minutes and once. */
export class PasswordResetTokens1770000000002 implements MigrationInterface {
  name = 'PasswordResetTokens1770000000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "password_reset_tokens" (
        "token_hash" varchar(64) PRIMARY KEY,
        "user_id" integer NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "used_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "password_reset_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" ("user_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "password_reset_tokens"`);
  }
}
