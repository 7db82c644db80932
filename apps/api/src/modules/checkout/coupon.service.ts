// Coupon rules (docs/decisions/product-owner.md): prepaid only; active, inside its validity window,
// above its minimum order, under its total and per-customer limits; the discount is capped at the
// order total.
import { formatInr } from '@haat/india';
import type { Executor } from '../../db/client.ts';
import { calculateCouponDiscount } from '../pricing/index.ts';
import { countCustomerRedemptions, selectCouponByCode } from './checkout.repository.ts';

export type CouponVerdict =
  | {
      ok: true;
      couponId: string;
      code: string;
      discount: (subtotalPaise: number, totalPaise: number) => number;
    }
  | { ok: false; reason: string };

export const COUPON_PREPAID_ONLY = 'Coupons apply to prepaid orders only.';

export async function evaluateCoupon(
  db: Executor,
  input: { code: string; customerId: string; subtotalPaise: number; now: Date },
): Promise<CouponVerdict> {
  const coupon = await selectCouponByCode(db, input.code.trim());
  if (!coupon || !coupon.isActive) return { ok: false, reason: 'Invalid coupon code.' };
  if (coupon.startsAt && coupon.startsAt > input.now)
    return { ok: false, reason: 'This coupon is not active yet.' };
  if (coupon.endsAt && coupon.endsAt <= input.now)
    return { ok: false, reason: 'This coupon has expired.' };
  if (input.subtotalPaise < coupon.minOrderPaise) {
    return {
      ok: false,
      reason: `Add items worth ${formatInr(coupon.minOrderPaise - input.subtotalPaise)} more to use this coupon.`,
    };
  }
  if (coupon.maxUsesTotal !== null && coupon.usedCount >= coupon.maxUsesTotal) {
    return { ok: false, reason: 'This coupon has been fully redeemed.' };
  }
  if (
    (await countCustomerRedemptions(db, coupon.id, input.customerId)) >= coupon.maxUsesPerCustomer
  ) {
    return { ok: false, reason: 'You have already used this coupon.' };
  }
  const rule = {
    kind: coupon.kind,
    value: coupon.value,
    maxDiscountPaise: coupon.maxDiscountPaise,
    minOrderPaise: coupon.minOrderPaise,
  };
  return {
    ok: true,
    couponId: coupon.id,
    code: coupon.code,
    discount: (subtotalPaise, totalPaise) =>
      calculateCouponDiscount(rule, subtotalPaise, totalPaise),
  };
}
