import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The name filter (`search_name LIKE '%…%'`, a substring anywhere) reads a trigram index instead of
 * every product. pg_trgm is a trusted extension (PostgreSQL 13+): the database's owner may create it;
 * embedded PGlite loads it at start (database/embedded-postgres.ts).
 */
export class ProductNameSearch1764200000000 implements MigrationInterface {
  name = 'ProductNameSearch1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(
      `CREATE INDEX "products_search_name_trgm_idx" ON "products" USING gin ("search_name" gin_trgm_ops)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "products_search_name_trgm_idx"`);
    // Refused (RESTRICT) while anything else still uses the extension.
    await queryRunner.query(`DROP EXTENSION IF EXISTS pg_trgm`);
  }
}
