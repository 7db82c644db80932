// Starts the server: config, database (migrate, seed an empty one), HTTP, graceful shutdown.
import path from 'node:path';
import { existsSync, mkdirSync } from 'node:fs';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { DatabaseOpenError, openDatabase, redactUrl, type DatabaseHandle } from './db/client.ts';
import { buildApp } from './app.ts';
import { createLocalChangeFeed, createPostgresChangeFeed } from './db/change-feed.ts';
import { createPgBossQueue, type JobLog } from './jobs/index.ts';

/** Before the app (and its logger) exists, the job queue reports to the console. */
const jobLog: JobLog = {
  info: (_detail, message) => console.log(message),
  warn: (detail, message) => console.warn(message, (detail as { err?: Error }).err?.message ?? ''),
  error: (detail, message) =>
    console.error(message, (detail as { err?: Error }).err?.message ?? ''),
};
import { REPO_ROOT, resolveDataDir } from './lib/repo-paths.ts';
import { isDatabaseSeeded, seedDemoData, DEMO_ADMIN, DEMO_CUSTOMER } from './seed/index.ts';
import { removeServerFile, writeServerFile } from './modules/admin/index.ts';
import { loadBuiltStorefront, startDevStorefront, type Storefront } from './storefront.ts';

function resolveConfig(): Config {
  // Paths in the environment are relative to the repository root, wherever npm started us.
  const env = { ...process.env, DATA_DIR: resolveDataDir(process.env) };
  const config = loadConfig(env);
  const webBuildDir = config.webBuildDir ?? path.join(REPO_ROOT, 'apps/web/build');
  return { ...config, webBuildDir: existsSync(webBuildDir) ? webBuildDir : undefined };
}

/** `npm run dev` (HAAT_WEB_DEV=1) serves the storefront from Vite; otherwise from its build. */
async function loadStorefront(config: Config): Promise<Storefront | undefined> {
  if (process.env.HAAT_WEB_DEV === '1') return startDevStorefront(path.join(REPO_ROOT, 'apps/web'));
  return config.webBuildDir ? loadBuiltStorefront(config.webBuildDir) : undefined;
}

async function start(): Promise<void> {
  const startedAt = performance.now();
  let config: Config;
  try {
    config = resolveConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }

  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
    });
    await handle.migrate();
  } catch (error) {
    const where = config.databaseUrl
      ? redactUrl(config.databaseUrl)
      : path.join(config.dataDir, 'db');
    const message =
      error instanceof DatabaseOpenError
        ? error.message
        : `Cannot prepare the database at ${where}: ${(error as Error).message}`;
    console.error(message);
    console.error(
      'Check DATABASE_URL, or that DATA_DIR is writable and not used by another running server.',
    );
    process.exit(1);
  }

  // Media, invoices, the outbox and the server file live here on PostgreSQL too.
  mkdirSync(config.dataDir, { recursive: true });

  let seededNow = false;
  if (config.seedOnStart && !(await isDatabaseSeeded(handle.db))) {
    console.log('Empty database: seeding the demo marketplace…');
    await seedDemoData(handle.db, {
      mediaDir: path.join(config.dataDir, 'media'),
      invoicesDataDir: config.dataDir,
      log: (line) => console.log(`  ${line}`),
    });
    seededNow = true;
  }

  const storefront = await loadStorefront(config);
  const changeFeed =
    handle.pool && config.databaseUrl
      ? await createPostgresChangeFeed({
          connectionString: config.databaseUrl,
          pool: handle.pool,
          log: {
            warn: (_detail, message) => console.warn(message),
            info: (message) => console.log(message),
          },
        })
      : createLocalChangeFeed();
  const jobs = config.databaseUrl
    ? createPgBossQueue({
        connectionString: config.databaseUrl,
        log: jobLog,
        expireSeconds: config.jobs.expireSeconds,
        maintenanceSeconds: config.jobs.maintenanceSeconds,
        pollingSeconds: config.jobs.pollingSeconds,
      })
    : undefined;
  const app = await buildApp({
    db: handle.db,
    changeFeed,
    ...(jobs ? { jobs } : {}),
    config,
    storefront,
    adminDir: path.join(REPO_ROOT, 'apps/admin/dist'),
  });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    removeServerFile(config.dataDir);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await storefront?.close();
      await changeFeed.close();
      await handle.close();
    } finally {
      process.exit(0);
    }
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
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // The operator CLI finds a running server here and goes through its admin API (PGlite: one process).
  writeServerFile(config.dataDir, { pid: process.pid, port, host: config.host });
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(
    `\nHaat is ready on http://localhost:${port} (${handle.kind}, ready in ${seconds} s${seededNow ? ', demo data seeded' : ''})`,
  );
  if (!storefront)
    console.log('The web app is not built: run `npm run build` (npm start does it for you).');
  // The demo accounts exist on every seeded shop; an operator going live removes them.
  console.log(`  Demo shopper:  ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`);
  console.log(`  Demo operator: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
}

await start();
