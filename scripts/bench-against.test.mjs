// The side-by-side bench (scripts/bench-against.mjs) reads the bench's own table back: what it takes from it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readTable } from './bench-against.mjs';

const table = `
catalogue: 60 products
name                                  conns  requests  req/s  p50 ms  p95 ms  p99 ms  server ms/req  CPU ms/req  all CPU ms/req  SQL/req  peak RSS MB  failed
------------------------------------  -----  --------  -----  ------  ------  ------  -------------  ----------  --------------  -------  -----------  ------
GET /health                               8      1600  512.3    14.1    20.2    25.0           0.41        0.90            1.80     0.00          160       0
GraphQL list page (computed)             32      1600  201.7   150.0   190.0   230.0           2.05        4.10               -     4.00          190       0
GraphQL list page (computed)              1       200  150.0     6.0     8.0     9.0           1.50        3.00               -     4.00          190       0

EXPLAIN of the list page:
`;

test('reads each row of the bench table by its name and connections, with its requests a second, server ms and CPU ms', () => {
  const rows = readTable(table);
  assert.deepEqual(
    [...rows.keys()],
    ['GET /health @8', 'GraphQL list page (computed) @32', 'GraphQL list page (computed) @1'],
  );
  assert.deepEqual(rows.get('GraphQL list page (computed) @32'), {
    perSecond: 201.7,
    serverMs: 2.05,
    cpuMs: 4.1,
  });
  assert.deepEqual(rows.get('GraphQL list page (computed) @1'), { perSecond: 150, serverMs: 1.5, cpuMs: 3 });
});

test('refuses an output without the table rather than comparing nothing', () => {
  assert.throws(() => readTable('the server did not start'), /no bench table/);
});
