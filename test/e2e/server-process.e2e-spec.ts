import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { connect } from 'node:net';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../server/src/config/app-config';
import { newAccount } from '../support/test-app';

const ROOT = repoRoot();
const PORT = 4400 + Math.floor(Math.random() * 500);
const BASE = `http://127.0.0.1:${PORT}`;

/** The environment of `npm start` on a fresh machine: embedded database, counters in memory. */
function shopEnv(dataDir: string, port: number, logLevel: string) {
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...env } = process.env;
  // The overload check off: the shared test machine's stalls are not the shop's load.
  return {
    ...env,
    NODE_ENV: 'test',
    LOG_LEVEL: logLevel,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    EVENT_LOOP_LIMIT_MS: '0',
  };
}

const children = new Set<ChildProcess>();

/** The built server as `npm start` runs it, on the embedded database in `dataDir`. */
async function startServer(dataDir: string) {
  const child = spawn('node', ['server/dist/src/main.js'], {
    cwd: ROOT,
    env: shopEnv(dataDir, PORT, 'warn'),
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  // A first start seeds the demo catalogue (pictures included): on two cores shared with other
  // test runs it took over 20 s, so wait up to a minute.
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (output.includes('is running at')) return { child, output: () => output };
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

async function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<number | null> {
  const exited = once(child, 'exit');
  child.kill(signal);
  const [code] = (await Promise.race([
    exited,
    new Promise((_, reject) => setTimeout(() => reject(new Error('no exit')), 15_000)),
  ])) as [number | null];
  return code;
}

const post = (path: string, body: object) =>
  fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the built server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'soutache-process-'));
  beforeAll(() => {
    // scripts/test-server.mjs builds the server once before both database passes.
    if (!existsSync(join(ROOT, 'server/dist/src/main.js')))
      throw new Error('Build the server first: npm run build -w server');
  });
  afterAll(() => {
    // A failed assertion must not leave a server running (it would keep Jest from exiting).
    for (const child of children) child.kill('SIGKILL');
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
    const intruder = spawnSync('node', ['server/dist/src/main.js'], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 30_000,
      env: shopEnv(dataDir, PORT + 1, 'silent'),
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
    const exited = stop(first.child, 'SIGTERM');
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
      expect(await stop(second.child, 'SIGINT')).toBe(0);
    }
  }, 180_000);

  it('finishes a first start that was killed (kill -9) while seeding: the next start seeds it all and prints a password that works', async () => {
    const killedDir = mkdtempSync(join(tmpdir(), 'soutache-killed-seed-'));
    try {
      const child = spawn('node', ['server/dist/src/main.js'], {
        cwd: ROOT,
        env: shopEnv(killedDir, PORT, 'warn'),
      });
      children.add(child);
      child.once('exit', () => children.delete(child));
      // Killed once the seeding has written its first pictures (the catalogue is part-way in).
      const pictures = join(killedDir, 'uploads', 'products');
      for (
        let attempt = 0;
        attempt < 600 && !(existsSync(pictures) && readdirSync(pictures).length > 6);
        attempt += 1
      ) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(existsSync(pictures)).toBe(true);
      await stop(child, 'SIGKILL');

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
        await stop(again.child, 'SIGTERM');
      }
    } finally {
      rmSync(killedDir, { recursive: true, force: true });
    }
  }, 180_000);
});
