// The fuzz's command line and its seeded random numbers (scripts/fuzz.mjs).
import { parseArgs } from 'node:util';

export const USAGE = `Usage: npm run fuzz -- [--minutes 1] [--db pglite|postgres|both] [--topology one|two-behind-nginx]
                     [--seed 1] [--workers 4] [--port 4960] [--out fuzz-failures.json]
  --minutes    how long each run calls the APIs (default 1; 30 for the issue's long run)
  --db         pglite: the embedded database in a temporary folder; postgres: a scratch database made on
               DATABASE_URL's server and dropped after; both: one run on each
  --topology   one: one instance; two-behind-nginx: two instances (PostgreSQL, Redis when REDIS_URL is set)
               behind nginx with docker/nginx/shop.conf
  --seed       the random seed (a run's requests are drawn from it)
  --workers    callers at once (default 4)
  --port       first of the loopback ports used (instance a, b, nginx: port, port+1, port+2)
  --out        where the requests of every failure are written (with the server's log lines)`;

/** The options, checked: a wrong one ends the script before anything starts. */
export function readOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      minutes: { type: 'string', default: '1' },
      db: { type: 'string', default: 'pglite' },
      topology: { type: 'string', default: 'one' },
      seed: { type: 'string', default: '1' },
      workers: { type: 'string', default: '4' },
      port: { type: 'string', default: '4960' },
      out: { type: 'string', default: 'fuzz-failures.json' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const minutes = Number(values.minutes);
  const seed = Number(values.seed);
  const workers = Number(values.workers);
  const port = Number(values.port);
  const problems = [];
  if (!(minutes > 0 && minutes <= 240)) problems.push('--minutes: a number above 0, at most 240');
  if (!['pglite', 'postgres', 'both'].includes(values.db)) problems.push('--db: pglite, postgres or both');
  if (!['one', 'two-behind-nginx'].includes(values.topology))
    problems.push('--topology: one or two-behind-nginx');
  if (!Number.isSafeInteger(seed)) problems.push('--seed: an integer');
  if (!(Number.isInteger(workers) && workers >= 1 && workers <= 32)) problems.push('--workers: 1 to 32');
  if (!(Number.isInteger(port) && port >= 1024 && port <= 65_000)) problems.push('--port: 1024 to 65000');
  if (problems.length) {
    console.error(`${problems.join('\n')}\n\n${USAGE}`);
    process.exit(2);
  }
  const dbs = values.db === 'both' ? ['pglite', 'postgres'] : [values.db];
  return { minutes, dbs, topology: values.topology, seed, workers, port, out: values.out };
}

/** mulberry32: small, fast and the same on every machine, so a seed repeats a run's draws. */
export function generator(seed) {
  let state = seed | 0;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (list) => list[Math.floor(next() * list.length)],
    /** Several distinct items of a list (at most its length). */
    some: (list, most) => {
      const copy = [...list];
      const count = Math.min(copy.length, int(0, most));
      const out = [];
      for (let i = 0; i < count; i += 1) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]);
      return out;
    },
  };
}
