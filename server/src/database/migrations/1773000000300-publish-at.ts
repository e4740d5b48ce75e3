import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A piece or a post may be given a time to go public: until then it is seen by admins
 * only, as a draft; from then on by everyone. None has one yet.
 */
export class PublishAt1773000000300 implements MigrationInterface {
  name = 'PublishAt1773000000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "products" ADD "publish_at" timestamptz`);
    await queryRunner.query(`ALTER TABLE "publications" ADD "publish_at" timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "publications" DROP COLUMN "publish_at"`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "publish_at"`);
  }
}
