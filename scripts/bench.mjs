#!/usr/bin/env node
// Throughput and latency of a few representative requests against the real server, booted in this
// process from the compiled build (server/dist) exactly as test/support/test-app.ts boots it from the
// sources: an in-memory embedded PGlite database, or a temporary database on BENCH_DATABASE_URL's
// PostgreSQL server (created here and dropped afterwards).
//
// A report, not a test: it exits 0 unless a request fails (non-2xx status, a GraphQL error, or a
// network error). Knobs: BENCH_CONCURRENCY (default 8 workers), BENCH_REQUESTS (requests per worker
// for the cheap endpoints, default 200), BENCH_LOGIN_REQUESTS (per worker, default 5: argon2id makes a
// login deliberately slow), BENCH_LOG_LEVEL (the app's log level, default silent; `error` shows why a
// request failed).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'server', 'dist', 'src');

const positiveInt = (name, fallback) => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${name} must be a positive integer`);
    process.exit(2);
  }
  return value;
};
const CONCURRENCY = positiveInt('BENCH_CONCURRENCY', 8);
const PER_WORKER = positiveInt('BENCH_REQUESTS', 200);
const LOGIN_PER_WORKER = positiveInt('BENCH_LOGIN_REQUESTS', 5);

if (!existsSync(join(DIST, 'app.setup.js'))) {
  console.log('server/dist is missing: running `npm run build -w server` first…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'server'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const require = createRequire(join(ROOT, 'server', 'package.json'));
const { createApp } = require(join(DIST, 'app.setup.js'));
const { createLogger } = require(join(DIST, 'common', 'logging', 'logger.js'));
const { loadConfig } = require(join(DIST, 'config', 'app-config.js'));
const { createScratchDatabase } = require(join(DIST, 'database', 'scratch-database.js'));
const { Client } = require('pg');

/** A fresh database: a new one on BENCH_DATABASE_URL's server, or an in-memory PGlite. */
async function freshDatabase() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const database = await createScratchDatabase(serverUrl, 'soutache_bench');
  if (!serverUrl) return { ...database, label: 'embedded PGlite (in memory)' };
  const shown = new URL(database.url);
  shown.password = shown.password ? '***' : '';
  return { ...database, label: `PostgreSQL, temporary database ${shown}` };
}

let unique = 0;
const newAccount = (name) => {
  unique += 1;
  const tag = `${Date.now().toString(36)}${unique}${randomBytes(3).toString('hex')}`;
  return { name, email: `bench.${tag}@shop.test`, password: `Soutache-bench-${tag}!` };
};

/** Checks one response; returns a failure description or undefined. */
async function check(res, graphql) {
  const text = await res.text();
  if (res.status < 200 || res.status > 299) return `HTTP ${res.status}: ${text.slice(0, 200)}`;
  if (graphql) {
    try {
      const body = JSON.parse(text);
      if (body.errors?.length) return `GraphQL error: ${body.errors[0].message}`;
    } catch {
      return `GraphQL response is not JSON: ${text.slice(0, 200)}`;
    }
  }
  return undefined;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** `workers` loops, each sending `perWorker` requests one after another; wall time and every latency. */
async function measure(name, { workers, perWorker, warmup = 5, graphql = false, send }) {
  const failures = [];
  const one = async (latencies) => {
    const started = performance.now();
    try {
      const failure = await check(await send(), graphql);
      if (failure) failures.push(failure);
    } catch (error) {
      failures.push(`request failed: ${error.message}`);
    }
    latencies?.push(performance.now() - started);
  };
  for (let i = 0; i < warmup; i += 1) await one();
  const latencies = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let i = 0; i < perWorker; i += 1) await one(latencies);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name,
    requests: latencies.length,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    failures,
  };
}

function printTable(rows) {
  const header = ['name', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'failed'];
  const lines = rows.map((r) => [
    r.name,
    String(r.requests),
    r.perSecond.toFixed(1),
    r.p50.toFixed(1),
    r.p95.toFixed(1),
    r.p99.toFixed(1),
    String(r.failures.length),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const row = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(row(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(row(line));
}

async function main() {
  const database = await freshDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'soutache-bench-'));
  let app;
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: '0',
      RATE_LIMIT_GLOBAL: '100000000',
      RATE_LIMIT_LOGIN: '100000000',
      RATE_LIMIT_REGISTER: '100000000',
      LOGIN_DELAY_BASE_MS: '0',
      DATABASE_URL: database.url,
    });
    const bootStarted = performance.now();
    app = await createApp(config, createLogger(process.env.BENCH_LOG_LEVEL || 'silent'));
    await app.listen(0, '127.0.0.1');
    const bootMs = performance.now() - bootStarted;
    const { port } = app.getHttpServer().address();
    const base = `http://127.0.0.1:${port}`;
    // One short-lived connection, closed before measuring, so the numbers are the app's pool alone.
    const sql = async (text, params) => {
      const client = new Client({ connectionString: database.url });
      await client.connect();
      try {
        return (await client.query(text, params)).rows;
      } finally {
        await client.end();
      }
    };

    const post = (path, body, token) =>
      fetch(base + path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
    const register = async (account) => {
      const res = await post('/api/register', account);
      if (res.status !== 201) throw new Error(`register: HTTP ${res.status} ${await res.text()}`);
      return { ...account, ...(await res.json()) };
    };

    const customer = await register(newAccount('Bench Customer'));
    const admin = await register(newAccount('Bench Admin'));
    await sql('UPDATE users SET is_admin = true WHERE id = $1', [admin.id]);
    // A few more accounts so the admin list has something to page through.
    for (let i = 0; i < 10; i += 1) await register(newAccount(`Bench User ${i}`));
    // A catalogue of 60 pieces with 3 pictures, 2 colours, a category and a rating each (rows only: no files needed).
    await sql(`
      WITH made AS (
        INSERT INTO products (name, search_name, description_en, description_pl, price, created_at)
        SELECT 'Kolczyki Bench ' || n, 'kolczyki bench ' || n, 'Bench piece', 'Projekt testowy', 100 + n, now() - make_interval(mins => n)
        FROM generate_series(1, 60) AS n RETURNING id)
      INSERT INTO product_colors (product_id, color_id) SELECT id, c FROM made, (VALUES (3), (7)) AS colours(c)`);
    await sql(`INSERT INTO product_categories (product_id, category_id) SELECT id, 1 + id % 6 FROM products`);
    await sql(`INSERT INTO product_images (product_id, file_key, alt_text, position, width, height, placeholder, variant_widths)
               SELECT id, 'products/bench-' || id || '-' || p, 'Bench', p, 1000, 1250, '#c9a045', '{320,640,1000}' FROM products, generate_series(0, 2) AS p`);
    await sql(`INSERT INTO ratings (user_id, product_id, value) SELECT $1, id, 1 + id % 5 FROM products`, [customer.id]);
    const [{ id: productId }] = await sql(`SELECT id FROM products ORDER BY id LIMIT 1`);

    console.log(`Soutache shop benchmark`);
    console.log(`  node ${process.version}, ${cpus().length} CPU(s), ${database.label}`);
    console.log(`  app booted (migrations included) in ${bootMs.toFixed(0)} ms, listening on ${base}`);
    console.log(`  ${CONCURRENCY} concurrent workers; ${PER_WORKER} requests each (login: ${LOGIN_PER_WORKER})\n`);

    const me = { query: '{ me { id name isAdmin } }' };
    const rows = [];
    rows.push(await measure('GET /health', { workers: CONCURRENCY, perWorker: PER_WORKER, send: () => fetch(`${base}/health`) }));
    rows.push(
      await measure('GET /api/info (signed in)', {
        workers: CONCURRENCY,
        perWorker: PER_WORKER,
        send: () => fetch(`${base}/api/info`, { headers: { Authorization: `Bearer ${customer.token}` } }),
      }),
    );
    rows.push(
      await measure('POST /graphql { me }', {
        workers: CONCURRENCY,
        perWorker: PER_WORKER,
        graphql: true,
        send: () => post('/graphql', me, customer.token),
      }),
    );
    rows.push(
      await measure('GET /api/admin/users', {
        workers: CONCURRENCY,
        perWorker: PER_WORKER,
        send: () => fetch(`${base}/api/admin/users`, { headers: { Authorization: `Bearer ${admin.token}` } }),
      }),
    );
    rows.push(
      await measure('POST /api/login (argon2id)', {
        workers: CONCURRENCY,
        perWorker: LOGIN_PER_WORKER,
        warmup: 2,
        send: () => post('/api/login', { email: customer.email, password: customer.password }),
      }),
    );
    const listQuery = {
      query: `query ProductList($colors: [Int!], $categories: [Int!]) { products(limit: 9, offset: 0, colors: $colors, categories: $categories) {
        total products { id name price availability averageUserRate colors { id name } categories { id name } images { id imageUrl width height placeholder avifSrcset webpSrcset } } } }`,
    };
    const catalogue = [
      ['list page, 9 products', '/api/products?limit=9', {}],
      ['list filtered by colour and category', '/api/products?limit=9&colors=3&categories=2', { colors: [3], categories: [2] }],
    ];
    for (const [label, path, variables] of catalogue) {
      rows.push(await measure(`GraphQL ${label}`, { workers: CONCURRENCY, perWorker: PER_WORKER, graphql: true, send: () => post('/graphql', { ...listQuery, variables }) }));
      rows.push(await measure(`REST ${label}`, { workers: CONCURRENCY, perWorker: PER_WORKER, send: () => fetch(base + path) }));
    }
    const productQuery = { query: `query ($id: Int!) { product(id: $id) { id name description price averageUserRate colors { id name } categories { id name } images { id imageUrl } } }`, variables: { id: productId } };
    rows.push(await measure('GraphQL product page', { workers: CONCURRENCY, perWorker: PER_WORKER, graphql: true, send: () => post('/graphql', productQuery) }));
    rows.push(await measure('REST product page', { workers: CONCURRENCY, perWorker: PER_WORKER, send: () => fetch(`${base}/api/products/${productId}`) }));
    printTable(rows);
    console.log('\n(a list page is 4 SQL statements and a product page 4, whatever the page size: test/e2e/catalogue.e2e-spec.ts counts them)');
    // Issue 10's target: a signed-in call (one token check, one user lookup) at least half /health's rate.
    const health = rows[0].perSecond;
    console.log(`\nsigned-in calls against GET /health: /api/info ${((100 * rows[1].perSecond) / health).toFixed(0)}%, { me } ${((100 * rows[2].perSecond) / health).toFixed(0)}%`);

    const failed = rows.filter((r) => r.failures.length);
    for (const r of failed) {
      const distinct = [...new Set(r.failures)].slice(0, 3);
      console.error(`\n${r.name}: ${r.failures.length} failed request(s), e.g.\n  ${distinct.join('\n  ')}`);
    }
    return failed.length ? 1 : 0;
  } finally {
    await app?.close().catch(() => {});
    await database.drop().catch((error) => console.error(`could not drop the bench database: ${error.message}`));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
