#!/usr/bin/env node
// The published contracts linted as an integrator would lint them (part of `npm run lint`):
// - openapi.json with Redocly CLI (redocly.yaml: recommended rules, warnings as errors; the one known
//   exception in .redocly.lint-ignore.yaml, with its reason) and Spectral (.spectral.yaml: spectral:oas);
// - schema.graphql with graphql-schema-linter (graphql-schema-linter.config.js: the description rules on).
// Each runs offline: the rulesets ship inside the packages, and telemetry and update checks are off.
// Any error or warning fails the run.
import { spawnSync } from 'node:child_process';

const env = {
  ...process.env,
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  NO_UPDATE_NOTIFIER: '1',
};
const LINTERS = [
  ['Redocly CLI', ['redocly', 'lint', 'openapi.json', '--format=stylish']],
  [
    'Spectral',
    ['spectral', 'lint', 'openapi.json', '--ruleset', '.spectral.yaml', '--fail-severity=warn', '--quiet'],
  ],
  ['graphql-schema-linter', ['graphql-schema-linter', 'schema.graphql']],
];

let failed = false;
for (const [name, [bin, ...args]] of LINTERS) {
  const run = spawnSync('npx', ['--no-install', bin, ...args], { env, encoding: 'utf8' });
  if (run.status === 0) {
    console.log(`${name}: no problems`);
    continue;
  }
  failed = true;
  console.error(`${name} found problems:\n${run.stdout}${run.stderr}`);
}
process.exit(failed ? 1 : 0);
