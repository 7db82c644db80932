// What a shopper sees of their parcels: each seller's part of the order with its state, and once
// the seller ships it the courier, the tracking number and the courier's own tracking page where
// it is known — on the shopper's order page and on the shareable tracking page alike; and once
// an order is cancelled after its parcel left, that the parcel is going back to the seller, then
// that it is back (docs/decisions/cancellation.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt } from 'drizzle-orm';
import { OrderAnswerSchema, TrackOrderAnswerSchema } from '@haat/contract';
import { nextIp } from '../../../test/accounts.ts';
import { createTestApp, signInOperator, type TestApp } from '../../../test/helper.ts';
import { TEST_CAPTCHA, placeCodOrder, requestCancel } from '../../../test/orders.fixtures.ts';
import { orders, products, sellers } from '../../db/schema/index.ts';
import { DEMO_OTHER_PASSWORD } from '../../seed/index.ts';
import { moveOrder } from './index.ts';
import { DEMO_SHOP_MODE } from '../../lib/shop-mode.ts';
import { parcelReturnOf, standingOf } from './shipment-views.ts';

let t: TestApp;
let product: typeof products.$inferSelect;
let seller: typeof sellers.$inferSelect;
let sellerHeaders: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ env: { HAAT_TEST_CAPTCHA: TEST_CAPTCHA } });
  [product] = (await t.db
    .select()
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(
      and(eq(products.hasVariants, false), gt(products.stock, 40), eq(sellers.status, 'approved')),
    )
    .limit(1)
    .then((rows) => rows.map((row) => row.products))) as [typeof product];
  [seller] = (await t.db.select().from(sellers).where(eq(sellers.id, product.sellerId))) as [
    typeof seller,
  ];
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/seller/login',
    payload: { email: seller.email, password: DEMO_OTHER_PASSWORD },
    remoteAddress: nextIp(),
  });
  if (login.statusCode !== 200) throw new Error(`seller login failed: ${login.body}`);
  sellerHeaders = { authorization: `Bearer ${login.json().token as string}` };
});
afterAll(async () => t.close());

const ship = async (orderId: string, payload: object) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/seller/orders/${orderId}/shipment`,
    headers: sellerHeaders,
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
};

async function placed(index: number) {
  const shopper = await placeCodOrder(t, { productId: product.id, index, pieces: 1 });
  const orderPage = async () =>
    OrderAnswerSchema.parse(
      (await shopper.request('GET', `/api/customer/order?orderID=${shopper.orderId}`)).json(),
    ).data;
  const [row] = await t.db.select().from(orders).where(eq(orders.id, shopper.orderId));
  const trackingPage = async () =>
    TrackOrderAnswerSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/public/order/${row!.trackingId}` })).json(),
    ).data;
  return { orderId: shopper.orderId, headers: shopper.headers, orderPage, trackingPage };
}

describe("a shopper's parcels", () => {
  it('show the sending shop before shipping, then the courier, number and courier page', async () => {
    const order = await placed(1);
    expect((await order.orderPage()).shipments).toEqual([
      {
        shopName: seller.shopName,
        state: 'Placed',
        courier: null,
        trackingNumber: null,
        trackingUrl: null,
        packedAt: null,
        shippedAt: null,
        deliveredAt: null,
        returnToSeller: null,
        returnedAt: null,
        productIDs: [product.id],
        lineIDs: [expect.any(String)],
        parcel: null,
      },
    ]);

    await ship(order.orderId, { state: 'Packed' });
    await ship(order.orderId, {
      state: 'Shipped',
      courier: 'Blue Dart',
      trackingNumber: '8123 4567 890',
    });
    const shipped = {
      shopName: seller.shopName,
      state: 'Shipped',
      courier: 'Blue Dart',
      trackingNumber: '81234567890',
      trackingUrl:
        'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=81234567890',
      packedAt: expect.any(String),
      shippedAt: expect.any(String),
      deliveredAt: null,
      returnToSeller: null,
      returnedAt: null,
      productIDs: [product.id],
      lineIDs: [expect.any(String)],
      parcel: null,
    };
    expect((await order.orderPage()).shipments).toEqual([shipped]);
    expect((await order.trackingPage()).shipments).toEqual([shipped]);

    await ship(order.orderId, { state: 'Delivered' });
    const [delivered] = (await order.trackingPage()).shipments;
    expect(delivered).toMatchObject({ state: 'Delivered', deliveredAt: expect.any(String) });
  });

  it('carry no courier page for a courier whose page is not known', async () => {
    const order = await placed(2);
    await ship(order.orderId, { state: 'Packed' });
    await ship(order.orderId, {
      state: 'Shipped',
      courier: 'Raju Transport',
      trackingNumber: 'RT20261126',
    });
    expect((await order.orderPage()).shipments[0]).toMatchObject({
      courier: 'Raju Transport',
      trackingNumber: 'RT20261126',
      trackingUrl: null,
    });
  });

  it("take the order's dates when the operator moved the order without the seller", async () => {
    const order = await placed(3);
    for (const to of ['Packed', 'Shipped', 'Out for delivery', 'Delivered'] as const) {
      await moveOrder(t.db, {
        orderId: order.orderId,
        to,
        actor: 'test',
        now: new Date(),
        shop: DEMO_SHOP_MODE,
      });
    }
    const page = await order.orderPage();
    const at = (state: string) => page.timeline.find((entry) => entry.state === state)?.at;
    expect(page.shipments).toEqual([
      expect.objectContaining({
        state: 'Delivered',
        courier: null,
        trackingUrl: null,
        packedAt: at('Packed'),
        shippedAt: at('Shipped'),
        deliveredAt: at('Delivered'),
      }),
    ]);
    expect(at('Delivered')).toEqual(expect.any(String));
  });
});

