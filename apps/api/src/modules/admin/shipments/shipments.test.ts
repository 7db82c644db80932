// Sellers' shipments: each seller moves their own part of an order Placed → Packed →
// Shipped (courier and tracking number) → Delivered; the order follows once every part has, one
// step of its transition table at a time; a parcel on its way stops a cancel; a seller without
// lines on the order gets 404; wrong steps and bad input are refused in words; all is audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { createTestApp, signInAs, signInOperator, type TestApp } from '../../../../test/helper.ts';
import { nextIp } from '../../../../test/accounts.ts';
import {
  auditLog,
  orderEvents,
  orderLines,
  orderShipments,
  orders,
  sellers,
} from '../../../db/schema/index.ts';
import { DEMO_OTHER_PASSWORD } from '../../../seed/index.ts';

type Headers = { authorization: string };
let t: TestApp;
let operator: Headers;
/** Two approved sellers with lines in the seed, and a third with none on the orders made here. */
let sellerA: { id: string; headers: Headers };
let sellerB: { id: string; headers: Headers };
let sellerC: { id: string; headers: Headers };
let orderNumber = 0;

async function sellerSession(id: string) {
  const [seller] = await t.db.select().from(sellers).where(eq(sellers.id, id));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/seller/login',
    payload: { email: seller!.email, password: DEMO_OTHER_PASSWORD },
    remoteAddress: nextIp(),
  });
  if (res.statusCode !== 200) throw new Error(`seller login failed: ${res.body}`);
  return { id, headers: { authorization: `Bearer ${res.json().token as string}` } };
}

/**
 * Arrange: a new order, placed and paid by cash on delivery, holding one line of each seller
 * given (copied from the seed's lines of those sellers), with its first timeline entry.
 */
async function placeOrder(
  sellerIds: string[],
  overrides: Partial<typeof orders.$inferInsert> = {},
) {
  orderNumber += 1;
  const id = `OD9000000000${String(orderNumber).padStart(2, '0')}`;
  const [template] = await t.db.select().from(orders).orderBy(asc(orders.id)).limit(1);
  const lines = [];
  for (const sellerId of sellerIds) {
    const [line] = await t.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.sellerId, sellerId))
      .limit(1);
    lines.push({ ...line!, id: `ol_${id}_${lines.length + 1}`, orderId: id });
  }
  const subtotalPaise = lines.reduce((sum, line) => sum + line.lineTotalPaise, 0);
  await t.db.insert(orders).values({
    ...template!,
    id,
    trackingId: `HTTEST${id}`,
    paymentType: 'cod',
    paymentStatus: 'cod',
    status: 1,
    shippingStatus: 'Placed',
    subtotalPaise,
    shippingPaise: 0,
    platformPaise: 500,
    discountPaise: 0,
    totalPaise: subtotalPaise + 500,
    payablePaise: subtotalPaise + 500,
    couponId: null,
    idempotencyKey: `test-${id}`,
    paymentProvider: null,
    paymentReference: null,
    paymentUrl: null,
    paymentExpiresAt: null,
    cancelReason: null,
    refundDuePaise: 0,
    createdAt: new Date(),
    updatedAt: new Date(),
    ...overrides,
  });
  await t.db.insert(orderLines).values(lines);
  await t.db.insert(orderEvents).values({
    id: `ev_${id}_1`,
    orderId: id,
    state: 'Placed',
    actor: `customer:${template!.customerId}`,
    at: new Date(),
  });
  return id;
}

