// The API compatibility check (check-api-compat.mjs) on a scratch repository with the real contracts.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';

const CHECK = new URL('./check-api-compat.mjs', import.meta.url).pathname;
const root = new URL('..', import.meta.url).pathname;

function scratchRepository() {
  const dir = mkdtempSync(join(tmpdir(), 'api-compat-'));
  const git = (...args) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
      cwd: dir,
      stdio: 'ignore',
    });
  git('init', '-q', '-b', 'main');
  mkdirSync(join(dir, 'scripts'));
  writeFileSync(join(dir, 'scripts/check-api-compat.mjs'), '');
  for (const file of ['schema.graphql', 'openapi.json'])
    writeFileSync(join(dir, file), readFileSync(join(root, file)));
  git('add', '-A');
  git('commit', '-q', '-m', 'The contracts as they are');
  const change = (file, edit, message) => {
    writeFileSync(join(dir, file), edit(readFileSync(join(dir, file), 'utf8')));
    git('commit', '-q', '-am', message);
  };
  const check = () => spawnSync(process.execPath, [CHECK], { cwd: dir, encoding: 'utf8' });
  return { change, check };
}

const withoutRandomImages = (text) => {
  const document = JSON.parse(text);
  delete document.paths['/api/products/random-images'];
  return JSON.stringify(document, null, 2);
};

test('a removed REST path fails the check unless its commit says API-Breaking', () => {
  const repo = scratchRepository();
  repo.change('openapi.json', withoutRandomImages, 'Drop the random images path');
  const refused = repo.check();
  assert.equal(refused.status, 1);
  assert.match(refused.stderr, /Drop the random images path\n.*openapi\.json: .*random-images/);

  const acknowledged = scratchRepository();
  acknowledged.change(
    'openapi.json',
    withoutRandomImages,
    'Drop the random images path\n\nAPI-Breaking: the home page reads GraphQL; nobody else called it',
  );
  assert.equal(acknowledged.check().status, 0);
});

test('a removed GraphQL field fails; an added one passes', () => {
  const added = scratchRepository();
  added.change(
    'schema.graphql',
    (text) => text.replace(/type Query \{/, 'type Query {\n  shopName: String'),
    'Name the shop',
  );
  assert.equal(added.check().status, 0, added.check().stderr);

  const removed = scratchRepository();
  // The field with its description and its arguments' (a description is one block of """…""").
  const field = /^\s*("""(?:(?!""")[\s\S])*"""\s*)?randomImages\([\s\S]*?\): \[ProductImage!\]!\n/m;
  removed.change('schema.graphql', (text) => text.replace(field, '\n'), 'No random images');
  const refused = removed.check();
  assert.equal(refused.status, 1);
  assert.match(refused.stderr, /schema\.graphql: Field 'randomImages' .*removed/);
});
