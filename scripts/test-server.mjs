#!/usr/bin/env node
// Server tests on both databases the shop supports: unit and e2e suites against DATABASE_URL's
// PostgreSQL when it is set, then the e2e suites again on embedded PGlite (always).
//
// Usage: node scripts/test-server.mjs [--built] [jest options] [file patterns]
//   --built        the server is already built (npm test builds once for every suite)
//   jest options   written --option=value (a separate value would be taken for a file pattern)
//   file patterns  as jest takes them, e.g. `catalogue engagement`: both passes run only the matching
//                  files (the PGlite pass only the matching e2e files)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (process.argv.includes('--help')) {
  console.log(
    'Usage: node scripts/test-server.mjs [--built] [jest options] [file patterns]\nSee the comment at the top of this file.',
  );
  process.exit(0);
}

// Two workers, one a core: every file has its own database (a copy of the run's template), its own data
// folder and ports no other file takes (test/support/two-instances.ts gives each worker its own), so the
// files do not meet. Each file's apps leave some memory behind (about 45 MB a file, not found yet): in one
// process for the whole run, the heap grew past 4 GB, and collecting a heap that large stalled the process
// for seconds late in the run (idle kept-alive connections timed out under a test's clients). A worker is
// replaced between files once it holds more than WORKER_MEMORY. TEST_WORKERS=1 runs the files in turn.
const WORKERS = process.env.TEST_WORKERS ?? '2';
const WORKER_MEMORY = '1GB';

const jest = (env, args) => {
  const result = spawnSync(
    'npx',
    ['jest', `--maxWorkers=${WORKERS}`, `--workerIdleMemoryLimit=${WORKER_MEMORY}`, ...args],
    { cwd: 'server', stdio: 'inherit', env },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
};

// The process test runs the built server: build it once for both passes, unless `npm test` already did.
const built = process.argv.includes('--built');
// Some suites render pages (the render limits): they need the client's build too, made once if missing.
if (!built) {
  const workspaces = existsSync('client/dist-server/entry-server.js') ? ['server'] : ['client', 'server'];
  for (const workspace of workspaces) {
    const build = spawnSync('npm', ['run', 'build', '-w', workspace], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

const extra = process.argv.slice(2).filter((arg) => arg !== '--built');
if (process.env.DATABASE_URL) {
  console.log(`\n== server tests on PostgreSQL (DATABASE_URL) ==\n`);
  jest(process.env, extra);
  console.log(`\n== e2e tests again on embedded PGlite ==\n`);
  const { DATABASE_URL: _unused, ...embedded } = process.env;
  // Jest ORs its path patterns: each chosen pattern is narrowed to the e2e folder instead of adding the folder.
  const patterns = extra.filter((arg) => !arg.startsWith('-'));
  const options = extra.filter((arg) => arg.startsWith('-'));
  const e2e = patterns.length
    ? patterns.map((pattern) => (pattern.includes('test/e2e') ? pattern : `test/e2e/.*${pattern}`))
    : ['../test/e2e'];
  jest(embedded, [...options, ...e2e]);
} else {
  console.log(`\n== server tests on embedded PGlite (set DATABASE_URL to run them on PostgreSQL too) ==\n`);
  jest(process.env, extra);
}
