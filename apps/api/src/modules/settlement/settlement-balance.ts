// What each seller is still owed once its parts' own transfers are made (docs/decisions/
// settlement.md, "The seller's balance"): a part whose figure grew after its transfer, a TCS
// true-up (±), a return received after its part was released. The run settles it per seller:
// - a positive balance that is due by one direct transfer per seller per run, its order id
//   `seller-balance:<seller>:<n>` (n: the seller's balance transfers so far + 1), so two runs at
//   once, a restart or a replayed webhook meet the one (order, seller) key and make one;
// - a negative balance is carried: the seller's next part transfers are made that much smaller
//   (never below ₹1: a part it swallows waits, unpaid, as the ledger says).
// Never a transfer larger than the ledger owes: money not yet booked (a transfer made, its payout
// not in the ledger) counts as paid, and a balance transfer outstanding (unanswered, failed or not
// booked) stops the next one.
import type { SettlementPart } from '../payouts/index.ts';
// What a balance transfer is (its order id) is seller-payouts' own, where the back office names it.
import { BALANCE_ORDER_PREFIX, isBalanceTransfer } from '../seller-payouts/index.ts';
import { settlementParts } from '../payouts/index.ts';
import {
  selectBalanceTransfers,
  selectBookedPayouts,
  selectSellerWideSums,
  selectTransfersOfOrders,
  type TransferRow,
} from './settlement.repository.ts';
import type { Database } from '../../db/client.ts';

export { BALANCE_ORDER_PREFIX, isBalanceTransfer };

/** A seller's money beyond its parts' own transfers, as one run weighs it. */
export interface SellerPosition {
  /**
   * Everything the seller is owed beyond what its transfers carry: seller-wide entries, and for
   * each part with a transfer what the ledger says is left less what the transfer still carries
   * unbooked. Below zero: the seller owes (a return after release), carried into its next transfers.
   */
  totalPaise: number;
  /** What may be paid now: the due parts whose transfer is booked and released, never above the total. */
  duePaise: number;
  /** A balance transfer not finished (unanswered, failed, or not yet booked): no other is made. */
  outstanding: boolean;
  /** The seller's balance transfers so far (the next one's number is this + 1). */
  balanceTransfers: number;
}

function positionOf(positions: Map<string, SellerPosition>, sellerId: string): SellerPosition {
  let position = positions.get(sellerId);
  if (!position) {
    position = { totalPaise: 0, duePaise: 0, outstanding: false, balanceTransfers: 0 };
    positions.set(sellerId, position);
  }
  return position;
}

/** Each seller's position, read in batches of parts (the ledger's and the transfers' own rows). */
export async function sellerPositions(
  db: Database,
  now: Date,
  batch: number,
): Promise<Map<string, SellerPosition>> {
  const positions = new Map<string, SellerPosition>();
  for (const [sellerId, total] of await selectSellerWideSums(db)) {
    const position = positionOf(positions, sellerId);
    position.totalPaise += total;
    position.duePaise += total;
  }
  const balances = await selectBalanceTransfers(db, BALANCE_ORDER_PREFIX);
  const bookedBalances = await selectBookedPayouts(db, routeIdsOf(balances));
  for (const row of balances) {
    const position = positionOf(positions, row.sellerId);
    position.balanceTransfers += 1;
    const booked = row.routeTransferId !== null && bookedBalances.has(row.routeTransferId);
    if (!booked) position.outstanding = true;
    // Made and not booked yet: it pays the balance already.
    if (!booked && row.status !== 'failed') {
      position.totalPaise -= carried(row);
      position.duePaise -= carried(row);
    }
  }
  for (let after: SettlementPart | undefined; ;) {
    const parts = await settlementParts(db, {
      ...(after ? { after: { orderId: after.orderId, sellerId: after.sellerId } } : {}),
      limit: batch,
    });
    if (parts.length === 0) break;
    after = parts.at(-1);
    const transfers = await selectTransfersOfOrders(db, [
      ...new Set(parts.map((part) => part.orderId)),
    ]);
    const booked = await selectBookedPayouts(db, routeIdsOf([...transfers.values()]));
    for (const part of parts) {
      const transfer = transfers.get(`${part.orderId}:${part.sellerId}`);
      // A part with no transfer yet is the run's step 3; a failed one waits for the operator.
      if (!transfer || transfer.status === 'failed') continue;
      const isBooked = transfer.routeTransferId !== null && booked.has(transfer.routeTransferId);
      const left = isBooked ? part.unpaidPaise : part.unpaidPaise - carried(transfer);
      const position = positionOf(positions, part.sellerId);
      position.totalPaise += left;
      const due =
        isBooked &&
        !transfer.onHold &&
        !part.returnOpen &&
        (part.releasableAt === null || part.releasableAt <= now);
      // What is not yet due pays nothing now, but what it takes back is counted at once.
      position.duePaise += due ? left : Math.min(0, left);
    }
  }
  for (const position of positions.values())
    position.duePaise = Math.min(position.duePaise, position.totalPaise);
  return positions;
}

/** What a transfer still carries: its amount less what Razorpay has reversed of it. */
const carried = (row: TransferRow) => row.amountPaise - row.reversedPaise;

const routeIdsOf = (rows: readonly TransferRow[]) =>
  rows.flatMap((row) => (row.routeTransferId ? [row.routeTransferId] : []));
