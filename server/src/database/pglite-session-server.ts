import { createServer, type Server, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { embeddedSessionBusy, embeddedSessionWaitSeconds } from '../common/metrics/metrics';

/** What the server uses of PGlite (a structural type: the package's CommonJS and ESM typings differ). */
export type PGliteSession = Pick<
  PGlite,
  'waitReady' | 'runExclusive' | 'execProtocolRawStream' | 'isInTransaction'
>;

/**
 * PGlite served on a unix socket to the `pg` driver, one conversation at a time.
 *
 * PGlite is a single PostgreSQL session. pglite-socket lets every connection's messages into it one by
 * one and keeps a connection to itself only while a transaction is open, so two connections' extended
 * queries (Parse, Bind, Execute, Sync) interleave: one gets 'portal "" does not exist', or silently the
 * other's rows (electric-sql/pglite issue 1046). Here a connection holds the session from its first
 * message until PGlite is ready for the next query outside a transaction: after the Sync or simple Query
 * that ends what it sent, with the transaction status idle. The others wait their turn in order.
 *
 * A connection that waited longer than `waitLimitMs` for its turn is answered, without PGlite, with the
 * error PostgreSQL gives a statement cancelled by its timeout (SQLSTATE 57014), which the app answers
 * as busy (503 with Retry-After); the session itself is never taken from its holder.
 */

const PROTOCOL_3 = 196608;
const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;

const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'
const FUNCTION_CALL = 0x46; // 'F'
const TERMINATE = 0x58; // 'X'
const READY_FOR_QUERY = 0x5a; // 'Z'
/** Extended-protocol messages whose unnamed statement or portal lives until the next Sync. */
const UNSYNCED = new Set([0x50, 0x42, 0x44, 0x45, 0x43, 0x48]); // P B D E C H

/** SQLSTATE of a statement cancelled by its timeout: what a waiter past the limit is told. */
export const BUSY_SQLSTATE = '57014';

interface Message {
  /** The startup message has no type byte: 0 marks it. */
  type: number;
  bytes: Buffer;
  /** When it was complete, for the wait limit. */
  at: number;
}

/** Counts ReadyForQuery messages in PGlite's output, which may arrive in pieces, and keeps the last status. */
class ReadyScanner {
  private readonly head = Buffer.alloc(5);
  private headLength = 0;
  private remaining = 0;
  private type = 0;
  ready = 0;
  status = 0x49; // 'I'

  push(chunk: Uint8Array): void {
    let at = 0;
    while (at < chunk.length) {
      if (this.remaining > 0) {
        if (this.type === READY_FOR_QUERY) this.status = chunk[at];
        const skip = Math.min(this.remaining, chunk.length - at);
        at += skip;
        this.remaining -= skip;
        continue;
      }
      this.head[this.headLength++] = chunk[at++];
      if (this.headLength === 5) {
        this.headLength = 0;
        this.type = this.head[0];
        this.remaining = this.head.readInt32BE(1) - 4;
        if (this.type === READY_FOR_QUERY) this.ready += 1;
      }
    }
  }
}

class Connection {
  buffer: Buffer = Buffer.alloc(0);
  started = false;
  closed = false;
  /** Complete messages not yet given to PGlite. */
  readonly pending: Message[] = [];
  /** Sync, Query or startup messages given to PGlite whose ReadyForQuery has not come back. */
  awaitingReady = 0;
  /** Parse/Bind/... given to PGlite since the last Sync: the unnamed statement and portal are this connection's. */
  unsynced = false;
  readonly scanner = new ReadyScanner();

  constructor(readonly socket: Socket) {}

  /** Whether PGlite's session can go to another connection: everything answered, no transaction open. */
  get atRest(): boolean {
    return this.awaitingReady === 0 && !this.unsynced && this.scanner.status === 0x49;
  }
}

const int32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeInt32BE(value);
  return bytes;
};

const message = (type: string, body: Buffer) =>
  Buffer.concat([Buffer.from(type), int32(body.length + 4), body]);

/** ErrorResponse then ReadyForQuery(idle): a complete answer to a Query, or to an extended batch up to its Sync. */
function busyAnswer(waitedMs: number): Buffer {
  const field = (code: string, value: string) =>
    Buffer.concat([Buffer.from(code), Buffer.from(value, 'utf8'), Buffer.alloc(1)]);
  const text = `canceling statement: the embedded database was busy for ${Math.round(waitedMs)} ms`;
  const error = Buffer.concat([
    field('S', 'ERROR'),
    field('V', 'ERROR'),
    field('C', BUSY_SQLSTATE),
    field('M', text),
    Buffer.alloc(1),
  ]);
  return Buffer.concat([message('E', error), message('Z', Buffer.from('I'))]);
}

