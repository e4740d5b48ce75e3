import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A piece or a post is a draft (seen by admins only) or published. Every piece and post written before
 * drafts existed was public the moment it was saved: they stay published.
 */
export class Drafts1772000000001 implements MigrationInterface {
  name = 'Drafts1772000000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "products" ADD "draft" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "publications" ADD "draft" boolean NOT NULL DEFAULT false`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "publications" DROP COLUMN "draft"`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "draft"`);
  }
}
