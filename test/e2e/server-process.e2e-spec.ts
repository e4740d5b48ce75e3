import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { connect } from 'node:net';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../server/src/config/app-config';
import {
  assertServerBuilt,
  BUILT_MAIN,
  builtServerEnv,
  spawnBuiltServer,
  startBuiltServer,
  stopBuiltServers,
} from '../support/built-server';
import { eventually } from '../support/eventually';
import { newAccount } from '../support/test-app';

const ROOT = repoRoot();
const PORT = 4400 + Math.floor(Math.random() * 500);
const BASE = `http://127.0.0.1:${PORT}`;

/** What `npm start` is on a fresh machine: the embedded database in `dataDir`, counters in memory. */
const shopEnv = (dataDir: string, port = PORT) => ({ PORT: String(port), DATA_DIR: dataDir });
/** A first start seeds the demo catalogue (pictures included): on two cores shared with other test runs it took over 20 s. */
const startServer = (dataDir: string) => startBuiltServer(shopEnv(dataDir), { timeoutMs: 60_000 });
/** A clean stop is quick: 15 s at most. */
const STOP_MS = 15_000;

const post = (path: string, body: object) =>
  fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the built server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'soutache-process-'));
  beforeAll(assertServerBuilt);
  afterAll(async () => {
    await stopBuiltServers();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints the demo admin once, stops cleanly on SIGTERM and SIGINT, and keeps every write', async () => {
    const first = await startServer(dataDir);
    const printed = /Demo admin \(shown once, on first start\): (\S+) \/ (\S+)/.exec(first.output());
    expect(printed).not.toBeNull();
    expect(first.output()).toContain(`http://localhost:${PORT}`);
    // HOST is set: the banner says where it listens, beside the address visitors use.
    expect(first.output()).toContain(`Listening on http://127.0.0.1:${PORT}`);
    const account = newAccount('Process');
    expect((await post('/api/register', account)).status).toBe(201);

    // A second shop on the same embedded database would corrupt it: it refuses to start.
    const intruder = spawnSync('node', [BUILT_MAIN], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 30_000,
      env: builtServerEnv({ ...shopEnv(dataDir, PORT + 1), LOG_LEVEL: 'silent' }),
    });
    expect(intruder.status).toBe(1);
    expect(intruder.stderr).toContain('is in use by another running shop');

    // A request in flight when SIGTERM comes (its body still arriving) is answered, and its kept-alive
    // connection closed after it, so a proxy sends its next request to another instance.
    const socket = connect(PORT, '127.0.0.1');
    await once(socket, 'connect');
    const body = JSON.stringify(newAccount('Drained'));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    const socketClosed = once(socket, 'close');
    socket.write(
      `POST /api/register HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    const exited = first.stop('SIGTERM', STOP_MS);
    await new Promise((resolve) => setTimeout(resolve, 500));
    socket.write(body.slice(10));
    expect(await exited).toBe(0);
    await socketClosed;
    expect(answer).toMatch(/^HTTP\/1\.1 201/);
    expect(answer.toLowerCase()).toContain('connection: close');

    const second = await startServer(dataDir);
    try {
      expect(second.output()).not.toContain('Demo admin');
      expect((await post('/api/login', { email: account.email, password: account.password })).status).toBe(
        200,
      );
      const admin = await post('/api/login', { email: printed![1], password: printed![2] });
      expect(admin.status).toBe(200);
    } finally {
      expect(await second.stop('SIGINT', STOP_MS)).toBe(0);
    }
  }, 180_000);

  it('finishes a first start that was killed (kill -9) while seeding: the next start seeds it all and prints a password that works', async () => {
    const killedDir = mkdtempSync(join(tmpdir(), 'soutache-killed-seed-'));
    try {
      const seeding = spawnBuiltServer(shopEnv(killedDir));
      // Killed once the seeding has written its first pictures (the catalogue is part-way in), or after
      // 30 s on a slow machine, as long as the seeding has begun its pictures.
      const pictures = join(killedDir, 'uploads', 'products');
      await eventually(
        'the seeding to write its first pictures',
        () => existsSync(pictures) && readdirSync(pictures).length > 6,
        { timeoutMs: 30_000 },
      ).catch(() => undefined);
      expect(existsSync(pictures)).toBe(true);
      await seeding.stop('SIGKILL');

      const again = await startServer(killedDir);
      try {
        const printed = /Demo admin \(shown once, on first start\): (\S+) \/ (\S+)/.exec(again.output());
        expect(printed).not.toBeNull();
        expect((await post('/api/login', { email: printed![1], password: printed![2] })).status).toBe(200);
        const list = (await (await fetch(`${BASE}/api/products?limit=100`)).json()) as {
          total: number;
          products: { images: unknown[] }[];
        };
        expect(list.total).toBe(34);
        expect(list.products.every((product) => product.images.length > 0)).toBe(true);
      } finally {
        await again.stop('SIGTERM', STOP_MS);
      }
    } finally {
      // Nothing may write into the folder while it goes (a failure above may leave a server running).
      await stopBuiltServers();
      rmSync(killedDir, { recursive: true, force: true });
    }
  }, 180_000);
});
