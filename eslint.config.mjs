// Lint for the whole workspace. Beyond the recommended rules it enforces the layout of STYLE.md with
// eslint-plugin-boundaries. Folders are classified by pattern, so a new feature or domain folder is
// covered the day it appears, without a list to keep:
// - client: a feature never imports another feature (routes in app/ compose them); shared code
//   (components/, lib/, testing/) never imports a feature;
// - server: a domain reaches another domain only through its module or service file; the plumbing
//   (common/, media/, database/, config/, graphql/, openapi/, i18n/) knows no domain; the cache (cache/)
//   is imported by no domain and no plumbing (they publish domain events; it listens), only by the
//   page renderer (ssr/), through its service, and by the app's setup;
// - the server's plumbing is layered (SERVER_LAYERS: config < common < database < common/events, media,
//   i18n < graphql, openapi): each part imports only the layers below its own, never a neighbour in its
//   own layer, so no two parts import each other, directly or through others.
// And with eslint-plugin-import-x, no import cycle in either app.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import prettierConfig from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The plumbing's layers, lowest first. common/events/ (domain events, the account's parts, scheduled publishing) stands on database/ (it
// publishes after a commit and reads the publish times), so it is a layer above the rest of common/.
const SERVER_LAYERS = [
  { config: 'server/src/config' },
  { kernel: 'server/src/common' },
  { database: 'server/src/database' },
  { events: 'server/src/common/events', media: 'server/src/media', i18n: 'server/src/i18n' },
  { graphql: 'server/src/graphql', openapi: 'server/src/openapi' },
];
// The longer path first: the first element that matches a file decides (common/events/ before common/).
const PLUMBING_ELEMENTS = SERVER_LAYERS.flatMap((layer) => Object.entries(layer))
  .map(([name, pattern]) => ({ type: `plumbing-${name}`, pattern, partialMatch: false }))
  .sort((a, b) => b.pattern.length - a.pattern.length);
const LAYER_ORDER = SERVER_LAYERS.map((layer) =>
  Object.values(layer)
    .map((path) => path.replace('server/src/', ''))
    .join(', '),
).join(' < ');
const layerPolicies = [
  ...SERVER_LAYERS.flatMap((layer, at) =>
    Object.keys(layer).map((name) => ({
      from: { element: { type: `plumbing-${name}` } },
      disallow: {
        to: {
          element: {
            type: SERVER_LAYERS.slice(at)
              .flatMap((above) => Object.keys(above))
              .filter((other) => other !== name)
              .map((other) => `plumbing-${other}`),
          },
        },
      },
      message: `The server's plumbing is layered (${LAYER_ORDER}): ${SERVER_LAYERS[at][name].replace('server/src/', '')} imports only the layers before its own.`,
    })),
  ),
  {
    // The one exception: the request's language (i18n/locale.ts, one negotiation, importing nothing of the
    // server's) is what the request context is built on: kernel by what it does, in i18n/ where the
    // domains import it from.
    from: { element: { type: 'plumbing-kernel' } },
    allow: { to: { element: { type: 'plumbing-i18n', fileInternalPath: 'locale.ts' } } },
  },
];
const CLIENT_SHARED = ['components', 'lib', 'testing', 'locales', 'styles', 'gql'];

const layout = {
  files: ['client/src/**/*.{ts,tsx}', 'server/src/**/*.ts'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    // First match wins: specific folders before the catch-all that discovers features and domains.
    'boundaries/elements': [
      { type: 'client-app', pattern: 'client/src/app', partialMatch: false },
      { type: 'client-shared', pattern: `client/src/{${CLIENT_SHARED.join(',')}}`, partialMatch: false },
      { type: 'client-feature', pattern: 'client/src/features/*', capture: ['feature'], partialMatch: false },
      ...PLUMBING_ELEMENTS,
      { type: 'server-cache', pattern: 'server/src/cache', partialMatch: false },
      { type: 'server-domain', pattern: 'server/src/*', capture: ['domain'], partialMatch: false },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        // Later policies win over earlier ones where both match.
        policies: [
          {
            from: { element: { type: 'client-feature' } },
            disallow: { to: { element: { type: 'client-feature' } } },
            message:
              'A feature does not import another feature: move the shared part to components/ or lib/, or compose them in a route.',
          },
          {
            from: { element: { type: 'client-feature' } },
            allow: {
              to: {
                element: {
                  type: 'client-feature',
                  captured: { feature: '{{ from.element.captured.feature }}' },
                },
              },
            },
          },
          {
            from: { element: { type: 'client-shared' } },
            disallow: { to: { element: { type: 'client-feature' } } },
            message: 'Shared client code (components/, lib/, testing/) does not import a feature.',
          },
          {
            from: { element: { type: 'plumbing-*' } },
            disallow: { to: { element: { type: 'server-domain' } } },
            message:
              'common/, media/, database/, config/ and graphql/ are plumbing: domains depend on them, not the other way round.',
          },
          ...layerPolicies,
          {
            from: { element: { type: 'plumbing-*' } },
            disallow: { to: { element: { type: 'server-cache' } } },
            message:
              'The plumbing does not import the cache: the cache imports it (and listens to the domain events).',
          },
          {
            from: { element: { type: 'server-domain' } },
            disallow: { to: { element: { type: 'server-domain' } } },
            message:
              "A domain uses another domain through that domain's module and its exported service only.",
          },
          {
            from: { element: { type: 'server-domain' } },
            allow: {
              to: [
                {
                  element: {
                    type: 'server-domain',
                    captured: { domain: '{{ from.element.captured.domain }}' },
                  },
                },
                // Exported providers: services, and seeders that another domain's demo data builds on.
                { element: { type: 'server-domain', fileInternalPath: '*.{service,module,seeder}.ts' } },
              ],
            },
          },
          {
            from: { element: { type: 'server-domain' } },
            disallow: { to: { element: { type: 'server-cache' } } },
            message:
              'A domain does not import the cache: it publishes what it changed (common/events), and the cache listens.',
          },
          {
            // The page renderer keeps its pages and reads in the cache's stores.
            from: { element: { type: 'server-domain', captured: { domain: 'ssr' } } },
            allow: { to: { element: { type: 'server-cache', fileInternalPath: 'cache.service.ts' } } },
          },
        ],
      },
    ],
  },
};

