// The fuzz's verdicts and its printed table (scripts/fuzz.mjs).

import { HANG_MS } from './record.mjs';

const MB = 1024 * 1024;
const mb = (bytes) => (bytes === undefined ? '-' : `${Math.round(bytes / MB)}`);
const median = (samples) => {
  const sorted = samples.map((s) => s.bytes).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : undefined;
};

/**
 * Whether an instance's resident memory stayed flat: its last minute's median within 15 % or 30 MB
 * (whichever is more) of its second minute's (the first minute is the warm-up: caches, JIT, pools).
 * Judged from a 3-minute run on; a shorter one only reports the figures.
 */
export function memoryVerdict(samples) {
  const last = samples.at(-1)?.t ?? 0;
  const first = median(samples.filter((s) => s.t < 60_000));
  const second = median(samples.filter((s) => s.t >= 60_000 && s.t < 120_000));
  const lastMinute = median(samples.filter((s) => s.t >= last - 60_000));
  const peak = Math.max(0, ...samples.map((s) => s.bytes));
  const judged = last >= 180_000 && second !== undefined;
  const flat = judged ? lastMinute <= Math.max(second * 1.15, second + 30 * MB) : undefined;
  return {
    start: samples[0]?.bytes,
    first,
    second,
    last: lastMinute,
    peak,
    judged,
    flat,
    samples: samples.length,
  };
}

const pad = (cells, widths) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');

function table(header, rows) {
  const widths = header.map((h, i) =>
    Math.max(String(h).length, ...rows.map((row) => String(row[i]).length)),
  );
  return [
    pad(header, widths),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.map((row) => pad(row, widths)),
  ].join('\n');
}

/** Prints each run's figures; answers whether any run failed. */
export function printSummary(results, { gqlOps, restOps, skipped, options }) {
  let bad = false;
  for (const result of results) {
    const { stats } = result;
    console.log(
      `\n== ${result.label}: ${(result.seconds / 60).toFixed(1)} min, seed ${options.seed}, ${options.workers} callers`,
    );
    const roles = ['visitor', 'user', 'admin', 'throwaway'];
    const count = (api, role) => stats.requests[`${api} ${role}`] ?? 0;
    const total = (api) => roles.reduce((sum, role) => sum + count(api, role), 0);
    console.log(
      table(
        ['API', ...roles, 'total'],
        ['graphql', 'rest'].map((api) => [api, ...roles.map((role) => count(api, role)), total(api)]),
      ),
    );
    const gqlCovered = gqlOps.filter((op) => result.covered.graphql.has(op.field.name)).length;
    const restCovered = restOps.filter((op) => result.covered.rest.has(`${op.method} ${op.path}`)).length;
    console.log(
      `operations called: ${gqlCovered}/${gqlOps.length} GraphQL root fields, ${restCovered}/${restOps.length} REST routes`,
    );
    console.log(
      `statuses: ${Object.entries(stats.statuses)
        .map(([s, n]) => `${s}: ${n}`)
        .join(', ')}`,
    );
    console.log(
      `GraphQL error codes: ${
        Object.entries(stats.codes)
          .sort((a, b) => b[1] - a[1])
          .map(([c, n]) => `${c}: ${n}`)
          .join(', ') || 'none'
      }`,
    );
    console.log(
      `429 (rate limited, expected, not a failure): ${stats.limited}; bookkeeping requests: ${stats.setup}; valid writes: ${result.accounts.validWrites}; throwaway accounts: ${result.accounts.throwaways}; re-sign-ins: ${result.accounts.relogins}`,
    );
    console.log(`slowest request: ${stats.slowest.ms} ms (${stats.slowest.what})`);
    const memoryRows = Object.entries(result.memory).map(([name, m]) => [
      name,
      mb(m.start),
      mb(m.first),
      mb(m.second),
      mb(m.last),
      mb(m.peak),
      m.judged ? (m.flat ? 'flat' : 'GROWING') : 'not judged (under 3 min)',
    ]);
    console.log(
      table(
        [
          'instance',
          'RSS MB: start',
          'minute 1 median',
          'minute 2 median',
          'last minute median',
          'peak',
          'verdict',
        ],
        memoryRows,
      ),
    );
    const memoryBad = Object.values(result.memory).some((m) => m.judged && !m.flat);
    const rows = [
      ['HTTP 5xx', stats.counts.http5xx],
      ['GraphQL INTERNAL_SERVER_ERROR', stats.counts.internal],
      [`over ${HANG_MS / 1000} s (hang)`, stats.counts.hangs],
      ['broken connections', stats.counts.network],
      ['instances that died', result.died.length ? result.died.join(', ') : 0],
      ['memory', memoryBad ? 'GROWING' : 'ok'],
    ];
    console.log(table(['failure', 'count'], rows));
    for (const [kind, list] of Object.entries(stats.failures)) {
      for (const f of list.slice(0, 5))
        console.log(
          `  ${kind}: ${f.api} ${f.op} (${f.variant}, ${f.role}) -> ${f.response?.status ?? f.error} ${f.response?.body?.slice(0, 160) ?? ''}`,
        );
    }
    if (result.failed || memoryBad) bad = true;
  }
  for (const reason of skipped) console.log(`\nskipped: ${reason}`);
  return bad;
}
