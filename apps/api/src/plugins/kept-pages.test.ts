// Which kept pages an order leaves kept: a page is dropped only when it shows what the order
// changed (its products' stock) or an answer no cache keeps (an order's tracking); every other
// page, and every other product's page, is still answered from the cache. A least storefront
// renders what its loaders read from the real API, so what a page shows is what it was built from.
import { and, eq, gt, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInOperator, type TestApp } from '../../test/helper.ts';
import { leastStorefront } from '../../test/least-storefront.ts';
import { TEST_CAPTCHA, placeCodOrder } from '../../test/orders.fixtures.ts';
import { courierShipments, orders, products } from '../db/schema/index.ts';
import type { WebLoadContext } from './web-render.ts';

const read = async (context: WebLoadContext, url: string) => {
  const answer = await context.fetch(url, {});
  if (!answer.ok) throw new Error(`${url}: the API answered ${answer.status}`);
  return (await answer.json()) as { status: unknown; data: { stock?: number; length?: number } };
};

/** Three pages: a product's (its stock), the home page (offers, menus), an order's tracking. */
const storefrontShowingAnswers = () =>
  leastStorefront({
    pages: {
      product: {
        path: 'product/:id',
        loader: async ({ params, context }) =>
          (await read(context, `/api/public/product?productID=${params.id}`)).data.stock,
      },
      home: {
        path: 'home',
        loader: async ({ context }) => [
          (await read(context, '/api/public/home/offer')).status,
          (await read(context, '/api/public/menus')).data.length,
        ],
      },
      track: {
        path: 'track/:id',
        loader: async ({ params, context }) =>
          (await read(context, `/api/public/order/${params.id}`)).data,
      },
    },
    render: (_status, loaderData) => `<!doctype html><pre>${JSON.stringify(loaderData)}</pre>`,
  });

let t: TestApp;
let bought: string;
let other: string;
let operator: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({
    env: { HAAT_TEST_CAPTCHA: TEST_CAPTCHA },
    storefront: storefrontShowingAnswers(),
  });
  const flats = await t.db
    .select({ id: products.id })
    .from(products)
    // In stock for every order here, and under the COD limit.
    .where(
      and(eq(products.hasVariants, false), gt(products.stock, 20), lt(products.salePaise, 200_000)),
    )
    .orderBy(products.id)
    .limit(2);
  [bought, other] = flats.map((row) => row.id) as [string, string];
  operator = await signInOperator(t);
});
afterAll(async () => t?.close());

const open = async (path: string) => {
  const res = await t.app.inject({ method: 'GET', url: path });
  expect(res.statusCode, res.body).toBe(200);
  return { cache: res.headers['x-cache'], shown: res.body };
};

/** The operator's stock edit: a catalogue write that names no tags, so it drops every kept page. */
const setStock = async (productId: string, stock: number) => {
  const set = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/stock',
    headers: operator,
    payload: { productID: productId, stock },
  });
  expect(set.statusCode, set.body).toBe(200);
};

const stockOf = async (productId: string) =>
  (
    await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId))
  )[0]!.stock;

