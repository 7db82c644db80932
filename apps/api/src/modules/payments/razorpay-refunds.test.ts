// The Razorpay Refunds client against a loopback stand-in of Razorpay's API: what Razorpay
// refuses is final, what fails on the way (a 500, a dropped connection, a lost answer, a malformed
// answer) can be tried again, and a refund whose answer was lost is found by its receipt.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRazorpayStandIn, type RazorpayStandIn } from '../../../test/razorpay-stand-in.ts';
import { allowingForLoad } from '../../../test/waiting.ts';
import { RazorpayApiError } from './razorpay-http.ts';
import { createRazorpayRefundsApi, type RazorpayRefundsApi } from './razorpay-refunds.ts';

const KEY_ID = 'rzp_test_HaatRefunds01';
const KEY_SECRET = 'rzp-test-refunds-secret-0123456789';

let standIn: RazorpayStandIn;
let api: RazorpayRefundsApi;
let paymentNumber = 0;

beforeAll(async () => {
  // The late answer comes long after the short-timeout client has given up (see 'a lost answer').
  standIn = await startRazorpayStandIn({
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    slowAnswerMs: allowingForLoad(2_000),
  });
  api = createRazorpayRefundsApi({ baseUrl: standIn.url, keyId: KEY_ID, keySecret: KEY_SECRET });
});
afterAll(async () => standIn.close());

/** A payment of its own for each test, captured for `amountPaise`. */
function capturedPayment(amountPaise = 50_000): string {
  paymentNumber += 1;
  const id = `pay_Test${String(paymentNumber).padStart(10, '0')}`;
  standIn.capture(id, amountPaise);
  return id;
}

async function failure(promise: Promise<unknown>): Promise<RazorpayApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(RazorpayApiError);
  return error as RazorpayApiError;
}

function refundsOf(paymentId: string) {
  return standIn.refunds().filter((refund) => refund.paymentId === paymentId);
}

describe('creating a refund', () => {
  it('answers a pending refund carrying our receipt, sent as the idempotency key', async () => {
    const paymentId = capturedPayment();
    const refund = await api.create({
      paymentId,
      amountPaise: 12_500,
      receipt: 'ref_0001',
      notes: { orderId: 'ord_1' },
    });
    expect(refund).toEqual({
      id: expect.stringMatching(/^rfnd_/),
      paymentId,
      amountPaise: 12_500,
      status: 'pending',
      receipt: 'ref_0001',
    });
    expect(refundsOf(paymentId)).toEqual([
      expect.objectContaining({
        id: refund.id,
        idempotencyKey: 'ref_0001',
        notes: { orderId: 'ord_1' },
      }),
    ]);
    expect(standIn.requests.at(-1)).toEqual({
      method: 'POST',
      path: `/v1/payments/${paymentId}/refund`,
      idempotencyKey: 'ref_0001',
    });
  });

  it('refunds once when the same receipt is sent twice', async () => {
    const paymentId = capturedPayment();
    const input = { paymentId, amountPaise: 20_000, receipt: 'ref_twice' };
    const first = await api.create(input);
    const second = await api.create(input);
    expect(second).toEqual(first);
    expect(refundsOf(paymentId)).toHaveLength(1);
  });

  it('encodes the ids it puts in a path', async () => {
    const paymentId = 'pay_odd/../refunds?x=1';
    standIn.capture(paymentId, 10_000);
    const refund = await api.create({ paymentId, amountPaise: 10_000, receipt: 'ref_odd' });
    expect(refund.paymentId).toBe(paymentId);
    expect(await api.findByReceipt(paymentId, 'ref_odd')).toEqual(refund);
  });
});

describe('what Razorpay refuses is not tried again', () => {
  it('a refund beyond what is left of the payment, with Razorpay description', async () => {
    const paymentId = capturedPayment(10_000);
    await api.create({ paymentId, amountPaise: 6_000, receipt: 'ref_part' });
    const error = await failure(api.create({ paymentId, amountPaise: 5_000, receipt: 'ref_over' }));
    expect(error).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST_ERROR',
      description: 'The refund amount provided is greater than amount captured',
      retryable: false,
    });
    await api.create({ paymentId, amountPaise: 4_000, receipt: 'ref_rest' });
    const again = await failure(api.create({ paymentId, amountPaise: 100, receipt: 'ref_more' }));
    expect(again).toMatchObject({
      description: 'The payment has been fully refunded already',
      retryable: false,
    });
    expect(refundsOf(paymentId).map((refund) => refund.amountPaise)).toEqual([6_000, 4_000]);
  });

  it('a payment that was never captured', async () => {
    standIn.authorize('pay_Authorized01', 10_000);
    const error = await failure(
      api.create({ paymentId: 'pay_Authorized01', amountPaise: 10_000, receipt: 'ref_auth' }),
    );
    expect(error).toMatchObject({ status: 400, retryable: false });
    expect(refundsOf('pay_Authorized01')).toEqual([]);
  });

  it('a wrong key: 401, and the secret is in no message', async () => {
    const paymentId = capturedPayment();
    const wrongSecret = 'rzp-test-wrong-secret-9999';
    const wrong = createRazorpayRefundsApi({
      baseUrl: standIn.url,
      keyId: KEY_ID,
      keySecret: wrongSecret,
    });
    const error = await failure(
      wrong.create({ paymentId, amountPaise: 1_000, receipt: 'ref_auth1' }),
    );
    expect(error).toMatchObject({
      status: 401,
      code: 'BAD_REQUEST_ERROR',
      description: 'Authentication failed',
      retryable: false,
    });
    const everything = `${error.message} ${error.stack} ${JSON.stringify(error)}`;
    expect(everything).not.toContain(wrongSecret);
    expect(everything).not.toContain(KEY_SECRET);
    expect(refundsOf(paymentId)).toEqual([]);
  });
});

