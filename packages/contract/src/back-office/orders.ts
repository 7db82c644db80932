// Orders in the back office: the operator's list (filters, pages), an order's details, its state
// moved on or set (a cancel with its reason), its GST invoice and credit note; a seller's own
// orders, with only their lines. Money is rupees on the wire; the server keeps paise.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  DateTimeSchema,
  IdSchema,
  MoneySchema,
  PaymentTypeSchema,
  ShippingStateSchema,
  SuccessSchema,
  optionalQuery,
  queryNumber,
} from '../fields.ts';
import { PdfAnswerSchema } from '../orders.ts';
import { ShipmentSchema } from '../shipment-model.ts';

export const ADMIN_ORDERS_DEFAULT_LIMIT = 50;
export const ADMIN_ORDERS_MAX_LIMIT = 500;

// ---- The operator's list ----

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

// ---- An order's details ----

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

// ---- A seller's orders ----

/** The operator's order filters, but always the seller's own orders. */
export const SellerOrdersQuerySchema = AdminOrdersQuerySchema.omit({ sellerID: true });
export type SellerOrdersQuery = z.infer<typeof SellerOrdersQuerySchema>;

/** The operator's orders and a seller's own. */
export const ordersBackOfficeEndpoints = {
  orders: defineEndpoint({
    method: 'GET',
    path: '/admin/orders',
    auth: 'admin',
    query: AdminOrdersQuerySchema,
    answer: AdminOrdersAnswerSchema,
  }),
  orderDetail: defineEndpoint({
    method: 'GET',
    path: '/admin/orders/:orderID',
    auth: 'admin',
    params: AdminOrderParamsSchema,
    answer: AdminOrderDetailAnswerSchema,
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
  orderInvoice: defineEndpoint({
    method: 'GET',
    path: '/admin/orders/:orderID/invoice',
    auth: 'admin',
    params: AdminOrderParamsSchema,
    answer: PdfAnswerSchema,
    produces: 'application/pdf',
  }),
  orderCreditNote: defineEndpoint({
    method: 'GET',
    path: '/admin/orders/:orderID/credit-note',
    auth: 'admin',
    params: AdminOrderParamsSchema,
    answer: PdfAnswerSchema,
    produces: 'application/pdf',
  }),
  /**
   * Orders holding the seller's lines. `payableAmount` is what the seller's lines come to; the
   * order's other lines and totals are the marketplace's.
   */
  sellerOrders: defineEndpoint({
    method: 'GET',
    path: '/seller/orders',
    auth: 'seller',
    query: SellerOrdersQuerySchema,
    answer: AdminOrdersAnswerSchema,
  }),
  /** One order with only the seller's lines; `amounts` are those lines' (no shipping, charges). */
  sellerOrder: defineEndpoint({
    method: 'GET',
    path: '/seller/orders/:orderID',
    auth: 'seller',
    params: AdminOrderParamsSchema,
    answer: AdminOrderDetailAnswerSchema,
  }),
} as const;
