// `npm run db:seed [-- --products N] [-- --reset]`: migrates the database and fills it with the
// demo marketplace when it is empty. npm runs this with apps/api as the working directory, so a
// DATA_DIR that is unset or relative is taken from the repository root, as the server does.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { ConfigError, loadConfig } from '../config.ts';
import { REPO_ROOT, resolveDataDir } from '../lib/repo-paths.ts';
import { createStorage } from '../lib/storage.ts';
import { DatabaseOpenError, openDatabase } from '../db/client.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import {
  DEFAULT_PRODUCT_COUNT,
  MAX_PRODUCT_COUNT,
  DEMO_ADMIN,
  DEMO_CUSTOMER,
  isDatabaseSeeded,
  seedDemoData,
} from './index.ts';
import type { SeedSummary } from './index.ts';

const USAGE = `Usage: npm run db:seed -- [--products N] [--reset]
  --products N  how many products to generate (default ${DEFAULT_PRODUCT_COUNT}, at most 1000000)
  --reset       empty every table first, then seed`;

export interface SeedArguments {
  products: number;
  reset: boolean;
  help: boolean;
}

export class UsageError extends Error {
  override name = 'UsageError';
}

export function parseSeedArguments(argv: readonly string[]): SeedArguments {
  const parsed: SeedArguments = { products: DEFAULT_PRODUCT_COUNT, reset: false, help: false };
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? '';
    if (argument === '--reset') parsed.reset = true;
    else if (argument === '--help' || argument === '-h') parsed.help = true;
    else if (argument === '--products' || argument.startsWith('--products=')) {
      const value =
        argument === '--products' ? argv[(index += 1)] : argument.slice('--products='.length);
      if (
        value === undefined ||
        !/^[0-9]+$/.test(value) ||
        Number(value) < 1 ||
        Number(value) > MAX_PRODUCT_COUNT
      ) {
        throw new UsageError(
          `--products needs a whole number from 1 to 1000000, got '${value ?? ''}'`,
        );
      }
      parsed.products = Number(value);
    } else throw new UsageError(`Unknown option '${argument}'`);
  }
  return parsed;
}

/** Every table in schema.ts, emptied in one statement; CASCADE covers the foreign keys. */
export async function truncateAllTables(db: Database): Promise<number> {
  const names = Object.values(schema)
    .filter((value: unknown): value is PgTable => is(value, PgTable))
    .map((table) => `"${getTableName(table)}"`);
  await db.execute(sql.raw(`TRUNCATE TABLE ${names.join(', ')} CASCADE`));
  return names.length;
}

function printSummary(summary: SeedSummary, where: string): void {
  const width = Math.max(...Object.keys(summary.counts).map((name) => name.length));
  console.log('\nRows written:');
  for (const [table, rows] of Object.entries(summary.counts)) {
    console.log(`  ${table.padEnd(width)}  ${rows.toLocaleString('en-IN')}`);
  }
  console.log(`\nPictures: ${summary.mediaFiles} files in ${where}`);
  const pins = summary.examplePincodes;
  console.log(
    `Pin codes to try: ${pins.serviceable} (delivers, COD too), ${pins.codUnavailable} (prepaid only), ${pins.unserviceable} (not delivered)`,
  );
  console.log('\nDemo logins:');
  console.log(`  customer  ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`);
  console.log(`  admin     ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
}

async function main(): Promise<number> {
  const startedAt = performance.now();
  let options: SeedArguments;
  try {
    options = parseSeedArguments(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  if (!existsSync(path.join(REPO_ROOT, 'package.json'))) {
    console.error(`Cannot find the repository root at ${REPO_ROOT}`);
    return 1;
  }

  const dataDir = resolveDataDir(process.env);
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
  const where =
    config.databaseUrl === undefined
      ? `PGlite in ${path.join(config.dataDir, 'db')}`
      : 'PostgreSQL (DATABASE_URL)';
  console.log(`Database: ${where}`);

  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: 2,
    });
  } catch (error) {
    console.error(
      error instanceof DatabaseOpenError
        ? error.message
        : `Cannot open the database: ${String(error)}`,
    );
    return 1;
  }
  try {
    await handle.migrate();
    if (options.reset) {
      const tables = await truncateAllTables(handle.db);
      console.log(`Emptied ${tables} tables.`);
    } else if (await isDatabaseSeeded(handle.db)) {
      console.log('Database already has data; use --reset to start again.');
      return 0;
    }
    const storage = createStorage(config);
    console.log(`Seeding ${options.products.toLocaleString('en-IN')} products...`);
    const summary = await seedDemoData(handle.db, {
      products: options.products,
      media: storage.media,
      invoiceFiles: storage.objects,
      money: config,
      log: (line) =>
        console.log(`  ${line} (${((performance.now() - startedAt) / 1000).toFixed(1)} s)`),
    });
    printSummary(summary, storage.objects.description);
    console.log(`\nSeeded in ${((performance.now() - startedAt) / 1000).toFixed(1)} s.`);
    return 0;
  } finally {
    await handle.close();
  }
}

// Run only as a script, so tests can import the helpers above.
if (
  process.argv[1] !== undefined &&
  path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)
) {
  main()
    .then((code) => {
      process.exitCode = code;
    })
    .catch((error: unknown) => {
      if (error instanceof ConfigError) console.error(error.message);
      else
        console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    });
}