describe('what fails on the way can be tried again', () => {
  it('a 500', async () => {
    const paymentId = capturedPayment();
    standIn.failNext('500');
    const input = { paymentId, amountPaise: 3_000, receipt: 'ref_500' };
    const error = await failure(api.create(input));
    expect(error).toMatchObject({ status: 500, retryable: true });
    expect(refundsOf(paymentId)).toEqual([]);
    await api.create(input);
    expect(refundsOf(paymentId)).toHaveLength(1);
  });

  it('a dropped connection', async () => {
    const paymentId = capturedPayment();
    standIn.failNext('drop');
    const input = { paymentId, amountPaise: 3_000, receipt: 'ref_drop' };
    const error = await failure(api.create(input));
    expect(error).toMatchObject({ status: null, code: 'NETWORK_ERROR', retryable: true });
    await api.create(input);
    expect(refundsOf(paymentId)).toHaveLength(1);
  });

  it('a lost answer: the refund went through, and findByReceipt finds it', async () => {
    const paymentId = capturedPayment();
    const impatient = createRazorpayRefundsApi({
      baseUrl: standIn.url,
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      timeoutMs: allowingForLoad(200),
    });
    standIn.failNext('slow-then-ok');
    const input = { paymentId, amountPaise: 7_500, receipt: 'ref_lost' };
    const error = await failure(impatient.create(input));
    expect(error).toMatchObject({ status: null, code: 'TIMEOUT', retryable: true });
    const found = await api.findByReceipt(paymentId, 'ref_lost');
    expect(found).toMatchObject({
      paymentId,
      amountPaise: 7_500,
      status: 'pending',
      receipt: 'ref_lost',
    });
    expect(await api.findByReceipt(paymentId, 'ref_other')).toBeNull();
    // Trying the create again instead answers the same refund.
    expect(await api.create(input)).toEqual(found);
    expect(refundsOf(paymentId)).toHaveLength(1);
  });

  it('an answer that is not a refund, or not JSON', async () => {
    const paymentId = capturedPayment();
    standIn.failNext('malformed');
    const malformed = await failure(
      api.create({ paymentId, amountPaise: 1_000, receipt: 'ref_m1' }),
    );
    expect(malformed).toMatchObject({ status: 200, code: 'MALFORMED_ANSWER', retryable: true });
    standIn.failNext('not-json');
    const html = await failure(api.findByReceipt(paymentId, 'ref_m1'));
    expect(html).toMatchObject({ status: 200, code: 'MALFORMED_ANSWER', retryable: true });
  });
});

describe('reading refunds', () => {
  it('fetch reads a refund as Razorpay settled it', async () => {
    const paymentId = capturedPayment();
    const done = await api.create({ paymentId, amountPaise: 2_000, receipt: 'ref_done' });
    const failed = await api.create({ paymentId, amountPaise: 2_000, receipt: 'ref_failed' });
    standIn.settle(done.id, 'processed');
    standIn.settle(failed.id, 'failed');
    expect(await api.fetch(done.id)).toEqual({ ...done, status: 'processed' });
    expect(await api.fetch(failed.id)).toEqual({ ...failed, status: 'failed' });
    const missing = await failure(api.fetch('rfnd_Missing000001'));
    expect(missing).toMatchObject({ status: 400, retryable: false });
  });

  it('findByReceipt looks past the first page of a payment with many refunds', async () => {
    const paymentId = capturedPayment(105 * 100);
    for (let n = 0; n < 105; n += 1) {
      await api.create({ paymentId, amountPaise: 100, receipt: `ref_many_${n}` });
    }
    // Razorpay lists the newest first: the first refund is on the second page.
    expect(await api.findByReceipt(paymentId, 'ref_many_0')).toMatchObject({
      receipt: 'ref_many_0',
    });
    expect(await api.findByReceipt(paymentId, 'ref_many_104')).toMatchObject({
      receipt: 'ref_many_104',
    });
    expect(await api.findByReceipt(paymentId, 'ref_many_105')).toBeNull();
  });
});
