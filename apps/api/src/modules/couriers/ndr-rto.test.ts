// Failed deliveries and returns to origin through Shiprocket's stand-in (test/shiprocket-stand-in.ts;
// docs/decisions/couriers.md): a failed-attempt scan puts the parcel in the seller's and the
// operator's NDR queue with the courier's reason; a re-attempt (new date, corrected mobile) or a
// return goes to Shiprocket's NDR action once per attempt, from the seller, the operator or the
// shopper (their own order, a re-attempt only); Shiprocket down or refusing records nothing. An
// RTO-delivered parcel puts its stock back and refunds a prepaid order as a cancellation, once,
// whatever order and however often its scans come; out for delivery moves the order (its message)
// once; no state moves backwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/helper.ts';
import { createTestClock } from '../../../test/accounts.ts';
import {
  bookedAwb,
  sellerSession,
  shiprocketWebhook,
  startShiprocketWorld,
  type CourierWorld,
  type Headers,
} from '../../../test/couriers.fixtures.ts';
import { placeCodOrder, placeOrder } from '../../../test/orders.fixtures.ts';
import {
  SHIPROCKET_TEST,
  standInScan,
  type ShiprocketStandIn,
  type StandInScan,
} from '../../../test/shiprocket-stand-in.ts';
import {
  notifications,
  orderEvents,
  orders,
  products,
  refunds,
  sellers,
} from '../../db/schema/index.ts';
import {
  placePaidTwoSellerOrder,
  twoSellersProducts,
} from '../../../test/two-seller-orders.fixtures.ts';
import { orderLines } from '../../db/schema/index.ts';
import { pollQuietShipments, shiprocketPort } from './index.ts';

const clock = createTestClock(new Date('2026-11-23T03:00:00.000Z'));
let world: CourierWorld<ShiprocketStandIn>;
let standIn: ShiprocketStandIn;
let t: TestApp;
let operator: Headers;
let seller: Headers;
let product: typeof products.$inferSelect;

const at = (day: number, time: string) => `2026-11-${String(day).padStart(2, '0')} ${time}`;
const scan = {
  pickedUp: standInScan(at(21, '11:00:00'), 42, 'PICKED UP', 'Jaipur_Hub (Rajasthan)'),
  transit: standInScan(at(22, '02:10:00'), 18, 'IN TRANSIT', 'Delhi_Gateway (Delhi)'),
  ofd: standInScan(at(23, '09:05:00'), 17, 'OUT FOR DELIVERY', 'Jaipur_Malviya (Rajasthan)'),
  ndr: standInScan(at(23, '18:30:00'), 21, 'UNDELIVERED', 'Jaipur', 'Consignee not available'),
  ofd2: standInScan(at(24, '09:00:00'), 17, 'OUT FOR DELIVERY', 'Jaipur_Malviya (Rajasthan)'),
  ndr2: standInScan(at(24, '17:00:00'), 21, 'UNDELIVERED', 'Jaipur', 'Address not found'),
  delivered: standInScan(at(25, '13:45:00'), 7, 'DELIVERED', 'Jaipur_Malviya (Rajasthan)'),
  rto: standInScan(at(25, '10:00:00'), 9, 'RTO INITIATED', 'Jaipur_Malviya (Rajasthan)'),
  rtoTransit: standInScan(at(26, '08:00:00'), 46, 'RTO IN TRANSIT', 'Jaipur_Hub (Rajasthan)'),
  rtoDelivered: standInScan(at(27, '12:00:00'), 10, 'RTO DELIVERED', 'Jaipur_Hub (Rajasthan)'),
};

/** A COD order of two pieces, booked; its shopper's headers. */
async function bookedCodOrder() {
  const placed = await world.newOrder();
  const orderId = placed.orderId as string;
  return { orderId, headers: placed.headers, awb: await bookedAwb(t, orderId, seller) };
}

/** The courier scans: the stand-in keeps them (what the poll and the NDR check read), the webhook sends `sent`. */
async function scanned(awb: string, kept: StandInScan[], sent: StandInScan[] = kept) {
  for (const each of kept) standIn.addScan(awb, each);
  return shiprocketWebhook(t, awb, sent);
}

const queue = async (headers: Headers) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/couriers/ndr', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    orderID: string;
    awb: string;
    attempt: number;
    reason: string | null;
    asked: { action: string; by: string; deferredDate: string | null } | null;
  }[];
};

