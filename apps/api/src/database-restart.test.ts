// PostgreSQL restarts (a minor upgrade, a failover) while shoppers browse and order by COD: the
// server process never dies and never answers 500; while the database is away it answers 503 with
// Retry-After; once it is back the shop answers again within seconds by itself, and the job queue
// works again. Every confirmed order is there once, whole, and the stock is exact.
// The test runs a PostgreSQL of its own (initdb on a spare port), so the machine's is left alone.
import { randomInt } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { wrapPostgresPool, type DatabaseHandle } from './db/client.ts';
import { notifications, orderLines, orders, products } from './db/schema/index.ts';
import { createAuth } from './plugins/auth.ts';
import { createOwnPostgres, findPostgresBin, type OwnPostgres } from '../test/own-postgres.ts';
import { TEST_JWT_SECRET, startServerProcess, type ServerProcess } from '../test/server-process.ts';
import { TEST_CAPTCHA } from '../test/orders.fixtures.ts';
import { createCustomerDirect } from '../test/direct-customers.ts';
import { allowingForLoad } from '../test/waiting.ts';

const bin = findPostgresBin();
const SHOPPERS = 8;
const STOCK = 1000;
/**
 * The shop takes orders again within 15 s of PostgreSQL accepting connections, on a quiet machine;
 * the clock starts when it accepts them, and the bound allows for a busy machine. Without the
 * pool's reconnecting the shop would not come back at all.
 */
const BACK_WITHIN_MS = allowingForLoad(15_000);
const OUTAGE_MS = 5_000;
/** Shoppers come from TEST-NET-3, visitors who only browse from TEST-NET-2. */
const isShopper = (ip: string) => ip.startsWith('203.0.113.');
/** Routes that write, so never answer from a kept copy. */
const NEEDS_DATABASE = /^(POST \/api\/customer\/|GET \/api\/customer\/captcha)/;

interface Answer {
  at: number;
  /** The shopper's address. */
  ip: string;
  status: number | 'network';
  route: string;
  body: string;
  retryAfter: string | null;
}

function countBy(items: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[item] = (counts[item] ?? 0) + 1;
  return counts;
}

