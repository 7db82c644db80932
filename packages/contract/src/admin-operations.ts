// Operator calls of the back office beyond admin.ts's: an order's details and invoice,
// the coupon list with pausing and editing, the audit log, and where each seller delivers.
// Money is rupees on the wire; the server keeps paise.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import {
  AdminCouponBodySchema,
  AdminOrderParamsSchema,
  AdminSellerParamsSchema,
  CouponKindSchema,
  PaymentStatusSchema,
} from './admin.ts';
import { PdfAnswerSchema } from './orders.ts';
import { ShipmentSchema } from './shipments.ts';
import {
  ContentPictureAnswerSchema,
  FeaturedBodySchema,
  HomeBannersBodySchema,
  HomeContentAnswerSchema,
  MenuBodySchema,
  OffersBodySchema,
} from './admin-content.ts';
import {
  DateTimeSchema,
  IdSchema,
  MoneySchema,
  PaymentTypeSchema,
  ShippingStateSchema,
  SuccessSchema,
  optionalQuery,
  queryNumber,
} from './fields.ts';

export const BACK_OFFICE_PAGE_SIZE_MAX = 100;
export const BACK_OFFICE_PAGE_SIZE_DEFAULT = 25;

/** Page and page size of a back-office list (1-based page). */
export const pageQuery = {
  page: optionalQuery(queryNumber().pipe(z.number().int().min(1).max(100_000))),
  pageSize: optionalQuery(
    queryNumber().pipe(z.number().int().min(1).max(BACK_OFFICE_PAGE_SIZE_MAX)),
  ),
};

/** What an operator types into a back-office search box. */
export const searchText = z.string().trim().max(80, 'Use at most 80 characters.');

/** A day in India, 'YYYY-MM-DD': `from` opens at its 00:00 IST, `to` closes after its 23:59:59 IST. */
const DayQuerySchema = z.iso.date({ error: 'Use a date like 2026-03-31.' });

/** A back-office list's answer: one page of items and how many there are in all. */
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    status: SuccessSchema,
    data: z.object({
      items: z.array(item),
      total: z.number().int().min(0),
      page: z.number().int().min(1),
      pageSize: z.number().int().min(1),
    }),
  });

// ---- Order details ----

export const AdminOrderLineSchema = z.object({
  lineID: IdSchema,
  productID: IdSchema,
  sellerID: IdSchema,
  shopName: z.string(),
  title: z.string(),
  colorName: z.string().nullable(),
  sizeName: z.string().nullable(),
  imageUrl: z.string(),
  pieces: z.number().int().min(1),
  unitPrice: MoneySchema,
  lineTotal: MoneySchema,
  /** Cancelled by the shopper on its own before the order shipped: not to be sent. */
  cancelled: z.boolean(),
});
export type AdminOrderLine = z.infer<typeof AdminOrderLineSchema>;

