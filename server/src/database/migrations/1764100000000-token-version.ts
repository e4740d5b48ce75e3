import { MigrationInterface, QueryRunner } from 'typeorm';

/** Tokens are cut by a per-user version carried in them, exact where a timestamp had whole seconds. */
export class TokenVersion1764100000000 implements MigrationInterface {
  name = 'TokenVersion1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "token_version" integer NOT NULL DEFAULT 0`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "tokens_valid_after"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "users" ADD "tokens_valid_after" timestamptz NOT NULL DEFAULT to_timestamp(0)`,
    );
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "token_version"`);
  }
}
