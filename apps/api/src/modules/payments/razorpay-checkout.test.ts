// Online checkout through Razorpay, from the shopper's Place Order to a paid order, against a
// loopback stand-in of Razorpay's REST API over a real socket (test/razorpay-stand-in.ts). The
// order Razorpay is asked to make is for the server's own payable amount in paise; when Razorpay
// refuses, fails or does not answer, the shopper reads what to do, the order is cancelled with its
// goods and cart lines back, and placing again (same checkout, same key) works; a payment whose
// callback and webhook were both lost is found by the reconciliation job and paid once.
import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, gt } from 'drizzle-orm';
import { AddOrderAnswerSchema, CheckoutAnswerSchema } from '@haat/contract';
import { rupeesToPaise } from '@haat/india';
import { createTestClock, MINUTE } from '../../../test/accounts.ts';
import {
  buildAppOn,
  createCustomerWithAddress,
  createTestApp,
  signInAs,
  type TestApp,
} from '../../../test/helper.ts';
import { FORM_HEADERS, readOrder } from '../../../test/payments.fixtures.ts';
import { startRazorpayStandIn, type RazorpayStandIn } from '../../../test/razorpay-stand-in.ts';
import { captureLog } from '../../../test/sms-gateways.ts';
import { UNTIL, allowingForLoad } from '../../../test/waiting.ts';
import { cartItems, orders, products } from '../../db/schema/index.ts';
import { createPaymentProvider, reconcilePendingPayments } from './index.ts';

const KEY_ID = 'rzp_test_HaatCheckout1';
const KEY_SECRET = 'rzp-test-checkout-secret-0123456789';
const WEBHOOK_SECRET = 'rzp-test-checkout-webhook-9876543210';
/** What the shopper reads (the storefront shows the answer's message). */
const GATEWAY_UNAVAILABLE_MESSAGE =
  'The payment gateway is not answering just now. Your cart is unchanged; please try again in a moment.';
const GATEWAY_REFUSED_MESSAGE =
  'Online payment is not available just now. Your cart is unchanged; please try again later or choose Cash on Delivery.';
/** How long the app waits for Razorpay here: ample for a loopback answer on a busy machine. */
const TIMEOUT_MS = allowingForLoad(1_000);

const clock = createTestClock(new Date());
const log = captureLog();
let t: TestApp;
let razorpay: RazorpayStandIn;
let product: typeof products.$inferSelect;

beforeAll(async () => {
  // A late answer comes long after the app has given up waiting (see 'no answer in time').
  razorpay = await startRazorpayStandIn({
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    slowAnswerMs: 2 * TIMEOUT_MS,
  });
  t = await createTestApp({
    clock,
    env: {
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_API_URL: razorpay.url,
      RAZORPAY_TIMEOUT_MS: String(TIMEOUT_MS),
    },
    logger: { level: 'warn', stream: log.stream },
  });
  const [first] = await t.db
    .select()
    .from(products)
    .where(and(eq(products.hasVariants, false), gt(products.stock, 30)))
    .limit(1);
  if (!first) throw new Error('the seed has no product without variants in stock');
  product = first;
});
afterAll(async () => {
  await t.close();
  await razorpay.close();
});

async function readStock(): Promise<number> {
  const [row] = await t.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, product.id));
  return row?.stock ?? Number.NaN;
}

/** A new shopper with two pieces in the cart at checkout, as the storefront sends Place Order. */
async function atCheckout(index: number) {
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
  // One key per checkout visit, as the storefront sends it: a retry after a refusal sends it again.
  const body = { ...CheckoutAnswerSchema.parse(summary.json()).data, idempotencyKey: randomUUID() };
  const placeOrder = () =>
    t.app.inject({ method: 'POST', url: '/api/customer/addorder', headers, payload: body });
  /** The order placed with this checkout's key (one whose payment never started gives it up). */
  const orderOfKey = async () => {
    const [row] = await t.db
      .select()
      .from(orders)
      .where(
        and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, body.idempotencyKey)),
      );
    if (!row) throw new Error('no order holds the checkout key');
    return row;
  };
  const cart = () =>
    t.db
      .select({ productId: cartItems.productId, pieces: cartItems.pieces })
      .from(cartItems)
      .where(eq(cartItems.customerId, customerId));
  return { customerId, headers, body, placeOrder, orderOfKey, cart };
}

