// Operator calls (ours): orders, stock, coupons, sellers and operators under /admin.
// Money is rupees on the wire like every other call; the server keeps paise.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import {
  DateTimeSchema,
  EmailSchema,
  IdSchema,
  MoneySchema,
  NewPasswordSchema,
  PaymentTypeSchema,
  ShippingStateSchema,
  SuccessSchema,
  optionalQuery,
  queryNumber,
} from './fields.ts';

export const ADMIN_ORDERS_DEFAULT_LIMIT = 50;
export const ADMIN_ORDERS_MAX_LIMIT = 500;
/** A percent coupon gives at most this much off: 100% would make every order free. */
export const COUPON_PERCENT_MAX = 90;
export const COUPON_CODE_PATTERN = /^[A-Z0-9]{4,20}$/;
/** The stock column is a 32-bit integer; no shop counts more of one thing. */
export const STOCK_MAX = 1_000_000;

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

// ---- Orders ----

/**
 * The operator's order list, newest first. Every filter is optional; `q` is an order id or a
 * mobile number (the customer's or the delivery address's); `from`/`to` are days in India
 * (YYYY-MM-DD, both ends included); `page` counts from 1 in steps of `limit`.
 */
export const AdminOrdersQuerySchema = z.object({
  status: optionalQuery(ShippingStateSchema),
  paymentType: optionalQuery(PaymentTypeSchema),
  sellerID: optionalQuery(IdSchema),
  pincode: optionalQuery(
    z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'Use a 6-digit pin code.'),
  ),
  from: optionalQuery(z.iso.date({ error: 'Use a date like 2026-03-31.' })),
  to: optionalQuery(z.iso.date({ error: 'Use a date like 2026-03-31.' })),
  q: optionalQuery(z.string().trim().max(40, 'Use at most 40 characters.')),
  limit: optionalQuery(queryNumber().pipe(z.number().int().min(1).max(ADMIN_ORDERS_MAX_LIMIT))),
  page: optionalQuery(queryNumber().pipe(z.number().int().min(1).max(100_000))),
});
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuerySchema>;

export const PaymentStatusSchema = z.enum(['pending', 'paid', 'failed', 'cod']);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

