// The couriers module's tables (docs/decisions/couriers.md): the shop's courier account (its
// credentials and login token sealed), which courier each seller ships with, each parcel booked
// through a courier, and every scan the courier reported for it.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders, returns } from '../orders/orders.schema.ts';
import { sellers } from '../sellers/sellers.schema.ts';

/** One row per provider ('shiprocket'): the API user the operator set up, sealed. */
export const courierAccounts = pgTable('courier_accounts', {
  provider: text('provider').primaryKey(),
  /**
   * The API user's e-mail (Shiprocket: Settings → API → Create an API user); for Delhivery, the
   * client name. The password column holds Delhivery's API token, the webhook key its push secret.
   */
  email: text('email').notNull(),
  /** Sealed (lib/sealed-text.ts); never shown back, never logged. */
  passwordSealed: text('password_sealed').notNull(),
  /** The x-api-key Shiprocket sends with its tracking webhook, sealed. */
  webhookKeySealed: text('webhook_key_sealed').notNull(),
  /** The pickup address's nickname as registered in the provider's panel. */
  pickupLocation: text('pickup_location').notNull(),
  /** The pickup address's pin code, for serviceability. */
  pickupPincode: text('pickup_pincode').notNull(),
  /** The last login's token, sealed, and when it runs out (Shiprocket: 10 days). */
  tokenSealed: text('token_sealed'),
  tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * Who ships with what: the row with seller_id 'shop' is the whole shop's choice; a seller's own
 * row overrides it. 'manual' keeps the typed courier and tracking number.
 */
export const courierChoices = pgTable('courier_choices', {
  scope: text('scope').primaryKey(),
  provider: text('provider').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * One seller's part of an order, booked with a courier; or, with `returnId`, the reverse pickup of
 * a return of that part (from the shopper back to the seller, with the same courier).
 */
export const courierShipments = pgTable(
  'courier_shipments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    sellerId: text('seller_id')
      .notNull()
      .references(() => sellers.id),
    provider: text('provider').notNull(),
    /** The return this parcel brings back (a reverse pickup); null for the part's own parcel. */
    returnId: text('return_id').references(() => returns.id),
    /** Our own reference, sent as the provider's order id: how a lost answer is found again. */
    channelOrderId: text('channel_order_id').notNull(),
    /**
     * Which booking of the part this is: 1, then 2, 3… for a part booked again after a cancel
     * (its reference `<order>-<seller>-<n>`: a provider never sees an order id twice).
     */
    attempt: integer('attempt').notNull().default(1),
    /**
     * 'booking' while a booking is under way or its answer was lost; 'booked'; 'cancelled'; and for
     * a return's pickup 'by-hand' when the courier does not pick up there (`byHandReason` says why).
     */
    status: text('status').notNull(),
    /** A booking under way holds the parcel until then; a second one waits for it (409). */
    heldUntil: timestamp('held_until', { withTimezone: true }),
    providerOrderId: text('provider_order_id'),
    providerShipmentId: text('provider_shipment_id'),
    awb: text('awb'),
    courierName: text('courier_name'),
    labelUrl: text('label_url'),
    pickupScheduledAt: timestamp('pickup_scheduled_at', { withTimezone: true }),
    pickupToken: text('pickup_token'),
    /** The pickup's day in India (YYYY-MM-DD): the seller's choice, else the shop's next slot. */
    pickupDay: text('pickup_day'),
    /** When the provider's manifest was made for the parcel (Shiprocket's manifests/generate). */
    manifestedAt: timestamp('manifested_at', { withTimezone: true }),
    /** What the parcel weighs (grams) and the cash to collect on delivery (paise; 0 prepaid). */
    weightGrams: integer('weight_grams'),
    codPaise: integer('cod_paise'),
    expectedAt: timestamp('expected_at', { withTimezone: true }),
    /** Where the parcel stands from its scans (tracking-states.ts); 'booked' before the first. */
    trackingState: text('tracking_state').notNull().default('booked'),
    /** The time of the scan that set `trackingState` (an equal rank moves only forward in time). */
    trackingStateAt: timestamp('tracking_state_at', { withTimezone: true }),
    /** Failed delivery attempts so far (each move into 'failed-attempt' is one: an NDR). */
    ndrAttempts: integer('ndr_attempts').notNull().default(0),
    /** The courier's reason for the latest failed attempt (the scan's activity), and its time. */
    ndrReason: text('ndr_reason'),
    ndrAt: timestamp('ndr_at', { withTimezone: true }),
    /** The last scan heard, by webhook or poll: quiet shipments are polled. */
    lastHeardAt: timestamp('last_heard_at', { withTimezone: true }),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Why a return's pickup is left to be arranged by hand (the courier's words). */
    byHandReason: text('by_hand_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // One parcel, one live booking: two at once meet here; a cancelled one leaves room for the
    // next. A return's pickup is not the part's parcel: one pickup a return.
    uniqueIndex('courier_shipments_part_key')
      .on(t.orderId, t.sellerId)
      .where(sql`${t.returnId} is null and ${t.status} <> 'cancelled'`),
    uniqueIndex('courier_shipments_attempt_key')
      .on(t.orderId, t.sellerId, t.attempt)
      .where(sql`${t.returnId} is null`),
    uniqueIndex('courier_shipments_return_key').on(t.returnId),
    uniqueIndex('courier_shipments_channel_key').on(t.provider, t.channelOrderId),
    uniqueIndex('courier_shipments_awb_key').on(t.provider, t.awb),
    index('courier_shipments_quiet_idx')
      .on(t.lastHeardAt)
      .where(sql`${t.status} = 'booked'`),
  ],
);

/**
 * What was asked of the courier for one failed attempt (an NDR): re-attempt (with a new date or a
 * corrected phone or address) or return. One action per attempt, whoever asks first — the
 * seller, the operator or the shopper; the row is written before the courier is asked and
 * removed again when the courier does not take it.
 */
export const courierNdrActions = pgTable(
  'courier_ndr_actions',
  {
    shipmentId: text('shipment_id')
      .notNull()
      .references(() => courierShipments.id),
    /** The parcel's `ndrAttempts` when it was asked. */
    attempt: integer('attempt').notNull(),
    /** Shiprocket's words: 're-attempt' or 'return'. */
    action: text('action').notNull(),
    /** 'seller:<id>', 'admin:<id>' or 'customer:<id>'. */
    actor: text('actor').notNull(),
    deferredDate: text('deferred_date'),
    phone: text('phone'),
    address1: text('address1'),
    address2: text('address2'),
    comments: text('comments').notNull(),
    /** When the courier took it (null while it is being sent). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.shipmentId, t.attempt] })],
);

/** Every scan the courier reported, once: the same scan again (webhook or poll) is kept once. */
export const courierScans = pgTable(
  'courier_scans',
  {
    shipmentId: text('shipment_id')
      .notNull()
      .references(() => courierShipments.id),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    /** The provider's status code of the scan (Shiprocket's sr-status). */
    statusCode: integer('status_code').notNull(),
    statusLabel: text('status_label').notNull(),
    activity: text('activity').notNull(),
    location: text('location').notNull(),
    /** Our state the scan maps to, or null for a scan that moves nothing (manifested, delayed…). */
    state: text('state'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.shipmentId, t.scannedAt, t.statusCode, t.activity] })],
);

/**
 * What a courier said of one pin-code pair (docs/decisions/couriers.md "Delivery estimates"): kept
 * a day, so the product page's pin-code check asks the courier at most once a day per pair, on
 * every server of the shop. A row with `askingUntil` in the future is being asked by one server.
 */
export const courierEstimates = pgTable(
  'courier_estimates',
  {
    provider: text('provider').notNull(),
    pickupPincode: text('pickup_pincode').notNull(),
    deliveryPincode: text('delivery_pincode').notNull(),
    /** Whether the courier carries between the two (null until first answered). */
    served: boolean('served'),
    /** The courier that would carry it (Shiprocket's cheapest, as booking chooses). */
    courierName: text('courier_name'),
    /** The courier's expected delivery, when it gives one (Delhivery's pin-code API does not). */
    expectedAt: timestamp('expected_at', { withTimezone: true }),
    /** Whether the courier takes cash on delivery there; null when it does not say. */
    cod: boolean('cod'),
    /** When the answer was given (by the server's clock); kept a day from then. */
    askedAt: timestamp('asked_at', { withTimezone: true }),
    askingUntil: timestamp('asking_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.provider, t.pickupPincode, t.deliveryPincode] })],
);

/**
 * A courier's COD remittance (docs/decisions/couriers.md, "COD remittance"): one transfer of the
 * cash it collected, with its UTR and day, read from Shiprocket's API or from Delhivery's
 * remittance report the operator uploads. Kept once per (provider, the courier's own reference):
 * reading it again changes nothing.
 */
export const courierCodRemittances = pgTable(
  'courier_cod_remittances',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    /** The courier's id of the remittance (Shiprocket's crf_id; for Delhivery's report, the UTR). */
    reference: text('reference').notNull(),
    utr: text('utr').notNull(),
    /** The day the courier remitted (India's date, YYYY-MM-DD). */
    remittedOn: text('remitted_on').notNull(),
    /** What the courier says it remitted (paise): for Shiprocket its remitted_value, net of its charges. */
    totalPaise: integer('total_paise').notNull(),
    /** 'api' (read from the courier) or 'upload:<admin id>' (a report the operator uploaded). */
    source: text('source').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('courier_cod_remittances_ref_key').on(t.provider, t.reference)],
);

/**
 * One parcel's cash in a remittance, matched to our parcel by its AWB. `status`: 'matched' (the
 * amount is what the courier was to collect), 'mismatch' (it is not: the seller's COD share is not
 * paid on it), 'accepted' (a mismatch the operator settled with the courier and accepted),
 * 'unknown-awb' (no parcel of ours has it), 'repeat' (the parcel was remitted before).
 */
export const courierCodRemittanceLines = pgTable(
  'courier_cod_remittance_lines',
  {
    remittanceId: text('remittance_id')
      .notNull()
      .references(() => courierCodRemittances.id),
    awb: text('awb').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    shipmentId: text('shipment_id').references(() => courierShipments.id),
    /** What the courier was to collect for the parcel (paise), when it is ours. */
    expectedPaise: integer('expected_paise'),
    status: text('status').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    /** A mismatch the operator accepted (settled with the courier): who, when and why. */
    acceptedBy: text('accepted_by'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptNote: text('accept_note'),
  },
  (t) => [
    primaryKey({ columns: [t.remittanceId, t.awb] }),
    index('courier_cod_remittance_lines_shipment_idx').on(t.shipmentId),
  ],
);
