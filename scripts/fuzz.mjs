#!/usr/bin/env node
// A schema-driven fuzz of both APIs against the built server (`npm run build` first): every GraphQL root
// field of schema.graphql and every route of openapi.json, called with values made from their types
// and with boundary and wrong values, as an anonymous visitor, a user and an admin, for --minutes.
// It fails (exit 1) on any HTTP 5xx, any GraphQL INTERNAL_SERVER_ERROR and any request over 10 s; it
// samples the server's resident memory and reports whether it stayed flat. Only 127.0.0.1 is called.
//
// Usage: npm run fuzz -- [--minutes 1] [--db pglite|postgres] [--seed 1] [--port 3977]
//   --db postgres uses DATABASE_URL's server (a scratch database is made and dropped).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSchema, getNamedType, isCompositeType, isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType } from 'graphql';
import pg from 'pg';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const minutes = Number(arg('minutes', '1'));
const db = arg('db', 'pglite');
const port = Number(arg('port', '3977'));
let seed = Number(arg('seed', '1'));
/** A small seeded generator (mulberry32): a run can be repeated with its seed. */
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = (list) => list[Math.floor(random() * list.length)];

const STRINGS = ['', 'x', 'Kolczyki z sutaszu', 'ąęółżźćń 🌸', 'a'.repeat(5000), '<script>alert(1)</script>', "'; DROP TABLE users; --", '\u0000\u0007', '../../etc/passwd', 'user@example.com', '2026-12-01T10:00:00Z', 'NaN'];
const INTS = [0, 1, 2, -1, 7, 2_147_483_647, 2_147_483_648, -2_147_483_649, 100, 1e9];
const WRONG = [null, true, 'not a number', 3.5, {}, [], -0.0001];

function value(type, depth = 0) {
  if (random() < 0.05) return pick(WRONG);
  if (isNonNullType(type)) return value(type.ofType, depth);
  if (isListType(type)) return depth > 2 ? [] : Array.from({ length: Math.floor(random() * 3) }, () => value(type.ofType, depth + 1));
  if (isEnumType(type)) return pick(type.getValues()).value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(Object.values(type.getFields()).filter((f) => isNonNullType(f.type) || random() < 0.5).map((f) => [f.name, value(f.type, depth + 1)]));
  }
  if (isScalarType(type)) {
    if (type.name === 'Int' || type.name === 'Float' || type.name === 'ID') return pick(INTS);
    if (type.name === 'Boolean') return random() < 0.5;
    if (type.name === 'DateTime') return pick(['2026-12-01T10:00:00.000Z', 'yesterday', '']);
    if (type.name === 'Upload') return null;
    return pick(STRINGS);
  }
  return null;
}

/** A selection of a type's scalar fields (and one level of objects), within the server's depth limit. */
function selection(type, depth = 0) {
  const named = getNamedType(type);
  if (!isCompositeType(named) || !named.getFields) return '';
  const fields = Object.values(named.getFields()).filter((f) => f.args.every((a) => !isNonNullType(a.type)));
  const chosen = fields.filter((f) => !isCompositeType(getNamedType(f.type)) || (depth < 2 && random() < 0.3)).slice(0, 12);
  const inner = chosen.map((f) => `${f.name}${selection(f.type, depth + 1)}`).filter((s) => !s.endsWith('{  }'));
  return ` { __typename ${inner.join(' ')} }`;
}

const schema = buildSchema(readFileSync('schema.graphql', 'utf8'));
const openapi = JSON.parse(readFileSync('openapi.json', 'utf8'));
// Mutations that would lock the fuzzer's own accounts out are run with throwaway accounts' tokens.
const SELF_ENDING = new Set(['logoutEverywhere', 'deleteAccount', 'changePassword', 'resetPassword', 'confirmEmailChange']);
const gqlOps = [schema.getQueryType(), schema.getMutationType()].flatMap((root) =>
  Object.values(root?.getFields() ?? {}).map((field) => ({ kind: root === schema.getQueryType() ? 'query' : 'mutation', field })),
);
const restOps = Object.entries(openapi.paths).flatMap(([path, methods]) => Object.keys(methods).filter((m) => m !== 'parameters').map((method) => ({ path, method })));

const base = `http://127.0.0.1:${port}`;
const stats = { graphql: 0, rest: 0, status: {}, internal: [], serverErrors: [], slow: [], rss: [] };

async function send(path, init) {
  const started = Date.now();
  try {
    const res = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(10_000) });
    const text = await res.text();
    stats.status[res.status] = (stats.status[res.status] ?? 0) + 1;
    if (res.status >= 500 && res.status !== 503) stats.serverErrors.push({ path, init: { ...init, body: String(init?.body ?? '').slice(0, 2000) }, status: res.status, text: text.slice(0, 500) });
    if (/INTERNAL_SERVER_ERROR/.test(text)) stats.internal.push({ path, body: String(init?.body ?? '').slice(0, 2000), text: text.slice(0, 500) });
    return { status: res.status, text };
  } catch (error) {
    stats.slow.push({ path, ms: Date.now() - started, error: String(error), body: String(init?.body ?? '').slice(0, 500) });
    return { status: 0, text: '' };
  }
}

const json = (body, token) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}), 'Accept-Language': pick(['pl', 'en']) },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

async function account(admin) {
  if (admin) return JSON.parse((await send('/api/login', json({ email: 'fuzz-admin@shop.test', password: 'Fuzz-admin-passphrase-2026' }))).text).token;
  const email = `fuzz.${Date.now()}.${Math.floor(random() * 1e9)}@shop.test`;
  return JSON.parse((await send('/api/register', json({ name: 'Fuzz', email, password: 'Fuzz-user-passphrase-2026' }))).text).token;
}

