import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUsers1763840000000 implements MigrationInterface {
  name = 'CreateUsers1763840000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "users" (
        "id" SERIAL PRIMARY KEY,
        "email" varchar(254) NOT NULL CHECK ("email" = lower(btrim("email")) AND "email" <> ''),
        "name" varchar(100) NOT NULL CHECK (btrim("name") <> ''),
        "password_hash" varchar(255) NOT NULL,
        "is_admin" boolean NOT NULL DEFAULT false,
        "tokens_valid_after" timestamptz NOT NULL DEFAULT to_timestamp(0),
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "users_email_lower_key" ON "users" (lower("email"))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "users"`);
  }
}
