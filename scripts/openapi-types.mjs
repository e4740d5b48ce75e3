#!/usr/bin/env node
// TypeScript types of the REST API from openapi.json (@hey-api/openapi-ts, types only): what the e2e
// tests and an integrator's TypeScript read the answers as. `npm run codegen` writes them to
// test/e2e/rest; check-codegen.mjs writes them elsewhere and compares.
import { createClient } from '@hey-api/openapi-ts';

const [input = 'openapi.json', output = 'test/e2e/rest'] = process.argv.slice(2);
await createClient({
  input,
  output: { path: output },
  plugins: ['@hey-api/typescript'],
  logs: { level: 'silent' },
});
console.log(`REST API types written to ${output}`);