// A unit spec stands above what it tests, so the plumbing's layers do not bind it (common/seams.spec.ts
// proves TypeORM's seam on a scratch database); every other layout rule does.
const [severity, { policies, ...dependencyOptions }] = layout.rules['boundaries/dependencies'];
const specsAboveLayers = {
  files: ['server/src/**/*.spec.ts'],
  plugins: { boundaries },
  rules: {
    'boundaries/dependencies': [
      severity,
      { ...dependencyOptions, policies: policies.filter((policy) => !layerPolicies.includes(policy)) },
    ],
  },
};

// No import cycle, in either app: a cycle makes the order modules load in decide what a module sees
// (an import still undefined when it runs), and it blurs which part depends on which.
const noCycles = {
  files: ['client/src/**/*.{ts,tsx}', 'server/src/**/*.ts'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/extensions': ['.ts', '.tsx'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
  },
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
};

// No source file over 400 lines (blank lines aside, as Prettier lays them out), so that a file keeps to one
// job; a test file 500, since one behaviour's cases belong together. Outside it: generated code (client/src/gql,
// test/e2e/gql, test/e2e/rest, the schema: ignored above), and the files listed here, each with its reason.
const LONG_FILES = {
  // The bench's one script: its rows share one set-up, and it is run, not read.
  'scripts/bench.mjs': 'the bench',
};
const TEST_FILES = ['test/**/*.ts', '**/*.spec.ts', '**/*.test.{ts,tsx}'];
const fileLength = [
  {
    files: ['server/src/**/*.ts', 'client/src/**/*.{ts,tsx}', 'scripts/**/*.mjs'],
    ignores: [...Object.keys(LONG_FILES), ...TEST_FILES],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: false }] },
  },
  {
    files: TEST_FILES,
    rules: { 'max-lines': ['error', { max: 500, skipBlankLines: true, skipComments: false }] },
  },
];

// Rows are named where they enter the server: each `.query(`/`.queryPrepared(` names what it answers, as a type
// argument (`db.query<PriceRow[]>(…)`, or `query<unknown>` for a write whose answer is not read) or by the typed
// variable it is assigned to; TypeORM and pg answer `any` otherwise. Migrations only write.
const typedRows = {
  files: ['server/src/**/*.ts'],
  ignores: ['server/src/database/migrations/**', 'server/src/**/*.spec.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector:
          'CallExpression[callee.property.name=/^query(Prepared)?$/]:not([typeArguments]):not(VariableDeclarator[id.typeAnnotation] > CallExpression, VariableDeclarator[id.typeAnnotation] > AwaitExpression > CallExpression)',
        message:
          'Name the rows the statement answers: query<Row[]>(…), query<unknown> for a write whose answer is not read, or a typed variable (`const rows: Row[] = await …`).',
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'client/dist-server/**',
      '**/node_modules/**',
      'client/src/gql/**',
      'test/e2e/gql/**',
      'test/e2e/rest/**',
      'test-results/**',
      'data/**',
      'server/src/metadata.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'test/**/*.ts', 'scripts/**/*.mjs', '*.{ts,mjs,js}', 'server/*.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Tests read loosely typed JSON answers.
    files: ['test/**/*.ts', '**/*.spec.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['server/jest.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Links carry the page's language in their address (lib/language-address.ts): through components/ui/link.tsx.
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['client/src/components/ui/link.tsx', 'client/src/**/*.test.tsx', 'client/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message:
                'Use Link and NavLink from components/ui/link.tsx: they keep the page’s language in the address.',
            },
          ],
          patterns: [
            {
              group: ['react-router', 'react-router/*'],
              importNamePattern: '^UNSAFE_',
              message:
                'React Router’s private parts come through lib/router-seams.ts, the one list an upgrade checks.',
            },
          ],
        },
      ],
    },
  },
  {
    // The one module that names React Router's private parts (its test checks they are still there).
    files: ['client/src/lib/router-seams.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Preloads a test gives a built server with `node --require` (test/support/stall-at-outbox.cjs).
    files: ['test/support/*.cjs'],
    languageOptions: { globals: { ...globals.node }, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['client/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  layout,
  specsAboveLayers,
  noCycles,
  ...fileLength,
  typedRows,
  // Prettier lays the code out (.prettierrc.json; `npm run lint` checks it): ESLint's rules of layout are off.
  prettierConfig,
);
