#!/usr/bin/env node
// Throughput and latency of a few representative requests against the real server, booted in this
// process from the compiled build (server/dist) exactly as test/support/test-app.ts boots it from the
// sources: an in-memory embedded PGlite database, or a temporary database on BENCH_DATABASE_URL's
// PostgreSQL server (created here and dropped afterwards).
//
//   node scripts/bench.mjs [--products N]      (npm run bench -- --products 100000)
//
// The requests are sent from a child process, so the client's own work (building requests, reading
// answers) shares neither the server's event loop nor its memory: "peak RSS" is the server's process
// alone (its resident memory sampled every 50 ms while a row was measured, from /proc where there is one). The libraries run in their production mode
// (NODE_ENV=production, as the Docker image runs them: graphql-js, for one, checks every type test
// twice outside it); the app's own settings are the test ones (rate limits raised, no demo seed).
//
// Rows: /health, GET /api/info, { me }, the users list and login at BENCH_CONCURRENCY connections
// (default 8), then the catalogue (list page of 9 with images, colours, categories and rating; the
// same filtered by a colour and a category; a name search folded like the service's, "zlot" finding
// "Złote"; the product page), each over GraphQL and REST, at BENCH_CATALOGUE_CONCURRENCY connections
// (default 32), with the same number of requests in all as the other rows; the filtered list and the
// name search again at 1 connection (one visitor alone: the latency goal of a large catalogue); then
// rendered pages at BENCH_CATALOGUE_CONCURRENCY connections: /jewellery as the page cache keeps it,
// then a crawler's walks, every request another page that is rendered: the list through its filter
// combinations (two colours and some categories, 4,158 of them), and the product pages one after
// another. (A made-up query parameter no longer makes a render: client/src/lib/page-address.ts.) Then the
// floor: the kept /jewellery page's and REST list's bytes sent by a bare node:http server in this process
// (scripts/bench-floor.mjs), against which a kept answer's CPU is read (goal: at most twice). Last,
// the kept product pages and the API's kept product answers under a write load: every other product's,
// kept first, walked while a comment is posted on one product every second; a comment drops only what
// shows that product's comments (server/src/cache), so the rows say how many were still sent as kept
// ("kept under a comment a second").
// "SQL/req" is measured: the statements the app sent through its pg driver while a row was measured,
// divided by its requests. "server ms/req" is the time the server's event loop (this process's main
// thread: routing, GraphQL, serialising, compressing, the pg driver) was busy while a row was measured,
// divided by its requests. Unlike requests a second it hardly depends on what else the machine's two
// cores run (the load generator, PostgreSQL), so it compares GraphQL with REST more steadily.
// "CPU ms/req" is the CPU time of the server's whole process (its main thread and its helpers: the
// garbage collector's, libuv's) a request; "all CPU ms/req" adds PostgreSQL's processes (where the
// database runs on this machine, read from /proc) and the load generator's. The rendered rows' figure says
// how many pages (or computed answers) a second the machine could serve at most with every core busy, however the work is spread.
//
// The catalogue is drawn by PostgreSQL's seeded random and written by the catalogue's one writer
// (CatalogueWritesService.createMany, set-based statements in batches): 60 products, or N with
// --products N; each has 1-3 colours, 1-2 categories, 1-3 image rows (rows only, the writer's rowsOnly
// option: the API never reads the files) and ratings by the bench's 12 accounts; then VACUUM ANALYZE. After the table, EXPLAIN
// ANALYZE of every statement a catalogue page sent says which index each scan reads.
//
// A report, not a test: it exits 0 unless a request fails (non-2xx status, a GraphQL error, or a
// network error). Knobs: BENCH_CONCURRENCY, BENCH_CATALOGUE_CONCURRENCY, BENCH_REQUESTS (requests per
// worker for the cheap endpoints, default 200), BENCH_LOGIN_REQUESTS (per worker, default 5: argon2id
// makes a login deliberately slow), BENCH_LOG_LEVEL (the app's log level, default silent; `error`
// shows why a request failed), BENCH_ONLY (a regular expression: only the rows whose name it matches,
// e.g. `^page` for the rendered pages).
import { fork, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Agent, request as undiciRequest } from 'undici';
import { startFloor } from './bench-floor.mjs';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './server-runtime.mjs';

const USAGE = `Usage: node scripts/bench.mjs [--products N] [--against <commit> [--runs 2] [--db pglite|postgres|both]]

  --products N   generate a catalogue of N products (default 60) and bench its pages there
  --against C    this tree's bench side by side with commit C's, alternating (scripts/bench-against.mjs)
  -h, --help     this text

Environment: BENCH_DATABASE_URL (a PostgreSQL server: postgres://user@host:5432/db; unset: embedded
PGlite in memory), BENCH_CONCURRENCY (8), BENCH_CATALOGUE_CONCURRENCY (32), BENCH_REQUESTS (200),
BENCH_LOGIN_REQUESTS (5), BENCH_LOG_LEVEL (silent), BENCH_ONLY (a regular expression: only the rows
whose name it matches, e.g. ^page).`;

// ---------------------------------------------------------------------------------------------------
// The load generator (a child process): runs one row at a time as the server's process asks.
// ---------------------------------------------------------------------------------------------------