async function fuzzGraphql(tokens) {
  const { kind, field } = pick(gqlOps);
  const args = field.args.filter((a) => isNonNullType(a.type) || random() < 0.5);
  const decl = args.map((a) => `$${a.name}: ${a.type}`).join(', ');
  const call = args.length ? `(${args.map((a) => `${a.name}: $${a.name}`).join(', ')})` : '';
  const query = `${kind}${decl ? ` (${decl})` : ''} { ${field.name}${call}${selection(field.type)} }`;
  const variables = Object.fromEntries(args.map((a) => [a.name, value(a.type)]));
  const token = SELF_ENDING.has(field.name) ? await account(false) : pick(tokens);
  stats.graphql += 1;
  await send('/graphql', json(random() < 0.03 ? '{"query": "{ broken' : { query, variables }, token));
}

async function fuzzRest(tokens) {
  const { path, method } = pick(restOps);
  const filled = path.replace(/\{[^}]+\}/g, () => String(pick([...INTS, 'abc', '%00'])));
  const query = random() < 0.5 ? `?${['limit', 'offset', 'sort', 'name', 'lang', 'state'].filter(() => random() < 0.4).map((k) => `${k}=${encodeURIComponent(String(pick([...STRINGS.slice(0, 4), ...INTS])))}`).join('&')}` : '';
  const token = /logout|delete|password|email\/confirm/.test(path) ? await account(false) : pick(tokens);
  const headers = { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'Content-Type': pick(['application/json', 'application/json', 'text/plain', 'multipart/form-data; boundary=x']) };
  const body = method === 'get' || method === 'delete' ? undefined : random() < 0.1 ? '{not json' : JSON.stringify(Object.fromEntries(['name', 'email', 'message', 'content', 'rating', 'liked', 'password', 'newEmail', 'isAdmin', 'price', 'title'].filter(() => random() < 0.4).map((k) => [k, value(pick([schema.getType('String'), schema.getType('Int'), schema.getType('Boolean')]))])));
  stats.rest += 1;
  await send(`${filled}${query}`, { method: method.toUpperCase(), headers, body });
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'soutache-fuzz-'));
  let scratch;
  const env = { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'error', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, EVENT_LOOP_LIMIT_MS: '0', SEED_DEMO: '1', MAIL_SENDER: '0' };
  Object.assign(env, { ADMIN_EMAIL: 'fuzz-admin@shop.test', ADMIN_PASSWORD: 'Fuzz-admin-passphrase-2026' });
  for (const limit of ['GLOBAL', 'LOGIN', 'REGISTER', 'RENDERS', 'COMMENTS', 'PASSWORD_RESET', 'ENQUIRIES', 'UNVERIFIED_RECIPIENT']) env[`RATE_LIMIT_${limit}`] = '1000000';
  delete env.REDIS_URL;
  if (db === 'postgres') {
    if (!process.env.DATABASE_URL) throw new Error('--db postgres needs DATABASE_URL');
    const name = `soutache_fuzz_${Date.now()}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    scratch = name;
  } else delete env.DATABASE_URL;
  const child = spawn('node', ['server/dist/src/main.js'], { env });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  try {
    for (let i = 0; i < 900 && !output.includes('is running at'); i += 1) {
      if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const tokens = [undefined, await account(false), await account(true)];
    const rssOf = () => Number(readFileSync(`/proc/${child.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)[1]) * 1024;
    const sampler = setInterval(() => stats.rss.push({ at: Date.now(), bytes: rssOf() }), 2000);
    const end = Date.now() + minutes * 60_000;
    // Four callers at once, each one request after another.
    await Promise.all(Array.from({ length: 4 }, async () => {
      while (Date.now() < end) await (random() < 0.6 ? fuzzGraphql(tokens) : fuzzRest(tokens));
    }));
    clearInterval(sampler);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    if (scratch) {
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
      await admin.end();
    }
  }
  const mb = (bytes) => Math.round(bytes / 1e6);
  const median = (list) => list.map((s) => s.bytes).sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
  const start = stats.rss[0]?.at ?? 0;
  const early = stats.rss.filter((s) => s.at - start >= 30_000 && s.at - start < 90_000);
  const late = stats.rss.filter((s) => s.at >= (stats.rss.at(-1)?.at ?? 0) - 60_000);
  const flat = !early.length || median(late) <= median(early) * 1.15 + 30e6;
  console.log(`fuzz: ${minutes} min on ${db}, seed ${arg('seed', '1')}`);
  console.log(`  requests: ${stats.graphql} GraphQL, ${stats.rest} REST; statuses ${JSON.stringify(stats.status)}`);
  console.log(`  HTTP 5xx (503 aside): ${stats.serverErrors.length}; GraphQL internal errors: ${stats.internal.length}; over 10 s or failed: ${stats.slow.length}`);
  console.log(`  memory: ${mb(stats.rss[0]?.bytes ?? 0)} MB at start, ${mb(median(early))} MB median in its second minute, ${mb(median(late))} MB in its last; flat: ${flat}`);
  const failures = [...stats.serverErrors, ...stats.internal, ...stats.slow];
  if (failures.length) {
    writeFileSync('fuzz-failures.json', JSON.stringify({ serverErrors: stats.serverErrors, internal: stats.internal, slow: stats.slow }, null, 2));
    console.log('  the requests are in fuzz-failures.json');
  }
  process.exit(failures.length || !flat ? 1 : 0);
}

await main();
