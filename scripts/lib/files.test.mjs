import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { filesUnder } from './files.mjs';

test('filesUnder finds every file in the folders below, and enters no folder skip names', (t) => {
  const root = mkdtempSync(join(tmpdir(), 'files-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  for (const dir of ['a/b', 'node_modules/x', 'empty']) mkdirSync(join(root, dir), { recursive: true });
  for (const file of ['top.ts', 'a/one.ts', 'a/b/two.graphql', 'node_modules/x/index.js'])
    writeFileSync(join(root, file), '');

  assert.deepEqual(
    [...filesUnder(root)].sort(),
    ['a/b/two.graphql', 'a/one.ts', 'node_modules/x/index.js', 'top.ts'].map((file) => join(root, file)),
  );
  assert.deepEqual(
    [...filesUnder(root, { skip: (name) => name === 'node_modules' })].sort(),
    ['a/b/two.graphql', 'a/one.ts', 'top.ts'].map((file) => join(root, file)),
  );
});
