// The commission invoices' SQL: the month's fee entries per seller (sums of the ledger), the
// series' next number, the invoices themselves (only ever inserted).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sellers } from '../sellers/sellers.schema.ts';
import { commissionInvoices, sellerLedger } from './payouts.schema.ts';

export type CommissionInvoiceRow = typeof commissionInvoices.$inferSelect;

export interface MonthFees {
  sellerId: string;
  gstin: string;
  shopName: string;
  /** Σ commission + commission reversals, as the operator's income (+). */
  feePaise: number;
  /** Σ GST on commission + its reversals (+). */
  gstPaise: number;
}

/** Each seller's fees of a tax month, summed from the ledger; sellers with none are left out. */
export async function selectMonthFees(db: Executor, month: string): Promise<MonthFees[]> {
  const rows = await db
    .select({
      sellerId: sellerLedger.sellerId,
      gstin: sellers.gstin,
      shopName: sellers.shopName,
      fee: sql<string>`-coalesce(sum(${sellerLedger.amountPaise}) filter (where ${sellerLedger.kind} in ('commission', 'commission_reversal')), 0)`,
      gst: sql<string>`-coalesce(sum(${sellerLedger.amountPaise}) filter (where ${sellerLedger.kind} in ('commission_gst', 'commission_gst_reversal')), 0)`,
    })
    .from(sellerLedger)
    .innerJoin(sellers, eq(sellers.id, sellerLedger.sellerId))
    .where(
      and(
        eq(sellerLedger.taxMonth, month),
        inArray(sellerLedger.kind, [
          'commission',
          'commission_reversal',
          'commission_gst',
          'commission_gst_reversal',
        ]),
      ),
    )
    .groupBy(sellerLedger.sellerId, sellers.gstin, sellers.shopName)
    .orderBy(sellerLedger.sellerId);
  return rows.map((row) => ({
    sellerId: row.sellerId,
    gstin: row.gstin,
    shopName: row.shopName,
    feePaise: Number(row.fee),
    gstPaise: Number(row.gst),
  }));
}

/**
 * Holds the series of a financial year for the rest of the transaction (a second issuer waits),
 * and answers its last number.
 */
export async function lockSeries(db: Executor, financialYear: string): Promise<number> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`commission-invoices:${financialYear}`}))`,
  );
  const [row] = await db
    .select({ seq: sql<number>`coalesce(max(${commissionInvoices.seq}), 0)::int` })
    .from(commissionInvoices)
    .where(eq(commissionInvoices.financialYear, financialYear));
  return row?.seq ?? 0;
}

export async function selectInvoicedSellers(db: Executor, month: string): Promise<Set<string>> {
  const rows = await db
    .select({ sellerId: commissionInvoices.sellerId })
    .from(commissionInvoices)
    .where(eq(commissionInvoices.month, month));
  return new Set(rows.map((row) => row.sellerId));
}

export async function insertInvoice(db: Executor, row: CommissionInvoiceRow): Promise<void> {
  await db.insert(commissionInvoices).values(row);
}

/** A page of invoices, newest first; one seller's when named. */
export async function selectInvoicePage(
  db: Executor,
  page: { sellerId: string | undefined; offset: number; limit: number },
): Promise<{ rows: (CommissionInvoiceRow & { shopName: string })[]; total: number }> {
  const where = page.sellerId ? eq(commissionInvoices.sellerId, page.sellerId) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({ invoice: commissionInvoices, shopName: sellers.shopName })
      .from(commissionInvoices)
      .innerJoin(sellers, eq(sellers.id, commissionInvoices.sellerId))
      .where(where)
      .orderBy(desc(commissionInvoices.month), desc(commissionInvoices.seq))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(commissionInvoices)
      .where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row.invoice, shopName: row.shopName })),
    total: count?.n ?? 0,
  };
}

export async function selectInvoice(
  db: Executor,
  id: string,
): Promise<(CommissionInvoiceRow & { shopName: string; sellerAddress: string }) | null> {
  const [row] = await db
    .select({
      invoice: commissionInvoices,
      shopName: sellers.shopName,
      sellerAddress: sellers.address,
    })
    .from(commissionInvoices)
    .innerJoin(sellers, eq(sellers.id, commissionInvoices.sellerId))
    .where(eq(commissionInvoices.id, id));
  return row ? { ...row.invoice, shopName: row.shopName, sellerAddress: row.sellerAddress } : null;
}
