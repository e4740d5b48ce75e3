import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import sharp from 'sharp';
import { createScratchDatabase, type ScratchDatabase } from '../../server/src/database/scratch-database';
import { imageKeys } from '../../server/src/media/image-variants';
import { S3ImageStore } from '../../server/src/media/s3-image-store';
import { loadConfig, repoRoot } from '../../server/src/config/app-config';
import { eventually } from './eventually';
import { startS3Server, type TestS3Server } from './s3-server';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

/**
 * Two instances of the production build on one PostgreSQL, one Redis and one S3 bucket, behind nginx
 * with docker/nginx/shop.conf (DESIGN.md "Scale beyond one machine"): what is written through
 * one is seen at once through the other, and when a part blinks (Redis or the store stopped, hung or
 * absent, wrong credentials, the database ending the connections) the shop stays up. Redis and the
 * store are reached through relays the test stops and hangs (the machine's Redis is never touched).
 * Needs DATABASE_URL, REDIS_URL and nginx (.ci/run installs it); skipped without them outside CI (the
 * embedded database is one process's).
 *
 * The set-up the two-instances specs share (test/e2e/two-instances-*.e2e-spec.ts): each spec starts its
 * own topology (a scratch database, a bucket, the relays, instances a and b, nginx) with `twoInstances()`.
 */
const ROOT = repoRoot();
const nginx = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
const ready = Boolean(
  process.env.DATABASE_URL &&
  process.env.REDIS_URL &&
  nginx &&
  existsSync(join(ROOT, 'server/dist/src/main.js')),
);
// Under CI's PostgreSQL pass nothing may be missing (.ci/run installs and starts it all): there a missing
// part fails the test instead of hiding it. The embedded database's pass skips it.
export const describeTopology =
  ready || (process.env.CI && process.env.DATABASE_URL) ? describe : describe.skip;
/**
 * Ports outside those the other suites take (server-process uses 4400-4899): ten per Jest worker, so two
 * workers can each run a topology file at once.
 */
const base = 4341 + 10 * (Number(process.env.JEST_WORKER_ID ?? 1) - 1);
export const PORTS = { a: base, b: base + 1, spare: base + 2, lb: base + 4 };
export const url = (port: number, path: string) => `http://127.0.0.1:${port}${path}`;
export const ADMIN = {
  email: `owner-${randomBytes(3).toString('hex')}@shop.test`,
  password: 'a-long-owner-passphrase',
};

/** What `twoInstances` sets up before the tests of the describe block it is called in. */
export interface TopologyParts {
  database: ScratchDatabase;
  s3: TestS3Server;
  /** The instances' way to Redis: stopped and hung by the tests. */
  redisRelay: TcpProxy;
  /** The instances' way to the object store: stopped and hung by the tests. */
  storeRelay: TcpProxy;
}

/**
 * Starts the topology before the tests of the describe block it is called in (instance a first: it runs the
 * migrations), and stops all of it after them. `parts` is filled in by then. `shared` is more environment for
 * every instance (a spec's own settings; a function when they are known only once the spec's own
 * beforeAll, declared before this call, has run, e.g. an SMTP sink's address).
 */
