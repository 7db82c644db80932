// Sellers' payouts through Razorpay Route (docs/decisions/route-payouts.md): each seller's payout
// onboarding and its linked account, the one transfer per (order, seller), its reversals, and the
// Route webhooks already applied; and the sandbox gateway's Route's own records. Owned by this
// module: only it writes these tables.
import { sql } from 'drizzle-orm';
import {
  bigint,
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

// The sandbox gateway's Route, kept in the shop's database (docs/decisions/route-payouts.md,
// "Where the sandbox keeps its state"): its simulated linked accounts, transfers and reversals, so
// they outlive the process and every process of the shop sees the same sandbox. Each row carries
// the version of the write that last changed it; the one state row holds the latest version and
// an epoch that changes when rows are taken away (demo:remove, a reset). No bank account or PAN
// is kept: only whether an account's settlements are configured. Unused on Razorpay's own Route.

const version = () => bigint('version', { mode: 'number' }).notNull();

/** One row: the latest write's version, and the epoch of the rows (new when rows are removed). */
export const sandboxRouteState = pgTable(
  'sandbox_route_state',
  {
    id: integer('id').primaryKey(),
    version: version(),
    epoch: text('epoch').notNull(),
  },
  (t) => [check('sandbox_route_state_one_row', sql`${t.id} = 1`)],
);

/** A simulated linked account: its stakeholders' ids and its products (configured or not). */
export const sandboxRouteAccounts = pgTable(
  'sandbox_route_accounts',
  {
    id: text('id').primaryKey(),
    referenceId: text('reference_id').notNull(),
    email: text('email').notNull(),
    idempotencyKey: text('idempotency_key'),
    stakeholders: jsonb('stakeholders').$type<string[]>().notNull(),
    /** Product id → whether its settlement bank account is configured. */
    products: jsonb('products').$type<Record<string, boolean>>().notNull(),
    version: version(),
  },
  (t) => [index('sandbox_route_accounts_version_idx').on(t.version)],
);

/** A simulated transfer as Route's entity carries it; amounts in paise, times in Unix seconds. */
export const sandboxRouteTransfers = pgTable(
  'sandbox_route_transfers',
  {
    id: text('id').primaryKey(),
    /**
     * The order the sandbox made (or adopted) them in, for its listing (newest first): the
     * version of the write that made it × 1,000,000 + its place in that write.
     */
    seq: bigint('seq', { mode: 'number' }).notNull(),
    source: text('source').notNull(),
    recipient: text('recipient').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    amountReversed: bigint('amount_reversed', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    settlementStatus: text('settlement_status'),
    onHold: boolean('on_hold').notNull(),
    onHoldUntil: bigint('on_hold_until', { mode: 'number' }),
    settlementId: text('settlement_id'),
    settlementUtr: text('settlement_utr'),
    notes: jsonb('notes').$type<Record<string, string>>().notNull(),
    error: text('error'),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    version: version(),
  },
  (t) => [
    index('sandbox_route_transfers_version_idx').on(t.version),
    index('sandbox_route_transfers_recipient_idx').on(t.recipient),
  ],
);

/** A simulated reversal of part or all of a transfer. */
export const sandboxRouteReversals = pgTable(
  'sandbox_route_reversals',
  {
    id: text('id').primaryKey(),
    /** The order the sandbox made them in, as a transfer's. */
    seq: bigint('seq', { mode: 'number' }).notNull(),
    transferId: text('transfer_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    notes: jsonb('notes').$type<Record<string, string>>().notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    version: version(),
  },
  (t) => [
    index('sandbox_route_reversals_version_idx').on(t.version),
    index('sandbox_route_reversals_transfer_idx').on(t.transferId),
  ],
);
