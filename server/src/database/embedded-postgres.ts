import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
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
  /** The whole database as a gzipped tar, taken between two conversations after a checkpoint (backups). */
  backup(): Promise<Buffer>;
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
  /** The owner's private socket folder (the database's socket and the backup socket). */
  socketDir?: string;
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
  const lockFile = join(dataDir, LOCK_FILE);
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
const LOCK_FILE = 'shop.lock';
/** In the socket folder: a connection to it is answered with a backup of the database (embedded-postgres.ts), then closed. */
const BACKUP_SOCKET = 'backup.sock';

/** The pid of a running shop that holds the embedded database in `dataDir`, if one does. */
export function embeddedInUse(dataDir: string): number | undefined {
  try {
    const owner = readLock(join(dataDir, LOCK_FILE));
    return owner && ownerAlive(owner) ? owner.pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A backup of the embedded database in `dataDir` from the shop that has it open, over that shop's private
 * backup socket (reachable by the same system user only); undefined when no running shop holds the folder.
 */
export async function backupFromRunningShop(dataDir: string): Promise<Buffer | undefined> {
  const lockFile = join(dataDir, LOCK_FILE);
  let owner: LockOwner | undefined;
  try {
    owner = readLock(lockFile);
  } catch {
    return undefined;
  }
  if (!owner || !ownerAlive(owner)) return undefined;
  if (!owner.socketDir) throw new DatabaseInUseError(`The embedded database in ${dataDir} is open in a shop (pid ${owner.pid}) that takes no backups: stop it, then back up`);
  const socketPath = join(owner.socketDir, BACKUP_SOCKET);
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(socketPath);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.once('error', (error) => reject(new Error(`The running shop (pid ${owner.pid}) did not answer on ${socketPath}: ${error.message}`)));
    socket.once('end', () => {
      const all = Buffer.concat(chunks);
      if (all.length === 0) reject(new Error(`The running shop (pid ${owner.pid}) could not take a backup (see its log)`));
      else resolve(all);
    });
  });
}

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
  // Between two conversations, so the copy holds every committed write up to then and nothing after;
  // the checkpoint writes them into the data files, so the copy needs no recovery when it is opened.
  const backup = () =>
    server.atRest(async () => {
      await db.exec('CHECKPOINT');
      return Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer());
    });
  // A persistent database answers backups to another process (npm run backup) while the shop runs: on a
  // socket in the private folder, so only the same system user reaches it. Its place goes into the lock.
  const backups = dataDir
    ? createServer((socket) => {
        socket.on('error', () => socket.destroy());
        backup().then(
          (bytes) => socket.end(bytes),
          () => socket.destroy(),
        );
      })
    : undefined;
  if (backups && dataDir) {
    await new Promise<void>((resolve, reject) => {
      backups.once('error', reject);
      backups.listen(join(socketDir, BACKUP_SOCKET), () => resolve());
    });
    writeFileSync(join(dataDir, LOCK_FILE), JSON.stringify({ pid: process.pid, started: startTime(process.pid), socketDir } satisfies LockOwner));
  }
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
