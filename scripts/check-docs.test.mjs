// The docs check (scripts/check-docs.mjs) on small documents: what it refuses and what it lets pass.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const script = join(dirname(fileURLToPath(import.meta.url)), 'check-docs.mjs');
const check = (markdown) => {
  const file = join(mkdtempSync(join(tmpdir(), 'docs-check-')), 'doc.md');
  writeFileSync(file, markdown);
  const run = spawnSync(process.execPath, [script, file], { encoding: 'utf8', cwd: '/' });
  return { status: run.status, output: run.stdout + run.stderr };
};

test('refuses a path, a symbol and a setting the code does not have', () => {
  const { status, output } = check(
    'See `server/src/no-such-file.ts`, `assertNobody`, `NO_SUCH_SETTING_MS` and `nowhere/dist/main.js`.\n',
  );
  assert.equal(status, 1);
  assert.match(output, /no such file or folder `nowhere\/dist\/main\.js`/);
  assert.match(output, /no such file or folder `server\/src\/no-such-file\.ts`/);
  assert.match(output, /no `assertNobody` in the code/);
  assert.match(output, /no setting or name `NO_SUCH_SETTING_MS`/);
});

test('lets pass what exists, a folder under a setting, plain words, addresses and fenced commands', () => {
  const markdown = [
    'The `TransactionalConnection` (`server/src/database/transactional-connection.ts`, `ssr/page-renderer.ts`),',
    '`client/dist`, `client/dist-server/entry-server.js`, `server/dist`,',
    "`CatalogueWritesService.create`, `@Allow('admin')`, `UPLOAD_TIMEOUT_MS`, `DATA_DIR/outbox`, `limit`, `/api/products`.",
    '```',
    'node scripts/no-such-script.mjs `assertNobody`',
    '```',
  ].join('\n');
  const { status, output } = check(markdown);
  assert.equal(status, 0, output);
});
