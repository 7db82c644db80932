// Coupons as the operator makes and changes them: create, edit the rules (never the code), pause
// and resume. Each change and its audit row (before and after) are written in one transaction;
// amounts here are paise.
import { AppError, notFound } from '../../../lib/app-error.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { newId } from '../../../lib/ids.ts';
import {
  type CouponRow,
  type CouponRules,
  insertCoupon,
  selectCouponForUpdate,
  updateCouponActive,
  updateCouponRules,
} from '../../checkout/index.ts';
import { type Actor, type OperatorDependencies, audit } from '../shared/operator.ts';

type Deps = Pick<OperatorDependencies, 'db' | 'clock'>;

export interface NewCoupon {
  code: string;
  kind: 'flat' | 'percent';
  /** Paise off for a flat coupon, whole percent for a percent coupon (as the table stores it). */
  value: number;
  maxDiscountPaise: number | null;
  minOrderPaise: number;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUsesTotal: number | null;
  maxUsesPerCustomer: number;
}

export const COUPON_EXISTS_MESSAGE = 'A coupon with this code already exists.';

export async function createCoupon(
  deps: Pick<OperatorDependencies, 'db' | 'clock'>,
  actor: Actor,
  coupon: NewCoupon,
): Promise<{ couponId: string; code: string }> {
  const couponId = newId('cpn');
  const now = deps.clock.now();
  try {
    await deps.db.transaction(async (tx) => {
      await insertCoupon(tx, { id: couponId, ...coupon, isActive: true, createdAt: now });
      await audit(tx, {
        actor,
        action: 'coupon.create',
        target: coupon.code,
        details: { couponId, ...coupon },
        at: now,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', COUPON_EXISTS_MESSAGE);
    throw error;
  }
  return { couponId, code: coupon.code };
}

const rulesOf = (row: CouponRow): CouponRules => ({
  kind: row.kind,
  value: row.value,
  maxDiscountPaise: row.maxDiscountPaise,
  minOrderPaise: row.minOrderPaise,
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  maxUsesTotal: row.maxUsesTotal,
  maxUsesPerCustomer: row.maxUsesPerCustomer,
});

export const COUPON_CODE_FIXED = "A coupon's code cannot change; create a new coupon instead.";
export const COUPON_USES_BELOW_USED =
  'This coupon has been used more times than that already; set a higher limit.';

/** New rules for a coupon; its code and the uses so far stay. */
export async function editCoupon(
  deps: Deps,
  actor: Actor,
  couponId: string,
  edit: { code: string; rules: CouponRules },
): Promise<CouponRow> {
  const { rules } = edit;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await selectCouponForUpdate(tx, couponId);
    if (!before) throw notFound('Coupon');
    if (edit.code !== before.code) {
      throw new AppError('VALIDATION_FAILED', COUPON_CODE_FIXED, { code: COUPON_CODE_FIXED });
    }
    if (rules.maxUsesTotal !== null && rules.maxUsesTotal < before.usedCount) {
      throw new AppError('VALIDATION_FAILED', COUPON_USES_BELOW_USED, {
        maxUses: COUPON_USES_BELOW_USED,
      });
    }
    const after = await updateCouponRules(tx, couponId, rules);
    await audit(tx, {
      actor,
      action: 'coupon.edit',
      target: before.code,
      details: { couponId, before: rulesOf(before), after: rulesOf(after) },
      at: now,
    });
    return after;
  });
}

/** Pauses (false) or resumes (true) a coupon; saying what it already is changes nothing. */
export async function setCouponActive(
  deps: Deps,
  actor: Actor,
  couponId: string,
  active: boolean,
): Promise<CouponRow> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await selectCouponForUpdate(tx, couponId);
    if (!before) throw notFound('Coupon');
    if (before.isActive === active) return before;
    const after = await updateCouponActive(tx, couponId, active);
    await audit(tx, {
      actor,
      action: active ? 'coupon.resume' : 'coupon.pause',
      target: before.code,
      details: { couponId, before: { active: before.isActive }, after: { active } },
      at: now,
    });
    return after;
  });
}
