import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** The app's connection pool, on either database. */
export const POOL_SIZE = 8;
/**
 * Connections the socket multiplexes: the pool plus room for a maintenance or test connection.
 * A client past this limit gets its socket closed (EPIPE), so the pool must stay below it.
 */
const EMBEDDED_MAX_CONNECTIONS = POOL_SIZE + 4;

export interface EmbeddedPostgres {
  /** A pg connection string for the unix socket the database listens on. */
  url: string;
  close(): Promise<void>;
}

/**
 * PGlite (PostgreSQL compiled to WASM) in this process, served on a private unix socket so the
 * app reaches it through the same `pg` driver as a real server. `dataDir` undefined keeps it in memory.
 */
export async function startEmbeddedPostgres(dataDir?: string): Promise<EmbeddedPostgres> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir ?? 'memory://');
  const socketDir = mkdtempSync(join(tmpdir(), 'soutache-pg-'));
  const server = new PGLiteSocketServer({
    db,
    path: join(socketDir, '.s.PGSQL.5432'),
    maxConnections: EMBEDDED_MAX_CONNECTIONS,
  });
  await server.start();
  let closed = false;
  return {
    url: `postgres://postgres@localhost/postgres?host=${encodeURIComponent(socketDir)}`,
    async close() {
      if (closed) return;
      closed = true;
      await server.stop();
      await db.close();
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