export const AdminOrderDetailSchema = z.object({
  orderID: IdSchema,
  trackingID: z.string(),
  createdAt: DateTimeSchema,
  customer: z.object({
    customerID: IdSchema,
    name: z.string(),
    email: z.string(),
    mobile: z.string(),
  }),
  shippingAddress: z.object({
    name: z.string(),
    mobile: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    pincode: z.string(),
  }),
  paymentType: PaymentTypeSchema,
  paymentStatus: PaymentStatusSchema,
  paymentReference: z.string().nullable(),
  shippingStatus: ShippingStateSchema,
  couponCode: z.string().nullable(),
  cancelReason: z.string().nullable(),
  amounts: z.object({
    subtotal: MoneySchema,
    shipping: MoneySchema,
    platform: MoneySchema,
    discount: MoneySchema,
    total: MoneySchema,
    payable: MoneySchema,
    refundDue: MoneySchema,
    /** Paid back, as the operator recorded it. */
    refunded: MoneySchema,
  }),
  /** The refund's reference at the gateway or bank, once recorded. */
  refundReference: z.string().nullable(),
  /** Kept from the refund of a cancel after shipping. */
  cancelFee: MoneySchema,
  /** A cancelled order's parcel coming back from the courier, then back (its stock on sale). */
  returnToOrigin: z.enum(['awaited', 'received']).nullable(),
  lines: z.array(AdminOrderLineSchema),
  timeline: z.array(z.object({ state: z.string(), at: DateTimeSchema, actor: z.string() })),
  /** Each seller's part of the order (a seller sees only their own), in the order of the lines. */
  shipments: z.array(ShipmentSchema),
  /** True once shipping issued the GST invoice (and the order is not cancelled). */
  hasInvoice: z.boolean(),
  /** True once the order, cancelled after its invoice, has its GST credit note. */
  hasCreditNote: z.boolean(),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>;

export const AdminOrderDetailAnswerSchema = z.object({
  status: SuccessSchema,
  data: AdminOrderDetailSchema,
});
export type AdminOrderDetailAnswer = z.infer<typeof AdminOrderDetailAnswerSchema>;

/** The operator records a refund paid back to the shopper of a cancelled, paid order. */
export const AdminOrderRefundBodySchema = z.object({
  reference: z
    .string()
    .trim()
    .min(3, 'Give the refund reference from the gateway or bank.')
    .max(100, 'Use at most 100 characters.')
    .regex(/^[A-Za-z0-9_./-]+$/, 'Use letters, digits, . _ / - only.'),
});
export type AdminOrderRefundBody = z.infer<typeof AdminOrderRefundBodySchema>;

export const AdminOrderRefundAnswerSchema = z.object({
  status: SuccessSchema,
  message: z.string(),
  data: z.object({ orderID: IdSchema, refunded: MoneySchema }),
});
export type AdminOrderRefundAnswer = z.infer<typeof AdminOrderRefundAnswerSchema>;

// ---- Coupons ----

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

// ---- Audit log ----

export const AdminAuditQuerySchema = z.object({
  actor: optionalQuery(searchText),
  action: optionalQuery(searchText),
  target: optionalQuery(searchText),
  from: optionalQuery(DayQuerySchema),
  to: optionalQuery(DayQuerySchema),
  ...pageQuery,
});
export type AdminAuditQuery = z.infer<typeof AdminAuditQuerySchema>;

export const AdminAuditEntrySchema = z.object({
  id: IdSchema,
  actor: z.string(),
  action: z.string(),
  target: z.string(),
  /** What changed: `before` and `after` where the change has them, with any other facts. */
  details: z.record(z.string(), z.unknown()),
  at: DateTimeSchema,
});
export type AdminAuditEntry = z.infer<typeof AdminAuditEntrySchema>;

export const AdminAuditAnswerSchema = paged(AdminAuditEntrySchema);
export type AdminAuditAnswer = z.infer<typeof AdminAuditAnswerSchema>;

// ---- Where a seller delivers ----

export const SERVICE_AREAS_MAX = 500;
export const DELIVERY_DAYS_MAX = 30;

/**
 * One area a seller serves. The longest matching prefix wins, so an area with neither prepaid nor
 * cash on delivery (and 0 days) carves a place out of a wider one: '744' inside '7' is "not here".
 */
export const ServiceAreaSchema = z
  .object({
    /** 1 to 6 leading digits of a pin code: '3020' covers 302000–302099; six digits are one pin. */
    pincodePrefix: z
      .string()
      .trim()
      .regex(/^[1-9]\d{0,5}$/, 'Use the first 1 to 6 digits of a pin code.'),
    prepaid: z.boolean(),
    cod: z.boolean(),
    deliveryDays: z
      .number({ error: 'Enter the days to deliver.' })
      .int('Use whole days.')
      .min(0, 'Days cannot be negative.')
      .max(DELIVERY_DAYS_MAX, `At most ${DELIVERY_DAYS_MAX} days.`),
  })
  .refine((area) => !(area.prepaid || area.cod) || area.deliveryDays >= 1, {
    path: ['deliveryDays'],
    message: 'A place you deliver to takes at least 1 day.',
  });
export type ServiceArea = z.infer<typeof ServiceAreaSchema>;

export const ServiceAreasBodySchema = z
  .object({ areas: z.array(ServiceAreaSchema).max(SERVICE_AREAS_MAX) })
  .refine(
    (body) => new Set(body.areas.map((area) => area.pincodePrefix)).size === body.areas.length,
    { path: ['areas'], message: 'Each pin-code prefix may appear once.' },
  );
export type ServiceAreasBody = z.infer<typeof ServiceAreasBodySchema>;

export const ServiceAreasAnswerSchema = z.object({
  status: SuccessSchema,
  data: z.object({ sellerID: IdSchema, areas: z.array(ServiceAreaSchema) }),
});
export type ServiceAreasAnswer = z.infer<typeof ServiceAreasAnswerSchema>;

/**
 * Operator calls of the back office, apart from `adminEndpoints` (admin.ts); content in
 * admin-content.ts.
 */
export const adminOperationEndpoints = {
  orderDetail: defineEndpoint({
    method: 'GET',
    path: '/admin/orders/:orderID',
    auth: 'admin',
    params: AdminOrderParamsSchema,
    answer: AdminOrderDetailAnswerSchema,
  }),
  orderRefund: defineEndpoint({
    method: 'POST',
    path: '/admin/orders/:orderID/refund',
    auth: 'admin',
    params: AdminOrderParamsSchema,
    body: AdminOrderRefundBodySchema,
    answer: AdminOrderRefundAnswerSchema,
  }),
  orderInvoice: defineEndpoint({
    method: 'GET',
    path: '/admin/orders/:orderID/invoice',
    auth: 'admin',
    params: AdminOrderParamsSchema,
    answer: PdfAnswerSchema,
    produces: 'application/pdf',
  }),
  coupons: defineEndpoint({
    method: 'GET',
    path: '/admin/coupons',
    auth: 'admin',
    query: AdminCouponsQuerySchema,
    answer: AdminCouponsAnswerSchema,
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
  audit: defineEndpoint({
    method: 'GET',
    path: '/admin/audit',
    auth: 'admin',
    query: AdminAuditQuerySchema,
    answer: AdminAuditAnswerSchema,
  }),
  serviceAreas: defineEndpoint({
    method: 'GET',
    path: '/admin/sellers/:sellerID/service-areas',
    auth: 'admin',
    params: AdminSellerParamsSchema,
    answer: ServiceAreasAnswerSchema,
  }),
  serviceAreasReplace: defineEndpoint({
    method: 'PUT',
    path: '/admin/sellers/:sellerID/service-areas',
    auth: 'admin',
    params: AdminSellerParamsSchema,
    body: ServiceAreasBodySchema,
    answer: ServiceAreasAnswerSchema,
  }),
  content: defineEndpoint({
    method: 'GET',
    path: '/admin/content',
    auth: 'admin',
    answer: HomeContentAnswerSchema,
  }),
  contentBanners: defineEndpoint({
    method: 'PUT',
    path: '/admin/content/banners',
    auth: 'admin',
    body: HomeBannersBodySchema,
    answer: HomeContentAnswerSchema,
  }),
  contentOffers: defineEndpoint({
    method: 'PUT',
    path: '/admin/content/offers',
    auth: 'admin',
    body: OffersBodySchema,
    answer: HomeContentAnswerSchema,
  }),
  contentFeatured: defineEndpoint({
    method: 'PUT',
    path: '/admin/content/featured',
    auth: 'admin',
    body: FeaturedBodySchema,
    answer: HomeContentAnswerSchema,
  }),
  contentMenus: defineEndpoint({
    method: 'PUT',
    path: '/admin/content/menus',
    auth: 'admin',
    body: MenuBodySchema,
    answer: HomeContentAnswerSchema,
  }),
  /** One picture (multipart, field `file`) for a banner, an offer or a card; answers its URL. */
  contentPicture: defineEndpoint({
    method: 'POST',
    path: '/admin/content/pictures',
    auth: 'admin',
    multipart: true,
    answer: ContentPictureAnswerSchema,
  }),
} as const;
