import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AddOrderAnswerSchema,
  AddOrderBodySchema,
  CheckoutAnswerSchema,
  CouponCheckAnswerSchema,
} from './checkout.ts';

const summary = {
  addressID: 'a1',
  paymentType: 'prepaid',
  products: [
    {
      productID: 'p2',
      title: 'Darjeeling tea',
      pieces: 2,
      mrPrice: 450,
      salePrice: 399,
      weight: 250,
      weightUnit: 'g',
      images: [{ fileUrl: '/t.jpg' }],
      total: 798,
      deliveryAvailablity: true,
    },
  ],
  sub_total: 798,
  shippingCharges: 160,
  plateformCharges: 5,
  total: 963,
  couponeid: 'DIWALI50',
  couponeamount: 50,
  payableamount: 913,
  deliveryAvailablity: true,
  deliveryData: {
    C: [],
    P: [{ sellerID: 'sel1', deliveryDate: '2024-03-08', deliveryDays: 3 }],
  },
};

describe('the checkout summary', () => {
  it('keeps the docs/spec.md wire names through parse and serialisation', () => {
    const answer = { status: 1, data: summary };
    const encoded = z.encode(CheckoutAnswerSchema, CheckoutAnswerSchema.parse(answer));
    expect(encoded).toEqual(answer);
    expect(Object.keys(encoded.data)).toEqual(
      expect.arrayContaining([
        'plateformCharges',
        'couponeid',
        'couponeamount',
        'deliveryAvailablity',
        'sub_total',
      ]),
    );
  });

  it('refuses a delivery date that is not a calendar date', () => {
    const data = {
      ...summary,
      deliveryData: { C: [], P: [{ sellerID: 's', deliveryDate: '08/03/2024', deliveryDays: 3 }] },
    };
    expect(CheckoutAnswerSchema.safeParse({ status: 1, data }).success).toBe(false);
  });
});

describe('placing an order', () => {
  const {
    products: _products,
    deliveryAvailablity: _available,
    deliveryData: _delivery,
    ...held
  } = summary;

  it('accepts the summary as the client holds it, extra fields and all', () => {
    const parsed = AddOrderBodySchema.parse({ ...summary, idempotencyKey: 'checkout-7f3a9c' });
    expect(parsed.plateformCharges).toBe(5);
    expect(parsed).not.toHaveProperty('deliveryData');
  });

  it('requires the captcha for cash on delivery, on the captcha fields', () => {
    const result = AddOrderBodySchema.safeParse({
      ...held,
      paymentType: 'cod',
      couponeid: null,
      couponeamount: 0,
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'captcha',
      'captchaID',
    ]);
    const withCaptcha = { ...held, paymentType: 'cod', captchaID: 'cap1', captcha: 'x7K2pQ' };
    expect(AddOrderBodySchema.safeParse(withCaptcha).success).toBe(true);
  });

  it('refuses an amount with fractions of a paisa', () => {
    expect(AddOrderBodySchema.safeParse({ ...held, payableamount: 913.005 }).success).toBe(false);
  });

  it('refuses a payment type other than cod or prepaid', () => {
    expect(AddOrderBodySchema.safeParse({ ...held, paymentType: 'upi' }).success).toBe(false);
  });

  it('answers with an order id, a payment URL or a message', () => {
    expect(AddOrderAnswerSchema.parse({ status: 1, data: 'o1' })).toEqual({
      status: 1,
      data: 'o1',
    });
    expect(
      AddOrderAnswerSchema.safeParse({ status: 2, data: { url: '/pay/sandbox/o1' } }).success,
    ).toBe(true);
    expect(
      AddOrderAnswerSchema.safeParse({ status: 0, message: 'Captcha Not Match.' }).success,
    ).toBe(true);
    expect(AddOrderAnswerSchema.safeParse({ status: 2, data: 'o1' }).success).toBe(false);
  });
});

describe('the coupon check answer', () => {
  it('holds an amount on success and a reason on failure', () => {
    expect(CouponCheckAnswerSchema.safeParse({ Status: 'success', Payload: 50 }).success).toBe(
      true,
    );
    expect(
      CouponCheckAnswerSchema.safeParse({ Status: 'failed', Payload: 'Coupon expired.' }).success,
    ).toBe(true);
    expect(CouponCheckAnswerSchema.safeParse({ Status: 'success', Payload: 'fifty' }).success).toBe(
      false,
    );
    expect(CouponCheckAnswerSchema.safeParse({ Status: 'failed', Payload: 50 }).success).toBe(
      false,
    );
  });
});
