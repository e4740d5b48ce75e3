import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
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
  /** The whole database as a tar file, for `loadDataDir` of another one (test templates). */
  dump(): Promise<Blob>;
  close(): Promise<void>;
}

export class DatabaseInUseError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no lock of its own: two processes on one folder would corrupt it. The folder's
 * owner writes its pid to a lock file; a lock left by a process that is gone (kill -9) is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const lockFile = join(dataDir, 'shop.lock');
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number(readFileSync(lockFile, 'utf8'));
    if (Number.isInteger(owner) && owner !== process.pid && isRunning(owner)) {
      throw new DatabaseInUseError(`The embedded database in ${dataDir} is in use by another running shop (pid ${owner})`);
    }
    writeFileSync(lockFile, String(process.pid));
  }
  return () => rmSync(lockFile, { force: true });
}

/**
 * PGlite (PostgreSQL compiled to WASM) in this process, served on a private unix socket so the
 * app reaches it through the same `pg` driver as a real server. `dataDir` undefined keeps it in memory;
 * `loadDataDir` starts it from a dump instead of an empty cluster (seconds faster than initdb).
 */
export async function startEmbeddedPostgres(dataDir?: string, loadDataDir?: Blob): Promise<EmbeddedPostgres> {
  let unlock = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  // Extensions the migrations create must be loaded by every instance, a dump's copy included.
  const db = await PGlite.create({ dataDir: dataDir ?? 'memory://', loadDataDir, extensions: { pg_trgm } });
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
    dump: () => db.dumpDataDir('none'),
    async close() {
      if (closed) return;
      closed = true;
      await server.stop();
      await db.close();
      rmSync(socketDir, { recursive: true, force: true });
      unlock();
    },
  };
}
