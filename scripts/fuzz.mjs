#!/usr/bin/env node
// A schema-driven fuzz of both APIs against the built server: every GraphQL root field of schema.graphql
// and every route of openapi.json, called with values made from their types and with boundary and wrong
// values (and broken JSON, wrong content types, junk uploads), as an anonymous visitor, a user and the
// admin, on the embedded database or PostgreSQL, one instance or two behind nginx, for --minutes.
// It fails (exit 1) on any HTTP 5xx, any GraphQL INTERNAL_SERVER_ERROR, any request over 10 s, a broken
// connection, an instance that died, or resident memory that kept growing (judged from 3 minutes on);
// every such request is written whole to --out with the server's log lines. Loopback addresses only.
//
// Usage: npm run fuzz -- --help   (docs/operations.md, "Fuzzing both APIs")
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema } from 'graphql';
import { createAccounts } from './fuzz/accounts.mjs';
import { graphqlOperations, graphqlRequest } from './fuzz/graphql.mjs';
import { generator, readOptions } from './fuzz/options.mjs';
import { createRecorder, curlOf, HANG_MS } from './fuzz/record.mjs';
import { restOperations, restRequest } from './fuzz/rest.mjs';
import { ensureBuilt, nginxPath, rssOf, startShop } from './fuzz/servers.mjs';
import { makeFiles } from './fuzz/values.mjs';
import { memoryVerdict, printSummary } from './fuzz/summary.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const options = readOptions(process.argv.slice(2));
const schema = buildSchema(readFileSync(join(root, 'schema.graphql'), 'utf8'));
const openapi = JSON.parse(readFileSync(join(root, 'openapi.json'), 'utf8'));
const gqlOps = graphqlOperations(schema);
const restOps = restOperations(openapi);
const BOOKKEEPING_MS = 20_000;
const RSS_EVERY_MS = 2_000;
/** Share of the calls that are valid writes (the rest: requests drawn from the schemas). */
const VALID_SHARE = 0.12;

let current;
process.once('SIGINT', async () => {
  console.log('\nfuzz: interrupted; stopping the shop');
  await current?.stop();
  process.exit(130);
});

/** One run: a topology on a database, called for --minutes; answers its figures. */
async function run(db, files) {
  const label = `${db}, ${options.topology}`;
  console.log(
    `fuzz: starting ${label} (seed ${options.seed}, ${options.minutes} min, ${options.workers} callers)`,
  );
  const shop = await startShop({ root, db, topology: options.topology, port: options.port });
  current = shop;
  const startedAt = Date.now();
  const recorder = createRecorder(shop.base, startedAt);
  const accounts = createAccounts(recorder.send, generator(options.seed));
  const covered = { graphql: new Set(), rest: new Set() };
  const rss = Object.fromEntries(shop.instances.map((i) => [i.name, []]));
  const sample = () =>
    shop.instances.forEach(
      (i) =>
        rssOf(i.pid) !== undefined && rss[i.name].push({ t: Date.now() - startedAt, bytes: rssOf(i.pid) }),
    );
  sample();
  const sampler = setInterval(sample, RSS_EVERY_MS);
  let died = [];
  try {
    await accounts.signIn();
    await accounts.refresh();
    const end = Date.now() + options.minutes * 60_000;
    const bookkeeping = (async () => {
      while (Date.now() < end) {
        await new Promise((resolve) =>
          setTimeout(resolve, Math.min(BOOKKEEPING_MS, Math.max(0, end - Date.now()))),
        );
        if (Date.now() >= end) break;
        await accounts.check();
        await accounts.refresh();
      }
    })();
    const caller = async (index) => {
      const r = generator(options.seed * 7919 + index + 1);
      const ctx = { r, files, components: openapi.components.schemas, ...accounts.pickers(r) };
      while (Date.now() < end) {
        if (shop.instances.some((i) => !i.alive())) break;
        if (r.chance(VALID_SHARE)) {
          await accounts.validWrite(files);
          continue;
        }
        const api = r.chance(0.55) ? 'graphql' : 'rest';
        const drawn = api === 'graphql' ? graphqlRequest(ctx, gqlOps) : restRequest(ctx, restOps);
        let role = r.pick(['visitor', 'user', 'admin']);
        let token = accounts.tokens[role];
        if (drawn.selfEnding && role !== 'visitor') {
          role = 'throwaway';
          token = await accounts.throwaway();
        }
        covered[api].add(drawn.op);
        await recorder.send({ api, role, op: drawn.op, variant: drawn.variant, token }, drawn.req);
      }
    };
    await Promise.all([bookkeeping, ...Array.from({ length: options.workers }, (_, i) => caller(i))]);
    died = shop.instances.filter((i) => !i.alive()).map((i) => i.name);
  } finally {
    clearInterval(sampler);
    current = undefined;
    await shop.stop();
  }
  const seconds = (Date.now() - startedAt) / 1000;
  const memory = Object.fromEntries(
    Object.entries(rss).map(([name, samples]) => [name, memoryVerdict(samples)]),
  );
  return {
    label,
    db,
    seconds,
    stats: recorder.stats,
    failed: recorder.failed() || died.length > 0,
    died,
    covered,
    memory,
    accounts: accounts.notes,
    logDir: shop.logDir,
    instances: shop.instances,
  };
}

