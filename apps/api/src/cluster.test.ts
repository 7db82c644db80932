// WEB_CONCURRENCY workers behind one port (cluster.ts), through the real `main.ts`: both workers
// answer, one killed with SIGKILL is replaced, one scrape of the primary's metrics port sees every
// worker, SIGTERM drains them all and exits 0. Several processes need PostgreSQL (PGlite is
// in-process), so this runs when the suite does (DATABASE_URL).
import net from 'node:net';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { clonePostgresTemplate } from '../test/helper.ts';
import { isRunning, startServerProcess, type ServerProcess } from '../test/server-process.ts';
import { parseMetrics, sampleValue } from '../test/prometheus-text.ts';
import { UNTIL } from '../test/waiting.ts';
import { readServerFile, SERVER_FILE } from './lib/server-file.ts';

const isPostgres = inject('templateKind') === 'postgres';

describe.runIf(isPostgres)('several workers on one port', () => {
  let database: Awaited<ReturnType<typeof clonePostgresTemplate>>;
  let server: ServerProcess;
  let metricsUrl: string;
  let probes = 0;

  beforeAll(async () => {
    database = await clonePostgresTemplate('haat_cluster');
    server = await startServerProcess({
      DATABASE_URL: database.url,
      WEB_CONCURRENCY: '2',
      DATABASE_POOL_SIZE: '3',
      METRICS_PORT: '0',
      // Fastify's request log carries each answering process's pid; requests are logged at debug
      // (plugins/request-log.ts).
      LOG_LEVEL: 'debug',
    });
    metricsUrl = (await server.waitForOutput(/Metrics: (http:\/\/127\.0\.0\.1:\d+\/metrics)/))[1]!;
  });

  afterAll(async () => {
    await server?.dispose();
    await database?.drop();
  });

  /** Which processes answered: new connections until two distinct pids are seen (at most 40). */
  async function answeringPids(): Promise<Set<number>> {
    const pids = new Set<number>();
    for (let attempt = 0; attempt < 40 && pids.size < 2; attempt += 1) {
      probes += 1;
      const marker = `probe-${probes}`;
      const res = await fetch(`${server.base}/api/health?marker=${marker}`, {
        headers: { connection: 'close' },
      });
      expect(res.status).toBe(200);
      const line = await server.waitForOutput(
        new RegExp(`\\{[^\\n]*"url":"/api/health\\?marker=${marker}"[^\\n]*\\}`),
        UNTIL.timeout,
      );
      pids.add((JSON.parse(line[0]) as { pid: number }).pid);
    }
    return pids;
  }

  it('the primary writes the server file; two workers, neither of them the primary, answer', async () => {
    expect(readServerFile(server.dataDir)?.pid).toBe(server.child.pid);
    const pids = await answeringPids();
    expect(pids.size).toBe(2);
    expect(pids.has(server.child.pid!)).toBe(false);
  });

  it('one scrape of the primary sees every worker’s requests, pools and the worker count', async () => {
    const samples = parseMetrics(await (await fetch(metricsUrl)).text());
    expect(
      sampleValue(samples, 'http_requests_total', {
        method: 'GET',
        route: '/api/health',
        status_code: '200',
      }),
    ).toBe(probes);
    expect(sampleValue(samples, 'haat_cluster_workers', {})).toBe(2);
    // DATABASE_POOL_SIZE=3 per worker, summed over both.
    expect(sampleValue(samples, 'haat_db_pool_max_connections', {})).toBe(6);
    expect(sampleValue(samples, 'nodejs_eventloop_lag_seconds', {})).toBeGreaterThanOrEqual(0);
  });

  it('a worker killed with SIGKILL is replaced, and the primary says so', async () => {
    const before = await answeringPids();
    const [victim, survivor] = [...before];
    const from = server.output().length;
    process.kill(victim!, 'SIGKILL');
    await server.waitForOutput(
      new RegExp(`worker ${victim} died \\(SIGKILL\\)`),
      UNTIL.timeout,
      from,
    );

    // Until the replacement answers: however long a busy machine takes to start it.
    const after = await vi.waitFor(async () => {
      const pids = await answeringPids();
      expect(pids.size === 2 && !pids.has(victim!)).toBe(true);
      return pids;
    }, UNTIL);
    expect(isRunning(victim!)).toBe(false);
    expect(after.has(survivor!)).toBe(true);
    expect(after.has(victim!)).toBe(false);
    expect(after.size).toBe(2);
    const samples = parseMetrics(await (await fetch(metricsUrl)).text());
    expect(sampleValue(samples, 'haat_cluster_worker_restarts_total', {})).toBe(1);
  });

  it('SIGTERM to the primary drains every worker, removes the server file and exits 0', async () => {
    const workers = await answeringPids();
    server.child.kill('SIGTERM');
    expect(await server.waitForExit(30_000)).toEqual({ code: 0, signal: null });
    for (const pid of workers) expect(isRunning(pid)).toBe(false);
    expect(existsSync(path.join(server.dataDir, SERVER_FILE))).toBe(false);
  });
});

describe.runIf(isPostgres)('workers that cannot start', () => {
  it('stop the start with exit code 1 instead of being replaced forever', async () => {
    const database = await clonePostgresTemplate('haat_cluster_port');
    // The port is taken, so no worker can listen.
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const start = startServerProcess({
        DATABASE_URL: database.url,
        WEB_CONCURRENCY: '2',
        PORT: String(port),
      });
      await expect(start).rejects.toThrow(
        /exited with code 1 before[\s\S]*A worker could not start/,
      );
    } finally {
      blocker.close();
      await database.drop();
    }
  });
});