const ship = (orderId: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/seller/orders/${orderId}/shipment`,
    headers,
    payload,
  });
const orderRow = async (orderId: string) =>
  (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
const operatorDetail = async (orderId: string) =>
  (await t.app.inject({ url: `/api/admin/orders/${orderId}`, headers: operator })).json().data;

beforeAll(async () => {
  t = await createTestApp();
  operator = await signInOperator(t);
  const withLines = await t.db
    .selectDistinct({ id: orderLines.sellerId })
    .from(orderLines)
    .innerJoin(sellers, eq(sellers.id, orderLines.sellerId))
    .where(eq(sellers.status, 'approved'))
    .orderBy(asc(orderLines.sellerId));
  if (withLines.length < 3) throw new Error('the seed has fewer than three sellers with orders');
  sellerA = await sellerSession(withLines[0]!.id);
  sellerB = await sellerSession(withLines[1]!.id);
  sellerC = await sellerSession(withLines[2]!.id);
});
afterAll(async () => t.close());

describe("a shared order follows its sellers' shipments", () => {
  it('moves when every part has: Packed, Shipped (with the invoice), Out for delivery, Delivered', async () => {
    const orderId = await placeOrder([sellerA.id, sellerB.id]);

    const packedA = await ship(orderId, sellerA.headers, { state: 'Packed' });
    expect(packedA.statusCode, packedA.body).toBe(200);
    expect(packedA.json().data).toMatchObject({
      orderID: orderId,
      shipment: { sellerID: sellerA.id, state: 'Packed', courier: null },
      shippingStatus: 'Placed',
    });
    expect(packedA.json().message).toBe(
      `Your part of order ${orderId} is Packed. The order stays Placed until the other sellers' parts catch up.`,
    );

    const packedB = await ship(orderId, sellerB.headers, { state: 'Packed' });
    expect(packedB.json().data.shippingStatus).toBe('Packed');
    expect(packedB.json().message).toContain('The order is now Packed.');

    const shippedA = await ship(orderId, sellerA.headers, {
      state: 'Shipped',
      courier: ' Delhivery ',
      trackingNumber: ' 1234 5678 9012 ',
    });
    expect(shippedA.statusCode, shippedA.body).toBe(200);
    expect(shippedA.json().data.shipment).toMatchObject({
      state: 'Shipped',
      courier: 'Delhivery',
      trackingNumber: '123456789012',
    });
    expect((await orderRow(orderId)).shippingStatus).toBe('Packed');

    // A parcel is on its way: the order can no longer be cancelled, though it still reads Packed.
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${orderId}/state`,
      headers: operator,
      payload: { state: 'Cancelled', reason: 'The shopper asked.' },
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe(
      'Part of this order has already shipped; it can no longer be cancelled.',
    );

    const shippedB = await ship(orderId, sellerB.headers, {
      state: 'Shipped',
      courier: 'India Post',
      trackingNumber: 'ee123456789in',
    });
    expect(shippedB.json().data).toMatchObject({
      shipment: { courier: 'India Post', trackingNumber: 'EE123456789IN' },
      shippingStatus: 'Shipped',
    });
    expect((await operatorDetail(orderId)).hasInvoice).toBe(true);

    expect(
      (await ship(orderId, sellerB.headers, { state: 'Delivered' })).json().data,
    ).toMatchObject({ shippingStatus: 'Out for delivery' });
    const delivered = await ship(orderId, sellerA.headers, { state: 'Delivered' });
    expect(delivered.json().data.shippingStatus).toBe('Delivered');
    const row = await orderRow(orderId);
    expect({ shippingStatus: row.shippingStatus, status: row.status }).toEqual({
      shippingStatus: 'Delivered',
      status: 4,
    });

    const detail = await operatorDetail(orderId);
    expect(detail.timeline.map((event: { state: string }) => event.state)).toEqual([
      'Placed',
      'Packed',
      'Shipped',
      'Out for delivery',
      'Delivered',
    ]);
    expect(detail.timeline.map((event: { actor: string }) => event.actor).slice(1)).toEqual([
      `seller:${sellerB.id}`,
      `seller:${sellerB.id}`,
      `seller:${sellerB.id}`,
      `seller:${sellerA.id}`,
    ]);
    expect(detail.shipments).toEqual([
      expect.objectContaining({
        sellerID: sellerA.id,
        state: 'Delivered',
        courier: 'Delhivery',
        trackingNumber: '123456789012',
        packedAt: expect.any(String),
        shippedAt: expect.any(String),
        deliveredAt: expect.any(String),
      }),
      expect.objectContaining({
        sellerID: sellerB.id,
        state: 'Delivered',
        courier: 'India Post',
        trackingNumber: 'EE123456789IN',
      }),
    ]);

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, orderId), eq(auditLog.actor, `seller:${sellerA.id}`)))
      .orderBy(asc(auditLog.at), asc(auditLog.action));
    expect(audits.map((entry) => entry.action).sort()).toEqual([
      'shipment.delivered',
      'shipment.packed',
      'shipment.shipped',
    ]);
    expect(audits.find((entry) => entry.action === 'shipment.shipped')?.details).toMatchObject({
      before: { state: 'Packed' },
      after: { state: 'Shipped', courier: 'Delhivery', trackingNumber: '123456789012' },
      order: { from: 'Packed', to: 'Packed' },
    });
  });

  it("moves an order wholly the seller's with each step, and a part follows an order the operator moved", async () => {
    const own = await placeOrder([sellerA.id]);
    const packed = await ship(own, sellerA.headers, { state: 'Packed' });
    expect(packed.json().data.shippingStatus).toBe('Packed');
    expect(packed.json().message).toBe(
      `Your part of order ${own} is Packed. The order is now Packed.`,
    );

    // The operator ships the whole order: the seller's part stands at Shipped, and its delivery
    // takes the order through Out for delivery to Delivered.
    const moved = await placeOrder([sellerA.id]);
    for (const state of ['Packed', 'Shipped']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/orders/${moved}/state`,
        headers: operator,
        payload: { state },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const seen = await t.app.inject({
      url: `/api/seller/orders/${moved}`,
      headers: sellerA.headers,
    });
    expect(seen.json().data.shipments).toEqual([
      expect.objectContaining({ sellerID: sellerA.id, state: 'Shipped', courier: null }),
    ]);
    const delivered = await ship(moved, sellerA.headers, { state: 'Delivered' });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json().data.shippingStatus).toBe('Delivered');
    const states = await t.db
      .select({ state: orderEvents.state })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, moved))
      .orderBy(asc(orderEvents.at), asc(orderEvents.id));
    expect(states.map((row) => row.state)).toEqual([
      'Placed',
      'Packed',
      'Shipped',
      'Out for delivery',
      'Delivered',
    ]);
  });
});

