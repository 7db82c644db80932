// The back office's operator changes beyond issue 6: coupon rules and pausing, where a seller
// delivers. Each change and its audit row (with what it was before and after) are written in one
// transaction; paise here.
import type { Executor } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import {
  selectCouponForUpdate,
  updateCouponActive,
  updateCouponRules,
  type CouponRow,
  type CouponRules,
} from '../checkout/index.ts';
import {
  replaceSellerServiceAreas,
  selectSellerServiceAreas,
  type SellerServiceArea,
} from '../pincode/index.ts';
import { selectSellerForUpdate } from '../sellers/index.ts';
import { recordRefund } from '../orders/index.ts';
import { insertAuditEntry } from './admin.repository.ts';
import type { Actor, OperatorDependencies } from './admin.service.ts';

type Deps = Pick<OperatorDependencies, 'db' | 'clock'>;

async function audit(
  tx: Executor,
  entry: { actor: Actor; action: string; target: string; details: object; at: Date },
): Promise<void> {
  await insertAuditEntry(tx, { id: newId('aud'), ...entry });
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

export async function getServiceAreas(
  { db }: Pick<Deps, 'db'>,
  sellerId: string,
): Promise<SellerServiceArea[]> {
  const seller = await selectSellerForUpdate(db, sellerId);
  if (!seller) throw notFound('Seller');
  return selectSellerServiceAreas(db, sellerId);
}

/** The seller's whole list of service areas replaced at once, audited with the old list. */
export async function replaceServiceAreas(
  deps: Deps,
  actor: Actor,
  sellerId: string,
  areas: SellerServiceArea[],
): Promise<SellerServiceArea[]> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const seller = await selectSellerForUpdate(tx, sellerId);
    if (!seller) throw notFound('Seller');
    const before = await selectSellerServiceAreas(tx, sellerId);
    await replaceSellerServiceAreas(tx, sellerId, areas);
    const after = await selectSellerServiceAreas(tx, sellerId);
    await audit(tx, {
      actor,
      action: 'seller.service-areas',
      target: sellerId,
      details: { before, after },
      at: now,
    });
    return after;
  });
}

/** A refund paid back to the shopper of a cancelled, paid order, with its audit row. */
export async function recordOrderRefund(
  deps: Pick<OperatorDependencies, 'db' | 'clock'> & { siteUrl?: string | undefined },
  actor: Actor,
  input: { orderId: string; reference: string },
): Promise<{ refundedPaise: number }> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const refund = await recordRefund(tx, {
      orderId: input.orderId,
      reference: input.reference,
      now,
      siteUrl: deps.siteUrl,
    });
    await audit(tx, {
      actor,
      action: 'order.refund',
      target: input.orderId,
      details: { refundedPaise: refund.refundedPaise, reference: input.reference },
      at: now,
    });
    return refund;
  });
}
