// The PostgreSQL pool fails fast: every connection busy past DATABASE_CONNECT_TIMEOUT_MS, or the
// database gone, answers 503 in the envelope with Retry-After — never a 500, never a hang — and
// the same process serves again once the database is back (node-postgres's pool reconnects).
// PostgreSQL only: PGlite lives inside the process and has no pool or network to lose.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { wrapPostgresPool, type DatabaseHandle } from './db/client.ts';
import { clonePostgresTemplate } from '../test/helper.ts';
import { leastStorefront } from '../test/least-storefront.ts';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.ts';
import { TEST_CAPTCHA } from '../test/orders.fixtures.ts';
import { createCustomerDirect } from '../test/direct-customers.ts';
import { UNTIL, allowingForLoad } from '../test/waiting.ts';
import { createAuth } from './plugins/auth.ts';
import { cartItems, orders, products } from './db/schema/index.ts';
import { and, eq, sql } from 'drizzle-orm';

const isPostgres = inject('templateKind') === 'postgres';
const LOOKUP = '/api/location/pincode/302001';
const CONNECT_TIMEOUT_MS = 400;

/**
 * The least storefront a server renders: one page whose loader asks the API for a pin code, as
 * the real pages' loaders ask for products, and that prints the status it was rendered with.
 */
const storefrontNeedingTheDatabase = () =>
  leastStorefront({
    rootLoader: async ({ context }) => {
      const answer = await context.fetch(LOOKUP, {});
      if (!answer.ok) throw new Error(`the API answered ${answer.status}`);
      return answer.json();
    },
    pages: { page: { path: ':name' } },
    render: (status) => `<!doctype html><p>rendered with ${status}</p>`,
  });

