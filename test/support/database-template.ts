import { createDatabaseTemplate, DatabaseTemplate } from '../../server/src/database/scratch-database';

/** Where the test files find the run's migrated template (read by test-app.ts). */
export const TEMPLATE_ENV = 'SOUTACHE_TEST_DATABASE_TEMPLATE';

const holder = globalThis as { soutacheTemplate?: DatabaseTemplate };

/** Jest globalSetup: migrate once per run, on DATABASE_URL's server or into a PGlite dump. */
export async function setup() {
  const template = await createDatabaseTemplate(process.env.DATABASE_URL);
  holder.soutacheTemplate = template;
  process.env[TEMPLATE_ENV] = JSON.stringify({ name: template.name, file: template.file });
}

/** Jest globalTeardown. */
export async function teardown() {
  await holder.soutacheTemplate?.drop();
  delete process.env[TEMPLATE_ENV];
}
