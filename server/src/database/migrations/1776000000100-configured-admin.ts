import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The account the start made for ADMIN_EMAIL is marked, so a later start promotes that account and no
 * other: an address the admin gave up and a stranger then registered is refused, not promoted. An
 * ADMIN_EMAIL account that is already an admin is the one the earlier starts made or promoted.
 */
export class ConfiguredAdmin1776000000100 implements MigrationInterface {
  name = 'ConfiguredAdmin1776000000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "users" ADD COLUMN "configured_admin" boolean NOT NULL DEFAULT false`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "configured_admin"`);
  }
}
