// The Razorpay provider against a loopback stand-in of Razorpay's REST API (test/razorpay-stand-in.ts),
// over a real socket: starting a payment creates a Razorpay order, then our page, the callback,
// the webhooks, and reconciliation of a payment whose callback and webhook were both lost.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { startRazorpayStandIn, type RazorpayStandIn } from '../../../test/razorpay-stand-in.ts';
import { allowingForLoad } from '../../../test/waiting.ts';
import { paymentEvents } from '../../db/schema/index.ts';
import { createPaymentProvider, reconcilePendingPayments } from './index.ts';
import { RECONCILE_AFTER_MS } from './payment-reconcile.service.ts';
import { RazorpayApiError } from './razorpay-http.ts';
import { PaymentNotStarted } from './payments.types.ts';
import {
  FORM_HEADERS,
  TEST_PAYABLE_PAISE,
  insertPendingOrder,
  readOrder,
  readPaymentEvents,
  splitGatewayUrl,
} from '../../../test/payments.fixtures.ts';

const KEY_ID = 'rzp_test_HaatKey000001';
const KEY_SECRET = 'rzp-test-key-secret-0123456789';
const WEBHOOK_SECRET = 'rzp-test-webhook-secret-9876543210';

let t: TestApp;
let razorpay: RazorpayStandIn;
beforeAll(async () => {
  // A late answer comes long after the short-timeout client has given up (see 'a timeout').
  razorpay = await startRazorpayStandIn({
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    slowAnswerMs: allowingForLoad(2_000),
  });
  t = await createTestApp({
    env: {
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_API_URL: razorpay.url,
    },
  });
});
afterAll(async () => {
  await t.close();
  await razorpay.close();
});

/** The provider as the app builds it: Razorpay's API at RAZORPAY_API_URL (the stand-in). */
const provider = () => createPaymentProvider({ config: t.config, db: t.db });

async function startRazorpayPayment(payablePaise = TEST_PAYABLE_PAISE) {
  const orderId = await insertPendingOrder(t.db, { payablePaise });
  const started = await provider().startPayment({ orderId, payablePaise, customerId: 'cus_demo' });
  return {
    orderId,
    razorpayOrderId: started.reference,
    ...started,
    ...splitGatewayUrl(started.url),
  };
}

const checkoutSignature = (razorpayOrderId: string, paymentId: string) =>
  createHmac('sha256', KEY_SECRET).update(`${razorpayOrderId}|${paymentId}`).digest('hex');