export function twoInstances(shared: Record<string, string> | (() => Record<string, string>) = {}) {
  const parts = {} as TopologyParts;
  const dir = mkdtempSync(join(tmpdir(), 'soutache-topology-'));
  const children = new Map<string, ChildProcess>();
  const logs = new Map<string, string>();
  const secret = randomBytes(32).toString('hex');
  const prefix = `topology-${randomBytes(4).toString('hex')}:`;

  /** An instance of the production build on `port`; its output kept in `logs` under `name`. */
  function spawnInstance(name: string, port: number, env: Record<string, string> = {}): ChildProcess {
    const child = spawn('node', ['server/dist/src/main.js'], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...parts.s3.env,
        S3_ENDPOINT: `http://127.0.0.1:${parts.storeRelay.port}`,
        // Short, so the outages below take seconds (the defaults are 2 s and 10 s).
        S3_CONNECT_TIMEOUT_MS: '500',
        S3_REQUEST_TIMEOUT_MS: '1000',
        REDIS_URL: `redis://127.0.0.1:${parts.redisRelay.port}`,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: join(dir, name),
        DATABASE_URL: parts.database.url,
        REDIS_PREFIX: prefix,
        JWT_SECRET: secret,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SEED_DEMO: '0',
        TRUST_PROXY: '1',
        PUBLIC_URL: url(PORTS.lb, ''),
        RATE_LIMIT_GLOBAL: '100000',
        RATE_LIMIT_LOGIN: '1000',
        RATE_LIMIT_REGISTER: '4',
        RATE_LIMIT_RENDERS: '100000',
        RATE_LIMIT_COMMENTS: '100000',
        // Off: on two cores shared with other runs, the machine's stalls would trip it (overload.e2e-spec.ts covers it).
        EVENT_LOOP_LIMIT_MS: '0',
        ...(typeof shared === 'function' ? shared() : shared),
        ...env,
      },
    });
    children.set(name, child);
    logs.set(name, '');
    child.stdout!.on('data', (chunk) => logs.set(name, logs.get(name) + chunk));
    child.stderr!.on('data', (chunk) => logs.set(name, logs.get(name) + chunk));
    return child;
  }

  async function startInstance(name: 'a' | 'b', env: Record<string, string> = {}): Promise<void> {
    const child = spawnInstance(name, PORTS[name], env);
    // A production start takes a few seconds; on two cores shared with other test runs, far more.
    try {
      await eventually(
        `instance ${name} to answer /health`,
        async () =>
          (await healthy(PORTS[name])) ||
          (child.exitCode !== null ? Promise.reject(new Error(`instance ${name} exited`)) : false),
        { timeoutMs: 180_000, everyMs: 200 },
      );
    } catch (error) {
      throw new Error(`${(error as Error).message}:\n${logs.get(name)}`);
    }
  }

  async function kill(name: string, signal: NodeJS.Signals): Promise<void> {
    const child = children.get(name);
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill(signal);
    await exited;
  }

  beforeAll(async () => {
    parts.database = await createScratchDatabase(process.env.DATABASE_URL, 'soutache_topology');
    parts.s3 = await startS3Server();
    parts.storeRelay = await startTcpProxy({
      host: '127.0.0.1',
      port: Number(new URL(parts.s3.env.S3_ENDPOINT).port),
    });
    const redis = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    parts.redisRelay = await startTcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
    // One at a time: the first runs the migrations.
    await startInstance('a');
    await startInstance('b');
    const config = readFileSync(join(ROOT, 'docker/nginx/nginx.conf'), 'utf8')
      .replace(/worker_processes auto;/, 'worker_processes 1;')
      .replace(/access_log [^;]+;/, `access_log ${join(dir, 'access.log')};`)
      .replace(/error_log [^;]+;/, `error_log ${join(dir, 'error.log')} warn;`)
      .replace('app-1:3000', `127.0.0.1:${PORTS.a}`)
      .replace('app-2:3000', `127.0.0.1:${PORTS.b}`)
      .replace('listen 80 default_server;', `listen 127.0.0.1:${PORTS.lb};`)
      .replace('/etc/nginx/shop.conf', join(ROOT, 'docker/nginx/shop.conf'));
    writeFileSync(join(dir, 'nginx.conf'), `${config}\npid ${join(dir, 'nginx.pid')};\n`);
    const balancer = spawn(nginx, ['-c', join(dir, 'nginx.conf'), '-p', dir, '-g', 'daemon off;']);
    children.set('nginx', balancer);
    try {
      await eventually('nginx to answer /health', () => healthy(PORTS.lb), {
        timeoutMs: 5_000,
        everyMs: 100,
      });
    } catch (error) {
      throw new Error(
        `${(error as Error).message}: ${existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : ''}`,
      );
    }
  }, 420_000);

  afterAll(async () => {
    // nginx's master stops its workers on SIGTERM; the instances are simply killed.
    const exits = [...children.values()]
      .filter((child) => child.exitCode === null && child.signalCode === null)
      .map((child) => once(child, 'exit'));
    for (const [name, child] of children)
      if (child.exitCode === null && child.signalCode === null)
        child.kill(name === 'nginx' ? 'SIGTERM' : 'SIGKILL');
    // At most 10 s; the timer is cleared once they are gone, so it holds no test run open.
    let waited: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(exits),
      new Promise((resolve) => (waited = setTimeout(resolve, 10_000))),
    ]);
    clearTimeout(waited);
    await parts.redisRelay?.close();
    await parts.storeRelay?.close();
    await parts.s3?.close();
    await parts.database?.drop();
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  /** Every object of the bucket, read past the shop (as an operator would list it); pending ones marked. */
  const bucketKeys = async () => {
    const store = new S3ImageStore(
      loadConfig({ ...parts.s3.env, DATA_DIR: join(dir, 'lister'), JWT_SECRET: 'x'.repeat(32) }).s3!,
    );
    const keys: string[] = [];
    for await (const file of store.list()) keys.push(file.pending ? `.pending/${file.key}` : file.key);
    store.onApplicationShutdown();
    return keys.sort();
  };
  /** The files the committed rows point at. */
  const rowKeys = async () => {
    const client = new Client({ connectionString: parts.database.url });
    await client.connect();
    try {
      const rows = (
        await client.query<{ file_key: string; variant_widths: number[] }>(
          'SELECT file_key, variant_widths FROM product_images',
        )
      ).rows;
      return rows.flatMap((row) => imageKeys(row.file_key, row.variant_widths)).sort();
    } finally {
      await client.end();
    }
  };

  /** What nginx logged as errors (an instance refused, reset or closed early), for a failing test to show. */
  const balancerErrors = () =>
    existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '';

  return { parts, logs, spawnInstance, startInstance, kill, bucketKeys, rowKeys, balancerErrors };
}

