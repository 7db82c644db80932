import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  signPaymentLink,
  verifyPaymentLink,
  verifyRazorpayPayment,
  verifyRazorpayWebhook,
} from './payment-signatures.ts';

const KEY_SECRET = 'rzp-test-key-secret-0123456789';
const WEBHOOK_SECRET = 'rzp-test-webhook-secret-9876543210';

/** Razorpay's documented scheme, computed here independently of the module. */
const razorpaySignature = (orderId: string, paymentId: string, secret = KEY_SECRET) =>
  createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');

describe('Razorpay checkout signature', () => {
  const orderId = 'order_P1a2b3c4d5e6f7';
  const paymentId = 'pay_Q9z8y7x6w5v4u3';

  it('the HMAC-SHA256 of order_id|payment_id with the key secret is accepted', () => {
    const signature = razorpaySignature(orderId, paymentId);
    expect(
      verifyRazorpayPayment(
        { razorpayOrderId: orderId, razorpayPaymentId: paymentId, signature },
        KEY_SECRET,
      ),
    ).toBe(true);
  });

  it('an upper-case hex signature is the same digest and is accepted', () => {
    const signature = razorpaySignature(orderId, paymentId).toUpperCase();
    expect(
      verifyRazorpayPayment(
        { razorpayOrderId: orderId, razorpayPaymentId: paymentId, signature },
        KEY_SECRET,
      ),
    ).toBe(true);
  });

  const good = razorpaySignature(orderId, paymentId);
  const flipped = `${good.slice(0, -1)}${good.endsWith('0') ? '1' : '0'}`;
  it.each([
    ['a signature for another payment', razorpaySignature(orderId, 'pay_Other00000000')],
    [
      'a signature made with another key secret',
      razorpaySignature(orderId, paymentId, 'x'.repeat(30)),
    ],
    ['a signature with one hex digit changed', flipped],
    ['a truncated signature', good.slice(0, 63)],
    ['a signature that is not hex', 'z'.repeat(64)],
    ['an empty signature', ''],
    ['no signature at all', undefined],
    ['a signature that is not a string', ['a', 'b']],
  ])('%s is refused', (_case, signature) => {
    expect(
      verifyRazorpayPayment(
        { razorpayOrderId: orderId, razorpayPaymentId: paymentId, signature },
        KEY_SECRET,
      ),
    ).toBe(false);
  });

  it('a tampered order id with the original signature is refused', () => {
    expect(
      verifyRazorpayPayment(
        { razorpayOrderId: 'order_Attacker0000', razorpayPaymentId: paymentId, signature: good },
        KEY_SECRET,
      ),
    ).toBe(false);
  });
});

describe('Razorpay webhook signature', () => {
  const body = '{"event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_1"}}}}';
  const sign = (raw: string | Buffer) =>
    createHmac('sha256', WEBHOOK_SECRET).update(raw).digest('hex');

  it('the HMAC-SHA256 of the raw body with the webhook secret is accepted', () => {
    expect(verifyRazorpayWebhook(Buffer.from(body), sign(body), WEBHOOK_SECRET)).toBe(true);
  });

  it('the same JSON with other whitespace is refused: the signature covers the bytes', () => {
    const reformatted = JSON.stringify(JSON.parse(body), null, 2);
    expect(verifyRazorpayWebhook(Buffer.from(reformatted), sign(body), WEBHOOK_SECRET)).toBe(false);
  });

  it('a body signed with the key secret instead of the webhook secret is refused', () => {
    const wrong = createHmac('sha256', KEY_SECRET).update(body).digest('hex');
    expect(verifyRazorpayWebhook(Buffer.from(body), wrong, WEBHOOK_SECRET)).toBe(false);
  });
});

describe('payment link signature', () => {
  const key = randomBytes(32);

  it('binds the order and the reference', () => {
    const sig = signPaymentLink(key, 'OD123456789012', 'sbx_abc');
    expect(sig).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyPaymentLink(key, 'OD123456789012', 'sbx_abc', sig)).toBe(true);
    expect(verifyPaymentLink(key, 'OD123456789013', 'sbx_abc', sig)).toBe(false);
    expect(verifyPaymentLink(key, 'OD123456789012', 'sbx_abd', sig)).toBe(false);
    expect(verifyPaymentLink(randomBytes(32), 'OD123456789012', 'sbx_abc', sig)).toBe(false);
  });
});