function postCallback(orderId: string, body: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/payments/razorpay/callback?order=${orderId}`,
    headers: FORM_HEADERS,
    payload: new URLSearchParams(body).toString(),
  });
}

let eventCounter = 0;
const nextEventId = () => `evt_Test${String((eventCounter += 1)).padStart(10, '0')}`;

function paymentEvent(
  event: string,
  razorpayOrderId: string,
  options: { paymentId?: string; amount?: number; errorDescription?: string } = {},
) {
  return {
    entity: 'event',
    account_id: 'acc_Test0000000001',
    event,
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: options.paymentId ?? 'pay_Test0000000001',
          entity: 'payment',
          amount: options.amount ?? TEST_PAYABLE_PAISE,
          currency: 'INR',
          status: event === 'payment.failed' ? 'failed' : 'captured',
          order_id: razorpayOrderId,
          method: 'upi',
          error_description: options.errorDescription ?? null,
        },
      },
    },
    created_at: 1772704800,
  };
}

/** Sends a webhook as Razorpay does: the signature is over the exact bytes sent. */
function postWebhook(
  body: unknown,
  options: { eventId?: string; secret?: string; signature?: string } = {},
) {
  const raw = JSON.stringify(body);
  const signature =
    options.signature ??
    createHmac('sha256', options.secret ?? WEBHOOK_SECRET)
      .update(raw)
      .digest('hex');
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-razorpay-signature': signature,
  };
  if (options.eventId !== '') headers['x-razorpay-event-id'] = options.eventId ?? nextEventId();
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers,
    payload: raw,
  });
}

describe('starting a Razorpay payment', () => {
  it('creates a Razorpay order for the amount in paise, in INR, with our order id as receipt', async () => {
    const { orderId, reference, url } = await startRazorpayPayment(250_075);
    expect(razorpay.orders().filter((order) => order.receipt === orderId)).toEqual([
      expect.objectContaining({
        id: reference,
        amountPaise: 250_075,
        currency: 'INR',
        notes: { orderId },
        status: 'created',
      }),
    ]);
    expect(razorpay.requests.at(-1)).toMatchObject({ method: 'POST', path: '/v1/orders' });
    expect(reference).toMatch(/^order_[0-9a-f]{14}$/);
    expect(url).toMatch(new RegExp(`^/api/payments/razorpay/${orderId}\\?sig=[0-9a-f]{64}$`));
    const order = await readOrder(t.db, orderId);
    expect(order.paymentProvider).toBe('razorpay');
    expect(order.paymentReference).toBe(reference);
  });

  it('starting the same order again reuses its Razorpay order', async () => {
    const first = await startRazorpayPayment();
    const before = razorpay.requests.length;
    const again = await provider().startPayment({
      orderId: first.orderId,
      payablePaise: TEST_PAYABLE_PAISE,
      customerId: 'cus_demo',
    });
    expect(razorpay.requests.length).toBe(before);
    expect(again).toEqual({ url: first.url, reference: first.reference });
  });

  it("Razorpay's refusal (a 4xx with its error body) is a payment not started, not to be retried", async () => {
    // Razorpay takes no order under ₹1.00.
    const orderId = await insertPendingOrder(t.db, { payablePaise: 99 });
    const failure = await provider()
      .startPayment({ orderId, payablePaise: 99, customerId: 'cus_demo' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PaymentNotStarted);
    expect(failure).toMatchObject({
      retryable: false,
      message: `Razorpay did not create an order for ${orderId}`,
    });
    const cause = (failure as Error).cause;
    expect(cause).toBeInstanceOf(RazorpayApiError);
    expect(cause).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST_ERROR',
      description: 'The amount must be at least INR 1.00',
    });
    const order = await readOrder(t.db, orderId);
    expect(order).toMatchObject({ paymentStatus: 'pending', paymentReference: null });
  });

  it('a 5xx, a dropped connection and a timeout are a payment not started that may be retried', async () => {
    const attempt = async (options: { timeoutMs?: number } = {}) => {
      const orderId = await insertPendingOrder(t.db);
      const started = createPaymentProvider({
        config: t.config,
        db: t.db,
        ...(options.timeoutMs ? { razorpayTimeoutMs: options.timeoutMs } : {}),
      }).startPayment({ orderId, payablePaise: TEST_PAYABLE_PAISE, customerId: 'cus_demo' });
      const failure = await started.catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(PaymentNotStarted);
      expect((failure as PaymentNotStarted).retryable).toBe(true);
      return { orderId, cause: (failure as Error).cause as RazorpayApiError };
    };
    razorpay.failNext('500');
    expect((await attempt()).cause).toMatchObject({ status: 500, code: 'SERVER_ERROR' });
    razorpay.failNext('drop');
    expect((await attempt()).cause).toMatchObject({ status: null, code: 'NETWORK_ERROR' });
    // Taken, answered long after the client gave up: Razorpay made an order nobody will pay.
    razorpay.failNext('slow-then-ok');
    const late = await attempt({ timeoutMs: allowingForLoad(200) });
    expect(late.cause).toMatchObject({ status: null, code: 'TIMEOUT' });
    expect(razorpay.orders().map((order) => order.receipt)).toContain(late.orderId);
    expect((await readOrder(t.db, late.orderId)).paymentReference).toBeNull();
  });

  it('the app builds its Razorpay provider from the configuration', async () => {
    expect(provider().name).toBe('razorpay');
  });
});

describe('the Razorpay page', () => {
  it('opens Razorpay Checkout for our order under a CSP that allows only Razorpay', async () => {
    const { orderId, url, razorpayOrderId } = await startRazorpayPayment();
    const res = await t.app.inject({ method: 'GET', url, headers: { host: 'shop.example.in' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<dd class="amount">₹1,234.50</dd>');
    expect(res.body).toContain(
      '<script src="https://checkout.razorpay.com/v1/checkout.js"></script>',
    );
    expect(res.body).toContain('<script src="/api/payments/razorpay/open-checkout.js"></script>');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://checkout.razorpay.com");
    expect(csp).toContain('frame-src https://api.razorpay.com https://checkout.razorpay.com');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');

    const json = /<script type="application\/json" id="razorpay-options">(.*?)<\/script>/s.exec(
      res.body,
    );
    expect(JSON.parse(json?.[1] ?? 'null')).toEqual({
      key: KEY_ID,
      amount: TEST_PAYABLE_PAISE,
      currency: 'INR',
      name: 'Haat',
      description: `Order ${orderId}`,
      order_id: razorpayOrderId,
      callback_url: `http://shop.example.in/api/payments/razorpay/callback?order=${orderId}`,
      redirect: true,
      prefill: { name: 'Asha Verma', email: 'demo@haat.in', contact: '9876543210' },
      notes: { orderId },
      theme: { color: '#c2410c' },
    });
  });

  it('every other answer keeps the app-wide CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
    expect(res.headers['content-security-policy']).not.toContain('razorpay');
  });

  it('the opener script comes from our own origin', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/payments/razorpay/open-checkout.js',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.body).toContain('new window.Razorpay(options).open()');
  });

  it('a wrong signature is refused with a 403 page', async () => {
    const { path } = await startRazorpayPayment();
    const res = await t.app.inject({ method: 'GET', url: `${path}?sig=${'f'.repeat(64)}` });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('checkout.razorpay.com');
  });

  it('the sandbox gateway is closed while Razorpay is the provider', async () => {
    const { orderId, sig } = await startRazorpayPayment();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/payments/sandbox/${orderId}?sig=${sig}`,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('the Razorpay callback', () => {
  it('a valid signature marks the order paid with the payment id and redirects with a 303', async () => {
    const { orderId, razorpayOrderId } = await startRazorpayPayment();
    const res = await postCallback(orderId, {
      razorpay_order_id: razorpayOrderId,
      razorpay_payment_id: 'pay_Callback000001',
      razorpay_signature: checkoutSignature(razorpayOrderId, 'pay_Callback000001'),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/order/${orderId}`);
    const order = await readOrder(t.db, orderId);
    expect(order.paymentStatus).toBe('paid');
    expect(order.paymentProvider).toBe('razorpay');
    expect(order.paymentReference).toBe('pay_Callback000001');
  });

  it('a bad signature is a 400 page and changes nothing', async () => {
    const { orderId, razorpayOrderId } = await startRazorpayPayment();
    const res = await postCallback(orderId, {
      razorpay_order_id: razorpayOrderId,
      razorpay_payment_id: 'pay_Forged00000001',
      razorpay_signature: checkoutSignature(razorpayOrderId, 'pay_SomethingElse01'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('nothing was changed');
    const order = await readOrder(t.db, orderId);
    expect(order.paymentStatus).toBe('pending');
    expect(order.paymentReference).toBe(razorpayOrderId);
  });

  it("a signature for another order's Razorpay order does not pay this order", async () => {
    const victim = await startRazorpayPayment();
    const other = await startRazorpayPayment(100);
    const res = await postCallback(victim.orderId, {
      razorpay_order_id: victim.razorpayOrderId,
      razorpay_payment_id: 'pay_Cheap000000001',
      razorpay_signature: checkoutSignature(other.razorpayOrderId, 'pay_Cheap000000001'),
    });
    expect(res.statusCode).toBe(400);
    expect((await readOrder(t.db, victim.orderId)).paymentStatus).toBe('pending');
  });

  it('a failed attempt changes nothing and brings the shopper back to the order', async () => {
    const { orderId, razorpayOrderId } = await startRazorpayPayment();
    const res = await postCallback(orderId, {
      'error[code]': 'BAD_REQUEST_ERROR',
      'error[description]': 'Payment failed',
      'error[metadata]': JSON.stringify({
        order_id: razorpayOrderId,
        payment_id: 'pay_Failed0000001',
      }),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/order/${orderId}`);
    expect((await readOrder(t.db, orderId)).paymentStatus).toBe('pending');
  });
});

describe('after a Razorpay payment', () => {
  it('reopening the payment link of a paid order lands on the order page', async () => {
    const { orderId, url, razorpayOrderId } = await startRazorpayPayment();
    await postCallback(orderId, {
      razorpay_order_id: razorpayOrderId,
      razorpay_payment_id: 'pay_Reload00000001',
      razorpay_signature: checkoutSignature(razorpayOrderId, 'pay_Reload00000001'),
    });
    expect((await readOrder(t.db, orderId)).paymentReference).toBe('pay_Reload00000001');
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/order/${orderId}`);
  });

  it('a forged link to a paid order is still refused', async () => {
    const { orderId, path, razorpayOrderId } = await startRazorpayPayment();
    await postCallback(orderId, {
      razorpay_order_id: razorpayOrderId,
      razorpay_payment_id: 'pay_Reload00000002',
      razorpay_signature: checkoutSignature(razorpayOrderId, 'pay_Reload00000002'),
    });
    const res = await t.app.inject({ method: 'GET', url: `${path}?sig=${'1'.repeat(64)}` });
    expect(res.statusCode).toBe(403);
  });
});

describe('Razorpay webhooks', () => {
  it('payment.captured marks the order paid and records the event', async () => {
    const { orderId, razorpayOrderId } = await startRazorpayPayment();
    const eventId = nextEventId();
    const body = paymentEvent('payment.captured', razorpayOrderId, {
      paymentId: 'pay_Webhook0000001',
    });
    const res = await postWebhook(body, { eventId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', outcome: 'paid' });
    const order = await readOrder(t.db, orderId);
    expect(order.paymentStatus).toBe('paid');
    expect(order.paymentReference).toBe('pay_Webhook0000001');
    const [event] = await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, eventId));
    expect(event?.orderId).toBe(orderId);
    expect(event?.provider).toBe('razorpay');
    expect(event?.payload).toEqual(body);
  });

  it('a bad signature is a 401 and changes nothing', async () => {
    const { orderId, razorpayOrderId } = await startRazorpayPayment();
    const eventId = nextEventId();
    const res = await postWebhook(paymentEvent('payment.captured', razorpayOrderId), {
      eventId,
      secret: 'not-the-webhook-secret-000000',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'error', code: 'UNAUTHENTICATED' });
    expect((await readOrder(t.db, orderId)).paymentStatus).toBe('pending');
    expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, eventId))).toEqual(
      [],
    );
  });

  it('a missing signature is a 401', async () => {
    const { razorpayOrderId } = await startRazorpayPayment();
    const res = await postWebhook(paymentEvent('payment.captured', razorpayOrderId), {
      signature: '',
    });
    expect(res.statusCode).toBe(401);
  });

  it('a signed webhook without an event id is a 400', async () => {
    const { orderId, razorpayOrderId } = await startRazorpayPayment();
    const res = await postWebhook(paymentEvent('payment.captured', razorpayOrderId), {
      eventId: '',
    });
    expect(res.statusCode).toBe(400);
    expect((await readOrder(t.db, orderId)).paymentStatus).toBe('pending');
  });

  it('a replayed event id is a no-op', async () => {
    const { orderId, razorpayOrderId } = await startRazorpayPayment();
    const eventId = nextEventId();
    const body = paymentEvent('payment.captured', razorpayOrderId);
    expect((await postWebhook(body, { eventId })).json().outcome).toBe('paid');
    const replay = await postWebhook(body, { eventId });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ status: 'success', outcome: 'duplicate' });
    expect((await readPaymentEvents(t.db, orderId)).map((event) => event.id)).toContain(eventId);
    expect(
      (await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, eventId))).length,
    ).toBe(1);
  });

  it('an event id seen before changes nothing even when the body differs', async () => {
    const { orderId, razorpayOrderId } = await startRazorpayPayment();
    const eventId = nextEventId();
    const first = await postWebhook(paymentEvent('payment.authorized', razorpayOrderId), {
      eventId,
    });
    expect(first.json().outcome).toBe('ignored');
    const res = await postWebhook(paymentEvent('payment.failed', razorpayOrderId), { eventId });
    expect(res.json().outcome).toBe('duplicate');
    expect((await readOrder(t.db, orderId)).paymentStatus).toBe('pending');
  });

  it('payment.failed fails a pending order and cancels it', async () => {
    const { orderId, razorpayOrderId } = await startRazorpayPayment();
    const res = await postWebhook(
      paymentEvent('payment.failed', razorpayOrderId, {
        errorDescription: 'Card declined by bank',
      }),
    );
    expect(res.json().outcome).toBe('failed');
    const order = await readOrder(t.db, orderId);
    expect(order.paymentStatus).toBe('failed');
    expect(order.status).toBe(-1);
    expect(order.cancelReason).toBe('Razorpay: Card declined by bank');
  });

  it('payment.failed after payment.captured does not move the paid order back', async () => {
    const { orderId, razorpayOrderId } = await startRazorpayPayment();
    await postWebhook(
      paymentEvent('payment.captured', razorpayOrderId, { paymentId: 'pay_Good0000000001' }),
    );
    const res = await postWebhook(
      paymentEvent('payment.failed', razorpayOrderId, { paymentId: 'pay_Late0000000001' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('not-pending');
    const order = await readOrder(t.db, orderId);
    expect(order.paymentStatus).toBe('paid');
    expect(order.status).toBe(1);
    expect(order.paymentReference).toBe('pay_Good0000000001');
  });

  it('order.paid after the callback already paid the order answers already-paid', async () => {
    const { orderId, razorpayOrderId } = await startRazorpayPayment();
    await postCallback(orderId, {
      razorpay_order_id: razorpayOrderId,
      razorpay_payment_id: 'pay_First000000001',
      razorpay_signature: checkoutSignature(razorpayOrderId, 'pay_First000000001'),
    });
    const body = {
      ...paymentEvent('order.paid', razorpayOrderId, { paymentId: 'pay_First000000001' }),
      contains: ['payment', 'order'],
    };
    const withOrder = {
      ...body,
      payload: {
        ...body.payload,
        order: {
          entity: { id: razorpayOrderId, amount_paid: TEST_PAYABLE_PAISE, currency: 'INR' },
        },
      },
    };
    const res = await postWebhook(withOrder);
    expect(res.json().outcome).toBe('already-paid');
    expect((await readOrder(t.db, orderId)).paymentReference).toBe('pay_First000000001');
  });

  it('a captured amount other than the payable amount leaves the order pending', async () => {
    const { orderId, razorpayOrderId } = await startRazorpayPayment();
    const res = await postWebhook(
      paymentEvent('payment.captured', razorpayOrderId, { amount: 100 }),
    );
    expect(res.json().outcome).toBe('amount-mismatch');
    expect((await readOrder(t.db, orderId)).paymentStatus).toBe('pending');
  });

  it('an event about a Razorpay order we never made is recorded and changes nothing', async () => {
    const eventId = nextEventId();
    const res = await postWebhook(paymentEvent('payment.captured', 'order_NotOurs000001'), {
      eventId,
    });
    expect(res.json()).toEqual({ status: 'success', outcome: 'unknown-order' });
    const [event] = await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, eventId));
    expect(event?.orderId).toBeNull();
  });
});

