// Order calls of docs/spec.md §7: list, details, cancel, review, invoice and public tracking.
import { z } from 'zod';
import {
  CANCEL_REASON_MAX,
  CANCEL_REASON_MIN,
  REVIEW_REMARK_MAX,
  REVIEW_REMARK_MIN,
} from './constants.ts';
import { AddressSchema } from './customer.ts';
import { LineReturnSchema, ReturnSchema } from './return-model.ts';
import { OrderShipmentSchema } from './shipment-model.ts';
import {
  CalendarDateSchema,
  DateTimeSchema,
  FileRefSchema,
  IdSchema,
  MoneySchema,
  OrderFilterSchema,
  OrderStatusCodeSchema,
  PaymentTypeSchema,
  QuantitySchema,
  RatingSchema,
  ShippingStateSchema,
  SuccessSchema,
  VariantIdInputSchema,
  WeightSchema,
  optionalQuery,
  queryNumber,
} from './fields.ts';
import type { OrderFilter } from './fields.ts';
import { defineEndpoint } from './endpoint.ts';
import { MessageAnswerSchema } from './fields.ts';

/** The customer's own rating of the line, or null while not reviewed (docs/spec.md §4 "Review"). */
const lineRating = RatingSchema.nullable();

/**
 * Ours, beside docs/spec.md's fields of a line: its id (to cancel it on its own before the order
 * ships), whether it was (docs/decisions/cancellation.md), and whether it may be returned once
 * delivered (docs/decisions/returns.md; null before).
 */
const lineOwn = {
  lineID: IdSchema,
  cancelled: z.boolean(),
  return: LineReturnSchema.nullable(),
};

/** docs/spec.md §3 "Order product line", plain form: a product without variants. */
export const PlainOrderLineSchema = z.object({
  ...lineOwn,
  productID: IdSchema,
  title: z.string(),
  images: z.array(FileRefSchema),
  salePrice: MoneySchema,
  pieces: QuantitySchema,
  total: MoneySchema,
  weight: WeightSchema,
  weightUnit: z.string(),
  rating: lineRating,
});
export type PlainOrderLine = z.infer<typeof PlainOrderLineSchema>;

/** docs/spec.md §3 "Order product line", variant form: the ordered colour and size. */
export const VariantOrderLineSchema = z.object({
  ...lineOwn,
  productID: IdSchema,
  title: z.string(),
  colorID: z.array(
    z.object({
      colorID: IdSchema,
      name: z.string(),
      img: z.array(FileRefSchema),
      sizeID: z.object({
        sizeID: IdSchema,
        name: z.string(),
        price: MoneySchema,
        pieces: QuantitySchema,
        total: MoneySchema,
      }),
    }),
  ),
  rating: lineRating,
});
export type VariantOrderLine = z.infer<typeof VariantOrderLineSchema>;

export const OrderLineSchema = z.union([PlainOrderLineSchema, VariantOrderLineSchema]);
export type OrderLine = z.infer<typeof OrderLineSchema>;

/**
 * One step of the shipping timeline (docs/decisions/product-owner.md: Placed → … → Delivered, or
 * Cancelled).
 */
export const TimelineEntrySchema = z.object({ state: ShippingStateSchema, at: DateTimeSchema });
export type TimelineEntry = z.infer<typeof TimelineEntrySchema>;

/**
 * What cancelling the order costs now (ours, beside docs/spec.md's fields), or null when it can
 * no longer be cancelled. Free until it ships; after, a fee is kept from a prepaid order's
 * refund (docs/decisions/cancellation.md). `refund` is what goes back to the shopper.
 */
export const OrderCancellationSchema = z.object({
  afterShipping: z.boolean(),
  fee: MoneySchema,
  refund: MoneySchema,
});
export type OrderCancellation = z.infer<typeof OrderCancellationSchema>;

/**
 * What an order cancelled after shipping kept from its refund (ours, beside docs/spec.md's
 * fields; docs/decisions/cancellation.md "Kept, and said after"), or null when nothing was kept.
 * For the whole order: `paid` is what the shopper paid for it, `refund` all that comes back:
 * `paid` = `refund` + `fee`, to the paisa (docs/decisions/refunds.md "Refund due is a sum").
 * `itemsRefund` is the part of `refund` owed for items cancelled before it shipped (0 when none).
 * `parcel` says why: where the parcel was when the shopper cancelled.
 */
export const OrderKeptFeeSchema = z.object({
  fee: MoneySchema,
  paid: MoneySchema,
  refund: MoneySchema,
  itemsRefund: MoneySchema,
  parcel: z.enum(['shipped', 'out-for-delivery']),
});
export type OrderKeptFee = z.infer<typeof OrderKeptFeeSchema>;

/**
 * Money being paid back to the shopper (ours, beside docs/spec.md's fields): `processing` until
 * it has left for their card, UPI or bank, then `refunded` with the reference their bank shows.
 */
