// `npm run db:migrate`: applies the drizzle migrations (db/migrations) to the configured database —
// the embedded PGlite under DATA_DIR, or PostgreSQL when DATABASE_URL is set — and says what it did.
// The server migrates at every start too; this is for an operator who wants it done beforehand
// (a deploy step, or a PostgreSQL database prepared before the first server starts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config.ts';
import { resolveDataDir } from '../lib/repo-paths.ts';
import { DatabaseOpenError, openDatabase, readRows, redactUrl, type Database } from './client.ts';

/** How many migrations the database has recorded as applied (drizzle's own bookkeeping table). */
export async function countAppliedMigrations(db: Database): Promise<number> {
  const exists = readRows<{ present: boolean }>(
    await db.execute(
      sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
    ),
  );
  if (!exists[0]?.present) return 0;
  const rows = readRows<{ count: number | string }>(
    await db.execute(sql`select count(*) as count from drizzle.__drizzle_migrations`),
  );
  return Number(rows[0]?.count ?? 0);
}

export async function runMigrateCli(environment: NodeJS.ProcessEnv): Promise<number> {
  const config = loadConfig({ ...environment, DATA_DIR: resolveDataDir(environment) });
  const where = config.databaseUrl
    ? `PostgreSQL at ${redactUrl(config.databaseUrl)}`
    : `PGlite in ${path.join(config.dataDir, 'db')}`;
  console.log(`Database: ${where}`);
  let handle;
  try {
    handle = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: 1,
    });
  } catch (error) {
    console.error(error instanceof DatabaseOpenError ? error.message : String(error));
    return 1;
  }
  try {
    const before = await countAppliedMigrations(handle.db);
    await handle.migrate();
    const after = await countAppliedMigrations(handle.db);
    console.log(
      after === before
        ? `Up to date: ${after} migrations applied, none pending.`
        : `Applied ${after - before} migration(s); ${after} in all.`,
    );
    return 0;
  } catch (error) {
    console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runMigrateCli(process.env)
    .then((code) => {
      process.exitCode = code;
    })
    .catch((error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : String(error));
      process.exitCode = 1;
    });
}
