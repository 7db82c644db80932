import { describe, expect, it } from 'vitest';
import {
  INITIAL_COUPON,
  appliedCouponCode,
  couponReducer,
  normaliseCouponCode,
  type CouponAction,
  type CouponState,
} from './coupon-state';

const run = (actions: CouponAction[], from: CouponState = INITIAL_COUPON) =>
  actions.reduce(couponReducer, from);

describe('coupon states (docs/spec.md §4: idle, loading, applied, failed; Cancel clears)', () => {
  it('goes idle → loading → applied, and only then prices the summary with the code', () => {
    const typed = run([{ type: 'typed', code: 'welcome100' }]);
    expect(typed).toEqual({ status: 'idle', code: 'WELCOME100' });
    const loading = couponReducer(typed, { type: 'checking', attempt: 1 });
    expect(loading).toEqual({ status: 'loading', code: 'WELCOME100', attempt: 1 });
    expect(appliedCouponCode(loading)).toBeNull();
    const applied = couponReducer(loading, { type: 'applied', attempt: 1, discountRupees: 100 });
    expect(applied).toEqual({ status: 'applied', code: 'WELCOME100', discountRupees: 100 });
    expect(appliedCouponCode(applied)).toBe('WELCOME100');
  });

  it('goes loading → failed with the reason, and typing again returns to idle', () => {
    const failed = run([
      { type: 'typed', code: 'NOPE' },
      { type: 'checking', attempt: 1 },
      { type: 'failed', attempt: 1, message: 'Invalid coupon code.' },
    ]);
    expect(failed).toEqual({ status: 'failed', code: 'NOPE', message: 'Invalid coupon code.' });
    expect(couponReducer(failed, { type: 'typed', code: 'NOPE2' })).toEqual({
      status: 'idle',
      code: 'NOPE2',
    });
  });

  it('Cancel clears an applied coupon', () => {
    const applied = run([
      { type: 'typed', code: 'WELCOME100' },
      { type: 'checking', attempt: 1 },
      { type: 'applied', attempt: 1, discountRupees: 100 },
    ]);
    expect(run([{ type: 'cleared' }], applied)).toEqual(INITIAL_COUPON);
  });

  it('locks the box while checking and once applied', () => {
    const loading = run([
      { type: 'typed', code: 'WELCOME100' },
      { type: 'checking', attempt: 1 },
    ]);
    expect(couponReducer(loading, { type: 'typed', code: 'X' })).toBe(loading);
    expect(couponReducer(loading, { type: 'checking', attempt: 2 })).toBe(loading);
    const applied = couponReducer(loading, { type: 'applied', attempt: 1, discountRupees: 100 });
    expect(couponReducer(applied, { type: 'typed', code: 'X' })).toBe(applied);
  });

  it('drops the answer of a check that a new address or Cancel overtook', () => {
    const overtaken = run([
      { type: 'typed', code: 'WELCOME100' },
      { type: 'checking', attempt: 1 },
      { type: 'cleared' },
      { type: 'applied', attempt: 1, discountRupees: 100 },
    ]);
    expect(overtaken).toEqual(INITIAL_COUPON);
    const second = run([
      { type: 'typed', code: 'FESTIVE10' },
      { type: 'checking', attempt: 2 },
      { type: 'failed', attempt: 1, message: 'stale' },
    ]);
    expect(second.status).toBe('loading');
  });

  it('does not check an empty box', () => {
    expect(couponReducer(INITIAL_COUPON, { type: 'checking', attempt: 1 })).toBe(INITIAL_COUPON);
  });

  it('takes codes as capitals without spaces', () => {
    expect(normaliseCouponCode(' welcome 100 ')).toBe('WELCOME100');
  });
});
