import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts people keep: a pending change of e-mail, its link's token kept only as its
 * SHA-256 (valid 24 hours, once); and a deleted account's comments stay, with no author, so a
 * conversation keeps its sense (they show as by "Deleted account").
 */
export class AccountSelfService1773000000001 implements MigrationInterface {
  name = 'AccountSelfService1773000000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "email_change_tokens" (
        "token_hash" varchar(64) PRIMARY KEY,
        "user_id" integer NOT NULL,
        "new_email" varchar(254) NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "used_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "email_change_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "email_change_tokens_user_idx" ON "email_change_tokens" ("user_id")`,
    );
    await queryRunner.query(`ALTER TABLE "comments" DROP CONSTRAINT "comments_author_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "comments" ALTER COLUMN "author_id" DROP NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE "comments" ADD CONSTRAINT "comments_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users" ("id") ON DELETE SET NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "comments" WHERE "author_id" IS NULL`);
    await queryRunner.query(`ALTER TABLE "comments" DROP CONSTRAINT "comments_author_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "comments" ALTER COLUMN "author_id" SET NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE "comments" ADD CONSTRAINT "comments_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users" ("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(`DROP TABLE "email_change_tokens"`);
  }
}
