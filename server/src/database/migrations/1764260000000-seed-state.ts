import { MigrationInterface, QueryRunner } from 'typeorm';

/** Whether the demo seeding began and ended: a start that finds it begun but not ended seeds again. */
export class SeedState1764260000000 implements MigrationInterface {
  name = 'SeedState1764260000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "seed_state" ("id" smallint PRIMARY KEY CHECK ("id" = 1), "state" varchar(16) NOT NULL CHECK ("state" IN ('seeding', 'done')), "updated_at" timestamptz NOT NULL DEFAULT now())`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "seed_state"`);
  }
}
