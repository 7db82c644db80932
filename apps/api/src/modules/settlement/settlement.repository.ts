// What the settlement run reads beside the payouts' and seller-payouts' own calls: how each order
// was paid (the orders' table), and which transfers the sellers' ledger has not yet booked in full.
// Reads only: the run writes through the two modules' services.
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { readRows, type Executor } from '../../db/client.ts';
import {
  orders,
  sellerLedger,
  sellerPayoutAccounts,
  sellerTransfers,
} from '../../db/schema/index.ts';

export interface OrderPayment {
  orderId: string;
  paymentType: 'cod' | 'prepaid';
  /** The gateway's payment id a Route transfer is made from; null: none (cash on delivery). */
  paymentId: string | null;
}

export async function selectOrderPayments(
  db: Executor,
  orderIds: readonly string[],
): Promise<Map<string, OrderPayment>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      orderId: orders.id,
      paymentType: orders.paymentType,
      paymentStatus: orders.paymentStatus,
      paymentReference: orders.paymentReference,
    })
    .from(orders)
    .where(inArray(orders.id, [...orderIds]));
  return new Map(
    rows.map((row) => [
      row.orderId,
      {
        orderId: row.orderId,
        paymentType: row.paymentType,
        paymentId:
          row.paymentType === 'prepaid' && row.paymentStatus === 'paid'
            ? row.paymentReference
            : null,
      },
    ]),
  );
}

export type TransferRow = typeof sellerTransfers.$inferSelect;

export async function selectTransfersOfOrders(
  db: Executor,
  orderIds: readonly string[],
): Promise<Map<string, TransferRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(sellerTransfers)
    .where(inArray(sellerTransfers.orderId, [...orderIds]));
  return new Map(rows.map((row) => [`${row.orderId}:${row.sellerId}`, row]));
}

/** Transfers not yet asked of Razorpay (a run stopped, or an answer lost), after `afterId`. */
export async function selectPendingTransfers(db: Executor, afterId: string, limit: number) {
  return db
    .select()
    .from(sellerTransfers)
    .where(and(eq(sellerTransfers.status, 'pending'), gt(sellerTransfers.id, afterId)))
    .orderBy(asc(sellerTransfers.id))
    .limit(limit);
}

/**
 * Transfers Razorpay has whose story the ledger does not yet tell whole: still held (to release
 * or to reverse), released without its payout entry, or with reversals the ledger lacks.
 */
export async function selectTransfersToBook(
  db: Executor,
  afterId: string,
  limit: number,
): Promise<TransferRow[]> {
  const payoutBooked = sql`exists (select 1 from ${sellerLedger} l where l.transfer_id = ${sellerTransfers.routeTransferId} and l.kind = 'payout')`;
  const reversalsBooked = sql`coalesce((select sum(l.amount_paise) from ${sellerLedger} l where l.transfer_id = ${sellerTransfers.routeTransferId} and l.kind = 'payout_reversal'), 0)`;
  return db
    .select()
    .from(sellerTransfers)
    .where(
      and(
        gt(sellerTransfers.id, afterId),
        sql`${sellerTransfers.routeTransferId} is not null`,
        inArray(sellerTransfers.status, ['created', 'processed', 'partially_reversed', 'reversed']),
        sql`(${sellerTransfers.onHold} or not ${payoutBooked} or ${sellerTransfers.reversedPaise} <> ${reversalsBooked})`,
      ),
    )
    .orderBy(asc(sellerTransfers.id))
    .limit(limit);
}

/** Sellers with a Route linked account: the only ones a transfer can be made to. */
export async function selectLinkedSellerIds(db: Executor): Promise<Set<string>> {
  const rows = await db
    .select({ sellerId: sellerPayoutAccounts.sellerId })
    .from(sellerPayoutAccounts)
    .where(
      and(
        eq(sellerPayoutAccounts.status, 'linked'),
        sql`${sellerPayoutAccounts.routeAccountId} is not null`,
      ),
    );
  return new Set(rows.map((row) => row.sellerId));
}

/** The transfers (Route's ids) whose payout the ledger has booked. */
export async function selectBookedPayouts(
  db: Executor,
  routeTransferIds: readonly string[],
): Promise<Set<string>> {
  if (routeTransferIds.length === 0) return new Set();
  const rows = await db
    .select({ transferId: sellerLedger.transferId })
    .from(sellerLedger)
    .where(
      and(eq(sellerLedger.kind, 'payout'), inArray(sellerLedger.transferId, [...routeTransferIds])),
    );
  return new Set(rows.map((row) => row.transferId!));
}

/**
 * Each seller's sum of its seller-wide entries (no order: TCS true-ups, the payouts of its
 * balance and their reversals).
 */
export async function selectSellerWideSums(db: Executor): Promise<Map<string, number>> {
  const rows = await db
    .select({
      sellerId: sellerLedger.sellerId,
      total: sql<string>`sum(${sellerLedger.amountPaise})`,
    })
    .from(sellerLedger)
    .where(sql`${sellerLedger.orderId} is null`)
    .groupBy(sellerLedger.sellerId);
  return new Map(rows.map((row) => [row.sellerId, Number(row.total)]));
}

/** The transfers of sellers' balances (their order id starts with `prefix`), oldest first. */
export async function selectBalanceTransfers(db: Executor, prefix: string): Promise<TransferRow[]> {
  return db
    .select()
    .from(sellerTransfers)
    .where(sql`${sellerTransfers.orderId} like ${`${prefix}%`}`)
    .orderBy(asc(sellerTransfers.createdAt), asc(sellerTransfers.id));
}

/**
 * Whether a settlement run has anything to do now, read cheaply (each test stops at its first
 * row, on the tables' own indexes): a transfer written and never answered; a held one whose hold
 * date has come; a released one the ledger has not booked whole; a part of a linked seller with money and no
 * transfer; or an entry (not a payout) of a linked seller written after its last payout was booked
 * (both the database's own time: a true-up, a line posted late). False
 * may wait for the run's next tick; it never skips money for good, since the tick runs anyway.
 */
export async function selectSettlementDue(db: Executor, now: Date): Promise<boolean> {
  const result = await db.execute(sql`
    select
      exists (select 1 from seller_transfers where status = 'pending')
      or exists (
        select 1 from seller_transfers t
        where t.route_transfer_id is not null
          and t.status in ('created', 'processed', 'partially_reversed', 'reversed')
          and ((t.on_hold and t.hold_until <= ${now})
            or (not t.on_hold and not exists (select 1 from seller_ledger l
              where l.transfer_id = t.route_transfer_id and l.kind = 'payout'))
            or t.reversed_paise <> coalesce((select sum(l.amount_paise) from seller_ledger l
              where l.transfer_id = t.route_transfer_id and l.kind = 'payout_reversal'), 0)))
      or exists (
        select 1 from seller_ledger l
        join seller_payout_accounts a on a.seller_id = l.seller_id and a.status = 'linked'
        where l.order_id is not null
          and not exists (select 1 from seller_transfers t
            where t.order_id = l.order_id and t.seller_id = l.seller_id)
        group by l.order_id, l.seller_id
        having sum(l.amount_paise) >= 100)
      or exists (
        select 1 from seller_ledger l
        join seller_payout_accounts a on a.seller_id = l.seller_id and a.status = 'linked'
        where l.kind not in ('payout', 'payout_reversal')
          and l.created_at > coalesce((select max(p.created_at) from seller_ledger p
            where p.seller_id = l.seller_id and p.kind = 'payout'), '-infinity'::timestamptz))
      as due`);
  return readRows<{ due: boolean }>(result)[0]?.due === true;
}
