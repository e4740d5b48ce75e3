import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The scheduled publishing look (common/events/scheduled-publishing.ts) asks every 15 s for the public pieces and
 * posts whose publish time came since it last looked: an index on the times that can come, not a
 * scan of every row each time.
 */
export class PublishAtIndex1775000000300 implements MigrationInterface {
  name = 'PublishAtIndex1775000000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "products_publish_at_idx" ON "products" ("publish_at") WHERE NOT "draft" AND "publish_at" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "publications_publish_at_idx" ON "publications" ("publish_at") WHERE NOT "draft" AND "publish_at" IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "publications_publish_at_idx"`);
    await queryRunner.query(`DROP INDEX "products_publish_at_idx"`);
  }
}
