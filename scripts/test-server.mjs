#!/usr/bin/env node
// Server tests on both databases the shop supports: unit and e2e suites against DATABASE_URL's
// PostgreSQL when it is set, then the e2e suites again on embedded PGlite (always).
import { spawnSync } from 'node:child_process';

const jest = (env, args) => {
  const result = spawnSync('npx', ['jest', '--runInBand', ...args], { cwd: 'server', stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

// The process test runs the built server: build it once for both passes, unless `npm test` already did.
const built = process.argv.includes('--built');
if (!built) {
  const build = spawnSync('npm', ['run', 'build', '-w', 'server'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const extra = process.argv.slice(2).filter((arg) => arg !== '--built');
if (process.env.DATABASE_URL) {
  console.log(`\n== server tests on PostgreSQL (DATABASE_URL) ==\n`);
  jest(process.env, extra);
  console.log(`\n== e2e tests again on embedded PGlite ==\n`);
  const { DATABASE_URL: _unused, ...embedded } = process.env;
  jest(embedded, ['../test/e2e', ...extra]);
} else {
  console.log(`\n== server tests on embedded PGlite (set DATABASE_URL to run them on PostgreSQL too) ==\n`);
  jest(process.env, extra);
}