/** Polls `condition` until it holds, for at most `timeoutMs`; fails at once if the server died. */
async function waitFor(
  server: ServerProcess,
  what: string,
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
) {
  const deadline = performance.now() + timeoutMs;
  while (!(await condition())) {
    const { exitCode, signalCode } = server.child;
    if (exitCode !== null || signalCode !== null) {
      throw new Error(
        `the server died (${exitCode ?? signalCode}) waiting for ${what}:\n${server.output().slice(-3000)}`,
      );
    }
    if (performance.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const title = bin
  ? 'a PostgreSQL restart while shoppers browse and order'
  : 'a PostgreSQL restart (skipped: no initdb and pg_ctl on this machine)';

describe.skipIf(!bin)(title, () => {
  let postgres: OwnPostgres;
  let server: ServerProcess;
  let database: DatabaseHandle;
  let productIds: string[];

  beforeAll(async () => {
    postgres = await createOwnPostgres(bin!);
    const admin = new pg.Client({ connectionString: postgres.url() });
    await admin.connect();
    await admin.query('CREATE DATABASE haat');
    await admin.end();
    server = await startServerProcess({
      DATABASE_URL: postgres.url('haat'),
      WEB_CONCURRENCY: '1',
      DEMO_SHOP: 'true',
      HAAT_TEST_CAPTCHA: TEST_CAPTCHA,
      COD_LIMIT_PAISE: '1000000000',
      // Each shopper comes from an address of its own (the per-address limits of the order
      // routes would otherwise count them all as one).
      TRUST_PROXY: '127.0.0.1',
      JOB_POLL_SECONDS: '1',
    });
    database = wrapPostgresPool(new pg.Pool({ connectionString: postgres.url('haat'), max: 4 }));
    const rows = await database.db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.isPublished} and not ${products.hasVariants}`)
      .orderBy(products.id)
      .limit(4);
    productIds = rows.map((row) => row.id);
    await database.db
      .update(products)
      .set({ stock: STOCK })
      .where(inArray(products.id, productIds));
  }, 180_000);

  afterAll(async () => {
    await server?.dispose();
    await database?.close().catch(() => undefined);
    await postgres?.remove();
  });

  it('no 500, no dead process, service back within 15 s, every confirmed order there once, stock exact', async () => {
    const auth = createAuth({
      db: database.db,
      config: loadConfig({
        NODE_ENV: 'test',
        JWT_SECRET: TEST_JWT_SECRET,
        DATA_DIR: server.dataDir,
      }),
      clock: { now: () => new Date() },
    });
    const shoppers = await Promise.all(
      Array.from({ length: SHOPPERS }, async (_, index) => {
        const customer = await createCustomerDirect(database.db, `restart_${index}`);
        const token = await auth.issueToken({
          id: customer.customerId,
          role: 'customer',
          tokenVersion: 0,
        });
        return { ...customer, token, ip: `203.0.113.${index + 1}` };
      }),
    );

    const answers: Answer[] = [];
    const confirmed: Array<{ orderId: string; at: number }> = [];
    let running = true;

    const call = async (
      shopper: { token: string | null; ip: string },
      method: 'GET' | 'POST',
      url: string,
      body?: unknown,
    ): Promise<{ status: number | 'network'; json: Record<string, unknown> | null }> => {
      const path = (url.split('?')[0] ?? url)
        .split('/')
        .map((part) => (/\d/.test(part) ? ':id' : part))
        .join('/');
      const route = `${method} ${path}`;
      try {
        const res = await fetch(`${server.base}${url}`, {
          method,
          headers: {
            ...(shopper.token ? { authorization: `Bearer ${shopper.token}` } : {}),
            'x-forwarded-for': shopper.ip,
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
        const text = await res.text();
        answers.push({
          at: performance.now(),
          ip: shopper.ip,
          status: res.status,
          route,
          body: text.slice(0, 300),
          retryAfter: res.headers.get('retry-after'),
        });
        return { status: res.status, json: text.startsWith('{') ? JSON.parse(text) : null };
      } catch (error) {
        answers.push({
          at: performance.now(),
          ip: shopper.ip,
          status: 'network',
          route,
          body: (error as Error).message,
          retryAfter: null,
        });
        return { status: 'network', json: null };
      }
    };

    // Browse a product and a listing, put one or two products in the cart, check out by COD.
    // A refusal or a 503 sends the shopper back to browsing after a short pause, as a person would.
    const shop = async (shopper: (typeof shoppers)[number]) => {
      while (running) {
        const pause = () => new Promise((resolve) => setTimeout(resolve, randomInt(50, 250)));
        const productId = productIds[randomInt(0, productIds.length)]!;
        await call(shopper, 'GET', `/api/public/product?productID=${productId}`);
        await call(shopper, 'GET', '/api/public/products?limit=28');
        const lines = randomInt(1, 3);
        let step = { status: 200 as number | 'network' };
        for (let line = 0; line < lines && step.status === 200; line += 1) {
          step = await call(shopper, 'POST', '/api/customer/cart', {
            productID: productIds[randomInt(0, productIds.length)],
            colorID: '0',
            sizeID: '0',
            pieces: 1,
          });
        }
        if (step.status !== 200) {
          await pause();
          continue;
        }
        const summary = await call(
          shopper,
          'GET',
          `/api/customer/order-checkout/${shopper.addressId}/cod`,
        );
        const captcha = await call(shopper, 'GET', '/api/customer/captcha');
        if (summary.status !== 200 || captcha.status !== 200) {
          await pause();
          continue;
        }
        const placed = await call(shopper, 'POST', '/api/customer/addorder', {
          ...(summary.json!.data as object),
          captchaID: (captcha.json!.data as { captchaID: string }).captchaID,
          captcha: TEST_CAPTCHA,
        });
        if (placed.status === 200 && placed.json?.status === 1) {
          confirmed.push({ orderId: placed.json.data as string, at: performance.now() });
        } else {
          await pause();
        }
      }
    };
    // Visitors who are not signed in only browse: what the process keeps may answer them while
    // the database is away.
    const browse = async (visitor: { token: null; ip: string }) => {
      while (running) {
        const productId = productIds[randomInt(0, productIds.length)]!;
        await call(visitor, 'GET', `/api/public/product?productID=${productId}`);
        await call(visitor, 'GET', '/api/public/products?limit=28');
        await new Promise((resolve) => setTimeout(resolve, randomInt(50, 250)));
      }
    };
    const visitors = [1, 2].map((index) => ({ token: null, ip: `198.51.100.${index}` }));
    const shopping = Promise.all([
      ...shoppers.map((shopper) => shop(shopper)),
      ...visitors.map((visitor) => browse(visitor)),
    ]);

    try {
      await waitFor(server, 'five orders before the restart', () => confirmed.length >= 5, 60_000);

      const stoppingAt = performance.now();
      await postgres.stop();
      const stoppedAt = performance.now();
      const answersAtStop = answers.length;
      // Down for a while, as a managed database's restart is (about 5 s seen), and until every
      // shopper has met the outage.
      await waitFor(
        server,
        `every shopper answered 503 and ${OUTAGE_MS} ms passed`,
        () =>
          performance.now() - stoppedAt >= OUTAGE_MS &&
          new Set(
            answers
              .slice(answersAtStop)
              .filter((answer) => answer.status === 503 && isShopper(answer.ip))
              .map((answer) => answer.ip),
          ).size === SHOPPERS,
        30_000,
      );
      await postgres.start();
      const startedAt = performance.now();
      const ordersAtStart = confirmed.length;

      // Back: the first order placed after PostgreSQL accepts connections again.
      await waitFor(
        server,
        `an order placed within ${BACK_WITHIN_MS} ms of PostgreSQL's start`,
        () => confirmed.length > ordersAtStart,
        BACK_WITHIN_MS,
      );
      const backAt = confirmed[ordersAtStart]!.at;
      // The first answer after the restart that the database itself gave (not a kept page).
      const firstOkAt =
        answers.find(
          (answer) =>
            answer.at > startedAt && answer.status === 200 && NEEDS_DATABASE.test(answer.route),
        )?.at ?? backAt;
      // The change feed listens again by itself (and drops what this process kept, since it may
      // have missed other processes' notices while away).
      await waitFor(
        server,
        'the change feed listening again',
        () => /change feed: listening again/.test(server.output()),
        BACK_WITHIN_MS,
      );
      const feedBackAt = performance.now();
      await waitFor(
        server,
        'five more orders after the restart',
        () => confirmed.length >= ordersAtStart + 5,
        30_000,
      );

      // The job queue works again: a message of an order placed after the restart is sent.
      const lateOrder = confirmed.at(-1)!.orderId;
      await waitFor(
        server,
        'the placed message of an order after the restart sent by the job queue',
        async () => {
          const rows = await database.db
            .select({ sentAt: notifications.sentAt })
            .from(notifications)
            .where(eq(notifications.orderId, lateOrder));
          return rows.some((row) => row.sentAt !== null);
        },
        30_000,
      );

      running = false;
      await shopping;

      const during = answers.filter((answer) => answer.at >= stoppingAt && answer.at <= startedAt);
      const keptWhileAway = during.filter(
        (answer) => answer.status === 200 && !isShopper(answer.ip),
      ).length;
      const unavailable = answers.filter((answer) => answer.status === 503);
      console.log(
        [
          `PostgreSQL stopped in ${Math.round(stoppedAt - stoppingAt)} ms, away ${Math.round(startedAt - stoppingAt)} ms`,
          `first 200 ${Math.round(firstOkAt - startedAt)} ms, first order ${Math.round(backAt - startedAt)} ms, ` +
            `change feed listening by ${Math.round(feedBackAt - startedAt)} ms after it accepted connections again`,
          `${answers.length} requests in all: ${unavailable.length} answered 503 (${during.length} made while it was away); ` +
            `503 by route: ${JSON.stringify(countBy(unavailable.map((answer) => answer.route)))}`,
          `${keptWhileAway} kept answers served to visitors while it was away`,
          `${confirmed.length} orders confirmed (${ordersAtStart} before the restart)`,
        ].join('\n'),
      );

      expect(answers.filter((answer) => answer.status === 'network')).toEqual([]);
      expect(
        answers.filter(
          (answer) =>
            typeof answer.status === 'number' && answer.status >= 500 && answer.status !== 503,
        ),
      ).toEqual([]);
      for (const answer of unavailable) {
        expect(answer.retryAfter, answer.body).toMatch(/^\d+$/);
        expect(JSON.parse(answer.body)).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      }
      expect(backAt - startedAt).toBeLessThan(BACK_WITHIN_MS);
      expect(server.child.exitCode).toBeNull();
      expect(server.child.signalCode).toBeNull();
      expect(server.output()).not.toMatch(/Unhandled|uncaught/i);
    } finally {
      running = false;
      await shopping;
    }

    // Every confirmed order once, whole (its lines add up to its subtotal); stock exact: what the
    // orders in the database took, no more, no less.
    const confirmedIds = confirmed.map((order) => order.orderId);
    expect(new Set(confirmedIds).size).toBe(confirmedIds.length);
    const customerIds = shoppers.map((shopper) => shopper.customerId);
    const stored = await database.db
      .select({ id: orders.id, subtotalPaise: orders.subtotalPaise })
      .from(orders)
      .where(inArray(orders.customerId, customerIds));
    const storedIds = new Set(stored.map((order) => order.id));
    for (const orderId of confirmedIds) expect(storedIds.has(orderId), orderId).toBe(true);
    const lines = await database.db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, [...storedIds]));
    for (const order of stored) {
      const own = lines.filter((line) => line.orderId === order.id);
      expect(own.length, order.id).toBeGreaterThan(0);
      expect(own.reduce((sum, line) => sum + line.lineTotalPaise, 0)).toBe(order.subtotalPaise);
    }
    for (const productId of productIds) {
      const taken = lines
        .filter((line) => line.productId === productId)
        .reduce((sum, line) => sum + line.pieces, 0);
      const [row] = await database.db
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, productId));
      expect(row!.stock, productId).toBe(STOCK - taken);
    }
    console.log(
      `${stored.length} orders stored for ${confirmedIds.length} confirmed ` +
        `(${stored.length - confirmedIds.length} committed whose answer was lost)`,
    );
  }, 180_000);
});
