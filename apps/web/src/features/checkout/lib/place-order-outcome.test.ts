import { describe, expect, it } from 'vitest';
import type { CheckoutSummary } from '@haat/contract';
import { ApiError } from '../../../lib/api-client';
import {
  buildOrderBody,
  newIdempotencyKey,
  readOrderAnswer,
  readOrderError,
} from './place-order-outcome';

const summary: CheckoutSummary = {
  addressID: 'addr_1',
  paymentType: 'prepaid',
  products: [],
  sub_total: 1378,
  shippingCharges: 0,
  plateformCharges: 5,
  total: 1383,
  couponeid: 'WELCOME100',
  couponeamount: 100,
  payableamount: 1283,
  deliveryAvailablity: true,
  deliveryData: { C: [], P: [] },
};

describe('placing an order', () => {
  it('reads status 1 as placed and status 2 as the payment page', () => {
    expect(readOrderAnswer({ status: 1, data: 'ORD1' })).toEqual({
      kind: 'placed',
      orderID: 'ORD1',
    });
    expect(readOrderAnswer({ status: 2, data: { url: '/api/payments/sandbox/ORD2' } })).toEqual({
      kind: 'pay',
      url: '/api/payments/sandbox/ORD2',
    });
    expect(readOrderAnswer({ status: 0, message: 'No.' })).toEqual({
      kind: 'refused',
      message: 'No.',
    });
  });

  it('sends the summary’s figures, the coupon and the key, and no captcha for prepaid', () => {
    expect(
      buildOrderBody(summary, { idempotencyKey: 'key-12345', captchaID: 'c', captcha: 'x' }),
    ).toEqual({
      addressID: 'addr_1',
      paymentType: 'prepaid',
      sub_total: 1378,
      shippingCharges: 0,
      plateformCharges: 5,
      total: 1383,
      couponeid: 'WELCOME100',
      couponeamount: 100,
      payableamount: 1283,
      idempotencyKey: 'key-12345',
    });
  });

  it('sends the captcha and never a coupon for COD', () => {
    const body = buildOrderBody(
      {
        ...summary,
        paymentType: 'cod',
        couponeid: 'WELCOME100',
        couponeamount: 0,
        payableamount: 1383,
      },
      { idempotencyKey: 'key-12345', captchaID: 'cap_1', captcha: 'ABC234' },
    );
    expect(body).toMatchObject({
      paymentType: 'cod',
      couponeid: null,
      captchaID: 'cap_1',
      captcha: 'ABC234',
    });
  });

  it.each([
    [
      new ApiError(0, 'Internal Server Error.'),
      { kind: 'other', message: 'Something went wrong.' },
    ],
    [
      new ApiError(400, 'Captcha Not Match.', {
        code: 'VALIDATION_FAILED',
        validation: { captcha: 'Captcha Not Match.' },
      }),
      { kind: 'captcha', message: 'Captcha Not Match.' },
    ],
    [
      new ApiError(409, 'The order total has changed to ₹1,962.00.', { code: 'PRICE_CHANGED' }),
      { kind: 'summaryChanged', message: 'The order total has changed to ₹1,962.00.' },
    ],
    [
      new ApiError(409, 'Sorry, Diya has just gone out of stock.', { code: 'OUT_OF_STOCK' }),
      { kind: 'summaryChanged', message: 'Sorry, Diya has just gone out of stock.' },
    ],
    [
      new ApiError(429, 'Too many requests.', { code: 'RATE_LIMITED' }),
      { kind: 'other', message: 'Too many requests.' },
    ],
  ])('reads a refusal %#', (error, expected) => {
    expect(readOrderError(error, 'Something went wrong.')).toEqual(expected);
  });

  it('makes a new idempotency key each time', () => {
    const first = newIdempotencyKey();
    expect(first.length).toBeGreaterThanOrEqual(16);
    expect(newIdempotencyKey()).not.toBe(first);
  });
});
