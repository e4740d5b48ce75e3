import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { startEmbeddedPostgres } from './embedded-postgres';
import { migrations } from './migrations';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A migrated database to copy: a database on the PostgreSQL server (`name`, for
 * `CREATE DATABASE … TEMPLATE`), or a dump of an embedded one (`file`, for PGlite's `loadDataDir`).
 */
export interface DatabaseTemplate {
  name?: string;
  file?: string;
  drop(): Promise<void>;
}

async function runSql(serverUrl: string, sql: string) {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query<Record<string, unknown>>(sql);
  } finally {
    await client.end();
  }
}

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function migrate(url: string) {
  const dataSource = new DataSource({ type: 'postgres', url, migrations, logging: false });
  await dataSource.initialize();
  try {
    await dataSource.runMigrations();
  } finally {
    await dataSource.destroy();
  }
}

/**
 * Runs the migrations once into a template that every test file's database is copied from, instead
 * of migrating a new database per file. Named per run, so two runs on one server never share one.
 */
export async function createDatabaseTemplate(serverUrl: string | undefined): Promise<DatabaseTemplate> {
  const id = randomBytes(6).toString('hex');
  if (!serverUrl) {
    const embedded = await startEmbeddedPostgres();
    try {
      await migrate(embedded.url);
      const file = join(tmpdir(), `soutache-template-${id}.tar`);
      writeFileSync(file, Buffer.from(await (await embedded.dump()).arrayBuffer()));
      return { file, drop: async () => rmSync(file, { force: true }) };
    } finally {
      await embedded.close();
    }
  }
  const name = `soutache_template_${id}`;
  await runSql(serverUrl, `CREATE DATABASE ${name}`);
  await migrate(databaseUrl(serverUrl, name));
  return { name, drop: () => runSql(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * A throwaway database for tests and benchmarks: a new database on `serverUrl`'s PostgreSQL,
 * or an in-memory PGlite when no server is given; a copy of `template` when one is given (the app's
 * migrations then find nothing to do). `drop()` removes it.
 */
export async function createScratchDatabase(
  serverUrl: string | undefined,
  prefix: string,
  template?: Omit<DatabaseTemplate, 'drop'>,
): Promise<ScratchDatabase> {
  if (!serverUrl) {
    const dump = template?.file ? new Blob([readFileSync(template.file)]) : undefined;
    const embedded = await startEmbeddedPostgres(undefined, dump);
    return { url: embedded.url, drop: () => embedded.close() };
  }
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await runSql(
    serverUrl,
    template?.name ? `CREATE DATABASE ${name} TEMPLATE ${template.name}` : `CREATE DATABASE ${name}`,
  );
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => runSql(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
