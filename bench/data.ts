// What the benchmark runs on: the built web app, a cached 100k-product PGlite DATA_DIR under
// bench/.cache/, and (with DATABASE_URL) a PostgreSQL database `haat_bench` — each seeded once and
// reused — plus real ids sampled from that data for the rotating requests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { customers } from '../apps/api/src/db/schema/index.ts';
import { hashPassword } from '../apps/api/src/lib/password.ts';
import {
  openDatabase,
  readRows,
  type Database,
  type DatabaseHandle,
} from '../apps/api/src/db/client.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CACHE_DIR = path.join(ROOT, 'bench/.cache');
export const BENCH_PRODUCTS = 100_000;
export const BENCH_DATABASE = 'haat_bench';
/** A grown shop: a million products on PostgreSQL, in a database of their own. */
export const MILLION_PRODUCTS = 1_000_000;
export const MILLION_DATABASE = 'haat_bench_1m';

export interface Target {
  kind: 'pglite' | 'postgres';
  /** How the table names it: the engine, and the catalogue's size when it is not the usual one. */
  name: string;
  dataDir: string;
  databaseUrl?: string;
  /** How many products its catalogue holds (seeded once, reused while the count matches). */
  products: number;
  /** Only the catalogue is measured (listing, product, suggestions, RSS): the 1M catalogue. */
  catalogOnly?: boolean;
}

// ---------------------------------------------------------------- web build

const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/react-router.config.ts',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/contract/src',
  'packages/india/src',
];

function newestModification(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target))
    newest = Math.max(newest, newestModification(path.join(target, entry)));
  return newest;
}

/** Builds apps/web when its sources are newer than the build (as `npm start` does). */
export function ensureWebBuilt(log: (line: string) => void): void {
  const manifest = path.join(ROOT, 'apps/web/build/server/index.js');
  const builtAt = existsSync(manifest) ? statSync(manifest).mtimeMs : 0;
  const changedAt = Math.max(
    ...WEB_SOURCES.map((source) => newestModification(path.join(ROOT, source))),
  );
  if (changedAt <= builtAt) return;
  log('building the web app…');
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('the web build failed');
}

// ---------------------------------------------------------------- databases

async function countProducts(db: Database): Promise<number> {
  const rows = readRows<{ count: number }>(
    await db.execute(sql`select count(*)::int as count from products`),
  );
  return rows[0]?.count ?? 0;
}

function runSeed(target: Target, products: number, log: (line: string) => void): void {
  log(
    `seeding ${products.toLocaleString('en-IN')} products into ${target.name} (once; reused after)…`,
  );
  const seed = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(ROOT, 'apps/api/src/seed/seed-cli.ts'),
      '--products',
      String(products),
      '--reset',
    ],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        DATA_DIR: target.dataDir,
        DATABASE_URL: target.databaseUrl ?? '',
      },
    },
  );
  if (seed.status !== 0) throw new Error(`seeding ${target.name} failed`);
}

/** Opens the target in this process (PGlite: only while no server holds the same DATA_DIR). */
export async function openTarget(target: Target): Promise<DatabaseHandle> {
  const handle = await openDatabase({
    databaseUrl: target.databaseUrl,
    dataDir: target.dataDir,
    poolSize: 4,
  });
  await handle.migrate();
  return handle;
}

/** Seeds the target unless it already holds the benchmark catalogue. */
export async function prepareTarget(target: Target, log: (line: string) => void): Promise<void> {
  const products = target.products;
  mkdirSync(target.dataDir, { recursive: true });
  let handle = await openTarget(target);
  const count = await countProducts(handle.db);
  if (count === products) {
    // A catalogue seeded before the seed learnt to analyse its tables: the planner needs them.
    const stats = readRows<{ count: number }>(
      await handle.db.execute(
        sql`select count(*)::int as count from pg_stats where tablename = 'products'`,
      ),
    );
    if ((stats[0]?.count ?? 0) === 0) {
      log(`${target.name}: analysing the seeded tables (once)…`);
      await handle.db.execute(sql`vacuum analyze`);
    }
    await ensureBenchShoppers(handle.db);
    await handle.close();
    return;
  }
  await handle.close();
  if (target.kind === 'pglite')
    rmSync(path.join(target.dataDir, 'db'), { recursive: true, force: true });
  runSeed(target, products, log);
  handle = await openTarget(target);
  const seeded = await countProducts(handle.db);
  await ensureBenchShoppers(handle.db);
  await handle.close();
  if (seeded !== products)
    throw new Error(`${target.name}: expected ${products} products, found ${seeded}`);
}

