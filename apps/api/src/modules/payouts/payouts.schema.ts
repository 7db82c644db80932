// Sellers' money: the append-only ledger, the commission rules, each seller's tax profile.
// Owned by the payouts module (docs/decisions/seller-money.md); every other module only reads them.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sellers } from '../sellers/sellers.schema.ts';
import { LEDGER_KINDS } from './ledger-kinds.ts';

/**
 * One movement of a seller's money, in integer paise, never updated or deleted (a correction is
 * a new entry). `amount_paise` is signed: + the operator owes the seller more. The idempotency
 * key (`sale:<orderLineId>`, `return:<returnId>`, `payout:<transferId>`, `tcs-true-up:<gstin>:
 * <month>`…) is unique: posting the same thing twice writes it once.
 */
export const sellerLedger = pgTable(
  'seller_ledger',
  {
    id: text('id').primaryKey(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => sellers.id),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    orderId: text('order_id'),
    orderLineId: text('order_line_id'),
    returnId: text('return_id'),
    /** The transfer (Route's trf_…) of a payout or its reversal. */
    transferId: text('transfer_id'),
    /** The supplier's GSTIN when the entry was posted. */
    gstin: text('gstin'),
    /** The IST month ('YYYY-MM') of the supply (or return) the entry belongs to. */
    taxMonth: text('tax_month'),
    /** Taxable value (GST excluded) of a sale (+) or return (−); TCS is on it. */
    taxablePaise: integer('taxable_paise'),
    /** A TCS entry's split; IGST inter-state, CGST + SGST within a state. */
    igstPaise: integer('igst_paise'),
    cgstPaise: integer('cgst_paise'),
    sgstPaise: integer('sgst_paise'),
    /** The rate used, in hundredths of a per cent (50 = 0.5 %); of a commission, its percentage. */
    rateBasisPoints: integer('rate_basis_points'),
    /** A commission's fixed closing fee (paise), kept to reverse the right part on a return. */
    fixedFeePaise: integer('fixed_fee_paise'),
    /** The commission rule that charged it (commission_rules.id), or null (no rule: none). */
    ruleId: text('rule_id'),
    /** PAN on file when TDS was withheld; null: none (the higher rate). */
    pan: text('pan'),
    note: text('note'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** When the entry's money may be paid: delivery + the return window; null: at once. */
    releasableAt: timestamp('releasable_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('seller_ledger_key_idx').on(t.idempotencyKey),
    index('seller_ledger_seller_idx').on(t.sellerId, t.occurredAt),
    index('seller_ledger_order_idx').on(t.orderId, t.sellerId),
    index('seller_ledger_month_idx').on(t.taxMonth, t.gstin),
    // The settlement run finds a transfer's payout and reversals by it (docs/decisions/settlement.md).
    index('seller_ledger_transfer_idx').on(t.transferId),
  ],
);

/**
 * What the operator charges a seller for a sale: a percentage of what the shopper paid for the
 * line plus a fixed closing fee per piece, for items whose unit price lies in [from, to] paise
 * of a category (main, category or sub-category: the most specific wins) or of every category
 * (all three null), from `effective_from` (IST date, 'YYYY-MM-DD') until retired. A rule with a
 * seller is that seller's override and wins over any rule without one.
 */
export const commissionRules = pgTable(
  'commission_rules',
  {
    id: text('id').primaryKey(),
    sellerId: text('seller_id').references(() => sellers.id),
    mainCategoryId: text('main_category_id'),
    categoryId: text('category_id'),
    subCategoryId: text('sub_category_id'),
    priceFromPaise: integer('price_from_paise').notNull(),
    priceToPaise: integer('price_to_paise').notNull(),
    percentBasisPoints: integer('percent_basis_points').notNull(),
    fixedFeePaise: integer('fixed_fee_paise').notNull(),
    effectiveFrom: text('effective_from').notNull(),
    /** Set when the operator retired it: it charges orders placed before this date only. */
    retiredFrom: text('retired_from'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('commission_rules_scope_idx').on(t.sellerId, t.subCategoryId, t.categoryId),
    check('commission_rules_percent', sql`${t.percentBasisPoints} between 0 and 10000`),
    check('commission_rules_band', sql`${t.priceFromPaise} <= ${t.priceToPaise}`),
    check('commission_rules_fee', sql`${t.fixedFeePaise} >= 0`),
  ],
);

/** A seller's tax facts for withholding: its PAN (null: none on file, TDS at the higher rate). */
export const sellerTaxProfiles = pgTable('seller_tax_profiles', {
  sellerId: text('seller_id')
    .primaryKey()
    .references(() => sellers.id),
  pan: text('pan'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * When sellers are paid (docs/decisions/seller-money.md, "The settlement schedule"): one row, id
 * 'shop'. `weekly`: on `weekday` (1 Monday … 7 Sunday, IST), the first such day after a part's
 * return window has closed; `days`: `days` days after it closes (0: at once). No row: at once.
 */
export const settlementSettings = pgTable(
  'settlement_settings',
  {
    id: text('id').primaryKey(),
    schedule: text('schedule', { enum: ['weekly', 'days'] }).notNull(),
    weekday: integer('weekday').notNull().default(1),
    days: integer('days').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('settlement_settings_weekday', sql`${t.weekday} between 1 and 7`),
    check('settlement_settings_days', sql`${t.days} between 0 and 60`),
  ],
);

/**
 * The operator's monthly tax invoice to a seller for its fees (docs/decisions/seller-money.md,
 * "The commission invoice"): its own series per financial year (HC/2026-27/00001), one per seller
 * per month, every figure a sum of that month's ledger entries, never changed once issued.
 */
export const commissionInvoices = pgTable(
  'commission_invoices',
  {
    id: text('id').primaryKey(),
    number: text('number').notNull(),
    /** '2026-27': April to March. */
    financialYear: text('financial_year').notNull(),
    seq: integer('seq').notNull(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => sellers.id),
    /** The IST month ('YYYY-MM') whose fees it bills. */
    month: text('month').notNull(),
    sellerGstin: text('seller_gstin').notNull(),
    operatorGstin: text('operator_gstin').notNull(),
    /** Seller and operator in one state: CGST + SGST; else IGST. */
    intraState: boolean('intra_state').notNull(),
    /** Σ commission + commission reversals of the month (the fees' taxable value). */
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('commission_invoices_number_idx').on(t.number),
    uniqueIndex('commission_invoices_series_idx').on(t.financialYear, t.seq),
    uniqueIndex('commission_invoices_seller_month_idx').on(t.sellerId, t.month),
  ],
);
