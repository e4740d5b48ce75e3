// The table ownership rule (scripts/table-ownership.mjs): on the shop's own tree, and on throwaway trees
// that break it.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { READ_MODELS, reachesIn } from './table-ownership.mjs';

const tree = (files) => {
  const root = mkdtempSync(join(tmpdir(), 'tables-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
};
const shop = {
  'database/migrations/1-init.ts': 'CREATE TABLE "gadgets" (id int); CREATE TABLE "owners" (id int)',
  'gadgets/gadget.entity.ts': "@Entity({ name: 'gadgets' }) export class GadgetEntity {}",
  'owners/owner.entity.ts': "@Entity({ name: 'owners' }) export class OwnerEntity {}",
  'gadgets/gadgets.service.ts': 'const sql = `SELECT g.id FROM gadgets g WHERE g.id = $1`;',
};

test("no domain of the shop names another domain's table, but for its declared read models", () => {
  assert.deepEqual(reachesIn('server/src'), []);
});

test('every declared read model is still used and says why', () => {
  const unused = READ_MODELS.filter(
    (model) =>
      !reachesIn(
        'server/src',
        READ_MODELS.filter((other) => other !== model),
      ).length,
  );
  assert.deepEqual(unused, []);
  assert.ok(READ_MODELS.every((model) => model.reason.length > 20));
});

test("finds a statement that joins another domain's table", () => {
  const root = tree({
    ...shop,
    'gadgets/gadgets.service.ts':
      'const sql = `SELECT g.id FROM gadgets g JOIN owners o ON o.id = g.owner_id`;',
  });
  assert.deepEqual(reachesIn(root, []), ['gadgets/gadgets.service.ts: owners (owners)']);
});

test("finds a write into another domain's table, and not the domain's own reads or the migrations", () => {
  const root = tree({
    ...shop,
    'gadgets/gadget-writes.ts':
      'await q(`UPDATE owners SET name = $1`); await q(`INSERT INTO gadgets (id) VALUES (1)`);',
  });
  assert.deepEqual(reachesIn(root, []), ['gadgets/gadget-writes.ts: owners (owners)']);
});

test('lets a declared read model through', () => {
  const root = tree({ ...shop, 'gadgets/gadgets.service.ts': 'const sql = `SELECT o.name FROM owners o`;' });
  assert.deepEqual(
    reachesIn(root, [
      { file: 'gadgets/gadgets.service.ts', table: 'owners', reason: 'a gadget shows its owner name' },
    ]),
    [],
  );
});
