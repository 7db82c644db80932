// Property-based fuzzing of the fields Razorpay sends us, past the checks the route-level fuzz
// cannot pass: failure callbacks whose `error[metadata]` is JSON (its escapes decode to NUL and
// other control characters the input guard never saw), and webhooks signed with the right secret,
// so every field reaches the service and the database. Bad input must answer 4xx, never 5xx,
// and show no internals; a known order must stay as it was.
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { judge } from '../../test/fuzz/judge.ts';
import { SEED } from '../../test/fuzz/harness.ts';
import {
  FORM_HEADERS,
  insertPendingOrder,
  readOrder,
  TEST_PAYABLE_PAISE,
} from '../../test/payments.fixtures.ts';
import { createPaymentProvider } from '../modules/payments/index.ts';
import { startRazorpayStandIn, type RazorpayStandIn } from '../../test/razorpay-stand-in.ts';

const WEBHOOK_SECRET = 'rzp-fuzz-webhook-secret-0123456789';
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

let t: TestApp;
let razorpay: RazorpayStandIn;
let orderId: string;
let razorpayOrderId: string;
beforeAll(async () => {
  const keys = { keyId: 'rzp_test_FuzzKey000001', keySecret: 'rzp-fuzz-key-secret-0123456789' };
  // The known order's Razorpay order is made at a loopback stand-in of Razorpay's API.
  razorpay = await startRazorpayStandIn(keys);
  t = await createTestApp({
    env: {
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: keys.keyId,
      RAZORPAY_KEY_SECRET: keys.keySecret,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_API_URL: razorpay.url,
    },
  });
  const provider = createPaymentProvider({ config: t.config, db: t.db });
  orderId = await insertPendingOrder(t.db);
  const started = await provider.startPayment({
    orderId,
    payablePaise: TEST_PAYABLE_PAISE,
    customerId: 'cus_demo',
  });
  razorpayOrderId = started.reference;
});
afterAll(async () => {
  await t.close();
  await razorpay.close();
});

interface Sent {
  url: string;
  headers: Record<string, string>;
  payload: string;
}

async function send(request: Sent) {
  const res = await t.app.inject({ method: 'POST', ...request });
  const answer = {
    status: res.statusCode,
    contentType: String(res.headers['content-type'] ?? ''),
    body: res.body,
  };
  const verdict = judge(
    { method: 'POST', url: request.url, headers: request.headers, payload: request.payload },
    answer,
    { jsonRoute: request.url.endsWith('/webhook') },
  );
  return { ...answer, verdict };
}

function failureCallback(fields: Record<string, string>): Sent {
  return {
    url: `/api/payments/razorpay/callback?order=${orderId}`,
    headers: FORM_HEADERS,
    payload: new URLSearchParams(fields).toString(),
  };
}

/** A webhook exactly as Razorpay signs one: HMAC-SHA256 of the bytes sent. */
function signedWebhook(body: unknown, eventId: string): Sent {
  const payload = JSON.stringify(body);
  return {
    url: '/api/payments/razorpay/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': createHmac('sha256', WEBHOOK_SECRET).update(payload).digest('hex'),
      'x-razorpay-event-id': eventId,
    },
    payload,
  };
}

function paymentWebhook(fields: {
  event: string;
  paymentId: string;
  orderId: string;
  currency: string;
  amount: number;
  errorDescription: string | null;
}) {
  return {
    entity: 'event',
    event: fields.event,
    payload: {
      payment: {
        entity: {
          id: fields.paymentId,
          order_id: fields.orderId,
          amount: fields.amount,
          currency: fields.currency,
          error_description: fields.errorDescription,
        },
      },
    },
  };
}

let eventCounter = 0;
const nextEventId = () => `evt_Fuzz${String((eventCounter += 1)).padStart(10, '0')}`;

