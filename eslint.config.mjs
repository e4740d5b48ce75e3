// Lint for the whole workspace. Beyond the recommended rules it enforces the layout of STYLE.md:
// a client feature never imports another feature (routes compose them), and the server's
// common/ plumbing never reaches into a domain module.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./client/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureBoundaries = features.map((feature) => {
  const others = features.filter((other) => other !== feature);
  return {
    files: [`client/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(features/)?(${others.join('|')})(/|$)`,
              message: 'A feature does not import another feature: move the shared part to components/ or lib/, or compose them in a route.',
            },
          ],
        },
      ],
    },
  };
});

export default tseslint.config(
  { ignores: ['**/dist/**', 'client/dist-server/**', '**/node_modules/**', 'client/src/gql/**', 'test-results/**', 'data/**', 'server/src/metadata.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
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
    files: ['server/src/common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./\\.\\./(users|products|publications|comments)/', message: 'common/ is plumbing: domain modules depend on it, not the other way round.' }] },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['client/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  ...featureBoundaries,
);
