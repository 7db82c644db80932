// One serving process: the whole server when WEB_CONCURRENCY is 1, or one worker of a cluster
// (cluster.ts). Opens the database, builds the app, listens, and on SIGTERM/SIGINT shuts down
// gracefully: /api/ready answers 503, no new connection is accepted, requests in flight finish
// (within SHUTDOWN_TIMEOUT_MS), then the storefront and the database close and the process exits 0.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config.ts';
import {
  createLocalChangeFeed,
  createPostgresChangeFeed,
  type ChangeFeed,
} from './db/change-feed.ts';
import {
  createLocalJobQueue,
  createPgBossQueue,
  type JobLog,
  type JobQueue,
} from './jobs/index.ts';
import { DatabaseOpenError, openDatabase, redactUrl, type DatabaseHandle } from './db/client.ts';
import { buildApp } from './app.ts';
import { REPO_ROOT } from './lib/repo-paths.ts';
import { createLifecycle } from './lib/lifecycle.ts';
import { handleUnhandledRejections } from './lib/unhandled-rejections.ts';
import {
  answerPrimaryMetricsRequests,
  collectProcessMetrics,
  registerFailedNotifications,
  registerJobQueueDepth,
  registerPoolStats,
  renderMetrics,
} from './lib/metrics.ts';
import { startMetricsServer, type MetricsServer } from './lib/metrics-server.ts';
import {
  DEMO_ADMIN,
  DEMO_CUSTOMER,
  DEMO_OTHER_PASSWORD,
  DEMO_SELLER_EMAIL,
  isDemoShop,
} from './seed/index.ts';
import type { PreparedDatabase } from './prepare-database.ts';
import { describeShopMode, shopModeOf } from './lib/shop-mode.ts';
import { removeServerFile, writeServerFile } from './lib/server-file.ts';
import { createTestClock } from './lib/clock.ts';
import { countFailedNotifications } from './modules/notifications/index.ts';
import { loadBuiltStorefront, startDevStorefront, type Storefront } from './storefront.ts';

/** Where the database is, for messages (never the password). */
export function describeDatabase(config: Config): string {
  return config.databaseUrl ? redactUrl(config.databaseUrl) : path.join(config.dataDir, 'db');
}

/** Prints why the database cannot be used and exits 1: the start cannot go on without it. */
export function exitOnDatabaseError(config: Config, error: unknown): never {
  const message =
    error instanceof DatabaseOpenError
      ? error.message
      : `Cannot prepare the database at ${describeDatabase(config)}: ${(error as Error).message}`;
  console.error(message);
  console.error(
    'Check DATABASE_URL, or that DATA_DIR is writable and not used by another running server.',
  );
  process.exit(1);
}

export async function openServingDatabase(config: Config): Promise<DatabaseHandle> {
  try {
    return await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
      connectTimeoutMs: config.databaseConnectTimeoutMs,
      preparedStatements: config.databasePreparedStatements,
    });
  } catch (error) {
    exitOnDatabaseError(config, error);
  }
}

/** `npm run dev` (HAAT_WEB_DEV=1) serves the storefront from Vite; otherwise from its build. */
async function loadStorefront(config: Config): Promise<Storefront | undefined> {
  if (process.env.HAAT_WEB_DEV === '1') return startDevStorefront(path.join(REPO_ROOT, 'apps/web'));
  return config.webBuildDir ? loadBuiltStorefront(config.webBuildDir) : undefined;
}

/** What this process hears of the others' writes: LISTEN/NOTIFY on PostgreSQL, nothing alone. */
async function openChangeFeed(config: Config, handle: DatabaseHandle): Promise<ChangeFeed> {
  if (!handle.pool || !config.databaseUrl) return createLocalChangeFeed();
  return createPostgresChangeFeed({
    connectionString: config.databaseUrl,
    pool: handle.pool,
    log: {
      warn: (_detail, message) => console.warn(message),
      info: (message) => console.log(message),
    },
  });
}

/** The job queue: pg-boss in the shop's PostgreSQL database, in-process on PGlite. */
function createJobQueue(config: Config, log: JobLog): JobQueue {
  if (!config.databaseUrl) return createLocalJobQueue({ log });
  return createPgBossQueue({
    connectionString: config.databaseUrl,
    log,
    expireSeconds: config.jobs.expireSeconds,
    maintenanceSeconds: config.jobs.maintenanceSeconds,
    pollingSeconds: config.jobs.pollingSeconds,
  });
}

export interface ServeOptions {
  config: Config;
  /**
   * `single`: the only process — it writes DATA_DIR/server.json, serves the metrics port and
   * prints the banner. `worker`: one of a cluster's; its primary does those (cluster.ts).
   */
  role: 'single' | 'worker';
  /** Single: the database main.ts opened and prepared. A worker opens its own pool. */
  handle?: DatabaseHandle;
  startedAt?: number;
  /** Single: what main.ts's preparation found (the banner says it). */
  prepared?: PreparedDatabase;
}