/**
 * Shoppers of the benchmark's own data (never of a shop's): the signed-in scenarios spread their
 * requests over them, as a shop's traffic comes from many shoppers, not one adding 1,000 items a
 * second to one cart (whose row every request would queue behind).
 */
export const BENCH_SHOPPERS = 50;
export const BENCH_SHOPPER_PASSWORD = 'Bench@12345';
export const benchShopperEmail = (index: number) =>
  `bench-shopper-${String(index).padStart(2, '0')}@haat.in`;

async function ensureBenchShoppers(db: Database): Promise<void> {
  const passwordHash = await hashPassword(BENCH_SHOPPER_PASSWORD);
  await db
    .insert(customers)
    .values(
      Array.from({ length: BENCH_SHOPPERS }, (_, index) => ({
        id: `cus_bench_${String(index).padStart(2, '0')}`,
        firstName: 'Bench',
        lastName: `Shopper ${index}`,
        email: benchShopperEmail(index),
        mobile: `90000${String(index).padStart(5, '0')}`,
        passwordHash,
      })),
    )
    .onConflictDoNothing();
}

/** DATABASE_URL names a server; the benchmark uses its own database there, created if missing. */
export async function ensureBenchDatabase(
  databaseUrl: string,
  name = BENCH_DATABASE,
): Promise<string> {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}

// ---------------------------------------------------------------- sampled ids

export interface Sample {
  tree: Array<{ mainCategoryId: string; categoryId: string; subCategoryId: string }>;
  brands: Array<{ brandId: string; subCategoryId: string }>;
  sellers: string[];
  productIds: string[];
  /** Flat published products with plenty of stock: the cart-add rotation. */
  cartProductIds: string[];
  titleWords: string[];
}

/** Deterministic samples (ordered by a hash), so every run asks for the same things. */
export async function sampleIds(db: Database, productPool: number): Promise<Sample> {
  const tree = readRows<{ main: string; cat: string; sub: string }>(
    await db.execute(sql`
      select c.main_category_id as main, c.id as cat, s.id as sub
      from sub_categories s join categories c on c.id = s.category_id order by s.id`),
  );
  const brands = readRows<{ brand: string; sub: string }>(
    await db.execute(sql`
      select brand_id as brand, sub_category_id as sub from products
      where is_published group by brand_id, sub_category_id order by md5(brand_id || sub_category_id) limit 60`),
  );
  const sellers = readRows<{ id: string }>(
    await db.execute(sql`select distinct seller_id as id from products order by 1 limit 20`),
  );
  const products = readRows<{ id: string }>(
    await db.execute(sql`
      select id from products where is_published order by md5(id || 'haat-bench') limit ${productPool}`),
  );
  const cart = readRows<{ id: string }>(
    await db.execute(sql`
      select id from products where is_published and not has_variants and stock >= 50
      order by md5(id || 'haat-cart') limit 8`),
  );
  const words = readRows<{ word: string }>(
    await db.execute(sql`
      select word from search_words where length(word) >= 5 and word ~ '^[a-z]+$'
      order by md5(word || 'haat-words') limit 120`),
  );
  return {
    tree: tree.map((row) => ({
      mainCategoryId: row.main,
      categoryId: row.cat,
      subCategoryId: row.sub,
    })),
    brands: brands.map((row) => ({ brandId: row.brand, subCategoryId: row.sub })),
    sellers: sellers.map((row) => row.id),
    productIds: products.map((row) => row.id),
    cartProductIds: cart.map((row) => row.id),
    titleWords: words.map((row) => row.word),
  };
}
