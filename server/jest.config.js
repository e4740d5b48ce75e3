/** Server unit tests (server/src/**\/*.spec.ts) and the HTTP contract tests (test/e2e). */
const swc = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2023',
  },
  module: { type: 'commonjs' },
};

module.exports = {
  rootDir: '..',
  roots: ['<rootDir>/server/src', '<rootDir>/test/e2e'],
  testRegex: '.*\\.(spec|e2e-spec)\\.ts$',
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  transform: { '^.+\\.(t|j|mj|cj)s$': ['@swc/jest', swc] },
  // Nest 12, Apollo 5 and PGlite ship ESM: Jest 30 on Node 20 needs them transformed too.
  transformIgnorePatterns: [],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testEnvironment: 'node',
  // One migrated database per run; each test file's database is a copy of it (test/support/test-app.ts).
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 60000,
};
