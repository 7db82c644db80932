// What the couriers module's tests start from (couriers.test.ts, delhivery.test.ts,
// ndr-rto.test.ts): a courier's loopback stand-in, the app booking with it on the test's clock, the
// operator signed in, a flat product in stock and its seller signed in, and cash-on-delivery
// orders of that product ready to ship. Each file keeps its own choices (accounts, couriers).
// Files that book with both couriers (estimates, labels-manifest, return-pickups) start from
// startBothCouriers: both stand-ins, the app booking with them, the operator with both accounts in.
import type { FastifyServerOptions } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { orderShipments, sellers } from '../src/db/schema/index.ts';
import type { Clock } from '../src/lib/clock.ts';
import { DEMO_OTHER_PASSWORD } from '../src/seed/index.ts';
import { nextIp } from './accounts.ts';
import {
  DELHIVERY_TEST,
  startDelhiveryStandIn,
  type DelhiveryStandIn,
} from './delhivery-stand-in.ts';
import { createTestApp, signInOperator, type TestApp } from './helper.ts';
import { flatProductInStock, placeCodOrder, TEST_CAPTCHA } from './orders.fixtures.ts';
import {
  SHIPROCKET_TEST,
  startShiprocketStandIn,
  webhookBody,
  type ShiprocketStandIn,
  type StandInScan,
} from './shiprocket-stand-in.ts';
import type { ProductRow } from './two-seller-orders.fixtures.ts';

export type Headers = { authorization: string };

export interface CourierWorld<StandIn> {
  t: TestApp;
  standIn: StandIn;
  operator: Headers;
  /** The product's seller, signed in. */
  seller: Headers;
  product: ProductRow;
  /** A new cash-on-delivery order of the product, from a shopper of its own (nextOrderIndex). */
  newOrder(): Promise<Awaited<ReturnType<typeof placeCodOrder>>>;
  /** The next shopper's index of this file's range, for an order placed otherwise. */
  nextOrderIndex(): number;
  close(): Promise<void>;
}

export interface WorldOptions {
  clock: Clock;
  /** Where the orders' shopper indexes start (each file its own range). */
  firstOrderIndex: number;
  /** A test that reads the log passes its stream. */
  logger?: FastifyServerOptions['logger'];
}

async function startWorld<StandIn extends { url: string; close(): Promise<void> }>(
  standIn: StandIn,
  env: Record<string, string>,
  options: WorldOptions,
): Promise<CourierWorld<StandIn>> {
  try {
    const t = await createTestApp({
      clock: options.clock,
      env: { ...env, SHIPROCKET_TIMEOUT_MS: '5000', HAAT_TEST_CAPTCHA: TEST_CAPTCHA },
      ...(options.logger ? { logger: options.logger } : {}),
    });
    const operator = await signInOperator(t);
    const product = await flatProductInStock(t);
    const seller = await sellerSession(t, product.sellerId);
    let index = options.firstOrderIndex;
    return {
      t,
      standIn,
      operator,
      seller,
      product,
      newOrder: () => {
        index += 1;
        return placeCodOrder(t, { productId: product.id, index });
      },
      nextOrderIndex: () => {
        index += 1;
        return index;
      },
      close: async () => {
        await t.close();
        await standIn.close();
      },
    };
  } catch (error) {
    await standIn.close();
    throw error;
  }
}

/** The world booking with Shiprocket's stand-in (SHIPROCKET_BASE_URL). */
export async function startShiprocketWorld(
  options: WorldOptions,
): Promise<CourierWorld<ShiprocketStandIn>> {
  const standIn = await startShiprocketStandIn();
  return startWorld(standIn, { SHIPROCKET_BASE_URL: standIn.url }, options);
}

/** The world booking with Delhivery's stand-in (DELHIVERY_MODE=staging at its address). */
export async function startDelhiveryWorld(
  options: WorldOptions,
): Promise<CourierWorld<DelhiveryStandIn>> {
  const standIn = await startDelhiveryStandIn();
  return startWorld(
    standIn,
    { DELHIVERY_MODE: 'staging', DELHIVERY_STAGING_URL: standIn.url },
    options,
  );
}

