import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A throwaway database for tests and benchmarks: a new database on `serverUrl`'s PostgreSQL,
 * or an in-memory PGlite when no server is given. `drop()` removes it.
 */
export async function createScratchDatabase(serverUrl: string | undefined, prefix: string): Promise<ScratchDatabase> {
  if (!serverUrl) {
    const embedded = await startEmbeddedPostgres();
    return { url: embedded.url, drop: () => embedded.close() };
  }
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
