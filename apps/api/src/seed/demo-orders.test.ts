// The demo shopper's orders as the shopper's own calls answer them, on the seeded demo
// (docs/decisions/orders.md "The demo's orders"): a parcel on its way names its courier and
// tracking number, one delivered order can still be returned, one return is under way, one was
// refunded with its credit note's place, one order was cancelled after it shipped with its fee kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrdersAnswerSchema, type Order } from '@haat/contract';
import { createTestApp, signInAs, type TestApp } from '../../test/helper.ts';
import { DEMO_CUSTOMER_ID } from './orders.ts';

let t: TestApp;
let orders: Order[];

beforeAll(async () => {
  t = await createTestApp();
  const shopper = await signInAs(t, DEMO_CUSTOMER_ID);
  orders = [];
  // The list's four filters together hold every order: active prepaid, active COD, done, cancelled.
  for (const status of [1, 2, 4, -1]) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/customer/orders?status=${status}`,
      headers: shopper,
    });
    expect(res.statusCode, res.body).toBe(200);
    orders.push(...OrdersAnswerSchema.parse(res.json()).data);
  }
});
afterAll(async () => t.close());

const states = (order: Order) => order.timeline.map((entry) => entry.state);

describe("the demo shopper's orders", () => {
  it('name the courier and tracking number of every parcel that has left', () => {
    const left = orders.filter((order) => states(order).includes('Shipped'));
    expect(left.map((order) => order.shippingStatus).sort()).toEqual(
      expect.arrayContaining(['Cancelled', 'Delivered', 'Out for delivery', 'Shipped']),
    );
    for (const order of left) {
      expect(order.shipments.length, order.orderID).toBeGreaterThan(0);
      for (const parcel of order.shipments) {
        expect(parcel, order.orderID).toMatchObject({
          state: expect.stringMatching(/^(Shipped|Delivered)$/),
          courier: expect.any(String),
          trackingNumber: expect.any(String),
          shippedAt: expect.any(String),
        });
      }
    }
    // A courier whose page we know links to it (Delhivery, Blue Dart, Ekart…).
    expect(
      left.some((order) => order.shipments.some((parcel) => parcel.trackingUrl !== null)),
    ).toBe(true);
  });

  it('include a delivered order whose every item can be returned today', () => {
    const now = Date.now();
    const returnable = orders.filter(
      (order) =>
        order.shippingStatus === 'Delivered' &&
        order.returns.length === 0 &&
        order.products.every(
          (line) => line.return?.state === 'open' && Date.parse(line.return.until ?? '') > now,
        ),
    );
    expect(returnable.length).toBeGreaterThan(0);
  });

  it('include a return approved and waiting for pickup, with more of the order still returnable', () => {
    const order = orders.find((each) => each.returns.some((made) => made.status === 'approved'));
    expect(order).toBeDefined();
    const made = order!.returns[0]!;
    expect(made.timeline.map((step) => [step.state, step.by])).toEqual([
      ['requested', 'shopper'],
      ['approved', 'seller'],
    ]);
    expect(made.decisionNote).toEqual(expect.any(String));
    expect(order!.refunds).toEqual([]);
    expect(order!.products.some((line) => line.return?.state === 'open')).toBe(true);
  });

  it('include a return received and refunded through the gateway it was paid by', () => {
    const order = orders.find((each) => each.returns.some((made) => made.status === 'refunded'));
    expect(order).toBeDefined();
    const made = order!.returns[0]!;
    expect(made.timeline.map((step) => [step.state, step.by])).toEqual([
      ['requested', 'shopper'],
      ['approved', 'seller'],
      ['picked-up', 'operator'],
      ['received', 'seller'],
      ['refunded', 'system'],
    ]);
    expect(order!.refunds).toEqual([
      expect.objectContaining({ amount: made.refund, status: 'refunded' }),
    ]);
  });

  it('include an order cancelled after it shipped: its fee kept, the rest refunded', () => {
    const order = orders.find(
      (each) => each.shippingStatus === 'Cancelled' && states(each).includes('Shipped'),
    );
    expect(order).toBeDefined();
    expect(states(order!)).toEqual(['Placed', 'Packed', 'Shipped', 'Cancelled']);
    expect(order!.refunds).toEqual([
      expect.objectContaining({
        amount: Math.round((order!.payableamount - 99) * 100) / 100,
        status: 'refunded',
        reference: expect.stringMatching(/^sbx_rfnd_/),
      }),
    ]);
  });
});