describe('a seller touches only their own part, one step at a time', () => {
  it("is 404 for an order without the seller's lines and for an unknown order; their view holds only their part", async () => {
    const orderId = await placeOrder([sellerA.id, sellerB.id]);
    const foreign = await ship(orderId, sellerC.headers, { state: 'Packed' });
    expect(foreign.statusCode).toBe(404);
    expect((await ship('OD999999999999', sellerA.headers, { state: 'Packed' })).statusCode).toBe(
      404,
    );
    expect(
      await t.db.select().from(orderShipments).where(eq(orderShipments.orderId, orderId)),
    ).toEqual([]);
    const mine = await t.app.inject({
      url: `/api/seller/orders/${orderId}`,
      headers: sellerB.headers,
    });
    expect(mine.json().data.shipments).toEqual([
      expect.objectContaining({ sellerID: sellerB.id, state: 'Placed' }),
    ]);
    expect((await operatorDetail(orderId)).shipments).toHaveLength(2);
  });

  it('refuses a skipped, repeated or backward step with 409 and says which comes next', async () => {
    const orderId = await placeOrder([sellerA.id, sellerB.id]);
    const early = await ship(orderId, sellerA.headers, {
      state: 'Shipped',
      courier: 'DTDC',
      trackingNumber: 'D12345678',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Your part of this order is Placed; mark it Packed first.');
    expect((await ship(orderId, sellerA.headers, { state: 'Delivered' })).statusCode).toBe(409);
    expect((await ship(orderId, sellerA.headers, { state: 'Packed' })).statusCode).toBe(200);
    const again = await ship(orderId, sellerA.headers, { state: 'Packed' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Your part of this order is already Packed.');
  });

  it.each([
    [{ state: 'Shipped' }, 'courier'],
    [{ state: 'Shipped', courier: 'Delhivery', trackingNumber: 'abc' }, 'trackingNumber'],
    [{ state: 'Shipped', courier: 'Delhivery', trackingNumber: 'ABCDEFGH' }, 'trackingNumber'],
    [{ state: 'Shipped', courier: 'Delhivery', trackingNumber: '1234<script>' }, 'trackingNumber'],
    [{ state: 'Shipped', courier: 'x', trackingNumber: '123456789' }, 'courier'],
    [{ state: 'Lost' }, 'state'],
  ])('refuses %j with 400 naming %s', async (payload, field) => {
    const orderId = await placeOrder([sellerA.id]);
    await ship(orderId, sellerA.headers, { state: 'Packed' });
    const res = await ship(orderId, sellerA.headers, payload);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().validation ?? {})).toContain(field);
  });

  it('refuses a cancelled order and one waiting for its online payment with 409', async () => {
    const cancelled = await placeOrder([sellerA.id], {
      shippingStatus: 'Cancelled',
      status: -1,
      cancelReason: 'Changed my mind.',
    });
    const refused = await ship(cancelled, sellerA.headers, { state: 'Packed' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This order is cancelled; there is nothing to send.');
    const pending = await placeOrder([sellerA.id], {
      paymentType: 'prepaid',
      paymentStatus: 'pending',
    });
    const waiting = await ship(pending, sellerA.headers, { state: 'Packed' });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toBe('This order is waiting for its online payment.');
    expect(
      await t.db
        .select()
        .from(orderShipments)
        .where(inArray(orderShipments.orderId, [cancelled, pending])),
    ).toEqual([]);
  });

  it('is 401 signed out, 403 for a shopper and for the operator', async () => {
    const orderId = await placeOrder([sellerA.id]);
    expect((await ship(orderId, {}, { state: 'Packed' })).statusCode).toBe(401);
    expect(
      (await ship(orderId, await signInAs(t, 'cus_demo'), { state: 'Packed' })).statusCode,
    ).toBe(403);
    expect((await ship(orderId, operator, { state: 'Packed' })).statusCode).toBe(403);
  });
});