/** Whether /health on `port` answers 200 (within 2 s). */
const healthy = (port: number) =>
  fetch(url(port, '/health'), { signal: AbortSignal.timeout(2000) }).then(
    (res) => res.ok,
    () => false,
  );
export const json = async (port: number, path: string, init: RequestInit = {}) => {
  const res = await fetch(url(port, path), init);
  return {
    status: res.status,
    body: res.headers.get('content-type')?.includes('json') ? ((await res.json()) as any) : await res.text(),
    headers: res.headers,
  };
};
/**
 * The other instance hears of a write through Redis a moment after it was answered (pub/sub, a
 * millisecond or so here): `eventually` (test/support/eventually.ts) asks it again for up to this long.
 */
export const HEARD_WITHIN = { timeoutMs: 1000, everyMs: 50 };
/** Apollo's CSRF prevention lets a GET query through with this header (what the client sends). */
export const preflight = { headers: { 'apollo-require-preflight': 'true' } };
export const productForm = async (name: string) => {
  const form = new FormData();
  form.set('name', name);
  form.set('price', '150');
  form.set('description', 'Made on one instance.');
  const photo = await sharp({ create: { width: 500, height: 600, channels: 3, background: '#8a2a3a' } })
    .jpeg()
    .toBuffer();
  form.set('images', new Blob([photo], { type: 'image/jpeg' }), 'a.jpg');
  return form;
};
export const login = async (port: number) =>
  (
    await json(port, '/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
  ).body.token as string;

/** A request through nginx: its status, how long it took, and its body's text. */
export const timed = async (port: number, path: string, init: RequestInit = {}) => {
  const started = Date.now();
  const res = await fetch(url(port, path), { ...init, signal: AbortSignal.timeout(30_000) });
  const text = await res.text();
  return { status: res.status, ms: Date.now() - started, text, headers: res.headers };
};
export const readiness = async (port: number) => {
  const res = await fetch(url(port, '/health/ready'), { signal: AbortSignal.timeout(5000) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
export const PAGES = ['/jewellery', '/api/products', '/api/categories', '/graphql?query=%7B__typename%7D'];
