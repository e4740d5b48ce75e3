import { MigrationInterface, QueryRunner } from 'typeorm';
// A migration keeps its own copy of the data it writes: later edits to the demo must not change history.
import { CATALOGUE_CATEGORIES, CATALOGUE_COLORS } from './1764000000000-catalogue-reference';

export class CreateCatalogue1764000000000 implements MigrationInterface {
  name = 'CreateCatalogue1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "colors" (
        "id" integer PRIMARY KEY,
        "name_en" varchar(60) NOT NULL,
        "name_pl" varchar(60) NOT NULL,
        "hex" char(7) NOT NULL CHECK ("hex" ~ '^#[0-9a-f]{6}$')
      )`);
    await queryRunner.query(`
      CREATE TABLE "categories" (
        "id" integer PRIMARY KEY,
        "name_en" varchar(60) NOT NULL,
        "name_pl" varchar(60) NOT NULL
      )`);
    // Reference data every shop needs (no screen edits them): colours, and categories with bridal as 5.
    await queryRunner.query(
      `INSERT INTO "colors" ("id", "name_en", "name_pl", "hex") SELECT * FROM unnest($1::int[], $2::varchar[], $3::varchar[], $4::char(7)[])`,
      [
        CATALOGUE_COLORS.map((c) => c.id),
        CATALOGUE_COLORS.map((c) => c.nameEn),
        CATALOGUE_COLORS.map((c) => c.namePl),
        CATALOGUE_COLORS.map((c) => c.hex),
      ],
    );
    await queryRunner.query(
      `INSERT INTO "categories" ("id", "name_en", "name_pl") SELECT * FROM unnest($1::int[], $2::varchar[], $3::varchar[])`,
      [
        CATALOGUE_CATEGORIES.map((c) => c.id),
        CATALOGUE_CATEGORIES.map((c) => c.nameEn),
        CATALOGUE_CATEGORIES.map((c) => c.namePl),
      ],
    );
    await queryRunner.query(`
      CREATE TABLE "products" (
        "id" SERIAL PRIMARY KEY,
        "name" varchar(200) NOT NULL CHECK (btrim("name") <> ''),
        "search_name" varchar(200) NOT NULL,
        "description_en" text NOT NULL,
        "description_pl" text NOT NULL,
        "price" numeric(10,2) NOT NULL CHECK ("price" >= 0),
        "availability" varchar(16) NOT NULL DEFAULT 'AVAILABLE' CHECK ("availability" IN ('AVAILABLE', 'SOLD', 'MADE_TO_ORDER')),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    // The list's order (newest first, then id) and the availability filter read this index.
    await queryRunner.query(
      `CREATE INDEX "products_newest_idx" ON "products" ("created_at" DESC, "id" DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE "product_colors" (
        "product_id" integer NOT NULL REFERENCES "products" ("id") ON DELETE CASCADE,
        "color_id" integer NOT NULL REFERENCES "colors" ("id") ON DELETE CASCADE,
        PRIMARY KEY ("product_id", "color_id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "product_colors_color_idx" ON "product_colors" ("color_id", "product_id")`,
    );
    await queryRunner.query(`
      CREATE TABLE "product_categories" (
        "product_id" integer NOT NULL REFERENCES "products" ("id") ON DELETE CASCADE,
        "category_id" integer NOT NULL REFERENCES "categories" ("id") ON DELETE CASCADE,
        PRIMARY KEY ("product_id", "category_id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "product_categories_category_idx" ON "product_categories" ("category_id", "product_id")`,
    );
    await queryRunner.query(`
      CREATE TABLE "product_images" (
        "id" SERIAL PRIMARY KEY,
        "product_id" integer NOT NULL REFERENCES "products" ("id") ON DELETE CASCADE,
        "file_key" varchar(200) NOT NULL UNIQUE,
        "alt_text" varchar(300) NOT NULL DEFAULT '',
        "color_id" integer REFERENCES "colors" ("id") ON DELETE SET NULL,
        "position" integer NOT NULL,
        "width" integer NOT NULL CHECK ("width" > 0),
        "height" integer NOT NULL CHECK ("height" > 0),
        "placeholder" char(7) NOT NULL,
        "variant_widths" integer[] NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX "product_images_product_idx" ON "product_images" ("product_id", "position")`,
    );
    await queryRunner.query(`
      CREATE TABLE "ratings" (
        "user_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "product_id" integer NOT NULL REFERENCES "products" ("id") ON DELETE CASCADE,
        "value" smallint NOT NULL CHECK ("value" BETWEEN 1 AND 5),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("user_id", "product_id")
      )`);
    await queryRunner.query(`CREATE INDEX "ratings_product_idx" ON "ratings" ("product_id")`);
    await queryRunner.query(`
      CREATE TABLE "favourites" (
        "id" SERIAL PRIMARY KEY,
        "user_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "product_id" integer NOT NULL REFERENCES "products" ("id") ON DELETE CASCADE,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        UNIQUE ("user_id", "product_id")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'favourites',
      'ratings',
      'product_images',
      'product_categories',
      'product_colors',
      'products',
      'categories',
      'colors',
    ]) {
      await queryRunner.query(`DROP TABLE "${table}"`);
    }
  }
}
