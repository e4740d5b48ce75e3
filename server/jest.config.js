/** Server unit tests (server/src/**\/*.spec.ts) and the HTTP contract tests (test/e2e). */
const swc = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2023',
  },
  module: { type: 'commonjs' },
};

/** Packages (or scopes) whose code Jest transforms: those that ship ES modules Jest cannot load as they are. */
const ESM_ONLY = [
  '@apollo',
  '@as-integrations',
  '@electric-sql',
  '@graphql-hive',
  '@graphql-tools',
  '@graphql-yoga',
  '@nestjs',
  '@tokenizer',
  'dom-serializer',
  'domelementtype',
  'domhandler',
  'domutils',
  'entities',
  'fast-copy',
  'file-type',
  'fs-capacitor',
  'got',
  'graphql-upload',
  'graphql-ws',
  'graphql-yoga',
  'htmlparser2',
  'mailparser',
  'nanoid',
  'nodemailer',
  'strtok3',
  'token-types',
  'uint8array-extras',
];

module.exports = {
  rootDir: '..',
  roots: ['<rootDir>/server/src', '<rootDir>/test/e2e'],
  testRegex: '.*\\.(spec|e2e-spec)\\.ts$',
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  transform: { '^.+\\.(t|j|mj|cj)s$': ['@swc/jest', swc] },
  // Nest 12, Apollo 5, PGlite and the packages below ship ES modules (some in part), which Jest 30's CommonJS runtime cannot
  // load: they are transformed too. Every other package is loaded as it is (transforming them all cost about 7% of
  // a file's CPU). A test that fails with "Must use import to load ES Module: …/node_modules/<name>/…" names the
  // package to add here.
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testEnvironment: 'node',
  // One migrated database per run; each test file's database is a copy of it (test/support/test-app.ts).
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 60000,
};
