// An order of two sellers' parts, paid online, one part delivered and the other on its way
// (docs/decisions/cancellation.md "A part delivered"): the whole order is no longer cancelled,
// for its refund would pay back the goods the shopper has; the delivered part is returned
// through the returns flow. And the cancellation's message says what that cancel refunds, not
// what an earlier refund of items paid back too.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { type ShipmentBody } from '@haat/contract';
import { formatInr } from '@haat/india';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { TEST_CAPTCHA, requestCancel } from '../../../test/orders.fixtures.ts';
import {
  orderRow as orderRowOf,
  placePaidTwoSellerOrder,
  twoSellersProducts,
} from '../../../test/two-seller-orders.fixtures.ts';
import { UNTIL } from '../../../test/waiting.ts';
import { notifications, products, refunds } from '../../db/schema/index.ts';
import { DEMO_SHOP_MODE } from '../../lib/shop-mode.ts';
import { readOrderFacts, recordShipment } from './index.ts';

let t: TestApp;
let first: typeof products.$inferSelect;
let second: typeof products.$inferSelect;

beforeAll(async () => {
  t = await createTestApp({ env: { HAAT_TEST_CAPTCHA: TEST_CAPTCHA } });
  [first, second] = await twoSellersProducts(t);
});
afterAll(async () => t.close());

const orderRow = (orderId: string) => orderRowOf(t, orderId);
const refundsOf = (orderId: string) =>
  t.db.select().from(refunds).where(eq(refunds.orderId, orderId));

/** A prepaid order of both sellers' parts, one piece each, paid through the sandbox. */
const paidOrder = (index: number) => placePaidTwoSellerOrder(t, [first, second], index);

const SHIPPED = { courier: 'Delhivery', trackingNumber: '123456789012' };

/** The seller of `product` moves their part of the order through `states`. */
async function moveSellerPart(
  orderId: string,
  product: typeof products.$inferSelect,
  states: Array<ShipmentBody['state']>,
) {
  for (const state of states) {
    const body: ShipmentBody = state === 'Shipped' ? { state, ...SHIPPED } : { state };
    await recordShipment(t.db, {
      orderId,
      sellerId: product.sellerId,
      body,
      actor: `seller:${product.sellerId}`,
      now: new Date(),
      shop: DEMO_SHOP_MODE,
    });
  }
}

const REFUSED =
  'Part of this order has been delivered, so it can no longer be cancelled. Ask for a return of the delivered items on this page; the rest can be returned once it arrives.';

