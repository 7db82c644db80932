// Orders, their lines, their shipping timeline, each seller's shipment and the coupon each used.
// Owned by this module (docs/decisions/foundation.md). Checkout writes them too when it places
// an order (the one orchestrator, docs/decisions/foundation.md); payments records its reference
// through orders/index.ts; every other module only reads them.
import { RETURN_STATUSES } from '@haat/contract/back-office-constants';
import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from '../catalog/catalog.schema.ts';
import { coupons } from '../checkout/checkout.schema.ts';
import { customers } from '../customer/customer.schema.ts';
import { sellers } from '../sellers/sellers.schema.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    trackingId: text('tracking_id').notNull().unique(),
    paymentType: text('payment_type', { enum: ['cod', 'prepaid'] }).notNull(),
    /**
     * The language the order was placed in (the storefront page's, docs/decisions/hindi.md): its
     * SMS, e-mails and the pages they link to are in it.
     */
    language: text('language').notNull().default('en'),
    paymentStatus: text('payment_status', { enum: ['pending', 'paid', 'failed', 'cod'] }).notNull(),
    /** docs/spec.md §4: 1 active, -1 cancelled, 4 complete (delivered). */
    status: integer('status').notNull().default(1),
    shippingStatus: text('shipping_status', {
      enum: ['Placed', 'Packed', 'Shipped', 'Out for delivery', 'Delivered', 'Cancelled'],
    })
      .notNull()
      .default('Placed'),
    /** The address as it was when the order was placed; later edits do not change an order. */
    shippingAddress: jsonb('shipping_address').notNull(),
    subtotalPaise: integer('subtotal_paise').notNull(),
    shippingPaise: integer('shipping_paise').notNull(),
    platformPaise: integer('platform_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    payablePaise: integer('payable_paise').notNull(),
    couponId: text('coupon_id').references(() => coupons.id),
    idempotencyKey: text('idempotency_key').notNull(),
    /** What the placing request asked for (a hash): the same key with another body is refused. */
    requestFingerprint: text('request_fingerprint'),
    paymentProvider: text('payment_provider'),
    paymentReference: text('payment_reference'),
    /** Where the shopper pays (the gateway page); a resubmitted checkout answers the same URL. */
    paymentUrl: text('payment_url'),
    /** An unpaid online order releases its stock after this moment. */
    paymentExpiresAt: timestamp('payment_expires_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    refundDuePaise: integer('refund_due_paise').notNull().default(0),
    /** What the operator recorded as paid back (the shopper is told), and when, how. */
    refundedPaise: integer('refunded_paise').notNull().default(0),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundReference: text('refund_reference'),
    /** What cancelling after shipping cost the shopper (kept from their refund). */
    cancelFeePaise: integer('cancel_fee_paise').notNull().default(0),
    /**
     * A shipped order cancelled comes back from the courier (return to origin): `awaited` until
     * the operator records it back, `received` then (its stock back on sale).
     */
    returnToOrigin: text('return_to_origin', { enum: ['awaited', 'received'] }),
    returnedToOriginAt: timestamp('returned_to_origin_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_idempotency_idx').on(t.customerId, t.idempotencyKey),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    sellerId: text('seller_id')
      .notNull()
      .references(() => sellers.id),
    colorId: text('color_id').notNull().default('0'),
    sizeId: text('size_id').notNull().default('0'),
    title: text('title').notNull(),
    colorName: text('color_name'),
    /**
     * The product's Hindi title and the colour's Hindi name when the order was placed, copied as
     * the English ones are: the order pages show what was bought (docs/decisions/hindi.md).
     * Null: none then; the Hindi pages show the English.
     */
    titleHi: text('title_hi'),
    colorNameHi: text('color_name_hi'),
    sizeName: text('size_name'),
    imageUrl: text('image_url').notNull(),
    hsnCode: text('hsn_code').notNull(),
    gstRatePercent: integer('gst_rate_percent').notNull(),
    mrpPaise: integer('mrp_paise').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    pieces: integer('pieces').notNull(),
    lineTotalPaise: integer('line_total_paise').notNull(),
    /** Set when the shopper cancelled this line before it shipped (docs/decisions/cancellation.md). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    weight: doublePrecision('weight'),
    weightUnit: text('weight_unit'),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

/** The shipping timeline: one row per state an order entered, who moved it and when. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    state: text('state').notNull(),
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The transactional outbox: null until the order-events relay has done what the
     * event calls for (the invoices at shipping, the shopper's messages). Written in the same
     * transaction as the state change, so no change is lost and none is told twice.
     */
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.at),
    index('order_events_unhandled_idx')
      .on(t.at)
      .where(sql`${t.handledAt} is null`),
  ],
);