// The requests go through undici's own request() on a keep-alive pool rather than fetch(), which costs
// several times more per request: this thread shares the machine's two cores with the server, so what it
// spends is taken from what is measured. Answers are asked for compressed, as a browser asks, and decoded.
let dispatcher;
let distinct = 0;
async function send(request) {
  dispatcher ??= new Agent({ connections: 128, keepAliveTimeout: 4_000 });
  const { method = 'GET', headers = {} } = request.init;
  // Asked for with a new query string (a GraphQL body: a new unused variable) each time, a page is
  // rendered and an API answer computed each time: the server's kept pages and answers miss. A REST
  // read keeps its answer by the parameters its route reads, a made-up one ignored: there the same
  // `limit` and `offset` are written with another count of leading zeros (16,384 spellings).
  if (request.distinct) distinct += 1;
  const url = request.walk
    ? `${request.url}${request.walk[distinct % request.walk.length]}`
    : request.distinct && !request.json
      ? request.url.includes('limit=')
        ? `${request.url.replace(/limit=(\d+)/, (_, limit) => `limit=${'0'.repeat(Math.floor(distinct / 128) % 128)}${limit}`)}&offset=${'0'.repeat(distinct % 128)}0`
        : `${request.url}${request.url.includes('?') ? '&' : '?'}n=${distinct}`
      : request.url;
  const body = request.json
    ? JSON.stringify(
        request.distinct
          ? { ...request.json, variables: { ...request.json.variables, _n: distinct } }
          : request.json,
      )
    : undefined;
  const res = await undiciRequest(url, {
    method,
    headers: { 'Accept-Encoding': 'br, gzip', ...headers },
    body,
    dispatcher,
  });
  const raw = Buffer.from(await res.body.arrayBuffer());
  const encoding = res.headers['content-encoding'];
  const text = (
    encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw
  ).toString();
  return { status: res.statusCode, text };
}

/** Checks one response; returns a failure description or undefined. */
function check({ status, text }, graphql) {
  if (status < 200 || status > 299) return `HTTP ${status}: ${text.slice(0, 200)}`;
  // A GraphQL answer without errors starts with its data (Apollo writes `errors` first when there are
  // any). Only a suspect answer is parsed: parsing every answer cost this thread, which shares
  // the machine's two cores with the server, more than the REST rows' checks, and skewed the comparison.
  if (graphql && !(text.startsWith('{"data":') && !text.includes('"errors":['))) {
    try {
      const body = JSON.parse(text);
      if (body.errors?.length) return `GraphQL error: ${body.errors[0].message}`;
    } catch {
      return `GraphQL response is not JSON: ${text.slice(0, 200)}`;
    }
  }
  return undefined;
}

/** A row: warm-up requests one by one, then (when told) `workers` loops of `perWorker` requests each. */
async function runRow({ request, workers, perWorker, warmup, graphql }) {
  const failures = [];
  const one = async (latencies) => {
    const started = performance.now();
    try {
      const failure = check(await send(request), graphql);
      if (failure) failures.push(failure);
    } catch (error) {
      failures.push(`request failed: ${error.message}`);
    }
    latencies?.push(performance.now() - started);
  };
  for (let i = 0; i < warmup; i += 1) await one();
  await new Promise((resolve) => {
    process.once('message', resolve);
    process.send({ warm: true });
  });
  const latencies = [];
  const started = performance.now();
  const cpu = process.cpuUsage();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let i = 0; i < perWorker; i += 1) await one(latencies);
    }),
  );
  const { user, system } = process.cpuUsage(cpu);
  return {
    seconds: (performance.now() - started) / 1000,
    latencies,
    failures,
    cpuMs: (user + system) / 1000,
  };
}

// ---------------------------------------------------------------------------------------------------
// The main thread: arguments, the app, the catalogue, the rows, the report.
// ---------------------------------------------------------------------------------------------------

/** The argument that makes this script the load generator (the child process). */
const LOAD_GENERATOR = '--load-generator';
/** The kept rows measured against a bare server sending their bytes (scripts/bench-floor.mjs), by row name. */
const FLOORS = [
  { kept: 'page /jewellery (kept)', path: '/jewellery' },
  { kept: 'REST list page, 9 products', path: '/api/products?limit=9' },
];

/** This process's resident memory in MB (VmRSS from /proc; Node's own figure elsewhere). */
function residentMb() {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))[1]) / 1024;
  } catch {
    return process.memoryUsage.rss() / 1048576;
  }
}

/**
 * CPU time (ms) used so far by this machine's PostgreSQL processes (every backend and worker, from /proc),
 * or undefined where the database is not one of this machine's processes (PGlite runs inside the server's).
 */
function databaseCpuMs() {
  let pids;
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  let ticks = 0;
  let found = false;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== 'postgres') continue;
      // utime and stime, the 14th and 15th fields, in clock ticks (USER_HZ: 100 on Linux).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
      found = true;
    } catch {
      // A process that ended meanwhile.
    }
  }
  return found ? ticks * 10 : undefined;
}

function parseArgs(argv) {
  const options = { products: 60 };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '-h' || arg === '--help') {
      console.log(USAGE);
      process.exit(0);
    }
    const isProducts = arg === '--products' || arg.startsWith('--products=');
    const products = arg === '--products' ? argv[++i] : arg.slice('--products='.length);
    if (isProducts && /^[1-9]\d{0,8}$/.test(products ?? '')) {
      options.products = Number(products);
      continue;
    }
    console.error(
      isProducts
        ? `--products needs a whole number from 1 up, not ${products || 'nothing'}`
        : `unknown argument: ${arg}`,
    );
    console.error(USAGE);
    process.exit(2);
  }
  return options;
}

