// The settlement run (docs/decisions/settlement.md): the sellers' ledger joined to Razorpay Route.
// Under one lock at a time (settlement-lock.ts), in batches, each step one call and one row, so a
// run stopped anywhere is finished by the next without a second transfer:
// 1. post what deliveries and returns owe (the payouts job's own sweep, keyed);
// 2. ask Razorpay again for transfers written but never answered (looked up by our id first);
// 3. transfer each part the ledger owes and that has none: an online order's from its payment,
//    held until the return window closes; cash on delivery money (or a payment whose refund has
//    started, which Route refuses) as a direct transfer once the window has closed — and, for a
//    parcel booked with a courier, once the courier's remittance of its cash is recorded;
// 4. for each transfer the ledger has not booked whole: reverse what the ledger no longer owes
//    (a return received after the transfer), release the hold once the window has closed and no
//    return is open, then book the payout and its reversals in the ledger, each once;
// 5. pay each seller's balance beyond its parts' transfers (settlement-balance.ts): a positive one
//    that is due by one direct transfer, a negative one carried into step 3's transfers.
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ShopMode } from '../../lib/shop-mode.ts';
import { courierCodParts } from '../couriers/index.ts';
import { RazorpayApiError } from '../payments/index.ts';
import {
  postSellerMoney,
  recordPayout,
  recordPayoutReversal,
  settlementParts,
  type SettlementPart,
} from '../payouts/index.ts';
import {
  attemptTransfer,
  balanceTransferOrderId,
  hasRefundStarted,
  releaseTransfer,
  requestTransfer,
  reverseTransfer,
  selectReversals,
  selectTransfer,
  TransferRefused,
  type PayoutTransferInput,
  type RouteApi,
  type TransferOutcome,
} from '../seller-payouts/index.ts';
import { isBalanceTransfer, sellerPositions, type SellerPosition } from './settlement-balance.ts';
import { withSettlementLock, type SettlementLockWarn } from './settlement-lock.ts';
import {
  selectLinkedSellerIds,
  selectSettlementDue,
  selectOrderPayments,
  selectPendingTransfers,
  selectTransfersOfOrders,
  selectTransfersToBook,
  type TransferRow,
} from './settlement.repository.ts';

export interface SettlementDependencies {
  db: Database;
  route: RouteApi;
  clock: Clock;
  shop: ShopMode;
  returnWindowDays: number;
  /** Parts or transfers read at a time (default 500). */
  batchSize?: number;
  /** Stops the run between two steps (a shutdown; a test's restart). */
  signal?: AbortSignal;
  /** Told when the run's lock could not be released (the run's answer stands). */
  warn?: SettlementLockWarn;
}

export interface SettlementTally {
  transferred: number;
  released: number;
  reversed: number;
  payoutsRecorded: number;
  waitingForAccount: number;
  notReached: number;
  /** Of `transferred`: direct transfers of sellers' balances (step 5). */
  balancesPaid: number;
  /** COD parts booked with a courier whose remittance is not recorded yet: they wait. */
  awaitingRemittance: number;
}

/** The smallest transfer Route takes (₹1); less stays in the ledger until it grows. */
const MIN_TRANSFER_PAISE = 100;

export async function runSettlement(
  deps: SettlementDependencies,
): Promise<{ outcome: 'done'; tally: SettlementTally } | { outcome: 'busy' }> {
  const locked = await withSettlementLock(deps.db, () => settle(deps), deps.warn);
  return locked.outcome === 'busy' ? locked : { outcome: 'done', tally: locked.result };
}

/**
 * Whether a run has anything to do now, read cheaply: what a server's start asks before it runs
 * one (the hourly tick runs anyway).
 */
export async function isSettlementDue(db: Database, now: Date): Promise<boolean> {
  return selectSettlementDue(db, now);
}

/**
 * The run without its lock: what two runs that both held it would do (a lock lost with its
 * connection). Not for callers: the tests show with it that the keys alone make each transfer once.
 */
