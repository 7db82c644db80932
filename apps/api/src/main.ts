// Starts the server: reads the config, readies the database once (migrations, the demo seed on an
// empty one), then serves — in this process (WEB_CONCURRENCY=1, always on PGlite), or through
// WEB_CONCURRENCY workers forked by cluster.ts, each of which runs this file again as a worker.
import cluster from 'node:cluster';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { prepareDatabase, type PreparedDatabase } from './prepare-database.ts';
import { REPO_ROOT, resolveDataDir } from './lib/repo-paths.ts';
import { exitOnDatabaseError, openServingDatabase, serve } from './serve.ts';
import { refusalsToStart } from './lib/shop-mode.ts';
import { runCluster } from './cluster.ts';

function resolveConfig(): Config {
  // Paths in the environment are relative to the repository root, wherever npm started us.
  const env = { ...process.env, DATA_DIR: resolveDataDir(process.env) };
  try {
    const config = loadConfig(env);
    const webBuildDir = config.webBuildDir ?? path.join(REPO_ROOT, 'apps/web/build');
    return { ...config, webBuildDir: existsSync(webBuildDir) ? webBuildDir : undefined };
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
}

async function start(): Promise<void> {
  const startedAt = performance.now();
  const config = resolveConfig();
  if (cluster.isWorker) {
    await serve({ config, role: 'worker' });
    return;
  }

  if (config.webConcurrency === 1) {
    const handle = await openServingDatabase(config);
    const prepared = await prepareDatabase(handle, config).catch((error: unknown) =>
      exitOnDatabaseError(config, error),
    );
    await refuseUnsafeStart(config, prepared, () => handle.close());
    await serve({ config, role: 'single', handle, startedAt, prepared });
    return;
  }

  // Several workers: migrate and seed here, once, before any of them exists
  // (docs/decisions/processes.md).
  const prepared = await prepareBeforeForking(config).catch((error: unknown) =>
    exitOnDatabaseError(config, error),
  );
  await refuseUnsafeStart(config, prepared, async () => undefined);
  runCluster({ config, kind: 'postgres', startedAt, prepared });
}

/**
 * A real shop does not start with test payments or its messages kept in files unless the operator
 * switched them on for a trial (docs/decisions/going-live.md): exit code 2, each reason named.
 */
async function refuseUnsafeStart(
  config: Config,
  prepared: PreparedDatabase,
  close: () => Promise<void>,
): Promise<void> {
  const reasons = refusalsToStart(config, prepared.demo);
  if (reasons.length === 0) return;
  console.error('Haat did not start: this database is a real shop (it holds no demo data).');
  for (const reason of reasons) console.error(`- ${reason}`);
  await close();
  process.exit(2);
}

/** The primary's own short-lived connection: it serves nothing, so it keeps none open. */
async function prepareBeforeForking(config: Config): Promise<PreparedDatabase> {
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 2,
  });
  try {
    return await prepareDatabase(handle, config);
  } finally {
    await handle.close();
  }
}

await start();
