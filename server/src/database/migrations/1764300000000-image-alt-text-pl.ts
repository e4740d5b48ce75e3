import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A picture's alt text in both languages (catalogue administration): `alt_text` is the English one,
 * `alt_text_pl` the Polish one. Pictures described before keep their text in both.
 */
export class ImageAltTextPl1764300000000 implements MigrationInterface {
  name = 'ImageAltTextPl1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "product_images" ADD "alt_text_pl" character varying(300) NOT NULL DEFAULT ''`,
    );
    await queryRunner.query(`UPDATE "product_images" SET "alt_text_pl" = "alt_text"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "product_images" DROP COLUMN "alt_text_pl"`);
  }
}
