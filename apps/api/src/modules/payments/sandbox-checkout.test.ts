import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, gt } from 'drizzle-orm';
import { AddOrderAnswerSchema, CheckoutAnswerSchema, OrderAnswerSchema } from '@haat/contract';
import { formatInr } from '@haat/india';
import {
  createCustomerWithAddress,
  createTestApp,
  signInAs,
  type TestApp,
} from '../../../test/helper.ts';
import { cartItems, notifications, products, refunds } from '../../db/schema/index.ts';
import { FORM_HEADERS, readOrder, splitGatewayUrl } from '../../../test/payments.fixtures.ts';
import { requestCancel } from '../../../test/orders.fixtures.ts';
import { UNTIL } from '../../../test/waiting.ts';

let t: TestApp;
let product: typeof products.$inferSelect;
beforeAll(async () => {
  t = await createTestApp();
  const [first] = await t.db
    .select()
    .from(products)
    .where(and(eq(products.hasVariants, false), gt(products.stock, 30)))
    .limit(1);
  if (!first) throw new Error('the seed has no product without variants in stock');
  product = first;
});
afterAll(async () => t.close());

async function readStock(productId: string): Promise<number> {
  const [row] = await t.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return row?.stock ?? Number.NaN;
}

/** A new shopper checks out two pieces online and is sent to the gateway. */
async function placeOnlineOrder(index: number) {
  const { customerId, addressId } = await createCustomerWithAddress(t, index);
  const headers = await signInAs(t, customerId);
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/customer/cart',
    headers,
    payload: { productID: product.id, colorID: '0', sizeID: '0', pieces: 2 },
  });
  expect(added.statusCode).toBe(200);
  const summary = await t.app.inject({
    method: 'GET',
    url: `/api/customer/order-checkout/${addressId}/prepaid`,
    headers,
  });
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/customer/addorder',
    headers,
    payload: CheckoutAnswerSchema.parse(summary.json()).data,
  });
  const answer = AddOrderAnswerSchema.parse(placed.json());
  if (answer.status !== 2 || typeof answer.data !== 'object') {
    throw new Error(`expected the gateway URL, got ${placed.body}`);
  }
  const { path, sig } = splitGatewayUrl(answer.data.url);
  const orderId = decodeURIComponent(path.split('/').at(-1) ?? '');
  const orderStatus = async () =>
    (
      await t.app.inject({ method: 'GET', url: `/api/customer/order-status/${orderId}`, headers })
    ).json();
  return { customerId, headers, orderId, url: answer.data.url, path, sig, orderStatus };
}

describe('online checkout through the sandbox gateway', () => {
  it('a shopper who presses Pay sees the order succeed', async () => {
    const stockBefore = await readStock(product.id);
    const order = await placeOnlineOrder(901);
    expect(await readStock(product.id)).toBe(stockBefore - 2);
    const { payablePaise } = await readOrder(t.db, order.orderId);

    const page = await t.app.inject({ method: 'GET', url: order.url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<dd>${order.orderId}</dd>`);
    expect(page.body).toContain(`Pay ${formatInr(payablePaise)}</button>`);

    const paid = await t.app.inject({
      method: 'POST',
      url: order.path,
      headers: FORM_HEADERS,
      payload: `sig=${order.sig}&outcome=pay`,
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/order/${order.orderId}`);
    expect(await order.orderStatus()).toEqual({
      status: 1,
      data: { orderStatus: 'success', orderID: order.orderId },
    });
    expect(await readStock(product.id)).toBe(stockBefore - 2);
  });

  it('a shopper who presses Fail sees the order fail, the stock and the cart come back', async () => {
    const stockBefore = await readStock(product.id);
    const order = await placeOnlineOrder(902);
    const failed = await t.app.inject({
      method: 'POST',
      url: order.path,
      headers: FORM_HEADERS,
      payload: `sig=${order.sig}&outcome=fail`,
    });
    expect(failed.statusCode).toBe(303);
    expect(await order.orderStatus()).toEqual({
      status: 1,
      data: { orderStatus: 'failed', orderID: order.orderId },
    });
    expect(await readStock(product.id)).toBe(stockBefore);
    const cart = await t.db
      .select({ productId: cartItems.productId, pieces: cartItems.pieces })
      .from(cartItems)
      .where(eq(cartItems.customerId, order.customerId));
    expect(cart).toEqual([{ productId: product.id, pieces: 2 }]);
  });
});

describe('a paid order cancelled', () => {
  it('is refunded through the sandbox gateway at once, and the shopper sees it and is told', async () => {
    const order = await placeOnlineOrder(903);
    await t.app.inject({
      method: 'POST',
      url: order.path,
      headers: FORM_HEADERS,
      payload: `sig=${order.sig}&outcome=pay`,
    });
    const { payablePaise } = await readOrder(t.db, order.orderId);
    const cancelled = await requestCancel(
      t,
      order.headers,
      order.orderId,
      'Ordered the wrong colour',
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    // The cancel kicks the refunds job: the sandbox pays back without anyone's hand.
    await vi.waitFor(async () => {
      const [row] = await t.db.select().from(refunds).where(eq(refunds.orderId, order.orderId));
      expect(row).toMatchObject({
        purpose: 'cancellation',
        amountPaise: payablePaise,
        provider: 'sandbox',
        status: 'processed',
        attempts: 1,
      });
    }, UNTIL);
    const [row] = await t.db.select().from(refunds).where(eq(refunds.orderId, order.orderId));
    expect(row!.reference).toBe(`sbx_rfnd_${row!.id}`);
    expect(await readOrder(t.db, order.orderId)).toMatchObject({
      refundDuePaise: 0,
      refundedPaise: payablePaise,
      refundReference: row!.reference,
    });
    const page = OrderAnswerSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/customer/order?orderID=${order.orderId}`,
          headers: order.headers,
        })
      ).json(),
    ).data;
    expect(page.refunds).toEqual([
      {
        amount: payablePaise / 100,
        status: 'refunded',
        reference: row!.reference,
        requestedAt: expect.any(String),
        refundedAt: expect.any(String),
      },
    ]);
    const told = await t.db
      .select({ kind: notifications.kind, channel: notifications.channel })
      .from(notifications)
      .where(and(eq(notifications.orderId, order.orderId), eq(notifications.kind, 'refunded')));
    expect(told.map((each) => each.channel).sort()).toEqual(['email', 'sms']);
  });
});
