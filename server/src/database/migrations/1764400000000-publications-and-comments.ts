import { MigrationInterface, QueryRunner } from 'typeorm';

/** The blog's publications, comments on products and publications, and one vote per user and comment. */
export class PublicationsAndComments1764400000000 implements MigrationInterface {
  name = 'PublicationsAndComments1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "publications" (
        "id" SERIAL PRIMARY KEY,
        "title" varchar(200) NOT NULL CHECK (btrim("title") <> ''),
        "abstract" varchar(1000) NOT NULL CHECK (btrim("abstract") <> ''),
        "content" text NOT NULL CHECK (btrim("content") <> ''),
        "image" varchar(500) NOT NULL DEFAULT '',
        "author_id" integer REFERENCES "users" ("id") ON DELETE SET NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    // The blog's order: newest first, then id.
    await queryRunner.query(
      `CREATE INDEX "publications_newest_idx" ON "publications" ("created_at" DESC, "id" DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE "comments" (
        "id" SERIAL PRIMARY KEY,
        "content" text NOT NULL CHECK (btrim("content") <> ''),
        "author_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "product_id" integer REFERENCES "products" ("id") ON DELETE CASCADE,
        "publication_id" integer REFERENCES "publications" ("id") ON DELETE CASCADE,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "comments_one_target_check" CHECK (num_nonnulls("product_id", "publication_id") = 1)
      )`);
    await queryRunner.query(
      `CREATE INDEX "comments_product_idx" ON "comments" ("product_id", "created_at") WHERE "product_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "comments_publication_idx" ON "comments" ("publication_id", "created_at") WHERE "publication_id" IS NOT NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE "comment_votes" (
        "user_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "comment_id" integer NOT NULL REFERENCES "comments" ("id") ON DELETE CASCADE,
        "liked" boolean NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("user_id", "comment_id")
      )`);
    await queryRunner.query(`CREATE INDEX "comment_votes_comment_idx" ON "comment_votes" ("comment_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "comment_votes"`);
    await queryRunner.query(`DROP TABLE "comments"`);
    await queryRunner.query(`DROP TABLE "publications"`);
  }
}
