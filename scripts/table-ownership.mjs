// Each domain owns its tables: no statement in one domain's folder names another domain's table, except
// the read models declared below, each with its reason. The tables are those the migrations create; a
// table's owner is the folder whose entity names it (or the one declared for a table with no entity).
// Usage: node scripts/table-ownership.mjs [server/src]   (prints the statements that reach in; exit 1 when any)
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesUnder } from './lib/files.mjs';

/** Tables with no entity of their own: the link tables of a domain's entity, and the plumbing's own. */
const OWNED_WITHOUT_ENTITY = {
  product_colors: 'products',
  product_categories: 'products',
  seed_state: 'database',
  health_probe: 'health',
};

/** Statements that read another domain's table, on purpose: `file` (under server/src) reads `table` because `reason`. */
export const READ_MODELS = [
  {
    file: 'comments/comments.service.ts',
    table: 'products',
    reason:
      'a comment is on a piece: its list and its writes answer for the piece being there and visible to the caller',
  },
  {
    file: 'comments/comments.service.ts',
    table: 'publications',
    reason:
      'a comment is on a post: its list and its writes answer for the post being there and visible to the caller',
  },
  {
    file: 'comments/comments.service.ts',
    table: 'users',
    reason:
      "a comment shows its author's name and whether the author is the maker (an admin), in the same statement as the page of comments",
  },
  {
    file: 'comments/comments.seeder.ts',
    table: 'products',
    reason: 'the demo seed puts its conversations under the demo pieces it finds',
  },
  {
    file: 'comments/comments.seeder.ts',
    table: 'publications',
    reason: 'the demo seed puts its conversations under the demo posts it finds',
  },
  {
    file: 'publications/publications.service.ts',
    table: 'users',
    reason: "a post shows its author's name, read with the post",
  },
  {
    file: 'publications/publications.seeder.ts',
    table: 'users',
    reason: 'the demo posts are written by the demo admin',
  },
  {
    file: 'enquiries/enquiries.service.ts',
    table: 'products',
    reason:
      "the maker's list of enquiries names each piece, read with the enquiry (a removed piece keeps its enquiry)",
  },
  {
    file: 'enquiries/enquiries.service.ts',
    table: 'product_images',
    reason: "the maker's list of enquiries shows each piece's first photo",
  },
  {
    file: 'enquiries/enquiries.service.ts',
    table: 'users',
    reason: 'with no MAKER_EMAIL, enquiries go to the first admin',
  },
  {
    file: 'orders/order-rows.ts',
    table: 'product_images',
    reason: "an order shows its piece's first photo, read with the order (a removed piece keeps its order)",
  },
  {
    file: 'orders/order-mailer.ts',
    table: 'users',
    reason: 'with no MAKER_EMAIL, a confirmed order is mailed to the first admin',
  },
];

const tsFiles = (dir) =>
  [...filesUnder(dir)].filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'));

/** Every statement that names a table its folder does not own and no read model declares, as `file: table (owner)`. */
export function reachesIn(root, readModels = READ_MODELS) {
  const files = tsFiles(root);
  const migrations = files.filter((file) => relative(root, file).startsWith('database/migrations/'));
  const tables = new Set(
    migrations.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/CREATE TABLE (?:IF NOT EXISTS )?"?([a-z_]+)"?/g)].map(
        (m) => m[1],
      ),
    ),
  );
  const owner = new Map(Object.entries(OWNED_WITHOUT_ENTITY));
  for (const file of files) {
    for (const m of readFileSync(file, 'utf8').matchAll(/@Entity\(\{\s*name:\s*'([a-z_]+)'/g))
      owner.set(m[1], relative(root, file).split('/')[0]);
  }
  const declared = new Set(readModels.map((model) => `${model.file}:${model.table}`));
  const found = new Set();
  for (const file of files) {
    const path = relative(root, file);
    const folder = path.split('/')[0];
    // The migrations build every table; a backup copies them all by the catalogue, naming none.
    if (path.startsWith('database/migrations/')) continue;
    for (const m of readFileSync(file, 'utf8').matchAll(
      /\b(?:FROM|JOIN|INTO|UPDATE|TABLE)\s+"?([a-z_]+)"?/g,
    )) {
      const table = m[1];
      if (!tables.has(table) || owner.get(table) === folder || declared.has(`${path}:${table}`)) continue;
      found.add(`${path}: ${table} (${owner.get(table) ?? 'no owner'})`);
    }
  }
  return [...found].sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const found = reachesIn(process.argv[2] ?? 'server/src');
  for (const line of found) console.error(`reaches into another domain's table: ${line}`);
  process.exit(found.length ? 1 : 0);
}
