// GST invoices with STORAGE=s3 against a real S3-compatible server (s3rver on loopback): issued at
// shipping into the bucket and downloaded from it; with the store down the order still ships, its
// invoice and "shipped" message wait (no invoice row, no number claimed, the event left for the
// relay's next run) and a download answers 503, until the store answers again.
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { readPdfText } from '../../../test/invoices.fixtures.ts';
import {
  deadEndpoint,
  s3Environment,
  startObjectStore,
  type TestObjectStore,
} from '../../../test/object-storage.ts';
import { TEST_CAPTCHA, placeCodOrder } from '../../../test/orders.fixtures.ts';
import {
  invoiceSeries,
  invoices,
  notifications,
  orderEvents,
  products,
} from '../../db/schema/index.ts';
import { STORAGE_DOWN_MESSAGE, type ObjectStore } from '../../lib/object-store.ts';
import { createStorage } from '../../lib/storage.ts';
import { advanceOrder, relayOrderEvents } from '../orders/index.ts';
import { DEMO_SHOP_MODE } from '../../lib/shop-mode.ts';

let store: TestObjectStore;
beforeAll(async () => {
  store = await startObjectStore('haat-invoices');
});
afterAll(async () => store.stop());

async function flatProductId(t: TestApp): Promise<string> {
  const [product] = await t.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.hasVariants, false), gt(products.stock, 40)))
    .limit(1);
  return product!.id;
}

/** A COD order moved Placed → Packed → Shipped, as the operator's advance does. */
async function shippedOrder(t: TestApp, index: number) {
  const placed = await placeCodOrder(t, { productId: await flatProductId(t), index });
  for (let step = 0; step < 2; step += 1) {
    await advanceOrder(t.db, { orderId: placed.orderId, actor: 'test', now: new Date(), shop: DEMO_SHOP_MODE });
  }
  return placed;
}

const relay = (t: TestApp, files: ObjectStore) =>
  relayOrderEvents({ db: t.db, files, siteUrl: undefined, clock: { now: () => new Date() } });

/** Polls `isDone` until it holds, for a generous minute at most. */
async function pollUntil(isDone: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await isDone())) {
    if (Date.now() > deadline) throw new Error('the condition did not hold within a minute');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const invoiceRows = (t: TestApp, orderId: string) =>
  t.db.select().from(invoices).where(eq(invoices.orderId, orderId));

describe('invoices in an S3-compatible bucket', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...store.env, HAAT_TEST_CAPTCHA: TEST_CAPTCHA } });
  });
  afterAll(async () => t.close());

  it('the relay stores the PDF in the bucket at shipping and the buyer downloads it from there', async () => {
    const order = await shippedOrder(t, 1);
    const files = createStorage(t.config).objects;
    // The app's own relay (kicked by the order's requests) may take the event first: either way.
    await pollUntil(async () => {
      await relay(t, files);
      return (await invoiceRows(t, order.orderId)).length > 0;
    });
    const [row] = await invoiceRows(t, order.orderId);
    expect(row?.filePath).toMatch(/^invoices\/inv_[a-z0-9]+\.pdf$/);
    expect(await store.keys('invoices/')).toContain(row!.filePath);

    const download = await order.request('GET', `/api/customer/invoice/${order.orderId}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(await store.read(row!.filePath))).toBe(true);
    expect(readPdfText(download.rawPayload)).toContain(row!.number);
  });

  it('a download right after shipping gets the PDF from the bucket, issued at once if the relay has not yet', async () => {
    const order = await shippedOrder(t, 2);
    const download = await order.request('GET', `/api/customer/invoice/${order.orderId}`);
    expect(download.statusCode, download.body).toBe(200);
    const rows = await invoiceRows(t, order.orderId);
    expect(rows).toHaveLength(1);
    expect(download.rawPayload.equals(await store.read(rows[0]!.filePath))).toBe(true);
  });
});

describe('invoices while the store is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        ...s3Environment(await deadEndpoint(), 'haat-invoices'),
        HAAT_TEST_CAPTCHA: TEST_CAPTCHA,
      },
    });
  });
  afterAll(async () => t.close());

  it('the order ships; its invoice and message wait whole for the store, then are issued once', async () => {
    const order = await shippedOrder(t, 3);
    const seriesBefore = await t.db.select().from(invoiceSeries);
    const files = createStorage(t.config).objects;
    // A run that reaches the shipped event fails on the store (one that finds it held by the
    // app's own relay, failing the same way, hands back 0).
    let failure: unknown;
    await pollUntil(async () => {
      failure = await relay(t, files).then(
        () => undefined,
        (error: unknown) => error,
      );
      return failure !== undefined;
    });
    expect((failure as Error).message).toBe(STORAGE_DOWN_MESSAGE);
    expect(await invoiceRows(t, order.orderId)).toEqual([]);
    expect(await t.db.select().from(invoiceSeries)).toEqual(seriesBefore);
    const shipped = await t.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.orderId), eq(orderEvents.state, 'Shipped')));
    expect(shipped).toHaveLength(1);
    expect(shipped[0]?.handledAt).toBeNull();
    expect(
      await t.db.select().from(notifications).where(eq(notifications.eventId, shipped[0]!.id)),
    ).toEqual([]);

    const download = await order.request('GET', `/api/customer/invoice/${order.orderId}`);
    expect(download.statusCode).toBe(503);
    expect(download.json()).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: STORAGE_DOWN_MESSAGE,
    });

    // The store answers again (here: the working one): the next run issues it, once. The app's
    // own relay (on the dead address) may hold the event a moment; wait for the invoice itself.
    const working = createStorage({
      ...t.config,
      s3: { ...t.config.s3, endpoint: store.endpoint },
    });
    await pollUntil(async () => {
      await relay(t, working.objects).catch(() => 0);
      return (await invoiceRows(t, order.orderId)).length > 0;
    });
    const rows = await invoiceRows(t, order.orderId);
    expect(rows).toHaveLength(1);
    expect(await store.keys('invoices/')).toContain(rows[0]!.filePath);
  });
});
