import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A product's name in Polish and in English, like its description: `name` becomes `name_pl` and
 * `name_en` starts empty. Every existing name is taken as Polish: it was written in the admin's form,
 * whose default language is Polish, and the demo catalogue wrote every name in Polish; a name that was
 * in fact English shows in the translation view as a missing English name, and the maker moves it.
 * A product keeps at least one name; the search reads both, folded and one per line.
 */
export class ProductNamesInBothLanguages1764500000000 implements MigrationInterface {
  name = 'ProductNamesInBothLanguages1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "products" RENAME COLUMN "name" TO "name_pl"`);
    await queryRunner.query(
      `ALTER TABLE "products" ADD "name_en" character varying(200) NOT NULL DEFAULT ''`,
    );
    await queryRunner.query(`ALTER TABLE "products" DROP CONSTRAINT "products_name_check"`);
    await queryRunner.query(
      `ALTER TABLE "products" ADD CONSTRAINT "products_name_check" CHECK (btrim("name_pl") <> '' OR btrim("name_en") <> '')`,
    );
    await queryRunner.query(`ALTER TABLE "products" ALTER COLUMN "search_name" TYPE character varying(401)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE "products" SET "name_pl" = "name_en" WHERE btrim("name_pl") = ''`);
    await queryRunner.query(`ALTER TABLE "products" DROP CONSTRAINT "products_name_check"`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "name_en"`);
    await queryRunner.query(`ALTER TABLE "products" RENAME COLUMN "name_pl" TO "name"`);
    await queryRunner.query(
      `ALTER TABLE "products" ADD CONSTRAINT "products_name_check" CHECK (btrim("name") <> '')`,
    );
    await queryRunner.query(`UPDATE "products" SET "search_name" = split_part("search_name", E'\\n', 1)`);
    await queryRunner.query(`ALTER TABLE "products" ALTER COLUMN "search_name" TYPE character varying(200)`);
  }
}
