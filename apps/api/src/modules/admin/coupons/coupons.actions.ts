// The coupon calls at the wire edge: rupees to paise and back only here. The HTTP routes and the
// CLI's direct mode both call these.
import type {
  AdminCoupon,
  AdminCouponAnswer,
  AdminCouponBody,
  AdminCouponEditBody,
  AdminCouponSavedAnswer,
  AdminCouponsAnswer,
  AdminCouponsQuery,
} from '@haat/contract';
import { fromWireRupees, toWireRupees } from '../../../lib/money.ts';
import { type CouponRow, type CouponRules, selectCouponPage } from '../../checkout/index.ts';
import type { Actor, OperatorDependencies } from '../shared/operator.ts';
import { pageOf } from '../shared/paging.ts';
import { createCoupon, editCoupon, setCouponActive } from './coupons.service.ts';

/** A coupon's rules as the table keeps them: a flat value in paise, a percent as the percent. */
export function couponRulesFromWire(body: AdminCouponBody): CouponRules {
  return {
    kind: body.kind,
    value: body.kind === 'flat' ? fromWireRupees(body.value) : body.value,
    maxDiscountPaise: body.maxDiscount === undefined ? null : fromWireRupees(body.maxDiscount),
    minOrderPaise: body.minOrder === undefined ? 0 : fromWireRupees(body.minOrder),
    startsAt: body.startsAt ?? null,
    endsAt: body.endsAt ?? null,
    maxUsesTotal: body.maxUses ?? null,
    maxUsesPerCustomer: body.maxUsesPerCustomer,
  };
}

const couponToWire = (row: CouponRow): AdminCoupon => ({
  couponID: row.id,
  code: row.code,
  kind: row.kind,
  value: row.kind === 'flat' ? toWireRupees(row.value) : row.value,
  maxDiscount: row.maxDiscountPaise === null ? null : toWireRupees(row.maxDiscountPaise),
  minOrder: toWireRupees(row.minOrderPaise),
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  maxUses: row.maxUsesTotal,
  maxUsesPerCustomer: row.maxUsesPerCustomer,
  usedCount: row.usedCount,
  active: row.isActive,
  createdAt: row.createdAt.toISOString(),
});

export function createCouponActions(deps: OperatorDependencies, actor: Actor) {
  return {
    create: async (body: AdminCouponBody): Promise<AdminCouponAnswer> => {
      const created = await createCoupon(deps, actor, {
        code: body.code,
        ...couponRulesFromWire(body),
      });
      return {
        status: 'success',
        message: `Coupon ${created.code} created.`,
        data: { couponID: created.couponId, code: created.code },
      };
    },
    list: async (query: AdminCouponsQuery): Promise<AdminCouponsAnswer> => {
      const page = pageOf(query);
      const { rows, total } = await selectCouponPage(
        deps.db,
        {
          code: query.q || undefined,
          active: query.active === undefined ? undefined : query.active === 'true',
        },
        page,
      );
      return {
        status: 'success',
        data: { items: rows.map(couponToWire), total, page: page.page, pageSize: page.pageSize },
      };
    },

    edit: async (couponID: string, body: AdminCouponEditBody): Promise<AdminCouponSavedAnswer> => {
      const row = await editCoupon(deps, actor, couponID, {
        code: body.code,
        rules: couponRulesFromWire(body),
      });
      return { status: 'success', message: `Coupon ${row.code} saved.`, data: couponToWire(row) };
    },

    setActive: async (couponID: string, active: boolean): Promise<AdminCouponSavedAnswer> => {
      const row = await setCouponActive(deps, actor, couponID, active);
      const message = `Coupon ${row.code} is ${row.isActive ? 'active' : 'paused'}.`;
      return { status: 'success', message, data: couponToWire(row) };
    },
  };
}
