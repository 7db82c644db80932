// The metrics port of the real server (one process; the cluster's is in cluster.test.ts): Prometheus
// text with a latency histogram per route pattern, cache hits and Node's own figures, on its own
// loopback port only. Runs on PGlite, and on PostgreSQL when the suite does.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { clonePostgresTemplate } from '../test/helper.ts';
import { startServerProcess, type ServerProcess } from '../test/server-process.ts';
import { parseMetrics, sampleValue } from '../test/prometheus-text.ts';

const isPostgres = inject('templateKind') === 'postgres';

describe('the metrics port', () => {
  let server: ServerProcess;
  let metricsUrl: string;
  let database: Awaited<ReturnType<typeof clonePostgresTemplate>> | undefined;

  beforeAll(async () => {
    database = isPostgres ? await clonePostgresTemplate('haat_metrics') : undefined;
    server = await startServerProcess({
      METRICS_PORT: '0',
      ...(database ? { DATABASE_URL: database.url, WEB_CONCURRENCY: '1' } : {}),
    });
    const line = await server.waitForOutput(/Metrics: (http:\/\/127\.0\.0\.1:\d+\/metrics)/);
    metricsUrl = line[1]!;
  });

  afterAll(async () => {
    await server?.dispose();
    await database?.drop();
  });

  const scrape = async () => {
    const res = await fetch(metricsUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return parseMetrics(await res.text());
  };

  it('counts and times requests per route pattern, never per address', async () => {
    for (const pincode of ['302001', '110001', '400001']) {
      await fetch(`${server.base}/api/location/pincode/${pincode}`);
    }
    await fetch(`${server.base}/api/no/such/call?x=1`);
    const samples = await scrape();

    const route = { method: 'GET', route: '/api/location/pincode/:pincode' };
    const count = samples.filter(
      (sample) =>
        sample.name === 'http_request_duration_seconds_count' &&
        sample.labels.route === route.route,
    );
    expect(count.reduce((sum, sample) => sum + sample.value, 0)).toBe(3);
    expect(
      samples.some(
        (sample) =>
          sample.name === 'http_request_duration_seconds_bucket' &&
          sample.labels.route === route.route &&
          sample.labels.le === '+Inf',
      ),
    ).toBe(true);
    expect(
      sampleValue(samples, 'http_requests_total', { route: 'unmatched', status_code: '404' }),
    ).toBe(1);
    // No label anywhere carries an address as asked for.
    const routes = new Set(samples.map((sample) => sample.labels.route).filter(Boolean));
    for (const seen of routes) expect(seen).not.toMatch(/302001|110001|400001|\?/);
  });

  it('counts the answer cache’s hits and misses', async () => {
    const before = await scrape();
    const hitsBefore =
      sampleValue(before, 'haat_answer_cache_lookups_total', { cache: 'catalog', result: 'hit' }) ??
      0;
    const missesBefore =
      sampleValue(before, 'haat_answer_cache_lookups_total', {
        cache: 'catalog',
        result: 'miss',
      }) ?? 0;
    await fetch(`${server.base}/api/public/categories`);
    await fetch(`${server.base}/api/public/categories`);
    const after = await scrape();
    expect(
      sampleValue(after, 'haat_answer_cache_lookups_total', { cache: 'catalog', result: 'miss' }),
    ).toBe(missesBefore + 1);
    expect(
      sampleValue(after, 'haat_answer_cache_lookups_total', { cache: 'catalog', result: 'hit' }),
    ).toBe(hitsBefore + 1);
  });

  it('reports Node’s own figures, and the pool’s on PostgreSQL', async () => {
    const samples = await scrape();
    expect(sampleValue(samples, 'nodejs_eventloop_lag_seconds', {})).toBeGreaterThanOrEqual(0);
    expect(sampleValue(samples, 'process_resident_memory_bytes', {})).toBeGreaterThan(0);
    // The demo shop's messages all went out: none given up on.
    expect(sampleValue(samples, 'haat_notifications_failed', {})).toBe(0);
    if (isPostgres) {
      expect(sampleValue(samples, 'haat_db_pool_max_connections', {})).toBe(10);
      expect(sampleValue(samples, 'haat_db_pool_connections', {})).toBeGreaterThanOrEqual(1);
    }
  });

  it('is not served on the public port, and the metrics port serves nothing else', async () => {
    for (const address of ['/metrics', '/api/metrics']) {
      const res = await fetch(`${server.base}${address}`);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('http_request_duration_seconds');
    }
    const other = await fetch(metricsUrl.replace(/\/metrics$/, '/'));
    expect(other.status).toBe(404);
  });

  it('SIGTERM stops the server cleanly with exit code 0', async () => {
    server.child.kill('SIGTERM');
    expect(await server.waitForExit()).toEqual({ code: 0, signal: null });
  });
});

describe('a metrics port already taken', () => {
  it('stops the start with exit code 1 and says which port', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      await expect(startServerProcess({ METRICS_PORT: String(port) })).rejects.toThrow(
        new RegExp(
          `exited with code 1 before[\\s\\S]*Cannot serve metrics on 127\\.0\\.0\\.1:${port}: .*EADDRINUSE`,
        ),
      );
    } finally {
      blocker.close();
    }
  });
});