export async function serve(options: ServeOptions): Promise<void> {
  const { config, role } = options;
  const handle = options.handle ?? (await openServingDatabase(config));
  // Media, invoices, the outbox and the server file live here on PostgreSQL too.
  mkdirSync(config.dataDir, { recursive: true });
  // A shop with no pictures yet (a real one, before its first upload) serves the folder all the same.
  if (config.storage.kind === 'file')
    mkdirSync(path.join(config.dataDir, 'media'), { recursive: true });
  const storefront = await loadStorefront(config);
  const lifecycle = createLifecycle();
  const changeFeed = await openChangeFeed(config, handle);
  // Jobs may report before the app's logger exists; they use it from then on.
  const logs: { app?: JobLog } = {};
  const jobLog: JobLog = {
    info: (detail, message) => (logs.app ?? console).info(detail, message),
    warn: (detail, message) => (logs.app ?? console).warn(detail, message),
    error: (detail, message) => (logs.app ?? console).error(detail, message),
  };
  const jobs = createJobQueue(config, jobLog);
  const shop = shopModeOf(config, await isDemoShop(handle.db));
  const app = await buildApp({
    shop,
    db: handle.db,
    config,
    storefront,
    adminDir: path.join(REPO_ROOT, 'apps/admin/dist'),
    lifecycle,
    changeFeed,
    jobs,
    // docs/decisions/test-clock.md: config.ts allows it only with NODE_ENV=test and one process,
    // main.ts never for a real shop.
    ...(config.testClock ? { testClock: createTestClock() } : {}),
  });
  logs.app = app.log;
  if (config.testClock)
    app.log.warn("HAAT_TEST_CLOCK: this server's clock may be moved forward (tests only)");
  handleUnhandledRejections(app.log);
  if (config.metrics) {
    registerJobQueueDepth(() => jobs.depth());
    registerFailedNotifications(() => countFailedNotifications(handle.db, new Date()));
    collectProcessMetrics();
    if (handle.poolStats) registerPoolStats(handle.poolStats);
    if (role === 'worker') answerPrimaryMetricsRequests();
  }
  let metricsServer: MetricsServer | undefined;

  const shutdown = async (signal: string, exitCode = 0) => {
    if (lifecycle.isShuttingDown) return;
    lifecycle.beginShutdown();
    app.log.info({ signal }, 'shutting down: finishing the requests in flight');
    if (role === 'single') removeServerFile(config.dataDir);
    const force = setTimeout(() => {
      app.log.error(
        `requests still in flight after SHUTDOWN_TIMEOUT_MS=${config.shutdownTimeoutMs}: exiting anyway`,
      );
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    let code = exitCode;
    try {
      await metricsServer?.close();
      // Stops accepting, closes idle keep-alive connections, waits for the requests in flight.
      // Closing the app also stops the job queue, after the jobs running finish.
      await app.close();
      await storefront?.close();
      await changeFeed.close();
      await handle.close();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      code = 1;
    }
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    console.error(`Cannot listen on ${config.host}:${config.port}: ${(error as Error).message}`);
    await handle.close();
    process.exit(1);
  }
  if (role === 'worker') return;

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // The operator CLI finds a running server here and goes through its admin API (PGlite: one process).
  writeServerFile(config.dataDir, { pid: process.pid, port, host: config.host });
  if (config.metrics) {
    try {
      metricsServer = await startMetricsServer({
        ...config.metrics,
        render: renderMetrics,
        onError: (error) => app.log.error({ err: error }, 'metrics could not be collected'),
      });
    } catch (error) {
      console.error(describeMetricsFailure(config.metrics, error));
      await shutdown('METRICS_PORT unavailable', 1);
    }
  }
  printBanner({
    config,
    port,
    kind: handle.kind,
    startedAt: options.startedAt ?? performance.now(),
    prepared: options.prepared ?? {
      seededNow: false,
      demo: shop.kind === 'demo',
      operators: 1,
      missingEntityDetails: [],
    },
    hasStorefront: storefront !== undefined,
    workers: 1,
    metricsPort: metricsServer?.port,
  });
}

export function describeMetricsFailure(
  metrics: { host: string; port: number },
  error: unknown,
): string {
  return `Cannot serve metrics on ${metrics.host}:${metrics.port}: ${(error as Error).message}`;
}

export function printBanner(details: {
  config: Config;
  port: number;
  kind: DatabaseHandle['kind'];
  startedAt: number;
  prepared: PreparedDatabase;
  hasStorefront: boolean;
  workers: number;
  metricsPort: number | undefined;
}): void {
  const seconds = ((performance.now() - details.startedAt) / 1000).toFixed(1);
  const workers = details.workers > 1 ? `, ${details.workers} workers` : '';
  const { prepared, config } = details;
  const what = prepared.demo
    ? `demo shop${prepared.seededNow ? ', demo data seeded' : ''}`
    : 'real shop';
  console.log(
    `\nHaat is ready on http://localhost:${details.port} (${details.kind}${workers}, ${what}, ready in ${seconds} s)`,
  );
  if (details.metricsPort !== undefined && config.metrics) {
    console.log(
      `  Metrics: http://${config.metrics.host}:${details.metricsPort}/metrics (not on the public port)`,
    );
  }
  if (!details.hasStorefront)
    console.log('The web app is not built: run `npm run build` (npm start does it for you).');
  for (const line of describeShopMode(shopModeOf(config, prepared.demo), config)) console.log(line);
  if (prepared.missingEntityDetails.length > 0) {
    console.log(
      `  Every page must name the shop's company and grievance officer; still empty: ${prepared.missingEntityDetails.join(', ')}. ` +
        'Fill them in the back office (Company and grievance officer).',
    );
  }
  if (prepared.demo) {
    // The demo's published logins, printed only while the database is the demo
    // (docs/decisions/going-live.md); `npm run admin -- demo:remove` takes them away.
    console.log(`  Demo shopper:  ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`);
    console.log(`  Demo operator: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
    console.log(`  Demo seller:   ${DEMO_SELLER_EMAIL} / ${DEMO_OTHER_PASSWORD}`);
  } else if (prepared.operators === 0) {
    console.log(
      config.databaseUrl
        ? '  No operator yet: run `npm run admin -- operator:create --email <your e-mail>` to create the first one.'
        : '  No operator yet: stop the server, run `npm run admin -- operator:create --email <your e-mail>`, and start it again.',
    );
  }
}
