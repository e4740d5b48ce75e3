import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { keepPrivate, LOCK_FILE } from '../database/embedded-postgres';
import type { Query } from './database-parts';

/** What the backup and restore use of PGlite (a structural type: the package's CommonJS and ESM typings differ). */
export interface OpenPglite {
  query: Query;
  exec(sql: string): Promise<void>;
  /** COPY … FROM '/dev/blob' with the data in PostgreSQL's text format. */
  copyFrom(statement: string, data: Blob): Promise<void>;
  close(): Promise<void>;
}

/**
 * PGlite in this process, in `dataDir` (or memory), started from a dump when `load` is given; pg_trgm
 * loaded as the migrations want. A lock in the dump (archives written before backups left it out) names
 * the shop the copy came from, not this folder's: it goes.
 */
export async function openPglite(options: { dataDir?: string; load?: Buffer }): Promise<OpenPglite> {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  const db = await PGlite.create({
    dataDir: options.dataDir ?? 'memory://',
    loadDataDir: options.load ? new Blob([new Uint8Array(options.load)]) : undefined,
    extensions: { pg_trgm },
  });
  if (options.dataDir) {
    if (options.load) rmSync(join(options.dataDir, LOCK_FILE), { force: true });
    keepPrivate(options.dataDir, true);
  }
  return {
    query: async <T>(sql: string, params?: unknown[]) => (await db.query<T>(sql, params)).rows,
    exec: async (sql) => {
      await db.exec(sql);
    },
    copyFrom: async (statement, data) => {
      await db.query<unknown>(statement, [], { blob: data });
    },
    close: () => db.close(),
  };
}