/** Placed and sent to Razorpay: our order and the Razorpay order made for it. */
async function placedWithRazorpay(index: number) {
  const shopper = await atCheckout(index);
  const placed = await shopper.placeOrder();
  expect(AddOrderAnswerSchema.parse(placed.json()).status).toBe(2);
  const order = await shopper.orderOfKey();
  const razorpayOrder = razorpay.orders().find((each) => each.receipt === order.id);
  if (!razorpayOrder) throw new Error(`Razorpay has no order for ${order.id}`);
  return { ...shopper, order, razorpayOrder };
}

describe('placing an order paid through Razorpay', () => {
  it("asks Razorpay for an order of the server's payable amount in paise, and opens Checkout with it", async () => {
    const stockBefore = await readStock();
    const shopper = await atCheckout(941);
    const placed = await shopper.placeOrder();
    expect(placed.statusCode).toBe(200);
    const answer = AddOrderAnswerSchema.parse(placed.json());
    const order = await shopper.orderOfKey();
    expect(answer).toEqual({
      status: 2,
      data: { url: expect.stringMatching(`^/api/payments/razorpay/${order.id}\\?sig=`) },
    });
    expect(order.payablePaise).toBe(rupeesToPaise(shopper.body.payableamount));
    expect(razorpay.orders().filter((each) => each.receipt === order.id)).toEqual([
      expect.objectContaining({
        id: order.paymentReference,
        amountPaise: order.payablePaise,
        currency: 'INR',
        notes: { orderId: order.id },
      }),
    ]);
    expect(await readStock()).toBe(stockBefore - 2);

    const url = answer.status === 2 ? answer.data.url : '';
    const page = await t.app.inject({ method: 'GET', url });
    const options = /<script type="application\/json" id="razorpay-options">(.*?)<\/script>/s.exec(
      page.body,
    );
    expect(JSON.parse(options?.[1] ?? 'null')).toMatchObject({
      key: KEY_ID,
      amount: order.payablePaise,
      currency: 'INR',
      order_id: order.paymentReference,
    });
  });
});

describe('when Razorpay does not make the order', () => {
  /** The order is cancelled with its goods back and the cart as it was; placing again works. */
  async function expectConsistentAndRetryable(
    shopper: Awaited<ReturnType<typeof atCheckout>>,
    stockBefore: number,
  ) {
    const failed = await shopper.orderOfKey();
    expect(failed).toMatchObject({
      paymentStatus: 'failed',
      status: -1,
      cancelReason: 'The payment could not be started.',
      paymentUrl: null,
    });
    expect(await readStock()).toBe(stockBefore);
    expect(await shopper.cart()).toEqual([{ productId: product.id, pieces: 2 }]);

    const again = await shopper.placeOrder();
    expect(again.statusCode, again.body).toBe(200);
    expect(AddOrderAnswerSchema.parse(again.json()).status).toBe(2);
    const placed = await shopper.orderOfKey();
    expect(placed.id).not.toBe(failed.id);
    expect(placed).toMatchObject({
      paymentStatus: 'pending',
      idempotencyKey: shopper.body.idempotencyKey,
    });
    expect(razorpay.orders().filter((each) => each.receipt === placed.id)).toEqual([
      expect.objectContaining({ amountPaise: placed.payablePaise }),
    ]);
    expect(await readStock()).toBe(stockBefore - 2);
    expect(await shopper.cart()).toEqual([]);
    // The failed order stays failed: nothing of it moved again.
    expect(await readOrder(t.db, failed.id)).toMatchObject({ paymentStatus: 'failed' });
  }

  it('a refusal (4xx with its error body): online payment is unavailable, and the operator reads why', async () => {
    const stockBefore = await readStock();
    const shopper = await atCheckout(942);
    // The key secret was regenerated on Razorpay's dashboard; the shop still has the old one.
    razorpay.changeKeySecret('rzp-test-regenerated-secret-000000');
    let refused;
    try {
      refused = await shopper.placeOrder();
    } finally {
      razorpay.changeKeySecret(KEY_SECRET);
    }
    expect(refused.statusCode).toBe(500);
    expect(refused.json()).toMatchObject({ code: 'INTERNAL', message: GATEWAY_REFUSED_MESSAGE });
    expect(refused.body).not.toMatch(/razorpay|authentication/i);
    expect(log.lines.join('\n')).toContain('Authentication failed (HTTP 401)');
    await expectConsistentAndRetryable(shopper, stockBefore);
  });

  it('a 5xx: the gateway is not answering, try again in a moment', async () => {
    const stockBefore = await readStock();
    const shopper = await atCheckout(943);
    razorpay.failNext('500');
    const failed = await shopper.placeOrder();
    expect(failed.statusCode).toBe(503);
    expect(failed.headers['retry-after']).toBe('10');
    expect(failed.json()).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: GATEWAY_UNAVAILABLE_MESSAGE,
    });
    await expectConsistentAndRetryable(shopper, stockBefore);
  });

  it('no answer in time: the same, and the order Razorpay made late is never used', async () => {
    const stockBefore = await readStock();
    const shopper = await atCheckout(944);
    razorpay.failNext('slow-then-ok');
    const failed = await shopper.placeOrder();
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({ message: GATEWAY_UNAVAILABLE_MESSAGE });
    const orphan = await shopper.orderOfKey();
    // Razorpay took the request: its order exists, but no shopper was ever sent to pay it.
    expect(razorpay.orders().map((each) => each.receipt)).toContain(orphan.id);
    expect(orphan.paymentReference).toBeNull();
    await expectConsistentAndRetryable(shopper, stockBefore);
  });
});

