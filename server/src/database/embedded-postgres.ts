import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type EmbeddedBackup, serveBackups, withoutLock } from './embedded-backup';
import { lockDataDir } from './embedded-lock';
import { PGliteSessionServer } from './pglite-session-server';

// Who holds a folder (its lock) and the backups of a running shop have files of their own; their names
// are exported from here too, where the rest of the server imports them.
export { backupFromRunningShop, type EmbeddedBackup, runningShopUrl } from './embedded-backup';
export { DatabaseInUseError, embeddedInUse, LOCK_FILE } from './embedded-lock';

/** The app's connection pool, on either database. */
export const POOL_SIZE = 8;
/**
 * How long a query may wait for the embedded database's one session before it is answered busy (503):
 * as long as PostgreSQL lets a statement run (database.module.ts).
 */
export const EMBEDDED_WAIT_LIMIT_MS = 5_000;
const EMBEDDED_SHARED_BUFFERS = '32MB';

export interface EmbeddedPostgres {
  /** A pg connection string for the unix socket the database listens on. */
  url: string;
  /** The whole database as a tar file, for `loadDataDir` of another one (test templates). */
  dump(): Promise<Blob>;
  /**
   * The whole database as a gzipped tar, taken between two conversations after a checkpoint (backups), with
   * the rows of `queries` read at that same moment.
   */
  backup(queries?: string[]): Promise<EmbeddedBackup>;
  close(): Promise<void>;
}

/**
 * Takes group and other access away from `path` (and, with `tree`, from everything under it): PGlite
 * gives the files it unpacks mode 666 whatever the umask, and a folder made before the shop set its
 * umask keeps the mode it was made with. False when a mode could not be changed (another user's folder).
 */
export function keepPrivate(path: string, tree = false): boolean {
  let info;
  try {
    info = lstatSync(path);
  } catch {
    return true;
  }
  if (info.isSymbolicLink()) return true;
  let changed = true;
  if (info.mode & 0o077) {
    try {
      chmodSync(path, info.mode & 0o700);
    } catch {
      changed = false;
    }
  }
  if (tree && info.isDirectory())
    for (const name of readdirSync(path)) changed = keepPrivate(join(path, name), true) && changed;
  return changed;
}

const SOCKET_DIR_PREFIX = 'soutache-pg-';

/** Whether a connection string is one startEmbeddedPostgres gave (its private socket folder). */
export function isEmbeddedUrl(url: string): boolean {
  return new URL(url).searchParams.get('host')?.includes(SOCKET_DIR_PREFIX) ?? false;
}

/** Whether a database still listens on a unix socket. */
const listening = (path: string) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(path);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * Removes the socket folders that killed shops left in the temp folder (a process ended by kill -9
 * never removes its own): those whose socket no longer answers and that are older than a minute (a
 * folder just made may not listen yet).
 */
export async function sweepStaleSocketDirs(root = tmpdir()): Promise<number> {
  let removed = 0;
  for (const name of readdirSync(root).filter((entry) => entry.startsWith(SOCKET_DIR_PREFIX))) {
    const dir = join(root, name);
    try {
      if (Date.now() - statSync(dir).mtimeMs < 60_000 || (await listening(join(dir, '.s.PGSQL.5432'))))
        continue;
      rmSync(dir, { recursive: true, force: true });
      removed += 1;
    } catch {
      // Another process's folder, or gone meanwhile: not ours to worry about.
    }
  }
  return removed;
}

/**
 * PGlite (PostgreSQL compiled to WASM) in this process, served on a private unix socket so the
 * app reaches it through the same `pg` driver as a real server. `dataDir` undefined keeps it in memory;
 * `loadDataDir` starts it from a dump instead of an empty cluster (seconds faster than initdb).
 */
export async function startEmbeddedPostgres(dataDir?: string, loadDataDir?: Blob): Promise<EmbeddedPostgres> {
  let unlock = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    unlock = lockDataDir(dataDir);
  }
  // Loaded only here: a shop on PostgreSQL never holds PGlite's modules in its heap.
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  // Extensions the migrations create must be loaded by every instance, a dump's copy included.
  const db = await PGlite.create({
    dataDir: dataDir ?? 'memory://',
    loadDataDir,
    extensions: { pg_trgm },
    // PostgreSQL's default shared buffers live inside PGlite's WebAssembly memory, which never shrinks,
    // and all of them get touched in time: a smaller pool holds a maker's whole catalogue and keeps the
    // process much smaller (docs/performance.md, "Memory").
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
  });
  // The files PostgreSQL makes itself are 600; those PGlite unpacked or rewrote at this start are not.
  if (dataDir) keepPrivate(dataDir, true);
  await sweepStaleSocketDirs();
  const socketDir = mkdtempSync(join(tmpdir(), SOCKET_DIR_PREFIX));
  // One conversation at a time in PGlite's one session, whatever the number of pooled connections.
  const server = new PGliteSessionServer({
    db,
    path: join(socketDir, '.s.PGSQL.5432'),
    waitLimitMs: EMBEDDED_WAIT_LIMIT_MS,
  });
  await server.start();
  // Between two conversations, so the copy holds every committed write up to then and nothing after;
  // the checkpoint writes them into the data files, so the copy needs no recovery when it is opened.
  // Requests wait only for the copy itself: it is compressed after the session is free again.
  const backup = async (queries: string[] = []): Promise<EmbeddedBackup> => {
    const { results, tar } = await server.atRest(async () => {
      const rows: Record<string, unknown>[][] = [];
      for (const query of queries) rows.push((await db.query<Record<string, unknown>>(query)).rows);
      await db.exec('CHECKPOINT');
      return { results: rows, tar: await db.dumpDataDir('none') };
    });
    return { results, dump: await withoutLock(tar) };
  };
  // A persistent database answers backups to another process (npm run backup) while the shop runs, on a
  // socket in its private folder (embedded-backup.ts).
  const backups = dataDir ? await serveBackups(dataDir, socketDir, backup) : undefined;
  let closed = false;
  return {
    url: `postgres://postgres@localhost/postgres?host=${encodeURIComponent(socketDir)}`,
    dump: () => db.dumpDataDir('none'),
    backup,
    async close() {
      if (closed) return;
      closed = true;
      await new Promise<void>((resolve) => (backups ? backups.close(() => resolve()) : resolve()));
      await server.stop();
      await db.close();
      rmSync(socketDir, { recursive: true, force: true });
      unlock();
    },
  };
}
