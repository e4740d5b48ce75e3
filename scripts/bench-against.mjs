#!/usr/bin/env node
// `npm run bench -- --against <commit>`: the bench of this tree side by side with the bench of another
// commit, on one machine, taking turns, so a change is measured against the machine's own drift.
//
// The other commit is checked out in a temporary git worktree (sharing this tree's node_modules, so its
// dependencies must be the same or a subset) and built there; this tree must be built already
// (`npm run build`). Then the two builds' benches run whole, alternately, base first and then in turn
// (base, this, this, base, …: each build as often first as second), `--runs` times each, on each
// database asked for, and the table gives each row's medians: server ms a request (the busy time of the
// server's event loop, the steadiest figure on a shared machine), CPU ms a request and requests a
// second, with the change of server ms in percent. Rows are matched by name; one only one build has is
// shown with a dash for the other. A report, like the bench: it exits 0 unless a bench failed.
//
//   node scripts/bench-against.mjs --against <commit> [--runs 2] [--db pglite|postgres|both] [bench options]
//
// `--db postgres` and `both` need BENCH_DATABASE_URL (or DATABASE_URL). BENCH_ONLY and the bench's other
// settings apply to both builds.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const USAGE =
  'Usage: node scripts/bench-against.mjs --against <commit> [--runs 2] [--db pglite|postgres|both] [bench options]';

function readOptions(argv) {
  const { values, tokens } = parseArgs({
    args: argv,
    options: {
      against: { type: 'string' },
      runs: { type: 'string', default: '2' },
      db: { type: 'string', default: 'pglite' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: false,
    tokens: true,
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const runs = Number(values.runs);
  const problems = [];
  if (!values.against || !/^[\w./~^-]+$/.test(values.against))
    problems.push('--against: a commit (a hash, a branch, HEAD~3)');
  if (!Number.isInteger(runs) || runs < 1 || runs > 20) problems.push('--runs: 1 to 20');
  if (!['pglite', 'postgres', 'both'].includes(values.db)) problems.push('--db: pglite, postgres or both');
  const postgres = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  if (values.db !== 'pglite' && !postgres)
    problems.push('--db postgres needs BENCH_DATABASE_URL (or DATABASE_URL)');
  if (problems.length) {
    console.error(`${problems.join('\n')}\n${USAGE}`);
    process.exit(2);
  }
  // What is not ours goes to the bench itself (--products N).
  const ours = new Set(['against', 'runs', 'db', 'help']);
  const rest = [];
  for (const token of tokens) {
    if (token.kind === 'option' && !ours.has(token.name))
      rest.push(token.rawName, ...(token.value === undefined ? [] : [token.value]));
    if (token.kind === 'positional') rest.push(token.value);
  }
  const dbs = values.db === 'both' ? ['pglite', 'postgres'] : [values.db];
  return {
    against: values.against,
    runs,
    dbs,
    postgres,
    benchArgs: rest.filter((arg) => arg !== '--against' && !arg.startsWith('--against=')),
  };
}

const run = (command, args, cwd, env = process.env) => {
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')} (in ${cwd}) failed:\n${result.stdout ?? ''}${result.stderr ?? ''}`,
    );
  return result.stdout;
};

/** A worktree of `commit` beside this tree's dependencies, built. */
function checkOut(commit) {
  const dir = mkdtempSync(join(tmpdir(), 'soutache-bench-base-'));
  rmSync(dir, { recursive: true });
  run('git', ['worktree', 'add', '--detach', dir, commit], ROOT);
  for (const modules of ['node_modules', 'server/node_modules', 'client/node_modules']) {
    if (existsSync(join(ROOT, modules)) && existsSync(dirname(join(dir, modules))))
      symlinkSync(join(ROOT, modules), join(dir, modules));
  }
  console.log(`building ${commit} in ${dir} …`);
  run('npm', ['run', 'build'], dir);
  return dir;
}

/** The bench's table, read back: row name and connections (`name @32`) → its figures. */
export function readTable(output) {
  const lines = output.split('\n');
  const start = lines.findIndex((line) => /^name\s+conns\s+requests\s+req\/s/.test(line));
  if (start < 0) throw new Error(`no bench table in:\n${output.slice(-2000)}`);
  const header = lines[start].trim().split(/\s{2,}/);
  const rows = new Map();
  for (const line of lines.slice(start + 2)) {
    if (!line.trim()) break;
    const cells = line.trim().split(/\s{2,}/);
    if (cells.length !== header.length) break;
    const cell = (name) => Number(cells[header.indexOf(name)]);
    // A row runs at more than one number of connections under one name (the catalogue at 32 and at 1).
    rows.set(`${cells[0]} @${cells[header.indexOf('conns')]}`, {
      perSecond: cell('req/s'),
      serverMs: cell('server ms/req'),
      cpuMs: cell('CPU ms/req'),
    });
  }
  return rows;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function benchOnce(tree, db, options) {
  const env = { ...process.env };
  if (db === 'postgres') env.BENCH_DATABASE_URL = options.postgres;
  else delete env.BENCH_DATABASE_URL;
  const started = Date.now();
  const output = run(process.execPath, [join(tree, 'scripts/bench.mjs'), ...options.benchArgs], tree, env);
  console.log(
    `  ${tree === ROOT ? 'this tree' : options.against}: ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  return readTable(output);
}

function compare(db, options, base, tree) {
  const results = { base: [], tree: [] };
  for (let round = 0; round < options.runs; round += 1) {
    const order = round % 2 === 0 ? ['base', 'tree'] : ['tree', 'base'];
    for (const which of order) results[which].push(benchOnce(which === 'base' ? base : tree, db, options));
  }
  const names = [...new Set([...results.base, ...results.tree].flatMap((table) => [...table.keys()]))];
  const medians = (which, name, field) => {
    const values = results[which]
      .map((table) => table.get(name)?.[field])
      .filter((value) => Number.isFinite(value));
    return values.length ? median(values) : undefined;
  };
  const fixed = (value, digits) => (value === undefined ? '-' : value.toFixed(digits));
  const header = [
    'row',
    'server ms base',
    'server ms this',
    'change',
    'CPU ms base',
    'CPU ms this',
    'req/s base',
    'req/s this',
  ];
  const lines = names.map((name) => {
    const [baseMs, treeMs] = [medians('base', name, 'serverMs'), medians('tree', name, 'serverMs')];
    const change =
      baseMs && treeMs !== undefined
        ? `${treeMs >= baseMs ? '+' : ''}${((100 * (treeMs - baseMs)) / baseMs).toFixed(0)}%`
        : '-';
    return [
      name,
      fixed(baseMs, 2),
      fixed(treeMs, 2),
      change,
      fixed(medians('base', name, 'cpuMs'), 2),
      fixed(medians('tree', name, 'cpuMs'), 2),
      fixed(medians('base', name, 'perSecond'), 0),
      fixed(medians('tree', name, 'perSecond'), 0),
    ];
  });
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  const row = (cells) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(
    `\n== ${db}: base ${options.against} and this tree, medians of ${options.runs} run(s) each, alternating ==`,
  );
  console.log(row(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(row(line));
}

function main() {
  const options = readOptions(process.argv.slice(2));
  if (!existsSync(join(ROOT, 'server/dist/src/main.js'))) {
    console.error('Build this tree first: npm run build');
    process.exit(2);
  }
  const base = checkOut(options.against);
  try {
    for (const db of options.dbs) compare(db, options, base, ROOT);
  } finally {
    spawnSync('git', ['worktree', 'remove', '--force', base], { cwd: ROOT });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
