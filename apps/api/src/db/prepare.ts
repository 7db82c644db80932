// Readies the database before any request is served: applies pending migrations and seeds the
// demo marketplace into an empty database (SEED_ON_START). Runs once per start, in the process
// that starts first — the single server, or a cluster's primary before it forks any worker — and
// on PostgreSQL under an advisory lock, so servers started together on other hosts wait their
// turn instead of migrating the same database at the same moment.
import type { Config } from '../config.ts';
import { createStorage } from '../lib/storage.ts';
import { completeVocabularyCounts, completeVocabularyKeys } from '../modules/search/index.ts';
import { isDatabaseSeeded, seedDemoData } from '../seed/index.ts';
import { withAdvisoryLock } from './advisory-lock.ts';
import type { DatabaseHandle } from './client.ts';

/** Any fixed number of ours: every Haat server on one database takes the same lock. */
const PREPARE_LOCK_KEY = 4_815_162_342;

export interface PreparedDatabase {
  /** The demo marketplace was seeded by this start. */
  seededNow: boolean;
}

export async function prepareDatabase(
  handle: DatabaseHandle,
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'seedOnStart' | 'storage' | 's3'>,
  log: (line: string) => void = console.log,
): Promise<PreparedDatabase> {
  const prepare = async (): Promise<PreparedDatabase> => {
    await handle.migrate();
    // Search words kept before phonetic keys existed get theirs (none once they have).
    const keyed = await completeVocabularyKeys(handle.db);
    if (keyed > 0) log(`Search vocabulary: ${keyed} words given their phonetic keys`);
    // And their product counts, which suggestions choose their way by (none once counted).
    const counted = await completeVocabularyCounts(handle.db);
    if (counted > 0) log(`Search vocabulary: ${counted} words given their product counts`);
    if (!config.seedOnStart || (await isDatabaseSeeded(handle.db))) return { seededNow: false };
    log('Empty database: seeding the demo marketplace…');
    const storage = createStorage(config);
    await seedDemoData(handle.db, {
      media: storage.media,
      invoiceFiles: storage.objects,
      log: (line) => log(`  ${line}`),
    });
    return { seededNow: true };
  };
  if (handle.kind !== 'postgres' || !config.databaseUrl) return prepare();

  // A session lock on a connection of its own: the migrator and the seed take the pool's.
  return withAdvisoryLock(config.databaseUrl, PREPARE_LOCK_KEY, prepare);
}