describe.runIf(isPostgres)('a PostgreSQL pool that cannot serve a request', () => {
  let database: Awaited<ReturnType<typeof clonePostgresTemplate>>;
  let proxy: TcpProxy;
  let pool: pg.Pool;
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let dataDir: string;
  let checkoutConfig: ReturnType<typeof loadConfig>;
  let pagesApp: FastifyInstance;

  beforeAll(async () => {
    database = await clonePostgresTemplate('haat_unavailable');
    const url = new URL(database.url);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    // One connection, so the test can hold it; the bound the server is given by config.
    pool = new pg.Pool({
      connectionString: url.toString(),
      max: 1,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    pool.on('error', () => undefined);
    handle = wrapPostgresPool(pool);
    dataDir = mkdtempSync(path.join(tmpdir(), 'haat-unavailable-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DATABASE_URL: url.toString(),
      HAAT_TEST_CAPTCHA: TEST_CAPTCHA,
      COD_LIMIT_PAISE: '1000000000',
    });
    app = await buildApp({ db: handle.db, config, logger: false });
    checkoutConfig = config;
    await app.ready();
    pagesApp = await buildApp({
      db: handle.db,
      config,
      logger: false,
      storefront: storefrontNeedingTheDatabase(),
    });
    await pagesApp.ready();
  });

  afterAll(async () => {
    await pagesApp?.close();
    await app?.close();
    await handle?.close();
    await proxy?.close();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('a request that gets no connection in time answers 503 with Retry-After, then 200 when one frees', async () => {
    const held = await pool.connect();
    const startedAt = performance.now();
    let res;
    try {
      res = await app.inject({ method: 'GET', url: LOOKUP });
    } finally {
      held.release();
    }
    const waitedMs = performance.now() - startedAt;
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.json()).toEqual({
      status: 'error',
      code: 'SERVICE_UNAVAILABLE',
      message: 'The shop is very busy right now. Please try again in a moment.',
      Message: 'The shop is very busy right now. Please try again in a moment.',
    });
    // It waited the configured connect timeout, then answered: not at once, and not a hang (the
    // held connection is released only after the answer). The clock runs around the request
    // alone; the margin past the timeout allows for a busy machine.
    expect(waitedMs).toBeGreaterThanOrEqual(CONNECT_TIMEOUT_MS - 50);
    expect(waitedMs).toBeLessThan(CONNECT_TIMEOUT_MS + allowingForLoad(1500));

    const after = await app.inject({ method: 'GET', url: LOOKUP });
    expect(after.statusCode).toBe(200);
  });

  it('with the database gone, requests and readiness answer 503; when it returns, both recover by themselves', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);

    await proxy.cut();
    const down = await app.inject({ method: 'GET', url: LOOKUP });
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('10');
    expect(down.json()).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The shop cannot reach its database right now. Please try again shortly.',
    });
    const notReady = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    // Liveness does not depend on the database: the process is fine and must not be restarted.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    await proxy.restore();
    const back = await app.inject({ method: 'GET', url: LOOKUP });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ status: 1 });
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it('a checkout whose connection is lost midway answers 503 and leaves no order; placed again, it goes through', async () => {
    const { db } = handle;
    const [product] = await db
      .select({ id: products.id, stock: products.stock })
      .from(products)
      .where(
        and(
          eq(products.isPublished, true),
          eq(products.hasVariants, false),
          sql`${products.stock} > 5`,
        ),
      )
      .orderBy(products.id)
      .limit(1);
    const { customerId, addressId } = await createCustomerDirect(db, 'lost_midway');
    const token = await createAuth({
      db,
      config: checkoutConfig,
      clock: { now: () => new Date() },
    }).issueToken({
      id: customerId,
      role: 'customer',
      tokenVersion: 0,
    });
    const headers = { authorization: `Bearer ${token}` };
    const added = await app.inject({
      method: 'POST',
      url: '/api/customer/cart',
      headers,
      payload: { productID: product!.id, colorID: '0', sizeID: '0', pieces: 2 },
    });
    expect(added.statusCode).toBe(200);
    const orderBody = async () => {
      const summary = await app.inject({
        method: 'GET',
        url: `/api/customer/order-checkout/${addressId}/cod`,
        headers,
      });
      const captcha = await app.inject({ method: 'GET', url: '/api/customer/captcha', headers });
      return {
        ...summary.json().data,
        captchaID: captcha.json().data.captchaID,
        captcha: TEST_CAPTCHA,
      };
    };
    const body = await orderBody();

    // Another session holds the product's row: the checkout stops inside its transaction, at
    // taking the stock, and the database goes away there.
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select stock from products where id = $1 for update', [product!.id]);
      const placing = app.inject({
        method: 'POST',
        url: '/api/customer/addorder',
        headers,
        payload: body,
      });
      const deadline = performance.now() + UNTIL.timeout;
      for (;;) {
        const { rows } = await holder.query<{ waiting: number }>(
          `select count(*)::int as waiting from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (rows[0]!.waiting > 0) break;
        if (performance.now() > deadline) throw new Error('the checkout never waited on the row');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await proxy.cut();
      const lost = await placing;
      expect(lost.statusCode, lost.body).toBe(503);
      expect(lost.headers['retry-after']).toBe('10');
      expect(lost.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    } finally {
      await holder.query('rollback').catch(() => undefined);
      await holder.end();
      await proxy.restore();
    }

    // Absent, not half-made: no order, the stock untouched, the cart as it was.
    expect(await db.select().from(orders).where(eq(orders.customerId, customerId))).toEqual([]);
    const [after] = await db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, product!.id));
    expect(after!.stock).toBe(product!.stock);
    const cart = await db.select().from(cartItems).where(eq(cartItems.customerId, customerId));
    expect(cart.map((line) => line.pieces)).toEqual([2]);

    const placed = await app.inject({
      method: 'POST',
      url: '/api/customer/addorder',
      headers,
      payload: await orderBody(),
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json()).toMatchObject({ status: 1 });
    const [taken] = await db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, product!.id));
    expect(taken!.stock).toBe(product!.stock - 2);
  });

  it('with the database gone, a kept page still serves and a page to render answers 503 with Retry-After', async () => {
    const page = (name: string) => pagesApp.inject({ method: 'GET', url: `/${name}` });
    const kept = await page('kept');
    expect(kept.statusCode, kept.body).toBe(200);

    await proxy.cut();
    try {
      const again = await page('kept');
      expect(again.statusCode).toBe(200);
      expect(again.headers['x-cache']).toBe('HIT');
      const fresh = await page('fresh');
      expect(fresh.statusCode, fresh.body).toBe(503);
      expect(fresh.headers['retry-after']).toBe('10');
    } finally {
      await proxy.restore();
    }
    const back = await page('fresh');
    expect(back.statusCode, back.body).toBe(200);
  });
});