/** The server's log lines of each failure (by its request id) and every error line, from the kept logs. */
function withLogs(result) {
  const lines = result.instances.flatMap((i) => {
    try {
      return readFileSync(i.logFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => `[${i.name}] ${line}`);
    } catch {
      return [];
    }
  });
  const errorLines = lines.filter(
    (line) => /"level":(50|60)\b/.test(line) || (!line.includes('"level":') && /error/i.test(line)),
  );
  const failures = Object.entries(result.stats.failures).flatMap(([kind, list]) =>
    list.map((entry) => ({ kind, ...entry })),
  );
  failures.forEach((failure, n) => {
    const id = failure.response?.requestId;
    failure.serverLog = id ? lines.filter((line) => line.includes(id)) : [];
    const bodyFile = join(result.logDir, `failure-${n}.body`);
    if (failure.request.bodyBase64 !== undefined)
      writeFileSync(bodyFile, Buffer.from(failure.request.bodyBase64, 'base64'));
    failure.curl = curlOf(failure.request, bodyFile);
  });
  return { failures, errorLines };
}

async function main() {
  const files = await makeFiles();
  ensureBuilt(root);
  if (options.topology === 'two-behind-nginx' && !nginxPath()) {
    console.error(
      'fuzz: --topology two-behind-nginx needs nginx (apt-get install nginx-light; .ci/run installs it)',
    );
    process.exit(1);
  }
  const results = [];
  const skipped = [];
  for (const db of options.dbs) {
    if (db === 'pglite' && options.topology === 'two-behind-nginx') {
      skipped.push("pglite with two instances: the embedded database is one process's (PostgreSQL only)");
      continue;
    }
    results.push(await run(db, files));
  }
  const report = { options, hangMs: HANG_MS, runs: [] };
  for (const result of results) {
    const logs = withLogs(result);
    const { failures: _failures, ...stats } = result.stats;
    report.runs.push({
      label: result.label,
      seconds: result.seconds,
      stats,
      died: result.died,
      memory: result.memory,
      failures: logs.failures,
      serverErrorLines: logs.errorLines.slice(0, 200),
      logDir: result.logDir,
    });
    // The data folders go; the logs stay only when there is something to look at.
    for (const name of ['data-a', 'data-b'])
      rmSync(join(result.logDir, name), { recursive: true, force: true });
    if (!result.failed && !logs.errorLines.length) rmSync(result.logDir, { recursive: true, force: true });
  }
  const bad = printSummary(results, { gqlOps, restOps, skipped, options });
  if (bad) {
    writeFileSync(options.out, JSON.stringify(report, null, 2));
    console.log(`\nfuzz: FAILED; every failing request, its curl and the server's log lines: ${options.out}`);
  } else {
    console.log(
      '\nfuzz: passed (0 HTTP 5xx, 0 internal errors, no hang, no broken connection, no instance died)',
    );
  }
  process.exit(bad ? 1 : 0);
}

await main().catch(async (error) => {
  console.error(`fuzz: ${error.stack ?? error}`);
  await current?.stop();
  process.exit(1);
});