describe("a cancelled order's parcel", () => {
  const cancel = async (order: { orderId: string; headers: Record<string, string> }) => {
    // Cash on delivery: cancelling after shipping costs nothing, so no fee to accept.
    const done = await requestCancel(t, order.headers, order.orderId, 'Not at home this week');
    expect(done.statusCode, done.body).toBe(200);
  };
  const recordBack = async (orderId: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/returned-to-origin`,
      headers: await signInOperator(t),
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('that had left is on its way back to the seller, then back with the seller', async () => {
    const order = await placed(4);
    await ship(order.orderId, { state: 'Packed' });
    await ship(order.orderId, {
      state: 'Shipped',
      courier: 'Delhivery',
      trackingNumber: '14908374650',
    });
    const [onItsWay] = (await order.orderPage()).shipments;
    expect(onItsWay).toMatchObject({ state: 'Shipped', returnToSeller: null, returnedAt: null });

    await cancel(order);
    // Right after the cancel the courier still has it, bringing it back: said on both pages, with
    // the courier and number to follow it by.
    const goingBack = {
      ...onItsWay,
      state: 'Shipped',
      courier: 'Delhivery',
      trackingNumber: '14908374650',
      returnToSeller: 'on-its-way',
      returnedAt: null,
    };
    expect((await order.orderPage()).shipments).toEqual([goingBack]);
    expect((await order.trackingPage()).shipments).toEqual([goingBack]);

    await recordBack(order.orderId);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.orderId));
    const back = {
      ...goingBack,
      returnToSeller: 'received',
      returnedAt: row!.returnedToOriginAt!.toISOString(),
    };
    expect((await order.orderPage()).shipments).toEqual([back]);
    expect((await order.trackingPage()).shipments).toEqual([back]);
  });

  it('the operator had moved with the whole order stands where the cancel found it', async () => {
    const order = await placed(5);
    for (const to of ['Packed', 'Shipped', 'Out for delivery'] as const) {
      await moveOrder(t.db, {
        orderId: order.orderId,
        to,
        actor: 'test',
        now: new Date(),
        shop: DEMO_SHOP_MODE,
      });
    }
    await cancel(order);
    const page = await order.orderPage();
    const at = (state: string) => page.timeline.find((entry) => entry.state === state)?.at;
    // No row of the seller's says it left; the order's timeline does.
    expect(page.shipments).toEqual([
      expect.objectContaining({
        state: 'Shipped',
        shippedAt: at('Shipped'),
        deliveredAt: null,
        returnToSeller: 'on-its-way',
        returnedAt: null,
      }),
    ]);
    await recordBack(order.orderId);
    expect((await order.orderPage()).shipments).toEqual([
      expect.objectContaining({ returnToSeller: 'received', returnedAt: expect.any(String) }),
    ]);
  });

  it('that never left is not coming back from anywhere', async () => {
    const order = await placed(6);
    await ship(order.orderId, { state: 'Packed' });
    await cancel(order);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row).toMatchObject({ shippingStatus: 'Cancelled', returnToOrigin: null });
    expect((await order.orderPage()).shipments).toEqual([
      expect.objectContaining({ state: 'Packed', shippedAt: null, returnToSeller: null }),
    ]);
  });
});

describe('where a parcel stands by its order', () => {
  it.each([
    ['Shipped', 'awaited', 'on-its-way'],
    ['Shipped', null, 'on-its-way'],
    ['Shipped', 'received', 'received'],
    // Delivered before the cancel: it is with the shopper, not the courier.
    ['Delivered', 'awaited', null],
    ['Packed', 'awaited', null],
  ] as const)("a cancelled order's %s parcel (return %s) is %s", (parcel, back, expected) => {
    expect(parcelReturnOf({ shippingStatus: 'Cancelled', returnToOrigin: back }, parcel)).toBe(
      expected,
    );
  });

  it('is nothing coming back while the order stands', () => {
    expect(
      parcelReturnOf({ shippingStatus: 'Shipped', returnToOrigin: null }, 'Shipped'),
    ).toBeNull();
  });

  it('of a cancelled order, is the step before the last cancel', () => {
    const steps = (...states: string[]) => states.map((state) => ({ state }));
    expect(standingOf('Cancelled', steps('Placed', 'Packed', 'Shipped', 'Cancelled'))).toBe(
      'Shipped',
    );
    expect(standingOf('Cancelled', steps('Placed', 'Cancelled'))).toBe('Placed');
    expect(standingOf('Cancelled', steps('Cancelled'))).toBe('Placed');
    expect(standingOf('Packed', steps('Placed', 'Packed'))).toBe('Packed');
  });
});
