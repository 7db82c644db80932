// Every signature of the payments module: our own signed links to the gateway pages, and
// Razorpay's checkout and webhook signatures. All comparisons are constant-time.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { loadServerSecret, type ServerSecretSource } from '../../lib/server-secret.ts';

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

export function hmacSha256Hex(key: string | Buffer, message: string | Buffer): string {
  return createHmac('sha256', key).update(message).digest('hex');
}

/** True when `given` is the hex digest `expected`, compared in constant time. */
export function isSameDigest(expectedHex: string, given: unknown): boolean {
  if (typeof given !== 'string' || !HEX_SHA256.test(given)) return false;
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(given, 'hex'));
}

/**
 * The key of our payment links, derived from the server secret rather than the secret itself,
 * so a link signature can never stand in for a token signature made with the same secret.
 */
export async function loadPaymentLinkKey(source: ServerSecretSource): Promise<Buffer> {
  // Not kept: one HMAC a call, and the secret itself is loaded once (lib/server-secret.ts).
  const secret = await loadServerSecret(source);
  return createHmac('sha256', secret).update('haat:payment-link:v1').digest();
}

/** The `sig` of a gateway page link: HMAC-SHA256 of `orderId|reference`. */
export function signPaymentLink(linkKey: Buffer, orderId: string, reference: string): string {
  return hmacSha256Hex(linkKey, `${orderId}|${reference}`);
}

export function verifyPaymentLink(
  linkKey: Buffer,
  orderId: string,
  reference: string,
  sig: unknown,
): boolean {
  return isSameDigest(signPaymentLink(linkKey, orderId, reference), sig);
}

export interface RazorpayPaymentProof {
  razorpayOrderId: string;
  razorpayPaymentId: string;
  signature: unknown;
}

/** Razorpay Checkout: HMAC-SHA256(`order_id|payment_id`, key secret), hex. */
export function signRazorpayPayment(
  keySecret: string,
  razorpayOrderId: string,
  razorpayPaymentId: string,
): string {
  return hmacSha256Hex(keySecret, `${razorpayOrderId}|${razorpayPaymentId}`);
}

export function verifyRazorpayPayment(proof: RazorpayPaymentProof, keySecret: string): boolean {
  return isSameDigest(
    signRazorpayPayment(keySecret, proof.razorpayOrderId, proof.razorpayPaymentId),
    proof.signature,
  );
}

/** Razorpay webhooks: HMAC-SHA256 of the raw body, exactly as received, with the webhook secret. */
export function verifyRazorpayWebhook(
  rawBody: Buffer,
  signature: unknown,
  webhookSecret: string,
): boolean {
  return isSameDigest(hmacSha256Hex(webhookSecret, rawBody), signature);
}
