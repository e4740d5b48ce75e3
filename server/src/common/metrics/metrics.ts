import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's Prometheus metrics (GET /metrics, metrics-endpoint.ts). One registry per process, as
 * Prometheus sees a process: apps started side by side in one process (the tests) add to the same
 * numbers. Labels are bounded sets only (route templates, methods, statuses, store and event names,
 * the first operation names): never an id, an address or anything a caller typed.
 */
export const registry = new Registry();
// Under their standard names (process_*, nodejs_*), which stock Node.js dashboards look for; the shop's own carry `shop_`.
collectDefaultMetrics({ register: registry });

/** A counter by name, made once: a domain's own (`shop_mails_total`, say) is one call wherever it is needed. */
export function shopCounter<L extends string = never>(
  name: string,
  help: string,
  labelNames: readonly L[] = [],
): Counter<L> {
  return (
    (registry.getSingleMetric(name) as Counter<L> | undefined) ??
    new Counter<L>({ name, help, labelNames, registers: [registry] })
  );
}

/** A gauge by name, made once; `collect` is read at every scrape. */
export function shopGauge<L extends string = never>(
  name: string,
  help: string,
  labelNames: readonly L[] = [],
  collect?: (gauge: Gauge<L>) => void,
): Gauge<L> {
  const existing = registry.getSingleMetric(name) as Gauge<L> | undefined;
  if (existing) return existing;
  return new Gauge<L>({
    name,
    help,
    labelNames,
    registers: [registry],
    ...(collect && {
      collect(this: Gauge<L>) {
        collect(this);
      },
    }),
  });
}

/** A histogram (seconds) by name, made once. */
export function shopHistogram<L extends string = never>(
  name: string,
  help: string,
  labelNames: readonly L[],
  buckets: number[],
): Histogram<L> {
  return (
    (registry.getSingleMetric(name) as Histogram<L> | undefined) ??
    new Histogram<L>({ name, help, labelNames, buckets, registers: [registry] })
  );
}

/** Seconds since a `performance.now()` reading. */
export const secondsSince = (start: number) => (performance.now() - start) / 1000;

const LATENCY = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequestSeconds = shopHistogram(
  'shop_http_request_duration_seconds',
  'HTTP requests by route template, method and status',
  ['route', 'method', 'status'],
  LATENCY,
);

export const graphqlOperations = shopCounter(
  'shop_graphql_operations_total',
  'GraphQL operations by name, type and outcome',
  ['operation', 'type', 'outcome'],
);

export const keptAnswerLookups = shopCounter(
  'shop_kept_answer_lookups_total',
  'Kept answers asked for, by store and result (hit, miss)',
  ['store', 'result'],
);

export const pageRenderSeconds = shopHistogram(
  'shop_page_render_duration_seconds',
  'Pages rendered on the server (the page cache missed), by outcome',
  ['outcome'],
  LATENCY,
);

export const embeddedSessionWaitSeconds = shopHistogram(
  'shop_embedded_session_wait_seconds',
  "Time a conversation waited for the embedded database's one session",
  [],
  [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
);
export const embeddedSessionBusy = shopCounter(
  'shop_embedded_session_busy_total',
  'Conversations answered busy after waiting past the limit for the embedded session',
);

export const encodeQueueWaiting = shopGauge(
  'shop_encode_queue_waiting',
  'Picture encoding jobs waiting for a slot',
);
export const encodeJobsRunning = shopGauge('shop_encode_jobs_running', 'Picture encoding jobs running');

export const eventsPublished = shopCounter(
  'shop_domain_events_published_total',
  'Domain events published by this instance, by type',
  ['type'],
);
export const eventsRelayed = shopCounter(
  'shop_domain_events_relayed_total',
  'Domain events sent to the other instances through Redis',
);
export const eventsReceived = shopCounter(
  'shop_domain_events_received_total',
  'Domain events heard from the other instances',
);
export const eventRelayFailures = shopCounter(
  'shop_domain_events_relay_failures_total',
  'Domain events that could not be sent to the other instances',
);

/** What a database pool reports at a scrape. */
export interface PoolLike {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

const pools = new Set<PoolLike>();

/** A pool whose connections and waiting queries are reported while it is open; the returned function forgets it. */
export function trackPool(pool: PoolLike): () => void {
  pools.add(pool);
  return () => pools.delete(pool);
}

shopGauge(
  'shop_db_pool_connections',
  'Database pool connections, by state (idle, busy)',
  ['state'],
  (gauge) => {
    let total = 0;
    let idle = 0;
    for (const pool of pools) {
      total += pool.totalCount;
      idle += pool.idleCount;
    }
    gauge.set({ state: 'idle' }, idle);
    gauge.set({ state: 'busy' }, total - idle);
  },
);
shopGauge('shop_db_pool_waiting', 'Queries waiting for a database pool connection', [], (gauge) => {
  let waiting = 0;
  for (const pool of pools) waiting += pool.waitingCount;
  gauge.set(waiting);
});
