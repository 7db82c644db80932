// What the settlement run reads beside the payouts' and seller-payouts' own calls: how each order
// was paid (the orders' table), and which transfers the sellers' ledger has not yet booked in full.
// Reads only: the run writes through the two modules' services.
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
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