describe('kept pages after an order', () => {
  it("an order drops its product's page and keeps every other product's page and the home page", async () => {
    for (const path of [`/product/${bought}`, `/product/${other}`, '/home']) await open(path);
    for (const path of [`/product/${bought}`, `/product/${other}`, '/home'])
      expect((await open(path)).cache, path).toBe('HIT');

    const placed = await placeCodOrder(t, { productId: bought, index: 1, pieces: 2 });
    expect(placed.answer.status).toBe(1);

    const page = await open(`/product/${bought}`);
    expect(page.cache).toBe('MISS');
    expect(page.shown).toContain(`"product":${await stockOf(bought)}`);
    expect((await open(`/product/${other}`)).cache).toBe('HIT');
    expect((await open('/home')).cache).toBe('HIT');
  });

  it("a tracking page shows the order's next step; product pages stay kept", async () => {
    const placed = await placeCodOrder(t, { productId: bought, index: 2, pieces: 1 });
    const [order] = await t.db
      .select({ trackingId: orders.trackingId })
      .from(orders)
      .where(eq(orders.id, placed.orderId));
    const tracking = `/track/${order!.trackingId}`;
    const before = await open(tracking);
    expect((await open(tracking)).cache).toBe('HIT');
    await open(`/product/${bought}`);

    // A step that moves no stock (packed) still changes what the tracking page shows.
    const advanced = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${placed.orderId}/advance`,
      headers: operator,
    });
    expect(advanced.statusCode, advanced.body).toBe(200);
    const after = await open(tracking);
    expect(after.cache).toBe('MISS');
    expect(after.shown).not.toBe(before.shown);
    expect((await open(`/product/${bought}`)).cache).toBe('HIT');
  });

  it("a cancellation gives the stock back on the product's page", async () => {
    const placed = await placeCodOrder(t, { productId: other, index: 3, pieces: 1 });
    const taken = await stockOf(other);
    expect((await open(`/product/${other}`)).shown).toContain(`"product":${taken}`);
    const cancelled = await placed.request('PUT', '/api/customer/order/cancel', {
      orderID: placed.orderId,
      remark: 'Ordered by mistake',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const page = await open(`/product/${other}`);
    expect(page.cache).toBe('MISS');
    expect(page.shown).toContain(`"product":${taken + 1}`);
  });

  it("a courier's scan moves its order's tracking page and keeps every product's page and the home page", async () => {
    const placed = await placeCodOrder(t, { productId: other, index: 5, pieces: 1 });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.orderId));
    const [product] = await t.db.select().from(products).where(eq(products.id, other));
    const webhookKey = 'kept-pages-webhook-key-0123';
    const account = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/couriers/shiprocket',
      headers: operator,
      payload: {
        email: 'api-user@haat.example',
        password: 'kept-pages-password',
        webhookKey,
        pickupLocation: 'Jaipur warehouse',
        pickupPincode: '302017',
      },
    });
    expect(account.statusCode, account.body).toBe(200);
    // Booked as "Ship with Shiprocket" leaves a parcel (its booking is couriers.test.ts's).
    const now = new Date();
    await t.db.insert(courierShipments).values({
      id: 'csh_kept_pages',
      orderId: placed.orderId,
      sellerId: product!.sellerId,
      provider: 'shiprocket',
      channelOrderId: `${placed.orderId}-${product!.sellerId}`,
      status: 'booked',
      awb: '190400000000042',
      courierName: 'Delhivery Surface',
      bookedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    const tracking = `/track/${order!.trackingId}`;
    const paths = [`/product/${bought}`, `/product/${other}`, '/home', tracking];
    for (const path of paths) await open(path);
    for (const path of paths) expect((await open(path)).cache, path).toBe('HIT');

    const scan = await t.app.inject({
      method: 'POST',
      url: '/api/couriers/tracking-updates',
      headers: { 'x-api-key': webhookKey, 'content-type': 'application/json' },
      payload: {
        awb: '190400000000042',
        current_status: 'Picked Up',
        current_status_id: 42,
        current_timestamp: '20 11 2026 14:05:00',
        scans: [
          {
            date: '2026-11-20 14:05:00',
            activity: 'Picked Up',
            location: 'Jaipur',
            'sr-status': '42',
            'sr-status-label': 'Picked Up',
          },
        ],
      },
    });
    expect(scan.statusCode, scan.body).toBe(200);
    expect(scan.json().state).toBe('picked-up');
    const after = await open(tracking);
    expect(after.cache).toBe('MISS');
    expect(after.shown).toContain('Shipped');
    for (const path of [`/product/${bought}`, `/product/${other}`, '/home'])
      expect((await open(path)).cache, path).toBe('HIT');
  });

  it("the operator's edit of any product still drops every kept page", async () => {
    await open('/home');
    expect((await open('/home')).cache).toBe('HIT');
    await setStock(other, 40);
    expect((await open('/home')).cache).toBe('MISS');
  });

  it('pages rendered at the same time each carry the tags of their own answers', async () => {
    // Everything dropped, then three pages rendered together (in turn, two at once): each must be
    // kept with what its own loaders read, not with what another page's read.
    await setStock(other, 40);
    const paths = ['/home', `/product/${bought}`, `/product/${other}`];
    const first = await Promise.all(paths.map((path) => open(path)));
    expect(first.map((page) => page.cache)).toEqual(['MISS', 'MISS', 'MISS']);

    await placeCodOrder(t, { productId: bought, index: 4, pieces: 1 });
    expect((await open('/home')).cache).toBe('HIT');
    expect((await open(`/product/${other}`)).cache).toBe('HIT');
    const page = await open(`/product/${bought}`);
    expect(page.cache).toBe('MISS');
    expect(page.shown).toContain(`"product":${await stockOf(bought)}`);
  });
});
