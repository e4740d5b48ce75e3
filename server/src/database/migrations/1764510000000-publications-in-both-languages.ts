import { MigrationInterface, QueryRunner } from 'typeorm';

const TEXTS = ['title', 'abstract', 'content'] as const;
const LENGTH = { title: 'character varying(200)', abstract: 'character varying(1000)', content: 'text' };

/**
 * A publication's title, abstract and content in Polish and in English: each `x` becomes `x_pl` and
 * `x_en` starts empty. Every existing publication is taken as Polish: the blog was written in the
 * admin's editor, whose default language is Polish, and the demo blog wrote every post in Polish; a post
 * that was in fact English shows in the translation view as missing its English texts. Each text stays
 * required in at least one language.
 */
export class PublicationsInBothLanguages1764510000000 implements MigrationInterface {
  name = 'PublicationsInBothLanguages1764510000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const text of TEXTS) {
      await queryRunner.query(`ALTER TABLE "publications" RENAME COLUMN "${text}" TO "${text}_pl"`);
      await queryRunner.query(
        `ALTER TABLE "publications" ADD "${text}_en" ${LENGTH[text]} NOT NULL DEFAULT ''`,
      );
      await queryRunner.query(`ALTER TABLE "publications" DROP CONSTRAINT "publications_${text}_check"`);
      await queryRunner.query(
        `ALTER TABLE "publications" ADD CONSTRAINT "publications_${text}_check" CHECK (btrim("${text}_pl") <> '' OR btrim("${text}_en") <> '')`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const text of TEXTS) {
      await queryRunner.query(
        `UPDATE "publications" SET "${text}_pl" = "${text}_en" WHERE btrim("${text}_pl") = ''`,
      );
      await queryRunner.query(`ALTER TABLE "publications" DROP CONSTRAINT "publications_${text}_check"`);
      await queryRunner.query(`ALTER TABLE "publications" DROP COLUMN "${text}_en"`);
      await queryRunner.query(`ALTER TABLE "publications" RENAME COLUMN "${text}_pl" TO "${text}"`);
      await queryRunner.query(
        `ALTER TABLE "publications" ADD CONSTRAINT "publications_${text}_check" CHECK (btrim("${text}") <> '')`,
      );
    }
  }
}
