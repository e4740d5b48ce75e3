#!/usr/bin/env node
// Fails when schema.graphql or client/src/gql differ from what the server and codegen generate now.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const run = (cmd, args, opts = {}) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', ...opts });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

// `npm test` builds once before and passes --built.
if (!process.argv.includes('--built')) run('npm', ['run', 'build', '-w', 'server']);
const fresh = join(mkdtempSync(join(tmpdir(), 'schema-')), 'schema.graphql');
run('node', ['server/dist/src/schema.js', fresh]);
if (readFileSync(fresh, 'utf8') !== readFileSync('schema.graphql', 'utf8')) {
  console.error('schema.graphql is stale: run `npm run codegen` and commit the result.');
  process.exit(1);
}
run('npx', ['graphql-codegen', '--config', 'codegen.ts', '--check']);
console.log('schema.graphql and client/src/gql are up to date.');
