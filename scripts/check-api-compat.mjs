#!/usr/bin/env node
// Breaking changes to the published contracts fail unless acknowledged. Integrators build on
// openapi.json (the REST API) and schema.graphql (GraphQL): a removed path, field or answer property,
// a narrowed type or a new required input breaks them. Every commit on main's first-parent line since
// this check arrived is compared with its first parent (a merge with the main line it joins), with
// api-smart-diff for the OpenAPI document and graphql-inspector for the schema. A commit whose change
// breaks either must say so in its message with a line `API-Breaking: <why, and what callers do now>`.
// Changes not yet committed are reported, not failed: the commit that carries them must acknowledge them.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { diff } from '@graphql-inspector/core';
import { apiCompare } from 'api-smart-diff';
import { buildSchema } from 'graphql';

const ACKNOWLEDGED = /^API-Breaking:\s*\S/m;
const THIS_CHECK = 'scripts/check-api-compat.mjs';

/** What in `after` breaks a caller of `before`, one sentence each. */
const BREAKING = {
  'schema.graphql': async (before, after) =>
    (await diff(buildSchema(before), buildSchema(after)))
      .filter((change) => change.criticality.level === 'BREAKING')
      .map((change) => change.message),
  'openapi.json': async (before, after) =>
    apiCompare(JSON.parse(before), JSON.parse(after))
      .diffs.filter((change) => change.type === 'breaking')
      .map((change) => change.description || `${change.action} ${change.path.join('/')}`),
};

const git = (...args) =>
  execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
const attempt = (fn) => {
  try {
    return fn();
  } catch {
    return undefined;
  }
};
const fileAt = (revision, file) =>
  attempt(() =>
    execFileSync('git', ['show', `${revision}:${file}`], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 << 20,
    }),
  );

/** Each kind of break once (one removed property shows in every answer that holds it), at most 20. */
async function breakingChanges(before, after) {
  const found = new Set();
  for (const [file, compare] of Object.entries(BREAKING)) {
    const [old, now] = [before(file), after(file)];
    if (old === undefined || now === undefined || old === now) continue;
    for (const message of await compare(old, now)) found.add(`${file}: ${message}`);
  }
  const list = [...found];
  return list.length > 20 ? [...list.slice(0, 20), `… and ${list.length - 20} more`] : list;
}

if (!attempt(() => git('rev-parse', '--is-inside-work-tree'))) {
  console.log('API compatibility: not a git checkout, nothing to compare.');
  process.exit(0);
}

// From the commit that brought this check (earlier history is not judged by it) to HEAD.
const since = attempt(() =>
  git('log', '--diff-filter=A', '--format=%H', '--', THIS_CHECK).split('\n').at(-1),
);
const line = since ? git('rev-list', '--first-parent', 'HEAD').split('\n') : [];
const checked = since ? line.slice(0, line.indexOf(since) + 1) : [];
const unacknowledged = [];
for (const commit of checked) {
  const parent = attempt(() => git('rev-parse', `${commit}^1`));
  if (!parent) continue; // the root, or the edge of a shallow clone
  const broken = await breakingChanges(
    (file) => fileAt(parent, file),
    (file) => fileAt(commit, file),
  );
  if (broken.length && !ACKNOWLEDGED.test(git('log', '-1', '--format=%B', commit))) {
    unacknowledged.push(
      `${commit.slice(0, 10)} ${git('log', '-1', '--format=%s', commit).slice(0, 80)}\n${broken.map((change) => `    ${change}`).join('\n')}`,
    );
  }
}

const pending = await breakingChanges(
  (file) => fileAt('HEAD', file),
  (file) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined),
);
if (pending.length) {
  console.warn(
    `Not yet committed, breaking for callers (the commit needs an \`API-Breaking:\` line saying why):\n${pending.map((change) => `    ${change}`).join('\n')}`,
  );
}
if (unacknowledged.length) {
  console.error(
    `Breaking API changes without an \`API-Breaking:\` line in their commit message:\n${unacknowledged.join('\n')}`,
  );
  process.exit(1);
}
console.log(`API compatibility: ${checked.length} commit(s) checked, every breaking change acknowledged.`);
