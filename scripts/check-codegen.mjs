#!/usr/bin/env node
// Fails when schema.graphql, openapi.json or what is generated from them (client/src/gql, test/e2e/gql,
// test/e2e/rest, and the client's operation names for /metrics) differ from what the server and the generators make now.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const run = (cmd, args, opts = {}) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', ...opts });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

// `npm test` builds once before and passes --built.
if (!process.argv.includes('--built')) run('npm', ['run', 'build', '-w', 'server']);
const scratch = mkdtempSync(join(tmpdir(), 'codegen-'));
const fail = (committed) => {
  console.error(`${committed} is stale: run \`npm run codegen\` and commit the result.`);
  process.exit(1);
};
const stale = (committed, fresh) => {
  if (readFileSync(fresh, 'utf8') !== readFileSync(committed, 'utf8')) fail(committed);
};

run('node', ['server/dist/src/schema.js', join(scratch, 'schema.graphql')], { stdio: 'ignore' });
stale('schema.graphql', join(scratch, 'schema.graphql'));
run('node', ['server/dist/src/openapi/print-openapi.js', join(scratch, 'openapi.json')], { stdio: 'ignore' });
stale('openapi.json', join(scratch, 'openapi.json'));
run('node', ['scripts/openapi-types.mjs', 'openapi.json', join(scratch, 'rest')], { stdio: 'ignore' });
const committedTypes = readdirSync('test/e2e/rest').sort();
if (committedTypes.join() !== readdirSync(join(scratch, 'rest')).sort().join()) fail('test/e2e/rest');
committedTypes.forEach((file) => stale(join('test/e2e/rest', file), join(scratch, 'rest', file)));
run('node', ['scripts/client-operations.mjs', join(scratch, 'client-operations.ts')]);
stale('server/src/graphql/client-operations.ts', join(scratch, 'client-operations.ts'));
run('npx', ['graphql-codegen', '--config', 'codegen.ts', '--check']);
console.log('schema.graphql, openapi.json and the code generated from them are up to date.');
