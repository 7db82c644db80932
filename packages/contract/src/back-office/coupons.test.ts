import { describe, expect, it } from 'vitest';
import { AdminCouponBodySchema } from './coupons.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the coupon body', () => {
  it('upper-cases the code and reads whole-day dates in India', () => {
    const coupon = AdminCouponBodySchema.parse({
      code: 'diwali25',
      kind: 'percent',
      value: 25,
      maxDiscount: 500,
      startsAt: '2026-10-20',
      endsAt: '2026-10-31',
    });
    expect(coupon.code).toBe('DIWALI25');
    expect(coupon.maxUsesPerCustomer).toBe(1);
    expect(coupon.startsAt?.toISOString()).toBe('2026-10-19T18:30:00.000Z');
    // The last day counts in full: the coupon closes at midnight IST after 31 October.
    expect(coupon.endsAt?.toISOString()).toBe('2026-10-31T18:30:00.000Z');
  });

  it.each([
    [{ code: 'AB1', kind: 'flat', value: 50 }, 'Use 4 to 20 letters A-Z and digits.'],
    [{ code: 'SAVE-50', kind: 'flat', value: 50 }, 'Use 4 to 20 letters A-Z and digits.'],
    [{ code: 'SAVE50', kind: 'percent', value: 95 }, 'Use a whole percent from 1 to 90.'],
    [{ code: 'SAVE50', kind: 'percent', value: 12.5 }, 'Use a whole percent from 1 to 90.'],
    [{ code: 'SAVE50', kind: 'flat', value: 0 }, 'The discount must be above 0.'],
    [{ code: 'SAVE50', kind: 'flat', value: 10.555 }, 'Use at most two decimals.'],
    [
      { code: 'SAVE50', kind: 'flat', value: 50, maxDiscount: 40 },
      'Only a percent coupon takes a cap.',
    ],
    [
      { code: 'SAVE50', kind: 'flat', value: 50, startsAt: '2026-05-02', endsAt: '2026-05-01' },
      'The end must come after the start.',
    ],
    [
      { code: 'SAVE50', kind: 'flat', value: 50, endsAt: '31/05/2026' },
      'Use a date like 2026-03-31.',
    ],
  ])('%j is refused: %s', (body, message) => {
    expect(firstMessage(AdminCouponBodySchema.safeParse(body))).toBe(message);
  });
});
