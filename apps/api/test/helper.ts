// What every API test file uses: a fresh database cloned from the seeded template, and the app
// built on it exactly as main.ts builds it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import {
  PGLITE_OPTIONS,
  wrapPglite,
  wrapPostgresPool,
  type DatabaseHandle,
} from '../src/db/client.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { prepareStatementsOnPool } from '../src/db/statement-cache.ts';
import { buildApp } from '../src/app.ts';
import type { ShopMode } from '../src/lib/shop-mode.ts';
import type { Storefront } from '../src/storefront.ts';
import type { Clock, TestClock } from '../src/lib/clock.ts';
import type { Lifecycle } from '../src/lib/lifecycle.ts';
import type { PaymentProvider } from '../src/lib/payment-provider.ts';
import { withDatabase } from './global-setup.ts';
import { createCustomerDirect } from './direct-customers.ts';

export interface TestDatabase {
  handle: DatabaseHandle;
  close(): Promise<void>;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  if (inject('templateKind') === 'postgres') {
    const url = inject('databaseUrl');
    const name = `haat_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('template')}`);
    const pool = new pg.Pool({ connectionString: withDatabase(url, name), max: 8 });
    // As a serving process runs: statements prepared once per connection (db/statement-cache.ts).
    prepareStatementsOnPool(pool, loadConfig({}).databasePreparedStatements);
    const handle = wrapPostgresPool(pool);
    return {
      handle,
      close: async () => {
        await handle.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dump = new Blob([readFileSync(inject('template'))]);
  const client = await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: dump });
  const handle = wrapPglite(client);
  return { handle, close: () => handle.close() };
}

/**
 * PostgreSQL runs only: a fresh database cloned from the seeded template, by its URL, for a test
 * that opens its own pool or starts the real server on it.
 */
export async function clonePostgresTemplate(
  prefix = 'haat_test',
): Promise<{ url: string; drop(): Promise<void> }> {
  const url = inject('databaseUrl');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('template')}`);
  return {
    url: withDatabase(url, name),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: DatabaseHandle['db'];
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    clock?: Clock;
    /** A clock the test moves through /api/test/clock (docs/decisions/test-clock.md). */
    testClock?: TestClock;
    lifecycle?: Lifecycle;
    /** Runs on the fresh database before the app (and its background jobs) starts. */
    beforeStart?: (db: DatabaseHandle['db']) => Promise<void>;
    /** Fastify logger options (a test reading the log); none by default. */
    logger?: FastifyServerOptions['logger'];
    /** A storefront to render pages with (a test's own least one; the real one needs a build). */
    storefront?: Storefront;
    /** A real shop and its trial switches; the demo by default (lib/shop-mode.ts). */
    shop?: ShopMode;
    /** A built back office to serve under /admin (a test's own folder; the real one needs a build). */
    adminDir?: string;
    /** The payment gateway, made from the app's config and database (a test's own wrapper of one). */
    payments?: (on: { config: Config; db: DatabaseHandle['db'] }) => PaymentProvider;
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  await options.beforeStart?.(database.handle.db);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'haat-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const app = await buildApp({
    db: database.handle.db,
    config,
    logger: options.logger ?? false,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.testClock ? { testClock: options.testClock } : {}),
    ...(options.lifecycle ? { lifecycle: options.lifecycle } : {}),
    ...(options.storefront ? { storefront: options.storefront } : {}),
    ...(options.shop ? { shop: options.shop } : {}),
    ...(options.adminDir ? { adminDir: options.adminDir } : {}),
    ...(options.payments ? { payments: options.payments({ config, db: database.handle.db }) } : {}),
  });
  await app.ready();
  return {
    app,
    db: database.handle.db,
    config,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The whole app on an existing test database (a restarted server, say), as main.ts builds it. */
export async function buildAppOn(
  db: DatabaseHandle['db'],
  options: { config: Config; clock: Clock; shop?: ShopMode },
): Promise<FastifyInstance> {
  const app = await buildApp({
    db,
    config: options.config,
    clock: options.clock,
    logger: false,
    ...(options.shop ? { shop: options.shop } : {}),
  });
  await app.ready();
  return app;
}

/** A bearer token for a customer, signed exactly as login signs it (no password hashing needed). */
export async function signInAs(t: TestApp, customerId: string): Promise<{ authorization: string }> {
  const { createAuth } = await import('../src/plugins/auth.ts');
  const { customers } = await import('../src/db/schema/index.ts');
  const { eq } = await import('drizzle-orm');
  const [customer] = await t.db
    .select({ tokenVersion: customers.tokenVersion })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) throw new Error(`no customer ${customerId}`);
  const auth = createAuth({ db: t.db, config: t.config, clock: { now: () => new Date() } });
  const token = await auth.issueToken({
    id: customerId,
    role: 'customer',
    tokenVersion: customer.tokenVersion,
  });
  return { authorization: `Bearer ${token}` };
}

/** The demo operator's bearer header, signed in through POST /api/admin/login as the back office does. */
export async function signInOperator(t: TestApp): Promise<{ authorization: string }> {
  const { DEMO_ADMIN } = await import('../src/seed/index.ts');
  const { nextIp } = await import('./accounts.ts');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: DEMO_ADMIN,
    remoteAddress: nextIp(),
  });
  if (res.statusCode !== 200) throw new Error(`operator login failed: ${res.body}`);
  return { authorization: `Bearer ${res.json().token as string}` };
}

/** Adds a customer with one address at `pincode` (directory values), for tests that need many buyers. */
export async function createCustomerWithAddress(
  t: TestApp,
  index: number,
  pincode = '302001',
): Promise<{ customerId: string; addressId: string }> {
  return createCustomerDirect(t.db, `test_${index}_${randomBytes(3).toString('hex')}`, pincode);
}
