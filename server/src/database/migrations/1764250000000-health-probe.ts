import { MigrationInterface, QueryRunner } from 'typeorm';

/** One row /health rewrites: a commit that must reach the disk, so a full disk shows as a failed write. */
export class HealthProbe1764250000000 implements MigrationInterface {
  name = 'HealthProbe1764250000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "health_probe" ("id" smallint PRIMARY KEY CHECK ("id" = 1), "checked_at" timestamptz NOT NULL)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "health_probe"`);
  }
}