/**
 * A seller's shipment of an order: the state of that seller's lines as the seller recorded it
 * (docs/decisions/orders.md). No row yet is 'Placed'; the order's own state is a floor under it.
 */
export const orderShipments = pgTable(
  'order_shipments',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    sellerId: text('seller_id')
      .notNull()
      .references(() => sellers.id),
    state: text('state', { enum: ['Packed', 'Shipped', 'Delivered'] }).notNull(),
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    packedAt: timestamp('packed_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.sellerId] }),
    index('order_shipments_seller_idx').on(t.sellerId),
  ],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: text('id').primaryKey(),
    couponId: text('coupon_id')
      .notNull()
      .references(() => coupons.id),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id)
      .unique(),
    createdAt: createdAt(),
  },
  (t) => [index('coupon_redemptions_customer_idx').on(t.couponId, t.customerId)],
);

/**
 * Money owed back to a shopper, one row per reason it is owed (`purpose`: 'cancellation' for a
 * cancelled paid order; a return's own purpose later), so it is asked for once. A gateway refund
 * moves pending → asking (claimed by the refunds job, the gateway being called) → processing
 * (the gateway took it and is paying it out) → processed or failed; the operator may record one
 * paid outside the gateway (`method` manual, with the bank's or UPI reference). See
 * docs/decisions/refunds.md.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    purpose: text('purpose').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    method: text('method', { enum: ['gateway', 'manual'] }).notNull(),
    /** The gateway that took the payment and the payment's id there. */
    provider: text('provider'),
    paymentReference: text('payment_reference'),
    status: text('status', {
      enum: ['pending', 'asking', 'processing', 'processed', 'failed'],
    }).notNull(),
    /** The gateway's refund id (Razorpay's rfnd_…), or the bank's reference of a manual one. */
    reference: text('reference'),
    /** Why the gateway refused, in its words, for the operator. */
    failure: text('failure'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refunds_order_purpose_idx').on(t.orderId, t.purpose),
    index('refunds_status_idx').on(t.status, t.nextAttemptAt),
    uniqueIndex('refunds_reference_idx').on(t.provider, t.reference),
  ],
);

// Returns of delivered lines (docs/decisions/returns.md), their timeline, and the shopper's photos;
// their states are the contract's, which every screen names.

/**
 * Some pieces of one delivered line that the shopper sends back. requested → approved → picked-up
 * → received (stock back, refund owed, credit note) → refunded; or rejected (by the seller or
 * operator) or cancelled (by the shopper) before pickup. `refundPaise` is fixed when asked for:
 * what those pieces cost after their coupon share (the shipping is kept).
 */
export const returns = pgTable(
  'returns',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    lineId: text('line_id')
      .notNull()
      .references(() => orderLines.id),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    sellerId: text('seller_id')
      .notNull()
      .references(() => sellers.id),
    pieces: integer('pieces').notNull(),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    status: text('status', { enum: RETURN_STATUSES }).notNull(),
    refundPaise: integer('refund_paise').notNull(),
    decisionNote: text('decision_note'),
    /**
     * Where a cash on delivery order's refund is paid (the shopper's UPI ID or bank account):
     * sealed (lib/sealed-text.ts), and masked for every screen but the operator's payout.
     */
    payeeSealed: text('payee_sealed'),
    payeeMasked: text('payee_masked'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('returns_order_idx').on(t.orderId),
    index('returns_seller_idx').on(t.sellerId, t.createdAt),
    index('returns_status_idx').on(t.status, t.createdAt),
  ],
);

/** The timeline every screen shows, and the audit of each step: who moved it, when, and why. */
export const returnEvents = pgTable(
  'return_events',
  {
    id: text('id').primaryKey(),
    returnId: text('return_id')
      .notNull()
      .references(() => returns.id),
    state: text('state', { enum: RETURN_STATUSES }).notNull(),
    /** `customer:<id>`, `seller:<id>`, `admin:<id>` or `system`. */
    actor: text('actor').notNull(),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('return_events_return_idx').on(t.returnId, t.at)],
);

/**
 * A photo a shopper uploaded for a return: theirs until a return takes it (`returnId`), served
 * from the media store like the catalogue's pictures.
 */
export const returnPhotos = pgTable(
  'return_photos',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    returnId: text('return_id').references(() => returns.id),
    url: text('url').notNull(),
    folder: text('folder').notNull(),
    sizes: jsonb('sizes').$type<number[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('return_photos_customer_idx').on(t.customerId, t.createdAt)],
);
