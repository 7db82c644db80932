// What the page does with POST /customer/addorder's answer (docs/spec.md §4 "Order placement") and with
// its refusals (docs/spec.md §8: the server message, or 'Something went wrong.' on a network error).
import type { AddOrderAnswer, AddOrderBodyInput, CheckoutSummary } from '@haat/contract';
import { ApiError } from '../../../lib/api-client';

export type OrderOutcome =
  /** status 1: the order exists; clear the cart and show /order/{id}. */
  | { kind: 'placed'; orderID: string }
  /** status 2: go to the payment page. */
  | { kind: 'pay'; url: string }
  | { kind: 'refused'; message: string };

export function readOrderAnswer(answer: AddOrderAnswer): OrderOutcome {
  if (answer.status === 1) return { kind: 'placed', orderID: answer.data };
  if (answer.status === 2) return { kind: 'pay', url: answer.data.url };
  return { kind: 'refused', message: answer.message };
}

export type OrderRefusal =
  /** 'Captcha Not Match.': say so under the field and show a new picture. */
  | { kind: 'captcha'; message: string }
  /** Prices, stock or the coupon moved: say so and read the summary again. */
  | { kind: 'summaryChanged'; message: string }
  | { kind: 'other'; message: string };

const SUMMARY_CODES = new Set([
  'PRICE_CHANGED',
  'OUT_OF_STOCK',
  'PINCODE_NOT_SERVICEABLE',
  'CONFLICT',
]);

export function readOrderError(error: unknown, networkMessage: string): OrderRefusal {
  if (!(error instanceof ApiError) || error.status === 0) {
    return { kind: 'other', message: networkMessage };
  }
  if (error.validation.captcha !== undefined) {
    return { kind: 'captcha', message: error.validation.captcha };
  }
  if (error.code !== undefined && SUMMARY_CODES.has(error.code)) {
    return { kind: 'summaryChanged', message: error.message };
  }
  return { kind: 'other', message: error.message };
}

/**
 * The body of POST /customer/addorder: the summary's own figures (the server checks them against
 * its own), the COD captcha, and the idempotency key of this checkout visit. `products` is left
 * out: the server orders what the cart holds and ignores it, so it would only cost data.
 */
export function buildOrderBody(
  summary: CheckoutSummary,
  extras: {
    idempotencyKey: string;
    captchaID?: string | undefined;
    captcha?: string | undefined;
    /** The WhatsApp box as the shopper left it; undefined: not touched, the choice is unchanged. */
    whatsappUpdates?: boolean | undefined;
  },
): AddOrderBodyInput {
  const body: AddOrderBodyInput = {
    addressID: summary.addressID,
    paymentType: summary.paymentType,
    sub_total: summary.sub_total,
    shippingCharges: summary.shippingCharges,
    plateformCharges: summary.plateformCharges,
    total: summary.total,
    couponeid: summary.paymentType === 'prepaid' ? summary.couponeid : null,
    couponeamount: summary.couponeamount,
    payableamount: summary.payableamount,
    idempotencyKey: extras.idempotencyKey,
  };
  if (extras.whatsappUpdates !== undefined) body.whatsappUpdates = extras.whatsappUpdates;
  if (summary.paymentType === 'cod') {
    body.captchaID = extras.captchaID;
    body.captcha = extras.captcha;
  }
  return body;
}

/**
 * One key per checkout visit: a double tap or a resubmit after a dropped connection makes one
 * order. randomUUID needs a secure context (https or localhost); elsewhere 16 random bytes do.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
