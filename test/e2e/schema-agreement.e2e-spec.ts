import { DataSource } from 'typeorm';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * The entities and the migrations describe the same schema: on the database the migrations built,
 * TypeORM finds nothing to change (what `migration:generate --check` checks), on PostgreSQL and PGlite.
 */
describe('entities and migrations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('agree: the schema builder has no pending change for the migrated database', async () => {
    const dataSource = t.app.get(DataSource);
    expect(dataSource.entityMetadatas.map((m) => m.tableName)).toContain('users');
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });
});