describe('bad input in fields Razorpay sends answers 4xx', () => {
  it('a failure callback whose metadata names an order id with a NUL byte is a 400', async () => {
    const res = await send(
      failureCallback({
        'error[code]': 'BAD_REQUEST_ERROR',
        'error[description]': 'Payment failed',
        'error[metadata]': JSON.stringify({ payment_id: 'pay_1', order_id: 'order_\u0000x' }),
      }),
    );
    expect(res.verdict).toBeUndefined();
    expect(res.status).toBe(400);
  });

  it('a correctly signed webhook whose order id carries a NUL byte is a 400, and the order stays pending', async () => {
    const body = paymentWebhook({
      event: 'payment.captured',
      paymentId: 'pay_Fuzz0000000001',
      orderId: `${razorpayOrderId}\u0000`,
      currency: 'INR',
      amount: TEST_PAYABLE_PAISE,
      errorDescription: null,
    });
    const res = await send(signedWebhook(body, nextEventId()));
    expect(res.verdict).toBeUndefined();
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await readOrder(t.db, orderId)).paymentStatus).toBe('pending');
  });

  it('a correctly signed failure webhook whose reason carries a NUL byte is a 400', async () => {
    const body = paymentWebhook({
      event: 'payment.failed',
      paymentId: 'pay_Fuzz0000000002',
      orderId: razorpayOrderId,
      currency: 'INR',
      amount: TEST_PAYABLE_PAISE,
      errorDescription: 'Card declined\u0000',
    });
    const res = await send(signedWebhook(body, nextEventId()));
    expect(res.verdict).toBeUndefined();
    expect(res.status).toBe(400);
    expect((await readOrder(t.db, orderId)).paymentStatus).toBe('pending');
  });
});

/** Text as an attacker (or a broken gateway) might send it: control characters, lone surrogates, any code point. */
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)) }),
  fc.constantFrom('', '\u0000', 'order_\u0000', 'pay_\u001f1', '\u007f', '\ud800', 'x'.repeat(300)),
);
/** Sometimes the real order, so the fuzz reaches the writes too. */
const gatewayOrderId = () =>
  fc.oneof(
    anyText,
    fc.constant(razorpayOrderId),
    anyText.map((text) => `${razorpayOrderId}${text}`),
  );
const CALLBACK_FAILURE_CODES = ['BAD_REQUEST_ERROR', 'GATEWAY_ERROR', 'SERVER_ERROR'];

describe('fuzzing the fields of Razorpay callbacks and webhooks', () => {
  // Each property reports its own faults.
  const faults: string[] = [];
  beforeEach(() => {
    faults.length = 0;
  });
  const record = (what: string, res: Awaited<ReturnType<typeof send>>, input: unknown) => {
    if (res.verdict) {
      faults.push(
        `${what}: ${res.verdict.kind} (${res.verdict.detail}) for ${JSON.stringify(input)}: ${res.body.slice(0, 200)}`,
      );
    }
  };

  it('failure callbacks never answer 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          code: fc.oneof(fc.constantFrom(...CALLBACK_FAILURE_CODES), anyText),
          description: anyText,
          metadata: fc.oneof(
            fc
              .record({ payment_id: anyText, order_id: gatewayOrderId() })
              .map((value) => JSON.stringify(value)),
            fc.jsonValue().map((value) => JSON.stringify(value)),
            anyText,
          ),
        }),
        async (fields) => {
          const res = await send(
            failureCallback({
              'error[code]': fields.code,
              'error[description]': fields.description,
              'error[metadata]': fields.metadata,
            }),
          );
          record('failure callback', res, fields);
        },
      ),
      { seed: SEED, numRuns: RUNS },
    );
    expect(faults).toEqual([]);
  });

  it('correctly signed webhooks never answer 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          event: fc.oneof(
            fc.constantFrom('payment.captured', 'order.paid', 'payment.failed', 'refund.created'),
            anyText,
          ),
          paymentId: anyText,
          orderId: gatewayOrderId(),
          currency: fc.oneof(fc.constant('INR'), anyText),
          amount: fc.oneof(fc.constant(TEST_PAYABLE_PAISE), fc.integer(), fc.double()),
          errorDescription: fc.option(anyText),
          // Header values cannot carry control characters (HTTP refuses them before us).
          eventId: fc.string({ unit: 'grapheme-ascii', maxLength: 30 }),
        }),
        async ({ eventId, ...fields }) => {
          const res = await send(signedWebhook(paymentWebhook(fields), eventId || nextEventId()));
          record('signed webhook', res, fields);
        },
      ),
      { seed: SEED, numRuns: RUNS },
    );
    expect(faults).toEqual([]);
  });

  it('correctly signed webhooks of any JSON never answer 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (body) => {
        const res = await send(signedWebhook(body, nextEventId()));
        record('signed webhook of any JSON', res, body);
      }),
      { seed: SEED, numRuns: RUNS },
    );
    expect(faults).toEqual([]);
  });
});
