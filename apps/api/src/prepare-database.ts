// Readies the database before any request is served: applies pending migrations, writes the
// reference data every shop needs (the pin-code directory, default synonyms) once, and seeds the
// demo marketplace into an empty database when the shop is a demo (DEMO_SHOP; never on PostgreSQL
// unless asked for: docs/decisions/going-live.md). Runs once per start, in the process that starts
// first — the single server, or a cluster's primary before it forks any worker — and on
// PostgreSQL under an advisory lock, so servers started together on other hosts wait their turn
// instead of migrating the same database at the same moment.
import { count } from 'drizzle-orm';
import type { Config } from './config.ts';
import { createStorage } from './lib/storage.ts';
import { completeVocabularyCounts, completeVocabularyKeys } from './modules/search/index.ts';
import * as schema from './db/schema/index.ts';
import { isDatabaseSeeded, isDemoShop, seedDemoData, seedReferenceData } from './seed/index.ts';
import { withAdvisoryLock } from './db/advisory-lock.ts';
import { missingEntityDetails } from './modules/grievances/index.ts';
import type { Database, DatabaseHandle } from './db/client.ts';

/** Any fixed number of ours: every Haat server on one database takes the same lock. */
const PREPARE_LOCK_KEY = 4_815_162_342;

export interface PreparedDatabase {
  /** The demo marketplace was seeded by this start. */
  seededNow: boolean;
  /** The database holds the demo marketplace (demo_rows). */
  demo: boolean;
  /** Operator accounts: a real shop has none until `npm run admin -- operator:create`. */
  operators: number;
  /**
   * The entity's and the grievance officer's details still empty (Consumer Protection
   * (E-Commerce) Rules, 2020, rule 4): every start of a real shop warns of them.
   */
  missingEntityDetails: string[];
}

/** Nobody has used this database yet: no catalogue, no accounts. */
async function isDatabaseEmpty(db: Database): Promise<boolean> {
  if (await isDatabaseSeeded(db)) return false;
  const [admins] = await db.select({ value: count() }).from(schema.admins);
  const [sellers] = await db.select({ value: count() }).from(schema.sellers);
  const [customers] = await db.select({ value: count() }).from(schema.customers);
  return (admins?.value ?? 0) + (sellers?.value ?? 0) + (customers?.value ?? 0) === 0;
}

export async function countOperators(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(schema.admins);
  return row?.value ?? 0;
}

export async function prepareDatabase(
  handle: DatabaseHandle,
  config: Pick<
    Config,
    'databaseUrl' | 'dataDir' | 'demoShop' | 'storage' | 's3' | 'jwtSecret' | 'refundDetailsKey'
  >,
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
    let seededNow = false;
    if (config.demoShop && (await isDatabaseEmpty(handle.db))) {
      log('Empty database: seeding the demo marketplace…');
      const storage = createStorage(config);
      await seedDemoData(handle.db, {
        media: storage.media,
        invoiceFiles: storage.objects,
        money: config,
        log: (line) => log(`  ${line}`),
      });
      seededNow = true;
    } else {
      const { pincodesWritten } = await seedReferenceData(handle.db);
      if (pincodesWritten > 0) log(`Pin-code directory: ${pincodesWritten} pin codes written`);
    }
    return {
      seededNow,
      demo: await isDemoShop(handle.db),
      operators: await countOperators(handle.db),
      missingEntityDetails: await missingEntityDetails(handle.db),
    };
  };
  if (handle.kind !== 'postgres' || !config.databaseUrl) return prepare();

  // A session lock on a connection of its own: the migrator and the seed take the pool's.
  return withAdvisoryLock(config.databaseUrl, PREPARE_LOCK_KEY, prepare);
}
