import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A picture's English alt text is named as the Polish one is: `alt_text` becomes `alt_text_en`, beside
 * `alt_text_pl` (the texts stay where they are). REST keeps answering `alt_text` (spec §7).
 */
export class ImageAltTextEn1775000000200 implements MigrationInterface {
  name = 'ImageAltTextEn1775000000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "product_images" RENAME COLUMN "alt_text" TO "alt_text_en"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "product_images" RENAME COLUMN "alt_text_en" TO "alt_text"`);
  }
}
