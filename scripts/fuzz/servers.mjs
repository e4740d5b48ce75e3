// The shop the fuzz calls: the built server (built first when it is missing) on a fresh embedded database
// or a scratch PostgreSQL database, alone or as two instances behind nginx with docker/nginx/shop.conf,
// as test/support/two-instances.ts starts them. Loopback addresses only; every part is stopped after.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../server-runtime.mjs';

export const ADMIN = { email: 'fuzz-admin@shop.test', password: 'Fuzz-admin-passphrase-2026' };
const START_TIMEOUT_MS = 300_000;

/** Builds client and server once when the built server or page renderer is missing. */
export function ensureBuilt(root) {
  if (
    existsSync(join(root, 'server/dist/src/main.js')) &&
    existsSync(join(root, 'client/dist-server/entry-server.js'))
  )
    return;
  console.log('fuzz: no build found, running npm run build');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
}

export const nginxPath = () =>
  spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();

async function sql(url, statement) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A database of its own on DATABASE_URL's server, dropped by `drop()`. */
async function scratchDatabase() {
  if (!process.env.DATABASE_URL)
    throw new Error('--db postgres needs DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)');
  const server = new URL(process.env.DATABASE_URL);
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(server.hostname))
    throw new Error(`the fuzz runs on loopback only; DATABASE_URL points at ${server.hostname}`);
  const name = `soutache_fuzz_${randomBytes(5).toString('hex')}`;
  await sql(server.toString(), `CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => sql(server.toString(), `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

const healthy = (url) =>
  fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    (res) => res.ok,
    () => false,
  );

/**
 * Starts the topology and answers { base, instances: [{ name, pid, logFile, alive() }], logDir, stop() }.
 * `stop()` stops every process, drops the scratch database and keeps the logs in `logDir`.
 */
export async function startShop({ root, db, topology, port }) {
  const logDir = mkdtempSync(join(tmpdir(), 'soutache-fuzz-'));
  const children = [];
  let database;
  const secret = randomBytes(32).toString('hex');
  const two = topology === 'two-behind-nginx';
  const ports = { a: port, b: port + 1, lb: port + 2 };

  const stop = async () => {
    const exits = children
      .filter((c) => c.child.exitCode === null && c.child.signalCode === null)
      .map((c) => once(c.child, 'exit'));
    for (const { child } of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timer = setTimeout(
      () =>
        children.forEach(
          ({ child }) => child.exitCode === null && child.signalCode === null && child.kill('SIGKILL'),
        ),
      15_000,
    );
    await Promise.all(exits);
    clearTimeout(timer);
    await database
      ?.drop()
      .catch((error) => console.error(`fuzz: could not drop ${database.name}: ${error.message}`));
  };

  function spawnInstance(name, env) {
    const logFile = join(logDir, `${name}.log`);
    const log = createWriteStream(logFile);
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'server/dist/src/main.js'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    const entry = {
      name,
      child,
      pid: child.pid,
      logFile,
      alive: () => child.exitCode === null && child.signalCode === null,
    };
    children.push(entry);
    return entry;
  }

  async function waitFor(entry, url) {
    const until = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < until) {
      if (await healthy(url)) return;
      if (!entry.alive())
        throw new Error(
          `instance ${entry.name} exited while starting; its log: ${entry.logFile}\n${readFileSync(entry.logFile, 'utf8').slice(-3000)}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    throw new Error(
      `instance ${entry.name} did not start within ${START_TIMEOUT_MS / 1000} s; its log: ${entry.logFile}`,
    );
  }

  try {
    const env = { ...process.env, ...SERVER_ENV };
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    if (db === 'postgres') {
      database = await scratchDatabase();
      env.DATABASE_URL = database.url;
    }
    if (two && process.env.REDIS_URL)
      Object.assign(env, {
        REDIS_URL: process.env.REDIS_URL,
        REDIS_PREFIX: `fuzz-${randomBytes(4).toString('hex')}:`,
      });
    Object.assign(env, {
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      HOST: '127.0.0.1',
      JWT_SECRET: secret,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      PUBLIC_URL: `http://127.0.0.1:${two ? ports.lb : ports.a}`,
      TRUST_PROXY: two ? '1' : '0',
      // The limits raised so the fuzz mostly gets through (a 429 is counted apart, not as a failure).
      RATE_LIMIT_GLOBAL: '1000000',
      RATE_LIMIT_LOGIN: '1000000',
      RATE_LIMIT_REGISTER: '1000000',
      RATE_LIMIT_RENDERS: '1000000',
      RATE_LIMIT_COMMENTS: '1000000',
      RATE_LIMIT_PASSWORD_RESET: '1000000',
      RATE_LIMIT_ENQUIRIES: '1000000',
      // Off: on two cores shared with other work, the machine's stalls would answer 503 (overload.e2e-spec.ts covers it).
      EVENT_LOOP_LIMIT_MS: '0',
    });
    // One at a time: the first runs the migrations and seeds the demo catalogue.
    const a = spawnInstance('a', {
      ...env,
      PORT: String(ports.a),
      DATA_DIR: join(logDir, 'data-a'),
      SEED_DEMO: '1',
    });
    await waitFor(a, `http://127.0.0.1:${ports.a}/health`);
    if (!two) return { base: `http://127.0.0.1:${ports.a}`, instances: [a], logDir, stop };

    const b = spawnInstance('b', {
      ...env,
      PORT: String(ports.b),
      DATA_DIR: join(logDir, 'data-b'),
      SEED_DEMO: '0',
    });
    await waitFor(b, `http://127.0.0.1:${ports.b}/health`);
    const config = readFileSync(join(root, 'docker/nginx/nginx.conf'), 'utf8')
      .replace(/worker_processes auto;/, 'worker_processes 1;')
      .replace(/access_log [^;]+;/, 'access_log off;')
      .replace(/error_log [^;]+;/, `error_log ${join(logDir, 'nginx-error.log')} warn;`)
      .replace('app-1:3000', `127.0.0.1:${ports.a}`)
      .replace('app-2:3000', `127.0.0.1:${ports.b}`)
      .replace('listen 80 default_server;', `listen 127.0.0.1:${ports.lb};`)
      .replace('/etc/nginx/shop.conf', join(root, 'docker/nginx/shop.conf'));
    writeFileSync(join(logDir, 'nginx.conf'), `${config}\npid ${join(logDir, 'nginx.pid')};\n`);
    const lb = spawn(nginxPath(), ['-c', join(logDir, 'nginx.conf'), '-p', logDir, '-g', 'daemon off;'], {
      stdio: 'ignore',
    });
    children.push({
      name: 'nginx',
      child: lb,
      pid: lb.pid,
      logFile: join(logDir, 'nginx-error.log'),
      alive: () => lb.exitCode === null && lb.signalCode === null,
    });
    const until = Date.now() + 10_000;
    while (!(await healthy(`http://127.0.0.1:${ports.lb}/health`))) {
      if (Date.now() > until) throw new Error(`nginx did not start; see ${join(logDir, 'nginx-error.log')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { base: `http://127.0.0.1:${ports.lb}`, instances: [a, b], nginx: children.at(-1), logDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The resident memory of a process, in bytes (Linux's /proc), or undefined once it is gone. */
export function rssOf(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;
  } catch {
    return undefined;
  }
}
