import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGliteSessionServer } from './pglite-session-server';

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
  close(): Promise<void>;
}

export class DatabaseInUseError extends Error {}

/** When a process started (clock ticks since boot, from Linux's /proc); undefined where there is no /proc. */
function startTime(pid: number): string | undefined {
  try {
    // The command name (field 2) may hold spaces: fields are counted after its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

interface LockOwner {
  pid: number;
  /** The owner's start time: a pid the system gave to another process since is not the owner. */
  started?: string;
}

const readLock = (lockFile: string): LockOwner | undefined => {
  const text = readFileSync(lockFile, 'utf8').trim();
  try {
    const owner = JSON.parse(text) as LockOwner;
    if (Number.isInteger(owner?.pid)) return owner;
  } catch {
    // A lock from before the start time was kept: the pid alone.
  }
  return /^\d+$/.test(text) ? { pid: Number(text) } : undefined;
};

/** A process's command line (Linux); undefined where there is no /proc. */
function commandLine(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * Whether the process that wrote the lock still runs: the same pid, and (where /proc tells) the same
 * start time, or for a lock that names a pid only, a Node process.
 */
function ownerAlive(owner: LockOwner): boolean {
  if (owner.pid === process.pid || !isRunning(owner.pid)) return false;
  if (owner.started === undefined) return /node/.test(commandLine(owner.pid) ?? 'node');
  const started = startTime(owner.pid);
  return started === undefined || started === owner.started;
}

/**
 * PGlite has no lock of its own: two processes on one folder would corrupt it. The folder's owner
 * writes its pid and start time to a lock file; a lock left by a process that is gone (kill -9), or
 * whose pid now belongs to another process, is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const lockFile = join(dataDir, 'shop.lock');
  const mine = JSON.stringify({ pid: process.pid, started: startTime(process.pid) } satisfies LockOwner);
  try {
    writeFileSync(lockFile, mine, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = readLock(lockFile);
    if (owner && ownerAlive(owner)) {
      throw new DatabaseInUseError(`The embedded database in ${dataDir} is in use by another running shop (pid ${owner.pid})`);
    }
    writeFileSync(lockFile, mine);
  }
  return () => rmSync(lockFile, { force: true });
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
      if (Date.now() - statSync(dir).mtimeMs < 60_000 || (await listening(join(dir, '.s.PGSQL.5432')))) continue;
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
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  // Loaded only here: a shop on PostgreSQL never holds PGlite's modules in its heap.
  const [{ PGlite }, { pg_trgm }] = await Promise.all([import('@electric-sql/pglite'), import('@electric-sql/pglite/contrib/pg_trgm')]);
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
  await sweepStaleSocketDirs();
  const socketDir = mkdtempSync(join(tmpdir(), SOCKET_DIR_PREFIX));
  // One conversation at a time in PGlite's one session, whatever the number of pooled connections.
  const server = new PGliteSessionServer({ db, path: join(socketDir, '.s.PGSQL.5432'), waitLimitMs: EMBEDDED_WAIT_LIMIT_MS });
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