export interface BothCouriers {
  t: TestApp;
  shiprocket: ShiprocketStandIn;
  delhivery: DelhiveryStandIn;
  /** The operator who entered both accounts. */
  operator: Headers;
  close(): Promise<void>;
}

/**
 * Both couriers' stand-ins, the app booking with them on the test's clock, and the operator signed
 * in with both accounts entered (the sellers' choice and the shop's courier left to the file).
 * `env` adds to the app's; `shiprocketNow` is the Shiprocket stand-in's clock.
 */
export async function startBothCouriers(options: {
  clock: Clock;
  env?: Record<string, string>;
  shiprocketNow?: () => Date;
}): Promise<BothCouriers> {
  const [shiprocket, delhivery] = await Promise.all([
    startShiprocketStandIn(options.shiprocketNow ? { now: options.shiprocketNow } : {}),
    startDelhiveryStandIn(),
  ]);
  const closeStandIns = async () => {
    await shiprocket.close();
    await delhivery.close();
  };
  let t: TestApp | undefined;
  try {
    t = await createTestApp({
      clock: options.clock,
      env: {
        SHIPROCKET_BASE_URL: shiprocket.url,
        DELHIVERY_MODE: 'staging',
        DELHIVERY_STAGING_URL: delhivery.url,
        SHIPROCKET_TIMEOUT_MS: '5000',
        HAAT_TEST_CAPTCHA: TEST_CAPTCHA,
        ...options.env,
      },
    });
    const app = t;
    const operator = await signInOperator(app);
    for (const [url, payload] of [
      ['/api/admin/couriers/shiprocket', SHIPROCKET_TEST],
      ['/api/admin/couriers/delhivery', DELHIVERY_TEST],
    ] as const) {
      const res = await app.app.inject({ method: 'PUT', url, headers: operator, payload });
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    }
    return {
      t: app,
      shiprocket,
      delhivery,
      operator,
      close: async () => {
        await app.close();
        await closeStandIns();
      },
    };
  } catch (error) {
    await t?.close();
    await closeStandIns();
    throw error;
  }
}

/** A seller of the demo shop signed in to the back office. */
export async function sellerSession(t: TestApp, id: string): Promise<Headers> {
  const [row] = await t.db.select().from(sellers).where(eq(sellers.id, id));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/seller/login',
    payload: { email: row!.email, password: DEMO_OTHER_PASSWORD },
    remoteAddress: nextIp(),
  });
  if (res.statusCode !== 200) throw new Error(`seller login failed: ${res.body}`);
  return { authorization: `Bearer ${res.json().token as string}` };
}

/** The seller's "Ship with …" on an order. */
export const bookParcel = (t: TestApp, orderId: string, seller: Headers) =>
  t.app.inject({ method: 'POST', url: `/api/seller/orders/${orderId}/courier`, headers: seller });

/** Books the order and answers its AWB (Delhivery's waybill); a refusal fails the test. */
export async function bookedAwb(t: TestApp, orderId: string, seller: Headers): Promise<string> {
  const res = await bookParcel(t, orderId, seller);
  if (res.statusCode !== 200) throw new Error(`booking answered ${res.statusCode}: ${res.body}`);
  return res.json().data.booking.awb as string;
}

/**
 * Shiprocket's scans of the AWB by its webhook with the account's key (`extra` adds to the body,
 * as is_return: 1 for a return's pickup); anything but 200 fails the test. Answers what it said.
 */
export async function shiprocketWebhook(
  t: TestApp,
  awb: string,
  scans: StandInScan[],
  extra: Record<string, unknown> = {},
): Promise<{ state: string; newScans: number }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/couriers/tracking-updates',
    headers: { 'x-api-key': SHIPROCKET_TEST.webhookKey, 'content-type': 'application/json' },
    payload: JSON.stringify(webhookBody(awb, scans, extra)),
  });
  if (res.statusCode !== 200)
    throw new Error(`the webhook answered ${res.statusCode}: ${res.body}`);
  return res.json() as { state: string; newScans: number };
}

/** The seller's part of the order, or null before it is packed. */
export async function partOf(t: TestApp, orderId: string, sellerId: string) {
  const [part] = await t.db
    .select()
    .from(orderShipments)
    .where(and(eq(orderShipments.orderId, orderId), eq(orderShipments.sellerId, sellerId)));
  return part ?? null;
}
