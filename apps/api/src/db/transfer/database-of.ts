// The database a backup or a restore works on, chosen as the server chooses it: PostgreSQL when
// DATABASE_URL is set, otherwise the embedded PGlite in DATA_DIR (never while a server uses it).
import { loadConfig, type S3Config } from '../../config.ts';
import { resolveDataDir } from '../../lib/repo-paths.ts';
import { refuseWhileServerRuns } from './cli.ts';
import { openEmbeddedSession, openPostgresSession, type SqlSession } from './session.ts';

const configOf = (environment: NodeJS.ProcessEnv) =>
  loadConfig({ ...environment, DATA_DIR: resolveDataDir(environment) });

/** How an s3:// backup's service is reached: the S3_* variables, as the server reads them. */
export function configuredS3(environment: NodeJS.ProcessEnv): S3Config {
  return configOf(environment).s3;
}

export async function openConfiguredDatabase(
  environment: NodeJS.ProcessEnv,
  options: { create: boolean },
): Promise<{ session: SqlSession; dataDir: string }> {
  const config = configOf(environment);
  if (config.databaseUrl) {
    return { session: await openPostgresSession(config.databaseUrl), dataDir: config.dataDir };
  }
  await refuseWhileServerRuns(config.dataDir);
  return {
    session: await openEmbeddedSession(config.dataDir, options),
    dataDir: config.dataDir,
  };
}
