// The primary of WEB_CONCURRENCY workers on one port (node:cluster; PostgreSQL only). The database
// is prepared before this runs (main.ts: migrations and the seed, once, here in the primary), so
// workers only open their pools and serve. A worker that dies unexpectedly is replaced, at once
// the first time and then with a growing pause while crashes repeat (a crash loop must not spin).
// SIGTERM/SIGINT drains every worker (serve.ts) and exits when the last one has. With METRICS_PORT
// the primary serves one /metrics for all: every worker's registry, gathered over IPC.
import cluster, { type Worker } from 'node:cluster';
import { pino } from 'pino';
import { AggregatorRegistry, Counter, Gauge, Registry } from 'prom-client';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { PreparedDatabase } from './prepare-database.ts';
import { startMetricsServer, type MetricsServer } from './lib/metrics-server.ts';
import { removeServerFile, writeServerFile } from './lib/server-file.ts';
import { describeMetricsFailure, printBanner } from './serve.ts';
import { hasBuiltStorefront } from './storefront.ts';

/** Crashes counted for the back-off: those within this window of each other. */
const CRASH_WINDOW_MS = 60_000;
const MAX_RESTART_DELAY_MS = 30_000;

/**
 * How long to wait before replacing a worker, given how many crashed in the last minute (this one
 * included): at once for the first, then 1 s, 2 s, 4 s … up to 30 s.
 */
export function restartDelayMs(recentCrashes: number): number {
  if (recentCrashes <= 1) return 0;
  return Math.min(MAX_RESTART_DELAY_MS, 1000 * 2 ** (recentCrashes - 2));
}

export interface ClusterOptions {
  config: Config;
  kind: DatabaseHandle['kind'];
  startedAt: number;
  prepared: PreparedDatabase;
}

export function runCluster({ config, kind, startedAt, prepared }: ClusterOptions): void {
  const log = pino({ level: config.logLevel, base: { pid: process.pid, role: 'primary' } });
  /** Worker ids forked and not yet exited (cluster.workers keeps a dead one until its IPC closes). */
  const alive = new Set<number>();
  const own = new Registry();
  new Gauge({
    name: 'haat_cluster_workers',
    help: 'Worker processes alive',
    registers: [own],
    collect() {
      this.set(alive.size);
    },
  });
  const restarts = new Counter({
    name: 'haat_cluster_worker_restarts_total',
    help: 'Workers replaced after dying unexpectedly',
    registers: [own],
  });
  const aggregator = new AggregatorRegistry();

  const listening = new Set<number>();
  const crashes: number[] = [];
  const pendingRestarts = new Set<NodeJS.Timeout>();
  let ready = false;
  let shuttingDown = false;
  let exitCode = 0;
  let metricsServer: MetricsServer | undefined;

  const fork = (): Worker => {
    const worker = cluster.fork();
    alive.add(worker.id);
    return worker;
  };

  cluster.on('listening', (worker, address) => {
    listening.add(worker.id);
    log.debug({ worker: worker.process.pid }, 'worker listening');
    if (ready || listening.size < config.webConcurrency) return;
    ready = true;
    void announce(address.port);
  });

  const announce = async (port: number) => {
    // The operator CLI reads this to find the server: the primary's pid, the port all workers share.
    writeServerFile(config.dataDir, { pid: process.pid, port, host: config.host });
    if (config.metrics) {
      try {
        metricsServer = await startMetricsServer({
          ...config.metrics,
          render: async () => ({
            contentType: aggregator.contentType,
            body: `${await aggregator.clusterMetrics()}\n${await own.metrics()}`,
          }),
          onError: (error) => log.error({ err: error }, 'metrics could not be collected'),
        });
      } catch (error) {
        console.error(describeMetricsFailure(config.metrics, error));
        exitCode = 1;
        beginShutdown('METRICS_PORT unavailable');
        return;
      }
    }
    printBanner({
      config,
      port,
      kind,
      startedAt,
      prepared,
      hasStorefront: hasBuiltStorefront(config.webBuildDir),
      workers: config.webConcurrency,
      metricsPort: metricsServer?.port,
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    alive.delete(worker.id);
    const wasListening = listening.delete(worker.id);
    const pid = worker.process.pid;
    if (shuttingDown) {
      if (code !== 0) exitCode = 1;
      if (alive.size === 0) void finish();
      return;
    }
    if (!ready && !wasListening) {
      // A worker that cannot start (port taken, database refused) would fail again: stop here.
      console.error(`A worker could not start (exit code ${code ?? signal}); stopping.`);
      exitCode = 1;
      beginShutdown('worker failed to start');
      return;
    }
    const now = Date.now();
    crashes.push(now);
    while (crashes.length > 0 && crashes[0]! < now - CRASH_WINDOW_MS) crashes.shift();
    const delay = restartDelayMs(crashes.length);
    log.error(
      { worker: pid, code, signal, restartInMs: delay },
      `worker ${pid} died (${signal ?? `exit code ${code}`}); starting a replacement${delay ? ` in ${delay / 1000} s` : ''}`,
    );
    const timer = setTimeout(() => {
      pendingRestarts.delete(timer);
      if (shuttingDown) return;
      restarts.inc();
      fork();
    }, delay);
    pendingRestarts.add(timer);
  });

  const finish = async () => {
    removeServerFile(config.dataDir);
    await metricsServer?.close();
    log.info({ exitCode }, 'every worker has stopped');
    process.exit(exitCode);
  };

  const beginShutdown = (reason: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    for (const timer of pendingRestarts) clearTimeout(timer);
    pendingRestarts.clear();
    log.info({ reason }, 'shutting down: draining every worker');
    if (alive.size === 0) {
      void finish();
      return;
    }
    const signalWorkers = (signal: NodeJS.Signals) => {
      for (const id of alive) cluster.workers?.[id]?.process.kill(signal);
    };
    signalWorkers('SIGTERM');
    // Each worker bounds its own drain by SHUTDOWN_TIMEOUT_MS; this bounds a worker that hangs.
    const force = setTimeout(() => {
      exitCode = 1;
      signalWorkers('SIGKILL');
    }, config.shutdownTimeoutMs + 5000);
    force.unref();
  };
  process.on('SIGINT', () => beginShutdown('SIGINT'));
  process.on('SIGTERM', () => beginShutdown('SIGTERM'));

  log.info({ workers: config.webConcurrency }, 'starting workers');
  for (let index = 0; index < config.webConcurrency; index += 1) fork();
}
