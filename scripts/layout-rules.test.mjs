// The layout rules of eslint.config.mjs, proved on throwaway code: each case lints a file that does
// not exist (in a feature or domain folder that need not exist either) importing real files.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const eslint = new ESLint();
const layoutErrors = async (filePath, code) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
};

const refused = [
  [
    'a client feature importing another feature',
    'client/src/features/shop/probe.ts',
    "export { isValidEmail } from '../auth/validation';",
  ],
  [
    'shared client code importing a feature',
    'client/src/lib/probe.ts',
    "export { isValidEmail } from '../features/auth/validation';",
  ],
  [
    'a shared component importing a feature',
    'client/src/components/probe.tsx',
    "export { LoginPage } from '../features/auth/components/login-page';",
  ],
  [
    "a server domain importing another domain's entity",
    'server/src/products/probe.ts',
    "export { UserEntity } from '../users/user.entity';",
  ],
  [
    'common/ importing a domain',
    'server/src/common/probe.ts',
    "export { UsersService } from '../users/users.service';",
  ],
  [
    'media/ importing a domain',
    'server/src/media/probe.ts',
    "export { UsersService } from '../users/users.service';",
  ],
  [
    'database/ importing a domain',
    'server/src/database/migrations/probe.ts',
    "export { UsersService } from '../../users/users.service';",
  ],
  [
    'a server domain importing the cache',
    'server/src/products/probe.ts',
    "export { CacheService } from '../cache/cache.service';",
  ],
  [
    'the plumbing importing the cache',
    'server/src/graphql/probe.ts',
    "export { Tags } from '../cache/tag-versions';",
  ],
  [
    "the page renderer reaching past the cache's service",
    'server/src/ssr/probe.ts',
    "export { Tags } from '../cache/tag-versions';",
  ],
  [
    'config/ importing the kernel above it',
    'server/src/config/probe.ts',
    "export { badInput } from '../common/errors/app-error';",
  ],
  [
    'common/ importing database/',
    'server/src/common/probe.ts',
    "export { TransactionalConnection } from '../database/transactional-connection';",
  ],
  [
    'common/ importing common/events/, a layer above it',
    'server/src/common/http/probe.ts',
    "export { DomainEvents } from '../events/domain-events';",
  ],
  [
    "common/ importing i18n/ beyond the request's language",
    'server/src/common/probe.ts',
    "export { TranslationGapsService } from '../i18n/translation-gaps.service';",
  ],
  [
    'database/ importing i18n/',
    'server/src/database/probe.ts',
    "export { TranslationGapsService } from '../i18n/translation-gaps.service';",
  ],
  [
    'i18n/ importing graphql/',
    'server/src/i18n/probe.ts',
    "export { sharedOperationOf } from '../graphql/public-reads';",
  ],
  [
    'media/ importing a neighbour of its layer (common/events/)',
    'server/src/media/probe.ts',
    "export { DomainEvents } from '../common/events/domain-events';",
  ],
  [
    'graphql/ importing openapi/ (a folder cycle: openapi/ may not import graphql/ either)',
    'server/src/graphql/probe.ts',
    "export { openApiDocument } from '../openapi/openapi-document';",
  ],
  [
    'openapi/ importing graphql/',
    'server/src/openapi/probe.ts',
    "export { sharedOperationOf } from '../graphql/public-reads';",
  ],
];

const allowed = [
  [
    'a feature importing its own files and shared code',
    'client/src/features/shop/probe.ts',
    "export { i18n } from '../../lib/i18n';\nexport { Notice } from '../../components/ui/notice';",
  ],
  [
    'the app composing features',
    'client/src/app/routes/probe.tsx',
    "export { LoginPage } from '../../features/auth/components/login-page';",
  ],
  [
    "a server domain using another domain's service and module",
    'server/src/products/probe.ts',
    "export { UsersService } from '../users/users.service';\nexport { UsersModule } from '../users/users.module';",
  ],
  [
    'a server domain using the plumbing',
    'server/src/products/probe.ts',
    "export { badInput } from '../common/errors/app-error';",
  ],
  [
    "the page renderer using the cache's service",
    'server/src/ssr/probe.ts',
    "export { CacheService } from '../cache/cache.service';",
  ],
  [
    "the plumbing's top layer using every layer below it",
    'server/src/graphql/probe.ts',
    "export { repoRoot } from '../config/app-config';\nexport { badInput } from '../common/errors/app-error';\nexport { TransactionalConnection } from '../database/transactional-connection';\nexport { DomainEvents } from '../common/events/domain-events';\nexport { TranslationGapsService } from '../i18n/translation-gaps.service';",
  ],
  [
    'common/events/ standing on database/',
    'server/src/common/events/probe.ts',
    "export { TransactionalConnection } from '../../database/transactional-connection';",
  ],
  [
    "the request context built on the request's language (i18n/locale.ts)",
    'server/src/common/context/probe.ts',
    "export { negotiateLanguage } from '../../i18n/locale';",
  ],
  [
    'a unit spec in common/ building on a scratch database',
    'server/src/common/probe.spec.ts',
    "export { createScratchDatabase } from '../database/scratch-database';",
  ],
  [
    'the cache using the plumbing and the domain events',
    'server/src/cache/probe.ts',
    "export { DomainEvents } from '../common/events/domain-events';\nexport { sharedOperationOf } from '../graphql/public-reads';",
  ],
];