export async function settle(deps: SettlementDependencies): Promise<SettlementTally> {
  const tally: SettlementTally = {
    transferred: 0,
    released: 0,
    reversed: 0,
    payoutsRecorded: 0,
    waitingForAccount: 0,
    notReached: 0,
    balancesPaid: 0,
    awaitingRemittance: 0,
  };
  const batch = deps.batchSize ?? 500;
  const stopped = () => deps.signal?.aborted === true;
  await postSellerMoney({
    db: deps.db,
    shop: deps.shop,
    clock: deps.clock,
    returnWindowDays: deps.returnWindowDays,
  });
  const count = (outcome: TransferOutcome) => {
    if (outcome.outcome === 'transferred') tally.transferred += 1;
    else if (outcome.outcome === 'no-linked-account') tally.waitingForAccount += 1;
    else if (outcome.outcome === 'not-reached' || outcome.outcome === 'failed')
      tally.notReached += 1;
  };

  // 2. Transfers written and never answered.
  for (let after = ''; !stopped();) {
    const pending = await selectPendingTransfers(deps.db, after, batch);
    if (pending.length === 0) break;
    for (const row of pending) {
      if (stopped()) break;
      count(await attemptTransfer(deps, row.id));
      after = row.id;
    }
  }

  // Each seller's money beyond its parts' transfers: a negative balance is carried into step 3.
  const linked = await selectLinkedSellerIds(deps.db);
  const positions = stopped()
    ? new Map<string, SellerPosition>()
    : await sellerPositions(deps.db, deps.clock.now(), batch);
  const carry = new Map<string, number>();
  for (const [sellerId, position] of positions)
    if (position.totalPaise < 0 && linked.has(sellerId)) carry.set(sellerId, position.totalPaise);

  // 3. Parts owed that have no transfer yet (a seller without a linked account keeps its money).
  for (let after: SettlementPart | undefined; !stopped();) {
    const parts = await settlementParts(deps.db, {
      ...(after ? { after: { orderId: after.orderId, sellerId: after.sellerId } } : {}),
      limit: batch,
    });
    if (parts.length === 0) break;
    after = parts.at(-1);
    const owed = parts.filter((part) => part.unpaidPaise >= MIN_TRANSFER_PAISE);
    const orderIds = [...new Set(owed.map((part) => part.orderId))];
    const [payments, transfers, courierParts] = await Promise.all([
      selectOrderPayments(deps.db, orderIds),
      selectTransfersOfOrders(deps.db, orderIds),
      courierCodParts(deps.db, orderIds),
    ]);
    for (const part of owed) {
      if (stopped()) break;
      if (transfers.has(`${part.orderId}:${part.sellerId}`)) continue;
      if (!linked.has(part.sellerId)) {
        tally.waitingForAccount += 1;
        continue;
      }
      const payment = payments.get(part.orderId);
      if (!payment) continue;
      // Cash on delivery booked with a courier: paid once the courier has remitted its cash.
      if (
        payment.paymentType === 'cod' &&
        courierParts.get(`${part.orderId}:${part.sellerId}`) === false
      ) {
        tally.awaitingRemittance += 1;
        continue;
      }
      const plan = await planOf(deps, part, payment.paymentId);
      if (!plan) continue;
      // What the seller owes (a return after release) is taken off this transfer first.
      const owes = carry.get(part.sellerId) ?? 0;
      const amountPaise = part.unpaidPaise + owes;
      carry.set(part.sellerId, Math.min(0, amountPaise));
      if (amountPaise < MIN_TRANSFER_PAISE) continue;
      const asked = await askTransfer(deps, {
        orderId: part.orderId,
        sellerId: part.sellerId,
        amountPaise,
        ...plan,
      });
      if (asked) count(asked);
    }
  }

  // 4. Transfers to reverse, release and book.
  for (let after = ''; !stopped();) {
    const rows = await selectTransfersToBook(deps.db, after, batch);
    if (rows.length === 0) break;
    const parts = new Map(
      (
        await settlementParts(deps.db, { orderIds: [...new Set(rows.map((row) => row.orderId))] })
      ).map((part) => [`${part.orderId}:${part.sellerId}`, part]),
    );
    for (const row of rows) {
      if (stopped()) break;
      after = row.id;
      await settleTransfer(deps, row, parts.get(`${row.orderId}:${row.sellerId}`), tally);
    }
  }

  // 5. Each seller's balance that is due, by one direct transfer, booked at once.
  for (const [sellerId, position] of positions) {
    if (stopped()) break;
    if (!linked.has(sellerId) || position.outstanding) continue;
    if (position.duePaise < MIN_TRANSFER_PAISE) continue;
    const asked = await askTransfer(deps, {
      orderId: balanceTransferOrderId(sellerId, position.balanceTransfers + 1),
      sellerId,
      amountPaise: position.duePaise,
      paymentId: null,
      holdUntil: null,
    });
    if (!asked) continue;
    count(asked);
    if (asked.outcome !== 'transferred') continue;
    tally.balancesPaid += 1;
    tally.payoutsRecorded += await book(deps, asked.transfer);
  }
  return tally;
}

/**
 * How the part's one transfer is made now (from its payment, held until its window closes; or
 * direct), or undefined while it must wait.
 */
