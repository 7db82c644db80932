// Coupons in the back office (docs/decisions/product-owner.md coupon catalogue): created, listed,
// edited whole (but for the code) and paused or resumed by the operator. Money is rupees on the
// wire; the server keeps paise.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { DateTimeSchema, IdSchema, MoneySchema, SuccessSchema, optionalQuery } from '../fields.ts';
import { STOCK_MAX } from './products.ts';
import { pageQuery, paged, searchText } from './lists.ts';

/** A percent coupon gives at most this much off: 100% would make every order free. */
export const COUPON_PERCENT_MAX = 90;
export const COUPON_CODE_PATTERN = /^[A-Z0-9]{4,20}$/;

const IST_OFFSET = '+05:30';
const DAY_MS = 24 * 60 * 60 * 1000;
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A coupon's start or end: 'YYYY-MM-DD' is a whole day in India (a start opens at 00:00 IST, an
 * end closes after 23:59:59 IST of that day); a full ISO timestamp with an offset is taken as is.
 */
const couponInstant = (edge: 'start' | 'end') =>
  z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], {
      error: 'Use a date like 2026-03-31.',
    })
    .transform((value) => {
      if (!CALENDAR_DATE.test(value)) return new Date(value);
      const dayStart = new Date(`${value}T00:00:00${IST_OFFSET}`);
      return edge === 'start' ? dayStart : new Date(dayStart.getTime() + DAY_MS);
    });

export const CouponKindSchema = z.enum(['flat', 'percent']);
export type CouponKind = z.infer<typeof CouponKindSchema>;

/**
 * A coupon's money (a flat value, a cap, a minimum order) is stored in 32-bit paise columns; ₹1
 * crore is far above any real coupon and well inside them (₹2,14,74,837 once answered 500).
 */
export const COUPON_MONEY_MAX_RUPEES = 10_000_000;
const CouponMoneySchema = MoneySchema.max(COUPON_MONEY_MAX_RUPEES, 'Use at most ₹1,00,00,000.');

/**
 * docs/decisions/product-owner.md coupon catalogue. `value` is rupees off for a flat coupon and a
 * whole percent (1–90) for a percent one; `maxDiscount` caps a percent coupon, in rupees;
 * `minOrder` is the subtotal it needs, in rupees.
 */
export const AdminCouponBodySchema = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(COUPON_CODE_PATTERN, 'Use 4 to 20 letters A-Z and digits.'),
    kind: CouponKindSchema,
    value: z.number({ error: 'Enter the discount.' }).positive('The discount must be above 0.'),
    maxDiscount: CouponMoneySchema.refine(
      (rupees) => rupees > 0,
      'The cap must be above ₹0.',
    ).optional(),
    minOrder: CouponMoneySchema.optional(),
    startsAt: couponInstant('start').optional(),
    endsAt: couponInstant('end').optional(),
    maxUses: z.number().int().min(1).max(STOCK_MAX).optional(),
    maxUsesPerCustomer: z.number().int().min(1).max(1000).default(1),
  })
  .superRefine((coupon, context) => {
    if (coupon.kind === 'percent') {
      if (!Number.isInteger(coupon.value) || coupon.value > COUPON_PERCENT_MAX) {
        context.addIssue({
          code: 'custom',
          path: ['value'],
          message: `Use a whole percent from 1 to ${COUPON_PERCENT_MAX}.`,
        });
      }
    } else {
      const flat = CouponMoneySchema.safeParse(coupon.value);
      if (!flat.success) {
        const message = flat.error.issues[0]?.message ?? 'Use at most two decimals.';
        context.addIssue({ code: 'custom', path: ['value'], message });
      }
      if (coupon.maxDiscount !== undefined) {
        context.addIssue({
          code: 'custom',
          path: ['maxDiscount'],
          message: 'Only a percent coupon takes a cap.',
        });
      }
    }
    if (coupon.startsAt && coupon.endsAt && coupon.endsAt <= coupon.startsAt) {
      context.addIssue({
        code: 'custom',
        path: ['endsAt'],
        message: 'The end must come after the start.',
      });
    }
  });
export type AdminCouponBody = z.infer<typeof AdminCouponBodySchema>;
export type AdminCouponBodyInput = z.input<typeof AdminCouponBodySchema>;

export const AdminCouponAnswerSchema = z.object({
  status: SuccessSchema,
  message: z.string(),
  data: z.object({ couponID: IdSchema, code: z.string() }),
});
export type AdminCouponAnswer = z.infer<typeof AdminCouponAnswerSchema>;

export const AdminCouponsQuerySchema = z.object({
  q: optionalQuery(searchText),
  active: optionalQuery(z.enum(['true', 'false'])),
  ...pageQuery,
});
export type AdminCouponsQuery = z.infer<typeof AdminCouponsQuerySchema>;

export const AdminCouponSchema = z.object({
  couponID: IdSchema,
  code: z.string(),
  kind: CouponKindSchema,
  /** Rupees off for a flat coupon, a whole percent for a percent one. */
  value: z.number(),
  maxDiscount: MoneySchema.nullable(),
  minOrder: MoneySchema,
  startsAt: DateTimeSchema.nullable(),
  endsAt: DateTimeSchema.nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerCustomer: z.number().int(),
  usedCount: z.number().int().min(0),
  active: z.boolean(),
  createdAt: DateTimeSchema,
});
export type AdminCoupon = z.infer<typeof AdminCouponSchema>;

export const AdminCouponsAnswerSchema = paged(AdminCouponSchema);
export type AdminCouponsAnswer = z.infer<typeof AdminCouponsAnswerSchema>;

export const AdminCouponParamsSchema = z.object({ couponID: IdSchema });
export type AdminCouponParams = z.infer<typeof AdminCouponParamsSchema>;

/**
 * An edit sends the coupon whole, as it was created; its code cannot change (it is printed on
 * flyers and already redeemed), every rule may.
 */
export const AdminCouponEditBodySchema = AdminCouponBodySchema;
export type AdminCouponEditBody = z.infer<typeof AdminCouponEditBodySchema>;

export const AdminCouponActiveBodySchema = z.object({ active: z.boolean() });
export type AdminCouponActiveBody = z.infer<typeof AdminCouponActiveBodySchema>;

export const AdminCouponSavedAnswerSchema = z.object({
  status: SuccessSchema,
  message: z.string(),
  data: AdminCouponSchema,
});
export type AdminCouponSavedAnswer = z.infer<typeof AdminCouponSavedAnswerSchema>;

export const couponsBackOfficeEndpoints = {
  coupons: defineEndpoint({
    method: 'GET',
    path: '/admin/coupons',
    auth: 'admin',
    query: AdminCouponsQuerySchema,
    answer: AdminCouponsAnswerSchema,
  }),
  couponCreate: defineEndpoint({
    method: 'POST',
    path: '/admin/coupons',
    auth: 'admin',
    body: AdminCouponBodySchema,
    answer: AdminCouponAnswerSchema,
  }),
  couponEdit: defineEndpoint({
    method: 'PUT',
    path: '/admin/coupons/:couponID',
    auth: 'admin',
    params: AdminCouponParamsSchema,
    body: AdminCouponEditBodySchema,
    answer: AdminCouponSavedAnswerSchema,
  }),
  couponActive: defineEndpoint({
    method: 'PUT',
    path: '/admin/coupons/:couponID/active',
    auth: 'admin',
    params: AdminCouponParamsSchema,
    body: AdminCouponActiveBodySchema,
    answer: AdminCouponSavedAnswerSchema,
  }),
} as const;