for (const [name, filePath, code] of refused) {
  test(`refuses ${name}`, async () => {
    assert.equal((await layoutErrors(filePath, code)).length, 1);
  });
}

for (const [name, filePath, code] of allowed) {
  test(`allows ${name}`, async () => {
    assert.deepEqual(await layoutErrors(filePath, code), []);
  });
}

// A cycle needs both files on disk (the rule reads what the imported file imports): two throwaway files.
test('refuses an import cycle, and not one made of type-only imports', async () => {
  const { mkdtempSync, rmSync, writeFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const folder = mkdtempSync('server/src/common/cycle-probe-');
  try {
    const cycleErrors = async (aImportsB) => {
      writeFileSync(join(folder, 'a.ts'), `${aImportsB}\nexport const a = 1;\n`);
      writeFileSync(
        join(folder, 'b.ts'),
        "import { a } from './a';\nexport type B = number;\nexport const b = () => a;\n",
      );
      const [result] = await eslint.lintFiles([join(folder, 'a.ts')]);
      return result.messages.filter((m) => m.ruleId === 'import-x/no-cycle');
    };
    assert.equal((await cycleErrors("import { b } from './b';\nexport const c = b;")).length, 1);
    assert.equal((await cycleErrors("import type { B } from './b';\nexport type C = B;")).length, 0);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

// The length rule: more than 400 lines (blank ones aside) is refused in either app and the scripts, more
// than 500 in the tests; generated code and the listed long files are outside it.
const lengthErrors = async (filePath, lines, blank = 0) => {
  const code = `${Array.from({ length: lines }, (_, i) => `export const line${i} = ${i};`).join('\n')}\n${'\n'.repeat(blank)}`;
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'max-lines');
};

for (const [filePath, most] of [
  ['server/src/products/probe.ts', 400],
  ['client/src/features/shop/probe.tsx', 400],
  ['scripts/probe.mjs', 400],
  ['test/e2e/probe.e2e-spec.ts', 500],
  ['server/src/products/probe.spec.ts', 500],
  ['client/src/features/shop/probe.test.tsx', 500],
]) {
  test(`refuses a file of ${most + 1} lines: ${filePath}`, async () => {
    assert.equal((await lengthErrors(filePath, most + 1)).length, 1);
    assert.equal((await lengthErrors(filePath, most, 30)).length, 0);
  });
}

test('leaves generated code and the listed long files alone', async () => {
  assert.equal((await lengthErrors('scripts/bench.mjs', 500)).length, 0);
  assert.equal((await lengthErrors('client/src/gql/probe.ts', 500)).length, 0);
});

// Rows are named where they enter the server: a statement's answer is typed by a type argument or by the
// typed variable it is assigned to; the migrations and the specs are outside the rule.
const untypedRows = async (filePath, statement) => {
  const code = `import type { DataSource } from 'typeorm';\ninterface Row {\n  id: number;\n}\nexport async function probe(db: DataSource) {\n  ${statement}\n}\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax');
};

test('refuses a statement whose rows are not named', async () => {
  for (const statement of [
    'const rows = await db.query(`SELECT id FROM products`);\n  return rows;',
    'await db.query(`DELETE FROM products`);',
    'return db.query(`SELECT id FROM products`);',
    'return (await db.query(`SELECT id FROM products`)) as Row[];',
  ])
    assert.equal((await untypedRows('server/src/products/probe.ts', statement)).length, 1, statement);
});

test('allows a statement whose rows are named, and any in the migrations and the specs', async () => {
  for (const statement of [
    'return db.query<Row[]>(`SELECT id FROM products`);',
    'await db.query<unknown>(`DELETE FROM products`);',
    'const rows: Row[] = await db.query(`SELECT id FROM products`);\n  return rows;',
    'const [row]: Row[] = await db.query(`SELECT id FROM products`);\n  return row;',
  ])
    assert.deepEqual(await untypedRows('server/src/products/probe.ts', statement), [], statement);
  for (const filePath of ['server/src/database/migrations/probe.ts', 'server/src/products/probe.spec.ts'])
    assert.deepEqual(await untypedRows(filePath, 'await db.query(`DELETE FROM products`);'), []);
});