export const AdminOrderSchema = z.object({
  orderID: IdSchema,
  createdAt: DateTimeSchema,
  customerName: z.string(),
  paymentType: PaymentTypeSchema,
  paymentStatus: PaymentStatusSchema,
  shippingStatus: ShippingStateSchema,
  payableAmount: MoneySchema,
  pincode: z.string(),
  city: z.string(),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

export const AdminOrdersAnswerSchema = z.object({
  status: SuccessSchema,
  data: z.array(AdminOrderSchema),
  /** Orders matching the filters across every page. */
  total: z.number().int().min(0),
});
export type AdminOrdersAnswer = z.infer<typeof AdminOrdersAnswerSchema>;

export const AdminOrderParamsSchema = z.object({ orderID: IdSchema });
export type AdminOrderParams = z.infer<typeof AdminOrderParamsSchema>;

export const AdminOrderStateBodySchema = z.object({
  state: ShippingStateSchema,
  /** Kept as the cancel reason when the state is Cancelled. */
  reason: z.string().trim().min(1).max(500).optional(),
});
export type AdminOrderStateBody = z.infer<typeof AdminOrderStateBodySchema>;

/**
 * The state call's body as the back office sends a cancel: the operator always says why, so the
 * reason is required (the server keeps 'Cancelled' for a caller that gives none).
 */
export const AdminOrderCancelBodySchema = AdminOrderStateBodySchema.extend({
  reason: z
    .string()
    .trim()
    .min(1, 'Say why the order is cancelled.')
    .max(500, 'Use at most 500 characters.'),
});
export type AdminOrderCancelBody = z.infer<typeof AdminOrderCancelBodySchema>;

export const AdminOrderMovedAnswerSchema = z.object({
  status: SuccessSchema,
  message: z.string(),
  data: z.object({ orderID: IdSchema, from: ShippingStateSchema, to: ShippingStateSchema }),
});
export type AdminOrderMovedAnswer = z.infer<typeof AdminOrderMovedAnswerSchema>;

// ---- Stock ----

/** A product with colours and sizes needs both ids; a product without them takes neither. */
export const AdminStockBodySchema = z
  .object({
    productID: IdSchema,
    colorID: IdSchema.optional(),
    sizeID: IdSchema.optional(),
    stock: z
      .number({ error: 'Enter a whole number of pieces.' })
      .int('Enter a whole number of pieces.')
      .min(0, 'Stock cannot be negative.')
      .max(STOCK_MAX, `Stock can be at most ${STOCK_MAX}.`),
  })
  .refine((body) => (body.colorID === undefined) === (body.sizeID === undefined), {
    path: ['sizeID'],
    message: 'Give both a colour and a size, or neither.',
  });
export type AdminStockBody = z.infer<typeof AdminStockBodySchema>;

export const AdminStockAnswerSchema = z.object({
  status: SuccessSchema,
  message: z.string(),
  data: z.object({
    productID: IdSchema,
    colorID: IdSchema.nullable(),
    sizeID: IdSchema.nullable(),
    previousStock: z.number().int().min(0),
    stock: z.number().int().min(0),
    /** The product's own count: the sum over its sizes for a product with variants. */
    productStock: z.number().int().min(0),
  }),
});
export type AdminStockAnswer = z.infer<typeof AdminStockAnswerSchema>;

// ---- Coupons ----

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

// ---- Sellers and operators ----

export const AdminSellerParamsSchema = z.object({ sellerID: IdSchema });
export type AdminSellerParams = z.infer<typeof AdminSellerParamsSchema>;

export const AdminSellerAnswerSchema = z.object({
  status: SuccessSchema,
  message: z.string(),
  data: z.object({ sellerID: IdSchema, shopName: z.string(), status: z.literal('approved') }),
});
export type AdminSellerAnswer = z.infer<typeof AdminSellerAnswerSchema>;

export const AdminCreateBodySchema = z.object({ email: EmailSchema, password: NewPasswordSchema });
export type AdminCreateBody = z.infer<typeof AdminCreateBodySchema>;

export const AdminCreateAnswerSchema = z.object({
  status: SuccessSchema,
  message: z.string(),
  data: z.object({ adminID: IdSchema, email: z.string() }),
});
export type AdminCreateAnswer = z.infer<typeof AdminCreateAnswerSchema>;

/** Operator calls, apart from `endpoints` (docs/spec.md §7 and our customer calls). Login is `endpoints.adminLogin`. */
export const adminEndpoints = {
  orders: defineEndpoint({
    method: 'GET',
    path: '/admin/orders',
    auth: 'admin',
    query: AdminOrdersQuerySchema,
    answer: AdminOrdersAnswerSchema,
  }),
  orderAdvance: defineEndpoint({
    method: 'POST',
    path: '/admin/orders/:orderID/advance',
    auth: 'admin',
    params: AdminOrderParamsSchema,
    answer: AdminOrderMovedAnswerSchema,
  }),
  orderState: defineEndpoint({
    method: 'PUT',
    path: '/admin/orders/:orderID/state',
    auth: 'admin',
    params: AdminOrderParamsSchema,
    body: AdminOrderStateBodySchema,
    answer: AdminOrderMovedAnswerSchema,
  }),
  stock: defineEndpoint({
    method: 'PUT',
    path: '/admin/stock',
    auth: 'admin',
    body: AdminStockBodySchema,
    answer: AdminStockAnswerSchema,
  }),
  couponCreate: defineEndpoint({
    method: 'POST',
    path: '/admin/coupons',
    auth: 'admin',
    body: AdminCouponBodySchema,
    answer: AdminCouponAnswerSchema,
  }),
  sellerApprove: defineEndpoint({
    method: 'POST',
    path: '/admin/sellers/:sellerID/approve',
    auth: 'admin',
    params: AdminSellerParamsSchema,
    answer: AdminSellerAnswerSchema,
  }),
  adminCreate: defineEndpoint({
    method: 'POST',
    path: '/admin/admins',
    auth: 'admin',
    body: AdminCreateBodySchema,
    answer: AdminCreateAnswerSchema,
  }),
} as const;
