import { describe, expect, it } from 'vitest';
import {
  calculateCouponDiscount,
  calculateShipping,
  calculateTotals,
  splitGst,
} from './pricing.service.ts';

describe('shipping', () => {
  it.each([
    [99_900, 1, 8_000],
    [99_999, 3, 24_000],
    [100_000, 1, 0],
    [250_000, 5, 0],
    [0, 0, 0],
  ])('a subtotal of %i paise with %i pieces ships for %i paise', (subtotal, pieces, shipping) => {
    expect(calculateShipping(subtotal, pieces)).toBe(shipping);
  });
});

describe('coupon discount', () => {
  const flat100 = {
    kind: 'flat' as const,
    value: 10_000,
    maxDiscountPaise: null,
    minOrderPaise: 49_900,
  };
  const percent10Cap500 = {
    kind: 'percent' as const,
    value: 10,
    maxDiscountPaise: 50_000,
    minOrderPaise: 99_900,
  };
  const flat2000 = {
    kind: 'flat' as const,
    value: 200_000,
    maxDiscountPaise: null,
    minOrderPaise: 0,
  };

  it.each([
    ['a flat coupon takes its amount', flat100, 60_000, 60_500, 10_000],
    ['a percent coupon takes its share of the subtotal', percent10Cap500, 200_000, 200_500, 20_000],
    ['a percent coupon stops at its cap', percent10Cap500, 900_000, 900_500, 50_000],
    ['a coupon larger than the total gives exactly the total', flat2000, 150_000, 150_500, 150_500],
  ])('%s', (_name, rule, subtotal, total, discount) => {
    expect(calculateCouponDiscount(rule, subtotal, total)).toBe(discount);
  });
});

describe('totals', () => {
  it('a small order pays shipping per piece and the platform charge', () => {
    const totals = calculateTotals([{ unitPricePaise: 29_900, pieces: 2 }], 500);
    expect(totals).toEqual({
      subtotalPaise: 59_800,
      shippingPaise: 16_000,
      platformPaise: 500,
      totalPaise: 76_300,
      discountPaise: 0,
      payablePaise: 76_300,
    });
  });

  it('a coupon that exceeds the total makes payable 0, never negative', () => {
    const totals = calculateTotals(
      [{ unitPricePaise: 50_000, pieces: 1 }],
      500,
      (_subtotal, total) => Math.min(200_000, total),
    );
    expect(totals.payablePaise).toBe(0);
    expect(totals.discountPaise).toBe(totals.totalPaise);
  });

  it('an empty cart costs nothing', () => {
    expect(calculateTotals([], 500).totalPaise).toBe(0);
  });
});

describe('GST split', () => {
  it.each([
    [
      'within a state: CGST and SGST',
      11_800,
      18,
      true,
      { taxablePaise: 10_000, cgstPaise: 900, sgstPaise: 900, igstPaise: 0 },
    ],
    [
      'across states: IGST',
      11_800,
      18,
      false,
      { taxablePaise: 10_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 1_800 },
    ],
    [
      'an odd paisa of tax goes to SGST',
      10_501,
      5,
      true,
      { taxablePaise: 10_001, cgstPaise: 250, sgstPaise: 250, igstPaise: 0 },
    ],
    [
      'zero-rated goods carry no tax',
      5_000,
      0,
      false,
      { taxablePaise: 5_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 },
    ],
  ])('%s', (_name, amount, rate, sameState, split) => {
    const result = splitGst(amount, rate, sameState);
    expect(result).toEqual(split);
    expect(result.taxablePaise + result.cgstPaise + result.sgstPaise + result.igstPaise).toBe(
      amount,
    );
  });
});