export interface SessionServerOptions {
  db: PGliteSession;
  /** The unix socket's path. */
  path: string;
  /** How long a connection may wait for the session before it is answered busy (ms). */
  waitLimitMs?: number;
}

export class PGliteSessionServer {
  private readonly db: PGliteSession;
  private readonly path: string;
  private readonly waitLimitMs: number;
  private server?: Server;
  private readonly connections = new Set<Connection>();
  /** The connection that has the session, between its first message and its rest. */
  private holder?: Connection;
  /** Connections with complete messages, in the order they asked. */
  private readonly queue: Connection[] = [];
  private pumping?: Promise<void>;
  private busyTimer?: NodeJS.Timeout;
  /** Work that needs PGlite between two conversations (a backup's dump), ahead of the waiting connections. */
  private readonly exclusive: (() => Promise<void>)[] = [];

  constructor(options: SessionServerOptions) {
    this.db = options.db;
    this.path = options.path;
    this.waitLimitMs = options.waitLimitMs ?? 5_000;
  }

  async start(): Promise<void> {
    await this.db.waitReady;
    const server = createServer((socket) => this.attach(socket));
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.path, () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.busyTimer = setInterval(
      () => this.answerLongWaits(),
      Math.max(50, Math.min(500, this.waitLimitMs / 4)),
    );
    this.busyTimer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.busyTimer);
    for (const connection of this.connections) connection.socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
    await this.pumping;
  }

  /**
   * Runs `work` with PGlite to itself at a moment no conversation is under way (none holds the session,
   * no transaction is open): what it reads is every committed write up to then and nothing after.
   * Connections that ask meanwhile wait as for any holder.
   */
  atRest<T>(work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.exclusive.push(() => work().then(resolve, reject));
      this.pump();
    });
  }

  private attach(socket: Socket): void {
    const connection = new Connection(socket);
    this.connections.add(connection);
    socket.setNoDelay(true);
    socket.on('data', (data: Buffer) => this.receive(connection, data));
    socket.on('error', () => socket.destroy());
    socket.on('close', () => this.detach(connection));
  }

  private receive(connection: Connection, data: Buffer): void {
    if (connection.closed) return;
    connection.buffer = connection.buffer.length ? Buffer.concat([connection.buffer, data]) : data;
    const before = connection.pending.length;
    while (!connection.closed) {
      const buffer = connection.buffer;
      if (!connection.started) {
        // Before the startup message: a length, then a protocol code.
        if (buffer.length < 8) break;
        const length = buffer.readInt32BE(0);
        if (buffer.length < length) break;
        const code = buffer.readInt32BE(4);
        connection.buffer = buffer.subarray(length);
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
          connection.socket.write('N');
        } else if (code === CANCEL_REQUEST || code !== PROTOCOL_3) {
          connection.socket.destroy();
        } else {
          connection.started = true;
          connection.pending.push({
            type: 0,
            bytes: Buffer.from(buffer.subarray(0, length)),
            at: Date.now(),
          });
        }
        continue;
      }
      if (buffer.length < 5) break;
      const length = 1 + buffer.readInt32BE(1);
      if (buffer.length < length) break;
      const type = buffer[0];
      connection.buffer = buffer.subarray(length);
      if (type === TERMINATE) {
        connection.socket.end();
        this.detach(connection);
        return;
      }
      connection.pending.push({ type, bytes: Buffer.from(buffer.subarray(0, length)), at: Date.now() });
    }
    if (connection.pending.length > before && this.holder !== connection && !this.queue.includes(connection))
      this.queue.push(connection);
    this.pump();
  }

  private detach(connection: Connection): void {
    if (connection.closed) return;
    connection.closed = true;
    connection.pending.length = 0;
    this.connections.delete(connection);
    const waiting = this.queue.indexOf(connection);
    if (waiting >= 0) this.queue.splice(waiting, 1);
    // The holder's session is put back to rest by the pump (nothing else talks to PGlite).
    this.pump();
  }

  private pump(): void {
    // A failure of PGlite itself ends the connection it served (execute, release): the pump goes on for the others.
    this.pumping ??= this.run()
      .catch(() => undefined)
      .finally(() => {
        this.pumping = undefined;
        // Work that arrived while the last step was finishing.
        if (
          this.holder
            ? this.holder.closed || this.holder.pending.length > 0
            : this.queue.length > 0 || this.exclusive.length > 0
        )
          this.pump();
      });
  }

  private async run(): Promise<void> {
    for (;;) {
      const holder = this.holder;
      if (holder?.closed) {
        await this.release(holder);
        continue;
      }
      if (holder) {
        if (holder.pending.length === 0) return; // its next message is on its way
        await this.execute(holder);
        continue;
      }
      const work = this.exclusive.shift();
      if (work) {
        await work();
        continue;
      }
      const next = this.queue.shift();
      if (!next) return;
      if (next.closed || next.pending.length === 0) continue;
      embeddedSessionWaitSeconds.observe((Date.now() - next.pending[0].at) / 1000);
      this.holder = next;
    }
  }

  /** Gives the holder's complete messages to PGlite and passes its answers back. */
  private async execute(connection: Connection): Promise<void> {
    // The startup message and an extended batch each go alone; a batch ends at a Sync or a Query.
    const batch: Message[] = [];
    while (connection.pending.length) {
      const next = connection.pending[0];
      if (batch.length && next.type === 0) break;
      batch.push(connection.pending.shift()!);
      if (next.type === 0 || next.type === SYNC || next.type === QUERY || next.type === FUNCTION_CALL) break;
    }
    for (const { type } of batch) {
      if (type === 0 || type === SYNC || type === QUERY || type === FUNCTION_CALL)
        connection.awaitingReady += 1;
      if (type === SYNC || type === QUERY) connection.unsynced = false;
      else if (UNSYNCED.has(type)) connection.unsynced = true;
    }
    const bytes = batch.length === 1 ? batch[0].bytes : Buffer.concat(batch.map((part) => part.bytes));
    const readyBefore = connection.scanner.ready;
    try {
      await this.db.runExclusive(() =>
        this.db.execProtocolRawStream(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length), {
          onRawData: (chunk: Uint8Array) => {
            connection.scanner.push(chunk);
            // PGlite reuses its output buffer: the socket gets a copy.
            if (!connection.closed) connection.socket.write(Buffer.from(chunk));
          },
        }),
      );
    } catch {
      // PGlite itself failed (not a SQL error, which is an answer): the connection cannot go on.
      connection.socket.destroy();
      this.detach(connection);
    }
    connection.awaitingReady = Math.max(
      0,
      connection.awaitingReady - (connection.scanner.ready - readyBefore),
    );
    if (connection.closed) return; // released on the next turn of run()
    if (connection.atRest && !this.db.isInTransaction()) {
      this.holder = undefined;
      // Its further messages wait behind those who asked first.
      if (connection.pending.length) this.queue.push(connection);
    }
  }

  /** Puts the session back to rest after its holder went away mid-conversation, then frees it. */
  private async release(connection: Connection): Promise<void> {
    const discard = { onRawData: () => {} };
    try {
      if (connection.awaitingReady > 0 || connection.unsynced) {
        await this.db.runExclusive(() =>
          this.db.execProtocolRawStream(new Uint8Array(message('S', Buffer.alloc(0))), discard),
        );
      }
      if (this.db.isInTransaction()) {
        const rollback = Buffer.concat([Buffer.from('ROLLBACK', 'utf8'), Buffer.alloc(1)]);
        await this.db.runExclusive(() =>
          this.db.execProtocolRawStream(new Uint8Array(message('Q', rollback)), discard),
        );
      }
    } catch {
      // PGlite itself failed: nothing more can be done for this session than to free it.
    } finally {
      if (this.holder === connection) this.holder = undefined;
    }
  }

  /**
   * Answers busy every waiting connection whose oldest message waited past the limit: its messages up to
   * and including the Sync or Query that ends them (a batch not yet complete waits for the rest).
   */
  private answerLongWaits(): void {
    const now = Date.now();
    for (const connection of [...this.queue]) {
      const first = connection.pending[0];
      if (!first || now - first.at < this.waitLimitMs) continue;
      const end = connection.pending.findIndex(
        (part) => part.type === 0 || part.type === SYNC || part.type === QUERY || part.type === FUNCTION_CALL,
      );
      if (end < 0) continue;
      const [answered] = connection.pending.splice(0, end + 1).slice(-1);
      embeddedSessionBusy.inc();
      if (answered.type === 0) {
        // A refused startup gets the error alone, and the connection ends.
        connection.socket.end(busyAnswer(now - first.at).subarray(0, -6));
        this.detach(connection);
        continue;
      }
      connection.socket.write(busyAnswer(now - first.at));
      if (connection.pending.length === 0) this.queue.splice(this.queue.indexOf(connection), 1);
    }
  }
}