const act = (headers: Headers, awb: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/admin/couriers/ndr/${awb}`, headers, payload });

const reattemptAsShopper = (headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/customer/order/reattempt', headers, payload });

const ndrActionsOf = (awb: string) =>
  standIn.orders.find((order) => order.awb === awb)?.ndrActions ?? [];

async function orderOf(orderId: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}
async function stockOf() {
  const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
  return row!.stock;
}
const refundsOf = (orderId: string) =>
  t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
/** The messages owed the shopper about a failed delivery, by channel. */
async function deliveryFailedMessagesOf(orderId: string) {
  const rows = await t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.orderId, orderId), eq(notifications.kind, 'delivery-failed')));
  return rows.map((row) => ({ channel: row.channel, body: row.body }));
}
const eventsOf = (orderId: string, state: string) =>
  t.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.state, state)));

beforeAll(async () => {
  world = await startShiprocketWorld({ clock, firstOrderIndex: 4700 });
  ({ t, standIn, operator, seller, product } = world);
  for (const [url, payload] of [
    ['/api/admin/couriers/shiprocket', SHIPROCKET_TEST],
    ['/api/admin/couriers', { shop: 'shiprocket' }],
  ] as const) {
    const res = await t.app.inject({ method: 'PUT', url, headers: operator, payload });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(async () => world?.close());

describe('a failed delivery attempt (NDR)', () => {
  it("queues it with the courier's reason; the seller's re-attempt goes to Shiprocket once", async () => {
    const { orderId, awb } = await bookedCodOrder();
    await scanned(awb, [scan.pickedUp, scan.transit, scan.ofd]);
    // Out for delivery moves the order on (the shopper's message rides on its event), once.
    expect((await orderOf(orderId)).shippingStatus).toBe('Out for delivery');
    expect(await queue(operator)).not.toContainEqual(expect.objectContaining({ awb }));

    // The failed attempt arrives twice, once with the whole history out of order.
    await scanned(awb, [scan.ndr], [scan.ndr, scan.ofd, scan.pickedUp]);
    await scanned(awb, [], [scan.ndr]);
    const waiting = { orderID: orderId, awb, attempt: 1, reason: 'Consignee not available' };
    expect(await queue(operator)).toContainEqual(
      expect.objectContaining({ ...waiting, asked: null }),
    );
    expect(await queue(seller)).toContainEqual(expect.objectContaining(waiting));
    // The shopper is told once, with the courier's reason, however often the scan came.
    const told = await deliveryFailedMessagesOf(orderId);
    expect(told.map((message) => message.channel).sort()).toEqual(['email', 'sms']);
    expect(told.find((message) => message.channel === 'sms')?.body).toContain(
      'Consignee not available',
    );
    const [other] = await t.db
      .select()
      .from(sellers)
      .where(and(eq(sellers.status, 'approved')));
    const otherSeller =
      other && other.id !== product.sellerId ? await sellerSession(t, other.id) : null;
    if (otherSeller) {
      expect(await queue(otherSeller)).not.toContainEqual(expect.objectContaining({ awb }));
      const foreign = await act(otherSeller, awb, { action: 'return', comments: 'Send it back' });
      expect(foreign.statusCode).toBe(404);
    }

    // Bad input is named; nothing is sent.
    const bad = await act(seller, awb, {
      action: 're-attempt',
      phone: '12345',
      deferredDate: '2026-11-01',
      comments: 'Call first',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().validation)).toContain('phone');
    const past = await act(seller, awb, {
      action: 're-attempt',
      deferredDate: '2026-11-01',
      comments: 'Call first',
    });
    expect(past.statusCode).toBe(400);
    expect(Object.keys(past.json().validation)).toContain('deferredDate');
    const returnWithPhone = await act(seller, awb, {
      action: 'return',
      phone: '9876543210',
      comments: 'Send it back',
    });
    expect(returnWithPhone.statusCode).toBe(400);
    expect(ndrActionsOf(awb)).toHaveLength(0);

    const res = await act(seller, awb, {
      action: 're-attempt',
      deferredDate: '2026-11-25',
      phone: '9876543210',
      address1: 'Flat 4, Malviya Nagar, near the temple',
      comments: 'Call before coming',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.asked).toMatchObject({ action: 're-attempt', by: 'seller' });
    expect(ndrActionsOf(awb)).toEqual([
      {
        action: 're-attempt',
        comments: 'Call before coming',
        phone: '9876543210',
        address1: 'Flat 4, Malviya Nagar, near the temple',
        deferred_date: '2026-11-25',
      },
    ]);
    // Once per attempt, whoever asks.
    const again = await act(operator, awb, { action: 'return', comments: 'Send it back' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already/);
    expect(ndrActionsOf(awb)).toHaveLength(1);

    // Out again and delivered: off the queue; a late failed-attempt scan moves nothing back.
    await scanned(awb, [scan.ofd2, scan.delivered]);
    await scanned(awb, [], [scan.ndr2, scan.ndr]);
    expect(await queue(operator)).not.toContainEqual(expect.objectContaining({ awb }));
    const order = await orderOf(orderId);
    expect(order.shippingStatus).toBe('Delivered');
    expect(await eventsOf(orderId, 'Out for delivery')).toHaveLength(1);
    const late = await act(operator, awb, { action: 'return', comments: 'Send it back' });
    expect(late.statusCode).toBe(409);
  });

  it('lets the shopper ask for a re-attempt of their own parcel, once per attempt; the operator returns the next', async () => {
    const { orderId, awb, headers } = await bookedCodOrder();
    await scanned(awb, [scan.pickedUp, scan.ofd, scan.ndr]);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/customer/order?orderID=${orderId}`,
      headers,
    });
    expect(page.json().data.shipments[0].parcel.ndr).toEqual({
      attempt: 1,
      reason: 'Consignee not available',
      at: '2026-11-23T13:00:00.000Z',
      asked: null,
    });

    const stranger = await placeCodOrder(t, { productId: product.id, index: 4790 });
    const foreign = await reattemptAsShopper(stranger.headers, { orderID: orderId, awb });
    expect(foreign.statusCode).toBe(404);
    const badDate = await reattemptAsShopper(headers, {
      orderID: orderId,
      awb,
      date: '2027-01-30',
    });
    expect(badDate.statusCode).toBe(400);
    expect(Object.keys(badDate.json().validation)).toContain('date');

    const asked = await reattemptAsShopper(headers, { orderID: orderId, awb, date: '2026-11-24' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(ndrActionsOf(awb)).toEqual([
      expect.objectContaining({ action: 're-attempt', deferred_date: '2026-11-24' }),
    ]);
    expect((await reattemptAsShopper(headers, { orderID: orderId, awb })).statusCode).toBe(409);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/customer/order?orderID=${orderId}`,
      headers,
    });
    expect(after.json().data.shipments[0].parcel.ndr.asked).toBe('re-attempt');
    expect(await queue(operator)).toContainEqual(
      expect.objectContaining({ awb, asked: expect.objectContaining({ by: 'shopper' }) }),
    );

    // The second attempt fails too: a new attempt, open again.
    await scanned(awb, [scan.ofd2, scan.ndr2]);
    expect(await queue(operator)).toContainEqual(
      expect.objectContaining({ awb, attempt: 2, reason: 'Address not found', asked: null }),
    );
    // One message per attempt.
    expect(await deliveryFailedMessagesOf(orderId)).toHaveLength(4);
    // Shiprocket down: 503, nothing recorded; refusing: 409 in its words, nothing recorded.
    standIn.misbehave('ndr/', { status: 502 });
    const down = await act(operator, awb, { action: 'return', comments: 'Send it back' });
    expect(down.statusCode).toBe(503);
    standIn.misbehave('ndr/', { status: 422 });
    const refused = await act(operator, awb, { action: 'return', comments: 'Send it back' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Shiprocket refused/);
    expect(await queue(operator)).toContainEqual(expect.objectContaining({ awb, asked: null }));
    const returned = await act(operator, awb, { action: 'return', comments: 'Send it back' });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(ndrActionsOf(awb).at(-1)).toEqual({ action: 'return', comments: 'Send it back' });
    expect((await reattemptAsShopper(headers, { orderID: orderId, awb })).statusCode).toBe(409);
  });
});

describe('a return to origin (RTO)', () => {
  it('puts a COD parcel\u2019s stock back once, whatever order and however often its scans come', async () => {
    const stockBefore = await stockOf();
    const { orderId, awb } = await bookedCodOrder();
    expect(await stockOf()).toBe(stockBefore - 2);
    // Out of order and repeated: RTO delivered first, the rest after, then all of it again.
    await scanned(
      awb,
      [scan.pickedUp, scan.ndr, scan.rto, scan.rtoTransit, scan.rtoDelivered],
      [scan.rtoDelivered],
    );
    expect(await stockOf()).toBe(stockBefore);
    await scanned(awb, [], [scan.rto, scan.ndr, scan.pickedUp, scan.rtoDelivered, scan.rtoTransit]);
    await scanned(awb, [], [scan.rtoDelivered, scan.delivered]);
    const deps = { db: t.db, clock, shop: { kind: 'demo' } as never, quietHours: 0 };
    clock.advance(1000);
    await pollQuietShipments({
      ...deps,
      port: await shiprocketPort({ db: t.db, config: t.config, clock }),
    });
    expect(await stockOf()).toBe(stockBefore);

    const order = await orderOf(orderId);
    expect(order).toMatchObject({ shippingStatus: 'Cancelled', returnToOrigin: 'received' });
    expect(await refundsOf(orderId)).toHaveLength(0);
    expect(await eventsOf(orderId, 'Cancelled')).toHaveLength(1);
    const track = await t.app.inject({
      method: 'GET',
      url: `/api/public/order/${order.trackingId}`,
    });
    expect(track.json().data.shipments[0]).toMatchObject({
      returnToSeller: 'received',
      parcel: { state: 'rto-delivered', ndr: null },
    });
  });

  it('refunds a prepaid order as a cancellation when its parcel is back, once', async () => {
    const stockBefore = await stockOf();
    const placed = await placeOrder(t, {
      productId: product.id,
      index: world.nextOrderIndex(),
      pieces: 1,
      paymentType: 'prepaid',
    });
    if (placed.answer.status !== 2)
      throw new Error('the prepaid order was not sent to the gateway');
    const orderId = new URL(placed.answer.data.url, 'http://x').pathname.split('/').at(-1)!;
    await t.db
      .update(orders)
      .set({ paymentStatus: 'paid', paymentProvider: 'sandbox', paymentReference: 'sbx_rto' })
      .where(eq(orders.id, orderId));
    const awb = await bookedAwb(t, orderId, seller);
    await scanned(awb, [scan.pickedUp, scan.ofd, scan.ndr]);
    expect(
      (await act(seller, awb, { action: 'return', comments: 'Send it back' })).statusCode,
    ).toBe(200);
    await scanned(awb, [scan.rto, scan.rtoDelivered]);
    await scanned(awb, [], [scan.rtoDelivered, scan.rto]);

    const order = await orderOf(orderId);
    expect(order).toMatchObject({ shippingStatus: 'Cancelled', returnToOrigin: 'received' });
    expect(await stockOf()).toBe(stockBefore);
    const owed = await refundsOf(orderId);
    expect(owed).toHaveLength(1);
    expect(owed[0]).toMatchObject({ purpose: 'cancellation', amountPaise: order.payablePaise });
    expect(await eventsOf(orderId, 'Cancelled')).toHaveLength(1);
    const page = await placed.request('GET', `/api/customer/order?orderID=${orderId}`);
    expect(page.json().data.shipments[0]).toMatchObject({
      returnToSeller: 'received',
      parcel: { state: 'rto-delivered' },
    });
  });

  it("cancels only that seller's part of a two-seller order, refunding its share", async () => {
    const pair = await twoSellersProducts(t);
    const [first] = pair;
    const stockOfFirst = async () =>
      (await t.db.select().from(products).where(eq(products.id, first.id)))[0]!.stock;
    const before = await stockOfFirst();
    const { orderId, paidPaise } = await placePaidTwoSellerOrder(t, pair, 4799);
    const firstSeller = await sellerSession(t, first.sellerId);
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/seller/orders/${orderId}/courier`,
      headers: firstSeller,
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const awb = booked.json().data.booking.awb as string;
    await scanned(awb, [scan.pickedUp, scan.rto, scan.rtoDelivered]);
    await scanned(awb, [], [scan.rtoDelivered]);

    const order = await orderOf(orderId);
    expect(order.shippingStatus).not.toBe('Cancelled');
    expect(order.payablePaise).toBeLessThan(paidPaise);
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    expect(
      lines.map((line) => [line.sellerId === first.sellerId, line.cancelledAt !== null]),
    ).toEqual(
      expect.arrayContaining([
        [true, true],
        [false, false],
      ]),
    );
    expect(await stockOfFirst()).toBe(before);
    const owed = await refundsOf(orderId);
    expect(owed).toHaveLength(1);
    expect(owed[0]!.purpose).toMatch(/^items:/);
    expect(owed[0]!.amountPaise).toBe(paidPaise - order.payablePaise);
  });
});
