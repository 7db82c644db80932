// Prometheus metrics of one serving process (prom-client's default registry): requests per route
// pattern, the database pool, the answer caches, the job queue, Node's own. Served only when
// METRICS_PORT is set, on that port (lib/metrics-server.ts); with several workers the primary
// collects every worker's registry into one answer (cluster.ts, prom-client's AggregatorRegistry).
import {
  AggregatorRegistry,
  Counter,
  Gauge,
  Histogram,
  collectDefaultMetrics,
  register,
} from 'prom-client';
import type { PoolStats } from '../db/client.ts';

export const metricsRegistry = register;

/** Seconds: from a cached answer (~1 ms) to a slow report; Prometheus adds +Inf. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

// Labels are the route's pattern (`/api/public/product`, `/api/customer/order/:orderID`), never
// the address asked for: one series per route and status, however many products or crawlers.
const REQUEST_LABELS = ['method', 'route', 'status_code'] as const;
type RequestLabels = Record<(typeof REQUEST_LABELS)[number], string>;

const requestDuration = new Histogram<(typeof REQUEST_LABELS)[number]>({
  name: 'http_request_duration_seconds',
  help: 'Time from request to the last byte of the answer, per route pattern',
  labelNames: REQUEST_LABELS,
  buckets: LATENCY_BUCKETS,
});
const requestsTotal = new Counter<(typeof REQUEST_LABELS)[number]>({
  name: 'http_requests_total',
  help: 'Requests answered, per route pattern and status',
  labelNames: REQUEST_LABELS,
});

/** A request that matched no route is counted under this one pattern. */
export const UNMATCHED_ROUTE = 'unmatched';

export function observeRequest(labels: RequestLabels, seconds: number): void {
  requestDuration.observe(labels, seconds);
  requestsTotal.inc(labels);
}

const cacheLookups = new Counter<'cache' | 'result'>({
  name: 'haat_answer_cache_lookups_total',
  help: 'Lookups in the in-process answer caches: hit (served from memory) or miss (computed)',
  labelNames: ['cache', 'result'],
});

export type CacheLookup = 'hit' | 'miss';

/** Counts for one named cache; the label children are bound once, so a lookup costs an addition. */
export function cacheLookupCounter(cache: string): (result: CacheLookup) => void {
  const hit = cacheLookups.labels({ cache, result: 'hit' });
  const miss = cacheLookups.labels({ cache, result: 'miss' });
  return (result) => (result === 'hit' ? hit : miss).inc();
}

// ---- The PostgreSQL pool: read when scraped ----

const poolSources = new Set<() => PoolStats>();

/** Reports a pool's use at each scrape until the returned function is called. */
export function registerPoolStats(read: () => PoolStats): () => void {
  poolSources.add(read);
  return () => poolSources.delete(read);
}

function sumPools(pick: (stats: PoolStats) => number): number {
  let sum = 0;
  for (const read of poolSources) sum += pick(read());
  return sum;
}

function poolGauge(name: string, help: string, pick: (stats: PoolStats) => number): void {
  new Gauge({
    name,
    help,
    collect() {
      this.set(sumPools(pick));
    },
  });
}

poolGauge('haat_db_pool_connections', 'Open PostgreSQL connections, busy or idle', (s) => s.total);
poolGauge('haat_db_pool_idle_connections', 'Open PostgreSQL connections not in use', (s) => s.idle);
poolGauge(
  'haat_db_pool_waiting_requests',
  'Queries waiting for a PostgreSQL connection (past DATABASE_CONNECT_TIMEOUT_MS they answer 503)',
  (s) => s.waiting,
);
poolGauge('haat_db_pool_max_connections', 'DATABASE_POOL_SIZE, per process', (s) => s.max);

// ---- The job queue: whoever owns it says how deep it is ----

export type QueueDepthReader = () => Promise<Record<string, number>> | Record<string, number>;
let readQueueDepth: QueueDepthReader | undefined;

/**
 * The job queue reports its depth (jobs waiting, per queue) through this at each scrape. The queue
 * lives in the database, so every worker reads the same figures: the cluster's answer takes the
 * largest (not the sum). Returns a function that unregisters.
 */
export function registerJobQueueDepth(read: QueueDepthReader): () => void {
  readQueueDepth = read;
  return () => {
    if (readQueueDepth === read) readQueueDepth = undefined;
  };
}

new Gauge<'queue'>({
  name: 'haat_job_queue_depth',
  help: 'Jobs waiting to run, per queue',
  labelNames: ['queue'],
  aggregator: 'max',
  async collect() {
    this.reset();
    const read = readQueueDepth;
    if (!read) return;
    // A database out of reach must not fail the whole scrape: the series is absent instead.
    const depths = await Promise.resolve()
      .then(() => read())
      .catch(() => ({}));
    for (const [queue, depth] of Object.entries(depths)) this.set({ queue }, depth);
  },
});

// ---- Messages to shoppers given up on: the operator's sign that a gateway needs a look ----

let readFailedNotifications: (() => Promise<number>) | undefined;

/** Reports, at each scrape, how many messages will not be sent (every try failed or refused). */
export function registerFailedNotifications(read: () => Promise<number>): () => void {
  readFailedNotifications = read;
  return () => {
    if (readFailedNotifications === read) readFailedNotifications = undefined;
  };
}

new Gauge({
  name: 'haat_notifications_failed',
  help: 'Messages to shoppers (SMS, e-mail) given up on: every try failed, or the provider refused them for good',
  // One table read by every worker: the cluster's answer takes the largest, not the sum.
  aggregator: 'max',
  async collect() {
    this.reset();
    const read = readFailedNotifications;
    if (!read) return;
    // A database out of reach must not fail the whole scrape: the series is absent instead.
    const failed = await read().catch(() => undefined);
    if (failed !== undefined) this.set(failed);
  },
});

let defaultsOn = false;

/** Node's own: event-loop lag, heap, GC, CPU, handles (once per process). */
export function collectProcessMetrics(): void {
  if (defaultsOn) return;
  defaultsOn = true;
  collectDefaultMetrics({ register: metricsRegistry });
}

/**
 * In a cluster's worker: answer the primary's requests for this registry over IPC. prom-client
 * (15.1) installs that listener only when an AggregatorRegistry is constructed, in the worker too.
 */
export function answerPrimaryMetricsRequests(): void {
  new AggregatorRegistry();
}

/** This process's metrics in Prometheus text format. */
export async function renderMetrics(): Promise<{ contentType: string; body: string }> {
  return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
}