describe('reconciliation with Razorpay', () => {
  const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const later = { now: () => new Date(Date.now() + RECONCILE_AFTER_MS + 1000) };
  const reconcile = (clock = later) =>
    reconcilePendingPayments({ db: t.db, provider: provider(), clock, log });

  it('confirms an order whose money was captured though no callback or webhook came', async () => {
    const payment = await startRazorpayPayment();
    razorpay.pay(payment.razorpayOrderId, 'failed');
    const captured = razorpay.pay(payment.razorpayOrderId, 'captured');
    // A shopper may still be on the gateway's page: not asked about yet.
    expect(await reconcile({ now: () => new Date() })).toBe(0);
    expect((await readOrder(t.db, payment.orderId)).paymentStatus).toBe('pending');

    // Two runs at once (two processes, say): the order is paid once.
    const runs = await Promise.all([reconcile(), reconcile()]);
    expect(runs[0] + runs[1]).toBe(1);
    const order = await readOrder(t.db, payment.orderId);
    expect(order.paymentStatus).toBe('paid');
    expect(order.paymentReference).toBe(captured.id);
    // Again: a paid order is not asked about, and nothing changes.
    const asked = () =>
      razorpay.requests.filter(
        (request) => request.path === `/v1/orders/${payment.razorpayOrderId}/payments`,
      ).length;
    const before = asked();
    expect(await reconcile()).toBe(0);
    expect(asked()).toBe(before);
  });

  it('leaves an order without a captured payment to its payment window', async () => {
    const payment = await startRazorpayPayment();
    razorpay.pay(payment.razorpayOrderId, 'failed');
    await reconcile();
    expect(razorpay.requests.at(-1)?.path).toBe(`/v1/orders/${payment.razorpayOrderId}/payments`);
    expect((await readOrder(t.db, payment.orderId)).paymentStatus).toBe('pending');
  });

  it('leaves an order whose captured amount is not its payable amount for an operator', async () => {
    const payment = await startRazorpayPayment();
    razorpay.pay(payment.razorpayOrderId, 'captured', { amountPaise: 100 });
    const errors: object[] = [];
    await reconcilePendingPayments({
      db: t.db,
      provider: provider(),
      clock: later,
      log: { ...log, error: (details) => void errors.push(details) },
    });
    expect((await readOrder(t.db, payment.orderId)).paymentStatus).toBe('pending');
    expect(errors).toContainEqual(
      expect.objectContaining({ orderId: payment.orderId, amountPaise: 100 }),
    );
  });

  it('one order Razorpay cannot answer about does not keep the others waiting', async () => {
    const unanswered = await startRazorpayPayment();
    const paid = await startRazorpayPayment();
    const captured = razorpay.pay(paid.razorpayOrderId, 'captured');
    razorpay.pay(unanswered.razorpayOrderId, 'captured');
    // Whichever order is asked about first meets a Razorpay error.
    razorpay.failNext('500');
    await reconcile();
    const paidOrder = await readOrder(t.db, paid.orderId);
    expect(paidOrder).toMatchObject({ paymentStatus: 'paid', paymentReference: captured.id });
    // The next run asks again about the ones left.
    await reconcile();
    expect((await readOrder(t.db, unanswered.orderId)).paymentStatus).toBe('paid');
  });
});