describe('a payment whose callback and webhook were both lost', () => {
  it('is found by the reconciliation job and paid once; a failed one waits for its window', async () => {
    const stockBefore = await readStock();
    const paid = await placedWithRazorpay(945);
    const unpaid = await placedWithRazorpay(946);
    // Both shoppers are on Razorpay's page: one pays (and closes the tab before the callback,
    // while the webhook is lost), the other's UPI payment fails.
    const payment = razorpay.pay(paid.razorpayOrder.id, 'captured');
    razorpay.pay(unpaid.razorpayOrder.id, 'failed');

    // Minutes later, the server restarts: its jobs run at start, reconciliation among them.
    clock.advance(4 * MINUTE);
    const restarted = await buildAppOn(t.db, { config: t.config, clock });
    try {
      await vi.waitFor(
        async () => expect((await readOrder(t.db, paid.order.id)).paymentStatus).toBe('paid'),
        UNTIL,
      );
    } finally {
      await restarted.close();
    }
    expect(await readOrder(t.db, paid.order.id)).toMatchObject({
      paymentStatus: 'paid',
      paymentProvider: 'razorpay',
      paymentReference: payment.id,
      paymentExpiresAt: null,
    });
    expect(await readOrder(t.db, unpaid.order.id)).toMatchObject({ paymentStatus: 'pending' });

    // Paid once: another run finds nothing to do, and the callback and webhook arriving late
    // change nothing.
    const provider = createPaymentProvider({ config: t.config, db: t.db, clock });
    const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
    expect(await reconcilePendingPayments({ db: t.db, provider, clock, log: quiet })).toBe(0);
    const callback = await t.app.inject({
      method: 'POST',
      url: `/api/payments/razorpay/callback?order=${paid.order.id}`,
      headers: FORM_HEADERS,
      payload: new URLSearchParams({
        razorpay_order_id: paid.razorpayOrder.id,
        razorpay_payment_id: payment.id,
        razorpay_signature: createHmac('sha256', KEY_SECRET)
          .update(`${paid.razorpayOrder.id}|${payment.id}`)
          .digest('hex'),
      }).toString(),
    });
    expect(callback.statusCode).toBe(303);
    const webhook = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      contains: ['payment'],
      payload: {
        payment: {
          entity: {
            id: payment.id,
            entity: 'payment',
            amount: payment.amountPaise,
            currency: 'INR',
            status: 'captured',
            order_id: paid.razorpayOrder.id,
          },
        },
      },
    });
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': createHmac('sha256', WEBHOOK_SECRET).update(webhook).digest('hex'),
        'x-razorpay-event-id': 'evt_LateCapture000001',
      },
      payload: webhook,
    });
    expect(late.json()).toEqual({ status: 'success', outcome: 'already-paid' });
    expect(await readOrder(t.db, paid.order.id)).toMatchObject({
      paymentStatus: 'paid',
      paymentReference: payment.id,
    });

    // The failed one is left to its payment window, then released: its goods and cart come back.
    clock.advance(t.config.payments.windowMs);
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/customer/order-status/${unpaid.order.id}`,
      headers: unpaid.headers,
    });
    expect(status.json()).toEqual({
      status: 1,
      data: { orderStatus: 'failed', orderID: unpaid.order.id },
    });
    expect(await readOrder(t.db, unpaid.order.id)).toMatchObject({
      cancelReason: 'Payment not completed in time.',
    });
    expect(await unpaid.cart()).toEqual([{ productId: product.id, pieces: 2 }]);
    expect(await readStock()).toBe(stockBefore - 2);
  });
});