describe('a cancel while a seller’s part is delivered', () => {
  it('is not offered and is refused out for delivery: nothing is refunded, the delivered part is returnable', async () => {
    const order = await paidOrder(91);
    await moveSellerPart(order.orderId, first, ['Packed', 'Shipped', 'Delivered']);
    await moveSellerPart(order.orderId, second, ['Packed', 'Shipped']);
    expect((await orderRow(order.orderId)).shippingStatus).toBe('Out for delivery');

    const page = await order.page();
    expect(page.cancellation).toBeNull();
    // The delivered part's line may be returned now, its window running from its delivery.
    const delivered = page.products.find((line) => line.productID === first.id)!;
    expect(delivered.return).toMatchObject({ state: 'open', pieces: 1 });

    // The old client (no fee) and a page showing the out-for-delivery fee are both refused.
    for (const fee of [undefined, 149]) {
      const refused = await requestCancel(t, order.headers, order.orderId, 'Changed my mind', fee);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().message).toBe(REFUSED);
    }
    // Nor can the part on its way be cancelled on its own: it has shipped.
    const part = page.shipments.find((each) => each.productIDs.includes(second.id))!;
    const alone = await order.request('PUT', '/api/customer/order/cancel-items', {
      orderID: order.orderId,
      lineIDs: part.lineIDs,
      remark: 'Changed my mind',
    });
    expect(alone.statusCode).toBe(409);

    // Nothing changed and nothing is owed back: paid = refunded + kept + due = 0 + 0 + 0.
    expect(await orderRow(order.orderId)).toMatchObject({
      shippingStatus: 'Out for delivery',
      status: 1,
      payablePaise: order.paidPaise,
      cancelFeePaise: 0,
      refundDuePaise: 0,
      refundedPaise: 0,
      returnToOrigin: null,
    });
    expect(await refundsOf(order.orderId)).toEqual([]);
  });

  it('is refused too while the order still reads Packed (one part delivered, the other packed)', async () => {
    const order = await paidOrder(92);
    await moveSellerPart(order.orderId, first, ['Packed', 'Shipped', 'Delivered']);
    await moveSellerPart(order.orderId, second, ['Packed']);
    expect((await orderRow(order.orderId)).shippingStatus).toBe('Packed');
    expect((await order.page()).cancellation).toBeNull();
    const refused = await requestCancel(t, order.headers, order.orderId, 'Changed my mind', 99);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(REFUSED);
    expect(await refundsOf(order.orderId)).toEqual([]);
  });

  it('is still quoted and allowed while no part is delivered, with the fee', async () => {
    const order = await paidOrder(93);
    await moveSellerPart(order.orderId, first, ['Packed', 'Shipped']);
    await moveSellerPart(order.orderId, second, ['Packed', 'Shipped']);
    expect((await order.page()).cancellation).toEqual({
      afterShipping: true,
      fee: 99,
      refund: (order.paidPaise - 9_900) / 100,
    });
    const done = await requestCancel(t, order.headers, order.orderId, 'Changed my mind', 99);
    expect(done.statusCode, done.body).toBe(200);
    await vi.waitFor(async () => {
      expect((await refundsOf(order.orderId)).map((row) => row.amountPaise)).toEqual([
        order.paidPaise - 9_900,
      ]);
    }, UNTIL);
  });
});

describe('the cancellation message', () => {
  it('says what this cancel refunds when a refund of items was paid back before it', async () => {
    const order = await paidOrder(94);
    const part = (await order.page()).shipments.find((each) =>
      each.productIDs.includes(second.id),
    )!;
    const items = await order.request('PUT', '/api/customer/order/cancel-items', {
      orderID: order.orderId,
      lineIDs: part.lineIDs,
      remark: 'Found it nearby',
    });
    expect(items.statusCode, items.body).toBe(200);
    const itemsPaise = Math.round(items.json().data.refund * 100);
    // The sandbox pays it back at once: refunded before the rest is cancelled.
    await vi.waitFor(async () => {
      expect(await orderRow(order.orderId)).toMatchObject({ refundedPaise: itemsPaise });
    }, UNTIL);

    const restPaise = order.paidPaise - itemsPaise;
    const done = await requestCancel(t, order.headers, order.orderId, 'Changed my mind');
    expect(done.statusCode, done.body).toBe(200);
    const sms = async () =>
      (
        await t.db
          .select()
          .from(notifications)
          .where(
            and(
              eq(notifications.orderId, order.orderId),
              eq(notifications.kind, 'cancelled'),
              eq(notifications.channel, 'sms'),
            ),
          )
      )[0];
    await vi.waitFor(async () => expect(await sms()).toBeDefined(), UNTIL);
    // Once both refunds are paid back, the message (its text and its template's amount, read
    // when it is sent) still says the cancel's own refund: not the ₹ of the items before it.
    await vi.waitFor(async () => {
      expect(await orderRow(order.orderId)).toMatchObject({
        refundDuePaise: 0,
        refundedPaise: order.paidPaise,
      });
    }, UNTIL);
    expect((await sms())!.body).toBe(
      `Haat: order ${order.orderId} is cancelled. ${formatInr(restPaise)} will be refunded to your original payment method.`,
    );
    expect((await readOrderFacts(t.db, order.orderId, undefined))!.refundDuePaise).toBe(restPaise);
  });
});
