// Sellers' payouts through Razorpay Route (docs/decisions/route-payouts.md): each seller's payout
// onboarding and its linked account, the one transfer per (order, seller), its reversals, and the
// Route webhooks already applied. Owned by this module: only it writes these tables.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { sellers } from '../sellers/sellers.schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A seller's payout details and its Route linked account; no row: onboarding not started. */
export const sellerPayoutAccounts = pgTable(
  'seller_payout_accounts',
  {
    sellerId: text('seller_id')
      .primaryKey()
      .references(() => sellers.id),
    status: text('status', { enum: ['submitted', 'approved', 'linked', 'rejected'] }).notNull(),
    businessType: text('business_type').notNull(),
    /** Sealed (lib/sealed-text.ts); shown only masked, by its last characters. */
    panSealed: text('pan_sealed').notNull(),
    panLast: text('pan_last').notNull(),
    bankAccountSealed: text('bank_account_sealed').notNull(),
    bankAccountLast: text('bank_account_last').notNull(),
    ifsc: text('ifsc').notNull(),
    accountHolderName: text('account_holder_name').notNull(),
    rejectionReason: text('rejection_reason'),
    /** Route's ids, kept as each step answers, so a retry goes on where the last one stopped. */
    routeAccountId: text('route_account_id').unique(),
    routeStakeholderId: text('route_stakeholder_id'),
    routeProductId: text('route_product_id'),
    settlementsConfigured: boolean('settlements_configured').notNull().default(false),
    /** What stopped the last linking attempt (Razorpay's words), until one succeeds. */
    linkError: text('link_error'),
    linkAttempts: integer('link_attempts').notNull().default(0),
    submittedAt: at('submitted_at').notNull(),
    decidedAt: at('decided_at'),
    linkedAt: at('linked_at'),
  },
  (t) => [index('seller_payout_accounts_status_idx').on(t.status)],
);

/** The one transfer of an order's money to one seller: the unique key holds across workers and replays. */
export const sellerTransfers = pgTable(
  'seller_transfers',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => sellers.id),
    /** The captured payment it is made from; null: a direct transfer (cash on delivery money). */
    paymentId: text('payment_id'),
    linkedAccountId: text('linked_account_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /** `pending`: written, not yet taken by Razorpay (or its answer was lost: looked up by notes before asking again). */
    status: text('status', {
      enum: ['pending', 'created', 'processed', 'failed', 'partially_reversed', 'reversed'],
    }).notNull(),
    onHold: boolean('on_hold').notNull(),
    holdUntil: at('hold_until'),
    releasedAt: at('released_at'),
    routeTransferId: text('route_transfer_id').unique(),
    settlementId: text('settlement_id'),
    settlementUtr: text('settlement_utr'),
    reversedPaise: integer('reversed_paise').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** A worker asking Razorpay holds the transfer until then; another waits or takes it after. */
    claimedUntil: at('claimed_until'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    unique('seller_transfers_order_seller_key').on(t.orderId, t.sellerId),
    index('seller_transfers_status_idx').on(t.status),
    index('seller_transfers_settlement_idx').on(t.settlementId),
    check('seller_transfers_amount_positive', sql`${t.amountPaise} > 0`),
    check(
      'seller_transfers_reversed_within',
      sql`${t.reversedPaise} >= 0 AND ${t.reversedPaise} <= ${t.amountPaise}`,
    ),
  ],
);

/** A reversal of part or all of a transfer; `key` is the caller's (a refund's id): asked twice, reversed once. */
export const sellerTransferReversals = pgTable(
  'seller_transfer_reversals',
  {
    id: text('id').primaryKey(),
    transferId: text('transfer_id')
      .notNull()
      .references(() => sellerTransfers.id),
    key: text('key').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: ['pending', 'done', 'failed'] }).notNull(),
    routeReversalId: text('route_reversal_id').unique(),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    unique('seller_transfer_reversals_key').on(t.transferId, t.key),
    check('seller_transfer_reversals_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/** Route webhooks applied, by Razorpay's event id: a replay is answered and changes nothing. */
export const sellerPayoutEvents = pgTable('seller_payout_events', {
  id: text('id').primaryKey(),
  event: text('event').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: at('received_at').notNull(),
});
