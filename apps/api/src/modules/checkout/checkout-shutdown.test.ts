// SIGTERM while an order is being placed, through the real server: the order is whole or absent,
// never half-written. The checkout is held in flight by a row lock this test takes on the stock it
// needs (its UPDATE waits for it), so the signal lands mid-transaction. PostgreSQL only: the lock
// is taken from the test's own connection, which PGlite (in the server's process) cannot have.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq, gt, sql } from 'drizzle-orm';
import { loadConfig } from '../../config.ts';
import { readRows, wrapPostgresPool, type DatabaseHandle } from '../../db/client.ts';
import { cartItems, orderLines, orders, productSizes } from '../../db/schema/index.ts';
import { createAuth } from '../../plugins/auth.ts';
import { clonePostgresTemplate } from '../../../test/helper.ts';
import {
  startServerProcess,
  TEST_JWT_SECRET,
  type ServerProcess,
} from '../../../test/server-process.ts';
import { createCustomerDirect } from '../../../test/direct-customers.ts';
import { UNTIL } from '../../../test/waiting.ts';

const isPostgres = inject('templateKind') === 'postgres';
/** The server's connections carry this name, so the test can watch them in pg_stat_activity. */
const APPLICATION = 'haat-shutdown-test';

describe.runIf(isPostgres)('SIGTERM during a checkout', () => {
  let database: Awaited<ReturnType<typeof clonePostgresTemplate>>;
  let handle: DatabaseHandle;
  let size: typeof productSizes.$inferSelect;
  const servers: ServerProcess[] = [];
  let buyerIndex = 0;

  beforeAll(async () => {
    database = await clonePostgresTemplate('haat_shutdown');
    handle = wrapPostgresPool(new pg.Pool({ connectionString: database.url, max: 4 }));
    const [row] = await handle.db
      .select()
      .from(productSizes)
      .where(gt(productSizes.stock, 0))
      .limit(1);
    size = row!;
  });

  afterAll(async () => {
    for (const server of servers) await server.dispose();
    await handle?.close();
    await database?.drop();
  });

  const startServer = async (shutdownTimeoutMs: number) => {
    const url = new URL(database.url);
    url.searchParams.set('application_name', APPLICATION);
    const server = await startServerProcess({
      DATABASE_URL: url.toString(),
      WEB_CONCURRENCY: '1',
      SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs),
    });
    servers.push(server);
    return server;
  };

  /** A buyer with the size in the cart and a prepaid summary: what the checkout page submits. */
  async function prepareBuyer(base: string) {
    buyerIndex += 1;
    const buyer = await createCustomerDirect(
      handle.db,
      `shutdown_${buyerIndex}_${Date.now().toString(36)}`,
    );
    const auth = createAuth({
      db: handle.db,
      config: loadConfig({ NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET }),
      clock: { now: () => new Date() },
    });
    const token = await auth.issueToken({
      id: buyer.customerId,
      role: 'customer',
      tokenVersion: 0,
    });
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const cart = await fetch(`${base}/api/customer/cart`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        productID: size.productId,
        colorID: size.colorId,
        sizeID: size.id,
        pieces: 1,
      }),
    });
    expect(cart.status).toBe(200);
    const summary = await fetch(`${base}/api/customer/order-checkout/${buyer.addressId}/prepaid`, {
      headers: { authorization: headers.authorization },
    });
    expect(summary.status).toBe(200);
    const body = ((await summary.json()) as { data: unknown }).data;
    const placeOrder = () =>
      fetch(`${base}/api/customer/addorder`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
    return { ...buyer, placeOrder };
  }

  async function readStock(): Promise<number> {
    const [row] = await handle.db
      .select({ stock: productSizes.stock })
      .from(productSizes)
      .where(eq(productSizes.id, size.id));
    return row!.stock;
  }

  /** Takes the stock row's lock from a connection of the test's own; the checkout will wait on it. */
  async function holdStockRow(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query('begin');
    await client.query('select id from product_sizes where id = $1 for update', [size.id]);
    return client;
  }

  async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs = UNTIL.timeout) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`timed out waiting until ${what}`);
  }

  /** The server's database sessions: all of them, or those waiting on a lock. */
  const serverSessions = async (which: 'waiting on a lock' | 'any') => {
    const rows = readRows<{ count: string }>(
      await handle.db.execute(
        sql`select count(*) as count from pg_stat_activity where application_name = ${APPLICATION}
            and (${which === 'any'} or wait_event_type = 'Lock')`,
      ),
    );
    return Number(rows[0]?.count ?? 0);
  };

  it('the order in flight completes whole, no new connection is accepted, and the process exits 0', async () => {
    const server = await startServer(20_000);
    const buyer = await prepareBuyer(server.base);
    const stockBefore = await readStock();
    const lock = await holdStockRow();
    let answered: Promise<Response> | undefined;
    try {
      answered = buyer.placeOrder();
      await waitUntil(
        async () => (await serverSessions('waiting on a lock')) > 0,
        'the checkout waits',
      );

      server.child.kill('SIGTERM');
      // The port closes at once, while the checkout is still waiting on the lock.
      const base = server.base;
      await waitUntil(
        () =>
          fetch(`${base}/api/health`).then(
            () => false,
            () => true,
          ),
        'new connections are refused',
        5000,
      );
      expect(await serverSessions('waiting on a lock')).toBe(1);
    } finally {
      await lock.query('rollback');
      await lock.end();
    }

    const res = await answered;
    expect(res.status).toBe(200);
    // A prepaid order: placed, and the shopper sent on to the payment page.
    expect(await res.json()).toMatchObject({ status: 2, data: { url: expect.any(String) } });
    expect(await server.waitForExit()).toEqual({ code: 0, signal: null });

    const placed = await handle.db
      .select()
      .from(orders)
      .where(eq(orders.customerId, buyer.customerId));
    expect(placed).toHaveLength(1);
    const lines = await handle.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, placed[0]!.id));
    expect(lines.map((line) => [line.sizeId, line.pieces])).toEqual([[size.id, 1]]);
    expect(await readStock()).toBe(stockBefore - 1);
    expect(
      await handle.db.select().from(cartItems).where(eq(cartItems.customerId, buyer.customerId)),
    ).toEqual([]);
  });

  it('a checkout still waiting when SHUTDOWN_TIMEOUT_MS runs out leaves no order and no stock taken', async () => {
    const server = await startServer(1000);
    const buyer = await prepareBuyer(server.base);
    const stockBefore = await readStock();
    const lock = await holdStockRow();
    let outcome: Promise<unknown> | undefined;
    try {
      outcome = buyer.placeOrder().then(
        (res) => res.status,
        (error: unknown) => error,
      );
      await waitUntil(
        async () => (await serverSessions('waiting on a lock')) > 0,
        'the checkout waits',
      );
      server.child.kill('SIGTERM');
      // It gives up on the request after the bound, with exit code 1 (not a clean drain).
      expect(await server.waitForExit(10_000)).toEqual({ code: 1, signal: null });
    } finally {
      await lock.query('rollback');
      await lock.end();
    }
    expect(await outcome).toBeInstanceOf(Error);
    // The server's sessions end once PostgreSQL sees their client gone: their work rolled back.
    await waitUntil(async () => (await serverSessions('any')) === 0, 'the server’s sessions end');

    expect(
      await handle.db.select().from(orders).where(eq(orders.customerId, buyer.customerId)),
    ).toEqual([]);
    expect(await readStock()).toBe(stockBefore);
    // The cart is as it was: the shopper can place the order again.
    const cart = await handle.db
      .select({ sizeId: cartItems.sizeId, pieces: cartItems.pieces })
      .from(cartItems)
      .where(eq(cartItems.customerId, buyer.customerId));
    expect(cart).toEqual([{ sizeId: size.id, pieces: 1 }]);
  });
});