export const OrderRefundSchema = z.object({
  amount: MoneySchema,
  status: z.enum(['processing', 'refunded']),
  reference: z.string().nullable(),
  requestedAt: DateTimeSchema,
  refundedAt: DateTimeSchema.nullable(),
});
export type OrderRefund = z.infer<typeof OrderRefundSchema>;

/**
 * docs/spec.md §3 "Order". `status`: 1 active, 4 complete, -1 cancelled. `addressID` embeds the
 * delivery address as it was when ordered. `discount` is the coupon amount; `payableamount` is
 * what the customer pays. `invoiceFile` is the invoice URL, null until one is issued.
 */
export const OrderSchema = z.object({
  orderID: IdSchema,
  trakingid: IdSchema,
  createdAt: DateTimeSchema,
  statusName: z.string(),
  shippingStatus: ShippingStateSchema,
  status: OrderStatusCodeSchema,
  paymentType: PaymentTypeSchema,
  invoiceFile: z.string().nullable(),
  /** Ours: the credit note's URL once an invoiced order is cancelled, else null. */
  creditNoteFile: z.string().nullable(),
  addressID: AddressSchema,
  products: z.array(OrderLineSchema),
  sub_total: MoneySchema,
  shippingCharges: MoneySchema,
  plateformCharges: MoneySchema,
  discount: MoneySchema,
  total: MoneySchema,
  payableamount: MoneySchema,
  timeline: z.array(TimelineEntrySchema),
  /** Ours, beside docs/spec.md's fields: each seller's parcel, with its courier once shipped. */
  shipments: z.array(OrderShipmentSchema),
  refunds: z.array(OrderRefundSchema),
  cancellation: OrderCancellationSchema.nullable(),
  keptFee: OrderKeptFeeSchema.nullable(),
  /** Ours: the shopper's returns of this order's lines, newest first. */
  returns: z.array(ReturnSchema),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrdersQuerySchema = z.object({
  status: queryNumber<OrderFilter>().pipe(OrderFilterSchema),
});
export type OrdersQuery = z.infer<typeof OrdersQuerySchema>;

export const OrdersAnswerSchema = z.object({ status: SuccessSchema, data: z.array(OrderSchema) });
export type OrdersAnswer = z.infer<typeof OrdersAnswerSchema>;

export const OrderQuerySchema = z.object({ orderID: IdSchema });
export type OrderQuery = z.infer<typeof OrderQuerySchema>;

export const OrderAnswerSchema = z.object({ status: SuccessSchema, data: OrderSchema });
export type OrderAnswer = z.infer<typeof OrderAnswerSchema>;

// ---- Cancel (PUT /customer/order/cancel, multipart) ----

/**
 * docs/spec.md §7: the old client sends an empty `file` field with a multipart content type; it is
 * accepted and ignored.
 */
export const OrderCancelBodySchema = z.object({
  orderID: IdSchema,
  remark: z
    .string()
    .trim()
    .min(CANCEL_REASON_MIN, `Tell us why, in at least ${CANCEL_REASON_MIN} characters.`)
    .max(CANCEL_REASON_MAX, `Use at most ${CANCEL_REASON_MAX} characters.`),
  file: z.unknown().optional(),
  /**
   * Ours: the cancellation fee the shopper saw and accepted, in rupees (the order's
   * `cancellation.fee`). A cancel after shipping is refused unless it is the fee due now.
   */
  fee: optionalQuery(queryNumber().pipe(MoneySchema)),
});
export type OrderCancelBody = z.infer<typeof OrderCancelBodySchema>;

// ---- Cancel items (ours: PUT /customer/order/cancel-items) ----

/**
 * Some lines of an order cancelled before it ships: one item, or one seller's part
 * (docs/decisions/cancellation.md). Every line left cancelled is the whole order cancelled.
 */
export const OrderCancelItemsBodySchema = z.object({
  orderID: IdSchema,
  lineIDs: z
    .array(IdSchema)
    .min(1, 'Choose an item to cancel.')
    .max(50, 'Choose at most 50 items.'),
  remark: OrderCancelBodySchema.shape.remark,
});
export type OrderCancelItemsBody = z.infer<typeof OrderCancelItemsBodySchema>;

export const OrderCancelItemsAnswerSchema = z.object({
  status: SuccessSchema,
  message: z.string(),
  /** What comes back to the shopper, in rupees (nothing for an order not paid online). */
  data: z.object({ refund: MoneySchema }),
});
export type OrderCancelItemsAnswer = z.infer<typeof OrderCancelItemsAnswerSchema>;

// ---- Review (POST /customer/review) ----

/**
 * docs/spec.md §3 "Review submission"; reviews open once the line is Delivered
 * (docs/decisions/product-owner.md).
 */
export const ReviewBodySchema = z.object({
  productID: IdSchema,
  orderID: IdSchema,
  colorID: VariantIdInputSchema,
  sizeID: VariantIdInputSchema,
  rating: RatingSchema,
  remark: z
    .string()
    .trim()
    .min(REVIEW_REMARK_MIN, `Write at least ${REVIEW_REMARK_MIN} characters.`)
    .max(REVIEW_REMARK_MAX, `Use at most ${REVIEW_REMARK_MAX} characters.`),
});
export type ReviewBody = z.infer<typeof ReviewBodySchema>;
export type ReviewBodyInput = z.input<typeof ReviewBodySchema>;

// ---- Invoice (ours: GET /customer/invoice/:orderID) ----

export const InvoiceParamsSchema = z.object({ orderID: IdSchema });
export type InvoiceParams = z.infer<typeof InvoiceParamsSchema>;

/**
 * The invoice answer is the PDF itself (`application/pdf`), not JSON. The server sends the bytes
 * without a response schema (a Buffer is a Uint8Array); the web client reads a Blob.
 */
export const PdfAnswerSchema = z.instanceof(Uint8Array);

// ---- Public tracking (GET /public/order/:trakingid) ----

export const TrackOrderParamsSchema = z.object({ trakingid: IdSchema });
export type TrackOrderParams = z.infer<typeof TrackOrderParamsSchema>;

/**
 * What anyone holding the tracking id may see: progress, items and the city. No name, phone,
 * street or e-mail — the tracking link is shareable.
 */
export const PublicOrderSchema = z.object({
  orderID: IdSchema,
  createdAt: DateTimeSchema,
  statusName: z.string(),
  shippingStatus: ShippingStateSchema,
  status: OrderStatusCodeSchema,
  timeline: z.array(TimelineEntrySchema),
  city: z.string(),
  products: z.array(OrderLineSchema),
  shipments: z.array(OrderShipmentSchema),
});
export type PublicOrder = z.infer<typeof PublicOrderSchema>;

export const TrackOrderAnswerSchema = z.object({ status: SuccessSchema, data: PublicOrderSchema });
export type TrackOrderAnswer = z.infer<typeof TrackOrderAnswerSchema>;

// ---- Ask the courier to try again (ours: POST /customer/order/reattempt) ----

/**
 * The shopper's own request after a failed delivery attempt: the courier tries again, on a day
 * they choose (India's date) or as soon as it can. Once per attempt, for their own order.
 */
export const OrderReattemptBodySchema = z.object({
  orderID: IdSchema,
  awb: z.string().trim().min(1, 'Give the parcel\u2019s AWB.').max(40),
  date: CalendarDateSchema.optional(),
});
export type OrderReattemptBody = z.infer<typeof OrderReattemptBodySchema>;

/** A customer's orders: list, detail, cancel, review, invoice; and tracking by id for anyone. */
export const ordersEndpoints = {
  trackOrder: defineEndpoint({
    method: 'GET',
    path: '/public/order/:trakingid',
    auth: 'public',
    params: TrackOrderParamsSchema,
    answer: TrackOrderAnswerSchema,
  }),
  orders: defineEndpoint({
    method: 'GET',
    path: '/customer/orders',
    auth: 'customer',
    query: OrdersQuerySchema,
    answer: OrdersAnswerSchema,
  }),
  order: defineEndpoint({
    method: 'GET',
    path: '/customer/order',
    auth: 'customer',
    query: OrderQuerySchema,
    answer: OrderAnswerSchema,
  }),
  orderCancel: defineEndpoint({
    method: 'PUT',
    path: '/customer/order/cancel',
    auth: 'customer',
    multipart: true,
    body: OrderCancelBodySchema,
    answer: MessageAnswerSchema,
  }),
  orderCancelItems: defineEndpoint({
    method: 'PUT',
    path: '/customer/order/cancel-items',
    auth: 'customer',
    body: OrderCancelItemsBodySchema,
    answer: OrderCancelItemsAnswerSchema,
  }),
  orderReattempt: defineEndpoint({
    method: 'POST',
    path: '/customer/order/reattempt',
    auth: 'customer',
    body: OrderReattemptBodySchema,
    answer: MessageAnswerSchema,
  }),
  review: defineEndpoint({
    method: 'POST',
    path: '/customer/review',
    auth: 'customer',
    body: ReviewBodySchema,
    answer: MessageAnswerSchema,
  }),
  /** Ours: the GST tax invoice as a PDF (docs/decisions/product-owner.md). */
  invoice: defineEndpoint({
    method: 'GET',
    path: '/customer/invoice/:orderID',
    auth: 'customer',
    params: InvoiceParamsSchema,
    answer: PdfAnswerSchema,
    produces: 'application/pdf',
  }),
  /** Ours: the GST credit note of an invoiced order cancelled (docs/decisions/invoices.md). */
  creditNote: defineEndpoint({
    method: 'GET',
    path: '/customer/credit-note/:orderID',
    auth: 'customer',
    params: InvoiceParamsSchema,
    answer: PdfAnswerSchema,
    produces: 'application/pdf',
  }),
} as const;
