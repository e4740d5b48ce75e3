import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { extract, pack } from 'tar-stream';
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
  /**
   * The whole database as a gzipped tar, taken between two conversations after a checkpoint (backups), with
   * the rows of `queries` read at that same moment.
   */
  backup(queries?: string[]): Promise<EmbeddedBackup>;
  close(): Promise<void>;
}

export class DatabaseInUseError extends Error {}

export interface EmbeddedBackup {
  dump: Buffer;
  /** Each query's rows, in the order asked. */
  results: Record<string, unknown>[][];
}

/** On the backup socket: the answer's results as JSON after their length (4 bytes), then the dump. */
function encodeBackup({ dump, results }: EmbeddedBackup): Buffer {
  const json = Buffer.from(JSON.stringify(results));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length);
  return Buffer.concat([length, json, dump]);
}

function decodeBackup(bytes: Buffer): EmbeddedBackup {
  const length = bytes.readUInt32BE(0);
  return {
    results: JSON.parse(bytes.subarray(4, 4 + length).toString('utf8')) as Record<string, unknown>[][],
    dump: bytes.subarray(4 + length),
  };
}

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

/**
 * PGlite has no lock of its own: two processes on one folder would corrupt it. The folder's owner
 * writes its pid and start time to a lock file; a lock left by a process that is gone (kill -9), or
 * whose pid now belongs to another process, is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const lockFile = join(dataDir, LOCK_FILE);
  const mine = JSON.stringify({ pid: process.pid, started: startTime(process.pid) } satisfies LockOwner);
  try {
    writeFileSync(lockFile, mine, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = readLock(lockFile);
    if (owner && ownerAlive(owner)) {
      throw new DatabaseInUseError(
        `The embedded database in ${dataDir} is in use by another running shop (pid ${owner.pid})`,
      );
    }
    writeFileSync(lockFile, mine);
  }
  return () => rmSync(lockFile, { force: true });
}

const SOCKET_DIR_PREFIX = 'soutache-pg-';
/** In the database's folder: which running shop holds it (never part of a backup: see withoutLock). */
export const LOCK_FILE = 'shop.lock';
/**
 * In the socket folder: a connection that sends a JSON list of read queries and a newline is answered with
 * a backup of the database and those queries' rows from the same moment, then closed.
 */
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
export function runningShopUrl(dataDir: string): string | undefined {
  let owner: LockOwner | undefined;
  try {
    owner = readLock(join(dataDir, LOCK_FILE));
  } catch {
    return undefined;
  }
  const mine =
    owner?.pid === process.pid &&
    owner.socketDir !== undefined &&
    existsSync(join(owner.socketDir, BACKUP_SOCKET));
  if (!owner?.socketDir || (!mine && !ownerAlive(owner))) return undefined;
  return `postgres://postgres@localhost/postgres?host=${encodeURIComponent(owner.socketDir)}`;
}

export async function backupFromRunningShop(
  dataDir: string,
  queries: string[] = [],
): Promise<EmbeddedBackup | undefined> {
  const lockFile = join(dataDir, LOCK_FILE);
  let owner: LockOwner | undefined;
  try {
    owner = readLock(lockFile);
  } catch {
    return undefined;
  }
  // This very process may hold it (an app and a backup in one process: the tests).
  const mine =
    owner?.pid === process.pid &&
    owner.socketDir !== undefined &&
    existsSync(join(owner.socketDir, BACKUP_SOCKET));
  if (!owner || (!mine && !ownerAlive(owner))) return undefined;
  if (!owner.socketDir)
    throw new DatabaseInUseError(
      `The embedded database in ${dataDir} is open in a shop (pid ${owner.pid}) that takes no backups: stop it, then back up`,
    );
  const socketPath = join(owner.socketDir, BACKUP_SOCKET);
  return new Promise<EmbeddedBackup>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(socketPath);
    socket.write(JSON.stringify(queries) + '\n');
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.once('error', (error) =>
      reject(
        new Error(`The running shop (pid ${owner.pid}) did not answer on ${socketPath}: ${error.message}`),
      ),
    );
    socket.once('end', () => {
      const all = Buffer.concat(chunks);
      if (all.length === 0)
        reject(new Error(`The running shop (pid ${owner.pid}) could not take a backup (see its log)`));
      else resolve(decodeBackup(all));
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
 * A dump of the data folder, gzipped, without the shop's lock: a copy carrying it would look held by
 * the shop it came from, and a restore beside that shop would refuse to start while it runs.
 */
async function withoutLock(tar: Blob): Promise<Buffer> {
  const input = extract();
  const output = pack();
  const chunks: Buffer[] = [];
  const writing = pipeline(
    output,
    createGzip(),
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    }),
  );
  const reading = pipeline(Readable.from([Buffer.from(await tar.arrayBuffer())]), input);
  for await (const entry of input as AsyncIterable<
    Readable & { header: Parameters<typeof output.entry>[0] }
  >) {
    if (entry.header.name.replace(/^\/+/, '') === LOCK_FILE) {
      entry.resume();
      continue;
    }
    await pipeline(entry, output.entry(entry.header));
  }
  await reading;
  output.finalize();
  await writing;
  return Buffer.concat(chunks);
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
  // A persistent database answers backups to another process (npm run backup) while the shop runs: on a
  // socket in the private folder, so only the same system user reaches it. Its place goes into the lock.
  const backups = dataDir
    ? createServer((socket) => {
        socket.on('error', () => socket.destroy());
        let asked = '';
        const read = (chunk: Buffer) => {
          asked += chunk.toString('utf8');
          const end = asked.indexOf('\n');
          if (end < 0) return;
          socket.off('data', read);
          let queries: string[];
          try {
            queries = JSON.parse(asked.slice(0, end)) as string[];
            if (!Array.isArray(queries) || !queries.every((query) => typeof query === 'string'))
              throw new Error('not a list of queries');
          } catch {
            socket.destroy();
            return;
          }
          // Read only: the copy is a backup, nothing the shop's data changes by.
          backup(queries.map((query) => `SELECT * FROM (${query}) AS asked`)).then(
            (answer) => socket.end(encodeBackup(answer)),
            () => socket.destroy(),
          );
        };
        socket.on('data', read);
      })
    : undefined;
  if (backups && dataDir) {
    await new Promise<void>((resolve, reject) => {
      backups.once('error', reject);
      backups.listen(join(socketDir, BACKUP_SOCKET), () => resolve());
    });
    writeFileSync(
      join(dataDir, LOCK_FILE),
      JSON.stringify({ pid: process.pid, started: startTime(process.pid), socketDir } satisfies LockOwner),
      { mode: 0o600 },
    );
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
