import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The maker's insights without tracking: a counter per day and page (a piece's or a post's) and a
 * counter per day and referring site (a handful of buckets, never an address). No row per visitor, and
 * nothing that could name one: no address, agent, cookie or time finer than the day.
 */
export class Insights1778000000100 implements MigrationInterface {
  name = 'Insights1778000000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "page_views" (
        "day" date NOT NULL,
        "kind" varchar(12) NOT NULL,
        "target_id" integer NOT NULL,
        "views" integer NOT NULL,
        PRIMARY KEY ("day", "kind", "target_id"),
        CONSTRAINT "page_views_kind_check" CHECK ("kind" IN ('product', 'publication'))
      )`);
    await queryRunner.query(`
      CREATE TABLE "referrer_views" (
        "day" date NOT NULL,
        "site" varchar(20) NOT NULL,
        "views" integer NOT NULL,
        PRIMARY KEY ("day", "site"),
        CONSTRAINT "referrer_views_site_check" CHECK ("site" IN ('instagram.com', 'facebook.com', 'pinterest.com', 'google', 'other', 'direct'))
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "referrer_views"`);
    await queryRunner.query(`DROP TABLE "page_views"`);
  }
}