async function planOf(
  deps: SettlementDependencies,
  part: SettlementPart,
  paymentId: string | null,
): Promise<{ paymentId: string | null; holdUntil: Date | null } | undefined> {
  const now = deps.clock.now();
  const windowOpen = part.releasableAt !== null && part.releasableAt > now;
  const fromPayment =
    paymentId !== null && !(await hasRefundStarted(deps.db, paymentId)) ? paymentId : null;
  // A direct transfer is paid out at once: only once the window has closed and no return is open.
  if (fromPayment === null && (windowOpen || part.returnOpen)) return undefined;
  // From a payment, held while the window is open; past it, only with no return open.
  if (fromPayment !== null && !windowOpen && part.returnOpen) return undefined;
  return {
    paymentId: fromPayment,
    holdUntil: fromPayment !== null && windowOpen ? part.releasableAt : null,
  };
}

/** Asks for one transfer; undefined when Route's rules refuse it (it stays in the ledger). */
async function askTransfer(
  deps: SettlementDependencies,
  input: PayoutTransferInput,
): Promise<TransferOutcome | undefined> {
  try {
    return await requestTransfer(deps, input);
  } catch (error) {
    if (error instanceof TransferRefused) return undefined;
    throw error;
  }
}

async function settleTransfer(
  deps: SettlementDependencies,
  row: TransferRow,
  part: SettlementPart | undefined,
  tally: SettlementTally,
): Promise<void> {
  // A seller's balance: a direct transfer, never held, reversed by nothing here; booked once.
  if (isBalanceTransfer(row)) {
    tally.payoutsRecorded += await book(deps, row);
    return;
  }
  const earned = Math.max(part?.earnedPaise ?? 0, 0);
  // Reversals Razorpay never answered are asked again (by their key: the same reversal).
  const reversals = await selectReversals(deps.db, row.id);
  for (const reversal of reversals.filter((item) => item.status === 'pending')) {
    const again = await reverseTransfer(deps, {
      transferId: row.id,
      amountPaise: reversal.amountPaise,
      key: reversal.key,
    });
    if (again.outcome !== 'reversed') tally.notReached += 1;
  }
  const reserved = reversals
    .filter((item) => item.status !== 'failed')
    .reduce((sum, item) => sum + item.amountPaise, 0);
  const committed = row.amountPaise - reserved;
  if (committed > earned && row.status !== 'reversed') {
    // Razorpay reverses only a processed transfer: until then it stays held, and waits.
    if (row.status === 'created') return;
    try {
      const reversed = await reverseTransfer(deps, {
        transferId: row.id,
        amountPaise: committed - earned,
        // The ledger's figure names the cause: it only falls, so each fall reverses once.
        key: `settlement:${earned}`,
      });
      if (reversed.outcome === 'reversed') tally.reversed += 1;
      else tally.notReached += 1;
    } catch (error) {
      if (!(error instanceof TransferRefused)) throw error;
      tally.notReached += 1;
    }
  }
  let current = (await selectTransfer(deps.db, row.id)) ?? row;
  const now = deps.clock.now();
  const releasable =
    part !== undefined &&
    !part.returnOpen &&
    (part.releasableAt === null || part.releasableAt <= now);
  if (current.onHold && current.status !== 'reversed') {
    if (!releasable) return;
    try {
      current = await releaseTransfer(deps, current.id);
      tally.released += 1;
    } catch (error) {
      if (!(error instanceof RazorpayApiError) && !(error instanceof TransferRefused)) throw error;
      tally.notReached += 1;
      return;
    }
    if (current.onHold) return;
  }
  tally.payoutsRecorded += await book(deps, current);
}

/** The transfer in the ledger: its payout once, then each reversal Razorpay made, once. */
async function book(deps: SettlementDependencies, transfer: TransferRow): Promise<number> {
  const routeId = transfer.routeTransferId;
  if (!routeId) return 0;
  const reversals = (await selectReversals(deps.db, transfer.id)).filter(
    (item) => item.status === 'done' && item.routeReversalId,
  );
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const paid = await recordPayout(tx, {
      sellerId: transfer.sellerId,
      // A balance's payout is seller-wide money, as the entries it pays (a true-up) are.
      orderId: isBalanceTransfer(transfer) ? null : transfer.orderId,
      transferId: routeId,
      amountPaise: transfer.amountPaise,
      at,
      note: routeId,
    });
    for (const reversal of reversals) {
      await recordPayoutReversal(tx, {
        transferId: routeId,
        reversalId: reversal.routeReversalId!,
        amountPaise: reversal.amountPaise,
        at,
      });
    }
    return paid ? 1 : 0;
  });
}
