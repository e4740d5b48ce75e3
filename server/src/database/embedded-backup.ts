import { existsSync, writeFileSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { extract, pack } from 'tar-stream';
import {
  DatabaseInUseError,
  LOCK_FILE,
  type LockOwner,
  ownerAlive,
  readLock,
  startTime,
} from './embedded-lock';

// The embedded database's backups (startEmbeddedPostgres takes them): the copy without the lock, and the
// backup socket on which a running shop answers them to another process (npm run backup), both ends.

export interface EmbeddedBackup {
  dump: Buffer;
  /** Each query's rows, in the order asked. */
  results: Record<string, unknown>[][];
}

/**
 * In the socket folder: a connection that sends a JSON list of read queries and a newline is answered with
 * a backup of the database and those queries' rows from the same moment, then closed.
 */
const BACKUP_SOCKET = 'backup.sock';

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

/**
 * A dump of the data folder, gzipped, without the shop's lock: a copy carrying it would look held by
 * the shop it came from, and a restore beside that shop would refuse to start while it runs.
 */
export async function withoutLock(tar: Blob): Promise<Buffer> {
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
 * A persistent database answers backups to another process (npm run backup) while the shop runs: on a
 * socket in the private folder `socketDir`, so only the same system user reaches it. Its place goes into
 * the lock of `dataDir`. Answers the listening server (closed with the database).
 */
export async function serveBackups(
  dataDir: string,
  socketDir: string,
  backup: (queries: string[]) => Promise<EmbeddedBackup>,
): Promise<Server> {
  const backups = createServer((socket) => {
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
  });
  await new Promise<void>((resolve, reject) => {
    backups.once('error', reject);
    backups.listen(join(socketDir, BACKUP_SOCKET), () => resolve());
  });
  writeFileSync(
    join(dataDir, LOCK_FILE),
    JSON.stringify({ pid: process.pid, started: startTime(process.pid), socketDir } satisfies LockOwner),
    { mode: 0o600 },
  );
  return backups;
}