const positiveInt = (name, fallback) => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${name} must be a positive integer`);
    console.error(USAGE);
    process.exit(2);
  }
  return value;
};

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

function printTable(rows) {
  const header = [
    'name',
    'conns',
    'requests',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'server ms/req',
    'CPU ms/req',
    'all CPU ms/req',
    'SQL/req',
    'peak RSS MB',
    'failed',
  ];
  const lines = rows.map((r) => [
    r.name,
    String(r.workers),
    String(r.requests),
    r.perSecond.toFixed(1),
    r.p50.toFixed(1),
    r.p95.toFixed(1),
    r.p99.toFixed(1),
    r.serverMs.toFixed(2),
    r.cpuMs.toFixed(2),
    r.allCpuMs === undefined ? '-' : r.allCpuMs.toFixed(2),
    r.sqlPerRequest.toFixed(2),
    r.peakRss.toFixed(0),
    String(r.failures.length),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const row = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(row(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(row(line));
}

/** Product names: a piece and a word with Polish letters, so a folded search ("zlot") finds "Złote". */
const NOUNS = [
  'Kolczyki',
  'Naszyjnik',
  'Bransoletka',
  'Broszka',
  'Wisior',
  'Spinka',
  'Opaska',
  'Pierścionek',
];
const WORDS = [
  'Złote',
  'Srebrne',
  'Turkusowe',
  'Bordowe',
  'Ślubne',
  'Różane',
  'Granatowe',
  'Szmaragdowe',
  'Miedziane',
  'Czarne',
  'Perłowe',
  'Kość słoniowa',
];

/** Products handed to the writer a call. */
const FILL_SLICE = 10_000;

/**
 * A catalogue of `count` products, written by the catalogue's one writer (CatalogueWritesService.createMany,
 * as a seed would write it; its pictures rows only). What each product is made of is drawn by
 * PostgreSQL's seeded random on one connection, so every run draws the same catalogue.
 */
async function fillCatalogue(sql, writes, ctx, count, raters) {
  await sql('SELECT setseed(0.4242)');
  const drawn = await sql(
    `SELECT n, 1 + floor(random() * 8)::int AS o, 1 + floor(random() * 12)::int AS w, random() AS a, round((50 + random() * 950)::numeric, 2)::float8 AS price
     FROM generate_series(1, $1::int) AS n ORDER BY n`,
    [count],
  );
  // One colour each, and each other colour with a chance of 8 in 100; one category, and each other with 10 in 100.
  const links = async (kinds, chance) =>
    (
      await sql(
        `SELECT n, array_agg(DISTINCT k ORDER BY k) AS ids
         FROM (SELECT n, 1 + floor(random() * $2::int)::int AS k FROM generate_series(1, $1::int) AS n
               UNION ALL SELECT n, k FROM generate_series(1, $1::int) AS n, generate_series(1, $2::int) AS k WHERE random() < $3::float8) AS l
         GROUP BY n ORDER BY n`,
        [count, kinds, chance],
      )
    ).map((row) => row.ids);
  const colors = await links(12, 0.08);
  const categories = await links(6, 0.1);
  const now = Date.now();
  const product = ({ n, o, w, a, price }, index) => {
    const name = `${NOUNS[o - 1]} ${WORDS[w - 1]} ${n}`;
    const pictures = 1 + (n % 3);
    return {
      input: {
        name,
        price,
        descriptionEn: 'A generated piece for the benchmark',
        descriptionPl: 'Wygenerowany projekt do testu wydajności',
        availability: a < 0.8 ? 'AVAILABLE' : a < 0.9 ? 'SOLD' : 'MADE_TO_ORDER',
        colorIds: colors[index],
        categoryIds: categories[index],
        images: Array.from({ length: pictures }, () => ({ altTextEn: name })),
      },
      // Rows only (the API never reads the files): the writer's rowsOnly option, which no API can pass.
      prepared: Array.from({ length: pictures }, (_, p) => ({
        base: `products/bench-${n}-${p}`,
        width: 1000,
        height: 1250,
        placeholder: '#c9a045',
        widths: [320, 640, 1000],
        files: [],
      })),
      createdAt: new Date(now - n * 60_000),
    };
  };
  // Handed over a slice at a time: the inputs of 100,000 products at once would leave the server's heap
  // (this process's) larger than the rows measure it afterwards.
  for (let start = 0; start < drawn.length; start += FILL_SLICE) {
    await writes.createMany(
      ctx,
      drawn.slice(start, start + FILL_SLICE).map((row, i) => product(row, start + i)),
      { rowsOnly: true },
    );
  }
  await sql(
    `INSERT INTO ratings (user_id, product_id, value)
     SELECT u, p.id, 1 + floor(random() * 5)::int FROM products p, unnest($1::int[]) AS u WHERE random() < 0.25`,
    [raters],
  );
  // As autovacuum would leave it: statistics, and the visibility map that index-only scans read.
  await sql('VACUUM ANALYZE');
}

/** The scans of a JSON plan, in plan order: "Index Scan using products_newest_idx on products". */
function scans(plan, found = []) {
  const where = plan['Subplan Name'] ? ` (${plan['Subplan Name']})` : '';
  const on = plan['Relation Name'] ? ` on ${plan['Relation Name']}` : '';
  if (plan['Index Name']) found.push(`${plan['Node Type']} using ${plan['Index Name']}${on}${where}`);
  else if (plan['Relation Name']) found.push(`${plan['Node Type']} on ${plan['Relation Name']}${where}`);
  for (const child of plan.Plans ?? []) scans(child, found);
  return found;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const CONCURRENCY = positiveInt('BENCH_CONCURRENCY', 8);
  const CATALOGUE_CONCURRENCY = positiveInt('BENCH_CATALOGUE_CONCURRENCY', 32);
  const PER_WORKER = positiveInt('BENCH_REQUESTS', 200);
  const LOGIN_PER_WORKER = positiveInt('BENCH_LOGIN_REQUESTS', 5);
  const CATALOGUE_PER_WORKER = Math.max(1, Math.round((PER_WORKER * CONCURRENCY) / CATALOGUE_CONCURRENCY));
  // Before the server's libraries load: they read it once (see the top of this file).
  process.env.NODE_ENV = 'production';

  const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
  const DIST = join(ROOT, 'server', 'dist', 'src');
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
  const { CatalogueWritesService } = require(join(DIST, 'products', 'catalogue-writes.service.js'));
  const { systemContext } = require(join(DIST, 'common', 'context', 'request-context.js'));
  const { keptAnswerLookups } = require(join(DIST, 'common', 'metrics', 'metrics.js'));
  const { DataSource } = require('typeorm');
  const { Client } = require('pg');

  const serverUrl = process.env.BENCH_DATABASE_URL;
  const database = await createScratchDatabase(serverUrl, 'soutache_bench');
  let label = 'embedded PGlite (in memory)';
  if (serverUrl) {
    const shown = new URL(database.url);
    shown.password = shown.password ? '***' : '';
    label = `PostgreSQL, temporary database ${shown}`;
  }
  // The database's CPU time is counted where it runs on this machine (and PGlite's is the server's own).
  const localDatabase =
    Boolean(serverUrl) && ['127.0.0.1', 'localhost', '[::1]', ''].includes(new URL(database.url).hostname);
  const databaseCpu = () => (localDatabase ? databaseCpuMs() : serverUrl ? undefined : 0);
  const dataDir = mkdtempSync(join(tmpdir(), 'soutache-bench-'));
  const worker = fork(fileURLToPath(import.meta.url), [LOAD_GENERATOR], { execArgv: [] });
  let app;
  let cleaning;
  const cleanUp = () =>
    (cleaning ??= (async () => {
      worker.kill();
      await app?.close().catch(() => {});
      await database
        .drop()
        .catch((error) => console.error(`could not drop the bench database: ${error.message}`));
      rmSync(dataDir, { recursive: true, force: true });
    })());
  // Ctrl-C (or a timeout's SIGTERM) during a long run still drops the temporary database.
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => cleanUp().finally(() => process.exit(130)));
  // Dropping it (WITH FORCE) ends the connections still open to it (after a failure, the set-up's): their
  // errors are the clean-up's, not news; the failure itself is reported once the clean-up is done.
  process.on('uncaughtException', (error) => {
    if (cleaning) return;
    console.error(error);
    process.exit(1);
  });
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: '0',
      RATE_LIMIT_GLOBAL: '100000000',
      RATE_LIMIT_LOGIN: '100000000',
      RATE_LIMIT_REGISTER: '100000000',
      RATE_LIMIT_RENDERS: '100000000',
      RATE_LIMIT_COMMENTS: '100000000',
      LOGIN_DELAY_BASE_MS: '0',
      DATABASE_URL: database.url,
    });
    const bootStarted = performance.now();
    app = await createApp(config, createLogger(process.env.BENCH_LOG_LEVEL || 'silent'));
    await app.listen(0, '127.0.0.1');
    const bootMs = performance.now() - bootStarted;
    const { port } = app.getHttpServer().address();
    const base = `http://127.0.0.1:${port}`;

    // Every statement the app sends goes through its pg driver's Client.query: counted there, and
    // recorded while `recording` is set (for EXPLAIN).
    const pgClient = app.get(DataSource).driver.postgres.Client.prototype;
    const sendQuery = pgClient.query;
    let statements = 0;
    let recording;
    pgClient.query = function countedQuery(config, values, ...rest) {
      statements += 1;
      recording?.push({
        text: typeof config === 'string' ? config : config?.text,
        values: Array.isArray(values) ? values : config?.values,
      });
      return sendQuery.call(this, config, values, ...rest);
    };

    // One connection for setup and EXPLAIN, outside any measured row; its statements are not counted.
    const setup = new Client({ connectionString: database.url });
    await setup.connect();
    const sql = async (text, params) => {
      const before = statements;
      try {
        return (await setup.query(text, params)).rows;
      } finally {
        statements = before;
      }
    };

    let unique = 0;
    const newAccount = (name) => {
      unique += 1;
      const tag = `${Date.now().toString(36)}${unique}${randomBytes(3).toString('hex')}`;
      return { name, email: `bench.${tag}@shop.test`, password: `Soutache-bench-${tag}!` };
    };
    const post = (path, body, token) => ({
      url: base + path,
      json: body,
      init: {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
      },
    });
    const get = (path, token) => ({
      url: base + path,
      init: token ? { headers: { Authorization: `Bearer ${token}` } } : {},
    });
    const register = async (account) => {
      const { url, init, json } = post('/api/register', account);
      const res = await fetch(url, { ...init, body: JSON.stringify(json) });
      if (res.status !== 201) throw new Error(`register: HTTP ${res.status} ${await res.text()}`);
      return { ...account, ...(await res.json()) };
    };

    const customer = await register(newAccount('Bench Customer'));
    const admin = await register(newAccount('Bench Maker'));
    await sql('UPDATE users SET is_admin = true WHERE id = $1', [admin.id]);
    // A few more accounts so the admin list has something to page through (and the catalogue raters).
    const others = [];
    for (let i = 0; i < 10; i += 1) others.push(await register(newAccount(`Bench User ${i}`)));
    const fillStarted = performance.now();
    const raters = [customer, admin, ...others].map((u) => u.id);
    await fillCatalogue(
      sql,
      app.get(CatalogueWritesService),
      systemContext('bench'),
      options.products,
      raters,
    );
    const fillMs = performance.now() - fillStarted;
    const [{ product_id: productId }] = await sql(`SELECT min(product_id) AS product_id FROM ratings`);

    console.log(`Soutache shop benchmark`);
    console.log(`  node ${process.version}, ${cpus().length} CPU(s), ${label}`);
    console.log(`  app booted (migrations included) in ${bootMs.toFixed(0)} ms, listening on ${base}`);
    console.log(
      `  catalogue of ${options.products} generated products filled and analysed in ${fillMs.toFixed(0)} ms`,
    );
    console.log(
      `  ${CONCURRENCY} connections, ${PER_WORKER} requests each (login: ${LOGIN_PER_WORKER}); catalogue pages: ${CATALOGUE_CONCURRENCY} connections, ${CATALOGUE_PER_WORKER} requests each\n`,
    );

    const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
    const measure = async (name, { request, workers, perWorker, warmup = 5, graphql = false }) => {
      if (only && !only.test(name)) return undefined;
      const answer = () => new Promise((resolve) => worker.once('message', resolve));
      worker.send({ row: { request, workers, perWorker, warmup, graphql } });
      await answer();
      const before = statements;
      const busy = performance.eventLoopUtilization();
      const cpu = process.cpuUsage();
      const databaseBefore = databaseCpu();
      let peakRss = residentMb();
      const sampling = setInterval(() => (peakRss = Math.max(peakRss, residentMb())), 50);
      worker.send({ go: true });
      const { result } = await answer();
      clearInterval(sampling);
      peakRss = Math.max(peakRss, residentMb());
      const sent = statements - before;
      const { active } = performance.eventLoopUtilization(busy);
      const { user, system } = process.cpuUsage(cpu);
      const serverCpuMs = (user + system) / 1000;
      const databaseAfter = databaseCpu();
      const databaseCpuMs =
        databaseBefore === undefined || databaseAfter === undefined
          ? undefined
          : databaseAfter - databaseBefore;
      const latencies = result.latencies.sort((a, b) => a - b);
      return {
        name,
        workers,
        requests: latencies.length,
        perSecond: latencies.length / result.seconds,
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        sqlPerRequest: sent / latencies.length,
        serverMs: active / latencies.length,
        cpuMs: serverCpuMs / latencies.length,
        allCpuMs:
          databaseCpuMs === undefined
            ? undefined
            : (serverCpuMs + databaseCpuMs + result.cpuMs) / latencies.length,
        peakRss,
        failures: result.failures,
      };
    };

    const rows = [];
    const cheap = { workers: CONCURRENCY, perWorker: PER_WORKER };
    rows.push(await measure('GET /health', { ...cheap, request: get('/health') }));
    rows.push(
      await measure('GET /api/info (signed in)', { ...cheap, request: get('/api/info', customer.token) }),
    );
    rows.push(
      await measure('POST /graphql { me }', {
        ...cheap,
        graphql: true,
        request: post('/graphql', { query: '{ me { id name isAdmin } }' }, customer.token),
      }),
    );
    rows.push(
      await measure('GET /api/admin/users', { ...cheap, request: get('/api/admin/users', admin.token) }),
    );
    rows.push(
      await measure('POST /api/login (argon2id)', {
        workers: CONCURRENCY,
        perWorker: LOGIN_PER_WORKER,
        warmup: 2,
        request: post('/api/login', { email: customer.email, password: customer.password }),
      }),
    );

    const listQuery = `query ProductList($colors: [Int!], $categories: [Int!], $name: String) {
      products(limit: 9, offset: 0, colors: $colors, categories: $categories, name: $name) {
        total products { id name price availability averageUserRate colors { id name } categories { id name } cover { id imageUrl altText colorId width height placeholder avifSrcset webpSrcset } } } }`;
    const productQuery = `query ProductPage($id: Int!) { product(id: $id) {
      id name description price averageUserRate colors { id name } categories { id name } images { id imageUrl } } }`;
    const pages = [
      { label: 'list page, 9 products', rest: '/api/products?limit=9', query: listQuery, variables: {} },
      {
        label: 'list filtered by colour and category',
        rest: '/api/products?limit=9&colors=3&categories=2',
        query: listQuery,
        variables: { colors: [3], categories: [2] },
        alone: true,
      },
      {
        label: 'name search "zlot"',
        rest: '/api/products?limit=9&name=zlot',
        query: listQuery,
        variables: { name: 'zlot' },
        alone: true,
      },
      {
        label: 'product page',
        rest: `/api/products/${productId}`,
        query: productQuery,
        variables: { id: productId },
      },
    ];
    const catalogue = { workers: CATALOGUE_CONCURRENCY, perWorker: CATALOGUE_PER_WORKER, warmup: 20 };
    const explained = [];
    for (const page of pages) {
      // One request alone first: its statements are the ones EXPLAIN looks at, its total says what the rows measure.
      recording = [];
      const res = await fetch(base + page.rest);
      const body = await res.json();
      explained.push({ page, statements: recording, matches: body.total });
      recording = undefined;
      // Kept: the same answer asked for again (server/src/cache/shared-answers.ts); computed: a new
      // address each time, so each is read from the database and written out.
      const graphqlRequest = post('/graphql', { query: page.query, variables: page.variables });
      rows.push(
        await measure(`GraphQL ${page.label}`, { ...catalogue, graphql: true, request: graphqlRequest }),
      );
      rows.push(await measure(`REST ${page.label}`, { ...catalogue, request: get(page.rest) }));
      rows.push(
        await measure(`GraphQL ${page.label} (computed)`, {
          ...catalogue,
          graphql: true,
          request: { ...graphqlRequest, distinct: true },
        }),
      );
      rows.push(
        await measure(`REST ${page.label} (computed)`, {
          ...catalogue,
          request: { ...get(page.rest), distinct: true },
        }),
      );
    }
    // What one visitor waits for when nobody else asks: the searches' goal on a large catalogue (computed).
    const alone = { workers: 1, perWorker: PER_WORKER, warmup: 5 };
    for (const page of pages.filter((p) => p.alone)) {
      rows.push(
        await measure(`GraphQL ${page.label} (computed)`, {
          ...alone,
          graphql: true,
          request: { ...post('/graphql', { query: page.query, variables: page.variables }), distinct: true },
        }),
      );
      rows.push(
        await measure(`REST ${page.label} (computed)`, {
          ...alone,
          request: { ...get(page.rest), distinct: true },
        }),
      );
    }
    // Rendered pages: from the page cache, then a crawler's walks (each request another page, rendered).
    const pairs = Array.from({ length: 12 }, (_, a) =>
      Array.from({ length: 11 - a }, (_, b) => `${a + 1},${a + b + 2}`),
    ).flat();
    const someCategories = Array.from({ length: 63 }, (_, mask) =>
      [1, 2, 3, 4, 5, 6].filter((k) => ((mask + 1) >> (k - 1)) & 1).join(','),
    );
    const filterWalk = pairs.flatMap((colors) =>
      someCategories.map((categories) => `?colors=${colors}&categories=${categories}`),
    );
    // Each product in both languages (?lang=, which every page reads): a page asked for again within 30
    // seconds would come from the page cache, so a walk shorter than a row's requests makes the row shorter.
    const productIds = (await sql('SELECT id FROM products ORDER BY id')).flatMap((row) => [
      `/${row.id}`,
      `/${row.id}?lang=en`,
    ]);
    const renderedPages = [
      { label: 'page /jewellery (kept)', request: get('/jewellery') },
      {
        label: `page /jewellery, ${filterWalk.length} filters (rendered)`,
        request: { ...get('/jewellery'), distinct: true, walk: filterWalk },
      },
      {
        label: `page /jewellery/{id}, ${productIds.length / 2} products x 2 languages (rendered)`,
        request: { ...get('/jewellery'), distinct: true, walk: productIds },
      },
    ];
    for (const page of renderedPages) {
      const perWorker = page.request.walk
        ? Math.min(
            catalogue.perWorker,
            Math.floor((page.request.walk.length - catalogue.warmup) / catalogue.workers),
          )
        : catalogue.perWorker;
      if (perWorker < 1) continue;
      rows.push(await measure(page.label, { ...catalogue, perWorker, request: page.request }));
    }
    // The floor of two kept rows: the same answer's bytes sent by a bare node:http server (bench-floor.mjs).
    for (const floor of FLOORS) {
      const name = `floor: ${floor.kept}`;
      if (only && !only.test(name)) continue;
      const bare = await startFloor(base + floor.path, {});
      try {
        rows.push(await measure(name, { ...catalogue, request: { url: bare.base + floor.path, init: {} } }));
      } finally {
        await bare.close();
      }
    }
    // Kept product pages, and the API's kept product answers, while a visitor comments on another
    // product every second: each comment drops what shows that product's comments only, so the others
    // stay kept (before server/src/cache, a comment dropped every kept API answer and render read; a
    // product edit, every page). Each row shorter than the 30 s a page or answer is kept, on a quiet machine.
    const underComments = [
      {
        label: 'page /jewellery/{id} kept, a comment a second on another product',
        store: 'pages',
        path: (id) => `/jewellery/${id}`,
      },
      {
        label: 'REST /api/products/{id} kept, a comment a second on another product',
        store: 'api',
        path: (id) => `/api/products/${id}`,
      },
    ];
    const commentLoads = [];
    for (const load of underComments) {
      if (only && !only.test(load.label)) continue;
      const others = (
        await sql('SELECT id FROM products WHERE id <> $1 ORDER BY id LIMIT 200', [productId])
      ).map((row) => load.path(row.id));
      for (const path of others) await fetch(base + path);
      const lookups = async () => {
        const values = (await keptAnswerLookups.get()).values.filter((v) => v.labels.store === load.store);
        const of = (result) => values.find((v) => v.labels.result === result)?.value ?? 0;
        return { hit: of('hit'), miss: of('miss') };
      };
      const before = await lookups();
      let comments = 0;
      const comment = () =>
        fetch(`${base}/api/products/${productId}/comments`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${customer.token}` },
          body: JSON.stringify({ content: `Komentarz ${comments}` }),
        }).then((res) =>
          res.status === 201 ? (comments += 1) : console.error(`comment: HTTP ${res.status}`),
        );
      await comment();
      const ticking = setInterval(() => void comment(), 1000);
      try {
        rows.push(
          await measure(load.label, {
            ...catalogue,
            perWorker: catalogue.perWorker * 2,
            request: { url: base, init: {}, distinct: true, walk: others },
          }),
        );
      } finally {
        clearInterval(ticking);
      }
      const after = await lookups();
      commentLoads.push({
        ...load,
        comments,
        hits: after.hit - before.hit,
        misses: after.miss - before.miss,
        pages: others.length,
      });
    }
    const measured = rows.filter(Boolean);
    printTable(measured);
    const idleRss = residentMb();
    const row = (name, workers) =>
      measured.find((r) => r.name === name && (workers === undefined || r.workers === workers));

    // The target: a signed-in call (one token check, one user lookup) at least half /health's rate.
    const [health, info, me] = ['GET /health', 'GET /api/info (signed in)', 'POST /graphql { me }'].map(
      (name) => row(name),
    );
    if (health && info && me) {
      console.log(
        `\nsigned-in calls against GET /health: /api/info ${((100 * info.perSecond) / health.perSecond).toFixed(0)}%, { me } ${((100 * me.perSecond) / health.perSecond).toFixed(0)}%`,
      );
    }
    // As decided: GraphQL may cost up to 1.5 times REST's server time for the same catalogue page.
    console.log(
      `catalogue goals: p99 under 100 ms at ${CATALOGUE_CONCURRENCY} connections, GraphQL's server time a request at most 150% of REST's`,
    );
    const percent = (value) => `${(100 * value).toFixed(0).padStart(3)}%`;
    const allowed = (value) => `${percent(value)}${value <= 1.5 ? '' : ' (over)'}`;
    for (const page of pages) {
      for (const kind of ['', ' (computed)']) {
        const graph = row(`GraphQL ${page.label}${kind}`, CATALOGUE_CONCURRENCY);
        const rest = row(`REST ${page.label}${kind}`, CATALOGUE_CONCURRENCY);
        if (!graph || !rest) continue;
        const ratio = rest.perSecond / graph.perSecond;
        const cost = graph.serverMs / rest.serverMs;
        const p99 = Math.max(graph.p99, rest.p99);
        console.log(
          `  ${`${page.label}${kind}`.padEnd(49)} REST/GraphQL ${percent(ratio)}, GraphQL/REST server time ${allowed(cost)}, worst p99 ${p99.toFixed(0)} ms${p99 < 100 ? '' : ' (over)'}`,
        );
      }
    }

    // What the machine can do at all: a row cannot run faster than every core busy with what its requests
    // cost all the processes (server, database, load generator), however the server's work is spread.
    const cores = cpus().length;
    const bound = measured.filter(
      (r) =>
        r.allCpuMs !== undefined &&
        r.workers === CATALOGUE_CONCURRENCY &&
        (r.name.startsWith('page ') || r.name.endsWith('(computed)')),
    );
    if (bound.length)
      console.log(
        `computed answers and rendered pages: what ${cores} cores could serve at most, at each one's CPU time in all processes`,
      );
    for (const r of bound) {
      console.log(
        `  ${r.name.padEnd(62)} ${r.allCpuMs.toFixed(2)} ms each: at most ${((cores * 1000) / r.allCpuMs).toFixed(0)} a second (measured ${r.perSecond.toFixed(0)})`,
      );
    }

    // A kept answer's goal: at most twice the CPU a request of the floor sending the same bytes.
    const floored = FLOORS.map(({ kept }) => [
      row(kept, CATALOGUE_CONCURRENCY),
      row(`floor: ${kept}`),
    ]).filter(([kept, floor]) => kept && floor);
    if (floored.length)
      console.log(
        'kept answers against a bare node:http server sending the same bytes (goal: at most 2x its CPU):',
      );
    for (const [kept, floor] of floored)
      console.log(
        `  ${kept.name.padEnd(62)} ${kept.cpuMs.toFixed(3)} ms against ${floor.cpuMs.toFixed(3)} ms: ${(kept.cpuMs / floor.cpuMs).toFixed(1)}x`,
      );

    if (commentLoads.length)
      console.log(
        'kept under a comment a second on one product (hits and misses of the store, from the metrics):',
      );
    for (const { label, store, comments, hits, misses, pages: walked } of commentLoads) {
      console.log(
        `  ${store.padEnd(5)} ${comments} comments while ${walked} other products' were asked for: ${hits} sent kept, ${misses} made (${((100 * hits) / Math.max(1, hits + misses)).toFixed(1)}% kept)  [${label}]`,
      );
    }
    const peak = Math.max(...measured.map((r) => r.peakRss));
    if (measured.length)
      console.log(
        `memory: peak ${peak.toFixed(0)} MB resident through the rows, ${idleRss.toFixed(0)} MB once they ended (goal: 350 MB on PostgreSQL, 500 MB on PGlite)`,
      );
    console.log(
      `searches on ${options.products} products: p50 under 20 ms for one visitor at a time (1 connection)`,
    );
    for (const page of pages.filter((p) => p.alone)) {
      const alone = [
        row(`GraphQL ${page.label} (computed)`, 1),
        row(`REST ${page.label} (computed)`, 1),
      ].filter(Boolean);
      if (!alone.length) continue;
      const p50 = Math.max(...alone.map((r) => r.p50));
      console.log(`  ${page.label.padEnd(38)} worst p50 ${p50.toFixed(1)} ms${p50 < 20 ? '' : ' (over)'}`);
    }

    // The maker's phone photos, many at once: 16 requests of two ~8 MB,
    // 12 MP photos sent together. Goal: the first answered within 10 s, every one before its client's
    // 60 s. The photos are noise (the encoder's worst case), made once per run, and the load comes from
    // this process (multipart bodies, nothing to decode), after the rows.
    let uploadsFailed = false;
    if (!only || only.test('uploads')) {
      const sharp = require('sharp');
      const photo = (shade) =>
        sharp({
          create: {
            width: 4000,
            height: 3000,
            channels: 3,
            background: { r: 150, g: 110 + shade, b: 90 },
            noise: { type: 'gaussian', mean: 128, sigma: 35 },
          },
        })
          .blur(0.5)
          .jpeg({ quality: 92 })
          .toBuffer();
      const photos = [await photo(0), await photo(20)];
      const sent = performance.now();
      const answers = await Promise.all(
        Array.from({ length: 16 }, async (_, n) => {
          const form = new FormData();
          for (const [name, value] of Object.entries({
            name: `Upload ${n}`,
            price: '100',
            description: 'x',
            colorIds: '[1]',
            categoryIds: '[1]',
          }))
            form.append(name, value);
          for (const [i, body] of photos.entries())
            form.append('images', new Blob([body], { type: 'image/jpeg' }), `photo-${i}.jpg`);
          const res = await fetch(`${base}/api/products/create`, {
            method: 'POST',
            body: form,
            headers: { Authorization: `Bearer ${admin.token}` },
            signal: AbortSignal.timeout(60_000),
          }).catch((error) => ({ status: error.name }));
          return { status: res.status, seconds: (performance.now() - sent) / 1000 };
        }),
      );
      const times = answers.map((a) => a.seconds).sort((a, b) => a - b);
      const statuses = [...new Set(answers.map((a) => a.status))].join(', ');
      uploadsFailed = answers.some((a) => a.status !== 201);
      const megabytes = (photos[0].length / 1e6).toFixed(1);
      console.log(
        `uploads: 16 requests of two ${megabytes} MB 12 MP photos at once: first answered after ${times[0].toFixed(1)} s${times[0] < 10 ? '' : ' (over 10)'}, half after ${times[7].toFixed(1)} s, last after ${times[15].toFixed(1)} s${times[15] < 60 ? '' : ' (over 60)'} (${statuses})`,
      );
    }

    console.log(
      `\nEXPLAIN ANALYZE of each catalogue page's statements (one request, on ${options.products} products):`,
    );
    for (const { page, statements: sent, matches } of explained) {
      console.log(`  ${page.rest}${matches === undefined ? '' : ` (${matches} matches)`}`);
      for (const [i, statement] of sent.entries()) {
        if (!/^\s*(SELECT|WITH)\b/i.test(statement.text)) continue;
        const [
          {
            'QUERY PLAN': [plan],
          },
        ] = await sql(`EXPLAIN (ANALYZE, FORMAT JSON) ${statement.text}`, statement.values);
        const firstLine = statement.text.trim().split('\n')[0].replace(/\s+/g, ' ').slice(0, 70);
        console.log(`    ${i + 1}. ${plan['Execution Time'].toFixed(2)} ms  ${firstLine}…`);
        for (const scan of [...new Set(scans(plan.Plan))]) console.log(`         ${scan}`);
      }
    }

    await setup.end();
    const failed = measured.filter((r) => r.failures.length);
    for (const r of failed) {
      const distinct = [...new Set(r.failures)].slice(0, 3);
      console.error(`\n${r.name}: ${r.failures.length} failed request(s), e.g.\n  ${distinct.join('\n  ')}`);
    }
    if (uploadsFailed) console.error('\nuploads: a request was not answered 201 (its status above)');
    return failed.length || uploadsFailed ? 1 : 0;
  } finally {
    await cleanUp();
  }
}

if (process.argv.slice(2).some((arg) => arg === '--against' || arg.startsWith('--against='))) {
  // This tree against another commit, alternating whole runs: scripts/bench-against.mjs.
  const child = spawnSync(
    process.execPath,
    [join(dirname(fileURLToPath(import.meta.url)), 'bench-against.mjs'), ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  process.exit(child.status ?? 1);
} else if (process.argv[2] === LOAD_GENERATOR) {
  process.on('message', async (message) => {
    if (message.row) process.send({ result: await runRow(message.row) });
  });
} else if (!process.execArgv.some((arg) => arg.startsWith('--max-old-space-size'))) {
  // The server runs with the heap size and allocator settings `npm start` and the Docker image give it
  // (docs/performance.md, "Memory"): restart this script with the same, so the bench measures the server as it runs.
  const child = spawnSync(
    process.execPath,
    [...SERVER_NODE_FLAGS, ...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      env: { ...SERVER_ENV, ...process.env },
    },
  );
  process.exit(child.status ?? 1);
} else {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
