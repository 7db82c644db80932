// The life of a transfer to a seller (docs/decisions/route-payouts.md). The amount comes from the
// caller (the settlement run, from the seller ledger): this module never computes a seller's share.
// Exactly one transfer per (order, seller): the row is written first under a unique key, then one
// worker at a time asks Razorpay (a claim on the row); when an earlier attempt's answer was lost,
// the transfer is looked up by our id in its notes before asking again. A reversal is reserved
// against what is left of its transfer under the row's lock before Razorpay is asked, so two
// reversals can never add up to more than the transfer.
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { RazorpayApiError } from '../payments/index.ts';
import type { RouteApi, RouteTransfer } from './route-api.ts';
import {
  addReversed,
  claimPendingTransfer,
  hasRefundStarted,
  insertReversal,
  insertTransferOnce,
  lockTransfer,
  markReversalDone,
  markReversalNotDone,
  reopenFailedTransfer,
  selectDueHeldTransfers,
  selectLinkedAccountId,
  selectReversals,
  selectTransfer,
  sellerExists,
  updateTransfer,
  type ReversalRow,
  type TransferRow,
} from './transfers.repository.ts';

export interface TransferDependencies {
  db: Database;
  route: RouteApi;
  clock: Clock;
}

/** What the settlement run hands over for one (order, seller): the amount is the ledger's. */
export interface PayoutTransferInput {
  orderId: string;
  sellerId: string;
  /** The captured payment to transfer from; null: a direct transfer from the balance (COD money). */
  paymentId: string | null;
  amountPaise: number;
  /** Until when Razorpay holds its settlement; null: released at once (a direct transfer is never held). */
  holdUntil: Date | null;
}

export type TransferOutcome =
  /** No linked account: nothing is written, the money stays in the ledger for a later run. */
  | { outcome: 'no-linked-account' }
  /** A refund of the payment has started: Route would refuse; nothing is written. */
  | { outcome: 'refund-started' }
  /** Razorpay has it (or already had it: a repeat answers the one transfer). */
  | { outcome: 'transferred'; transfer: TransferRow }
  /** Another worker is asking Razorpay for it right now. */
  | { outcome: 'in-progress'; transfer: TransferRow }
  /** Razorpay could not be reached or failed on its side: asked again on the next run. */
  | { outcome: 'not-reached'; transfer: TransferRow }
  /** Razorpay refused it: shown to the operator, who may ask again. */
  | { outcome: 'failed'; transfer: TransferRow }
  /** (order, seller) has a transfer of another amount or payment already: nothing changed. */
  | { outcome: 'conflict'; transfer: TransferRow };

/** How long one worker may hold a transfer while it asks Razorpay. */
const CLAIM_MS = 2 * 60_000;
/** Pages of the transfers listing searched for a direct transfer whose answer was lost. */
const LOOKUP_PAGES = 5;

export class TransferRefused extends Error {
  override readonly name = 'TransferRefused';
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}

export async function requestTransfer(
  deps: TransferDependencies,
  input: PayoutTransferInput,
): Promise<TransferOutcome> {
  if (!Number.isSafeInteger(input.amountPaise) || input.amountPaise < 100)
    throw new TransferRefused('A transfer is a whole number of paise, at least ₹1.', 'amountPaise');
  if (input.holdUntil && input.paymentId === null)
    throw new TransferRefused('A direct transfer is paid out, never held.', 'holdUntil');
  if (!(await sellerExists(deps.db, input.sellerId)))
    throw new TransferRefused(`There is no seller ${input.sellerId}.`, 'sellerId');
  const account = await selectLinkedAccountId(deps.db, input.sellerId);
  if (!account) return { outcome: 'no-linked-account' };
  const now = deps.clock.now();
  const row = await insertTransferOnce(deps.db, {
    id: newId('trn'),
    orderId: input.orderId,
    sellerId: input.sellerId,
    paymentId: input.paymentId,
    linkedAccountId: account,
    amountPaise: input.amountPaise,
    status: 'pending',
    onHold: input.holdUntil !== null,
    holdUntil: input.holdUntil,
    createdAt: now,
    updatedAt: now,
  });
  if (row.amountPaise !== input.amountPaise || row.paymentId !== input.paymentId)
    return { outcome: 'conflict', transfer: row };
  if (row.status === 'failed') return { outcome: 'failed', transfer: row };
  if (row.status !== 'pending') return { outcome: 'transferred', transfer: row };
  return attemptTransfer(deps, row.id);
}

/** Asks Razorpay for a pending transfer (the first time, or again after an answer that never came). */
export async function attemptTransfer(
  deps: TransferDependencies,
  transferId: string,
): Promise<TransferOutcome> {
  const now = deps.clock.now();
  const claimed = await claimPendingTransfer(
    deps.db,
    transferId,
    now,
    new Date(now.getTime() + CLAIM_MS),
  );
  if (!claimed) {
    const current = await selectTransfer(deps.db, transferId);
    if (!current) throw new Error(`no transfer ${transferId}`);
    if (current.status === 'pending') return { outcome: 'in-progress', transfer: current };
    return current.status === 'failed'
      ? { outcome: 'failed', transfer: current }
      : { outcome: 'transferred', transfer: current };
  }
  if (claimed.paymentId && (await hasRefundStarted(deps.db, claimed.paymentId))) {
    const failed = await updateTransfer(deps.db, claimed.id, {
      status: 'failed',
      lastError: 'A refund of the payment has started: Route takes no transfer from it.',
      claimedUntil: null,
      updatedAt: now,
    });
    return { outcome: 'failed', transfer: failed };
  }
  const notes = { haat_transfer: claimed.id, order: claimed.orderId, seller: claimed.sellerId };
  try {
    // An earlier attempt may have reached Razorpay with its answer lost: find it before asking again.
    const earlier = claimed.attempts > 1 ? await findByOurId(deps.route, claimed) : undefined;
    const made =
      earlier ??
      (claimed.paymentId
        ? await deps.route.transferFromPayment(claimed.paymentId, {
            account: claimed.linkedAccountId,
            amountPaise: claimed.amountPaise,
            notes,
            onHold: claimed.onHold,
            onHoldUntil: claimed.holdUntil ? Math.floor(claimed.holdUntil.getTime() / 1000) : null,
          })
        : await deps.route.directTransfer({
            account: claimed.linkedAccountId,
            amountPaise: claimed.amountPaise,
            notes,
          }));
    const transfer = await updateTransfer(deps.db, claimed.id, {
      ...fromRoute(made),
      routeTransferId: made.id,
      lastError: null,
      claimedUntil: null,
      updatedAt: deps.clock.now(),
    });
    return transfer.status === 'failed'
      ? { outcome: 'failed', transfer }
      : { outcome: 'transferred', transfer };
  } catch (error) {
    const refused = error instanceof RazorpayApiError && !error.retryable;
    const words = error instanceof RazorpayApiError ? error.description : String(error);
    const transfer = await updateTransfer(deps.db, claimed.id, {
      ...(refused ? { status: 'failed' as const } : {}),
      lastError: words,
      claimedUntil: null,
      updatedAt: deps.clock.now(),
    });
    return { outcome: refused ? 'failed' : 'not-reached', transfer };
  }
}

/** Our transfer's status as Razorpay's answer has it (Razorpay's `pending` is `created` to us: it has it). */
function fromRoute(
  made: RouteTransfer,
): Pick<TransferRow, 'status' | 'onHold'> & { lastError?: string | null } {
  const status = made.status === 'pending' || made.status === 'created' ? 'created' : made.status;
  return { status, onHold: made.onHold };
}

async function findByOurId(route: RouteApi, row: TransferRow): Promise<RouteTransfer | undefined> {
  const mine = (transfer: RouteTransfer) => transfer.notes.haat_transfer === row.id;
  if (row.paymentId) return (await route.transfersOfPayment(row.paymentId)).find(mine);
  for (let page = 0; page < LOOKUP_PAGES; page += 1) {
    const items = await route.listTransfers({ count: 100, skip: page * 100 });
    const found = items.find(mine);
    if (found || items.length < 100) return found;
  }
  return undefined;
}

/** A failed transfer asked for again (the operator's retry). */
export async function retryFailedTransfer(
  deps: TransferDependencies,
  transferId: string,
): Promise<TransferOutcome> {
  const reopened = await reopenFailedTransfer(deps.db, transferId, deps.clock.now());
  if (!reopened) {
    const current = await selectTransfer(deps.db, transferId);
    if (!current) throw new TransferRefused(`There is no transfer ${transferId}.`, 'transferID');
    throw new TransferRefused(
      `Transfer ${transferId} has not failed: it is ${current.status}.`,
      'transferID',
    );
  }
  return attemptTransfer(deps, transferId);
}

/** Razorpay releases the transfer's settlement (the return window has closed and no return is open). */
export async function releaseTransfer(
  deps: TransferDependencies,
  transferId: string,
): Promise<TransferRow> {
  const row = await selectTransfer(deps.db, transferId);
  if (!row) throw new TransferRefused(`There is no transfer ${transferId}.`, 'transferID');
  if (!row.routeTransferId || row.status === 'pending' || row.status === 'failed')
    throw new TransferRefused(
      `Transfer ${transferId} is ${row.status}: there is nothing to release.`,
      'transferID',
    );
  if (!row.onHold) return row;
  const made = await deps.route.setHold(row.routeTransferId, false, null);
  const now = deps.clock.now();
  return updateTransfer(deps.db, row.id, { onHold: made.onHold, releasedAt: now, updatedAt: now });
}

/** Moves a held transfer's date (Razorpay settles on the next working day after it). */
export async function changeHold(
  deps: TransferDependencies,
  transferId: string,
  holdUntil: Date,
): Promise<TransferRow> {
  const row = await selectTransfer(deps.db, transferId);
  if (!row?.routeTransferId || !row.onHold)
    throw new TransferRefused(`Transfer ${transferId} is not held.`, 'transferID');
  if (holdUntil.getTime() <= deps.clock.now().getTime())
    throw new TransferRefused('The new date is not in the future.', 'holdUntil');
  await deps.route.setHold(row.routeTransferId, true, Math.floor(holdUntil.getTime() / 1000));
  return updateTransfer(deps.db, row.id, { holdUntil, updatedAt: deps.clock.now() });
}

export type ReversalOutcome =
  | { outcome: 'reversed'; reversal: ReversalRow }
  | { outcome: 'not-reached'; reversal: ReversalRow }
  | { outcome: 'failed'; reversal: ReversalRow };

/**
 * Takes `amountPaise` of a transfer back from the seller's linked account (a refund after the
 * transfer). `key` is the cause's id (the refund's): the same key reverses once. Never more than
 * is left of the transfer, counting reversals still being asked for.
 */
export async function reverseTransfer(
  deps: TransferDependencies,
  input: { transferId: string; amountPaise: number; key: string },
): Promise<ReversalOutcome> {
  if (!Number.isSafeInteger(input.amountPaise) || input.amountPaise <= 0)
    throw new TransferRefused('A reversal is a whole number of paise above zero.', 'amountPaise');
  const now = deps.clock.now();
  const reversal = await deps.db.transaction(async (tx) => {
    const row = await lockTransfer(tx, input.transferId);
    if (!row) throw new TransferRefused(`There is no transfer ${input.transferId}.`, 'transferID');
    const existing = await selectReversals(tx, row.id);
    const same = existing.find((item) => item.key === input.key);
    if (same) return same;
    if (!row.routeTransferId || row.status === 'pending' || row.status === 'failed')
      throw new TransferRefused(
        `Transfer ${row.id} is ${row.status}: there is nothing to reverse.`,
        'transferID',
      );
    const reserved = existing
      .filter((item) => item.status !== 'failed')
      .reduce((sum, item) => sum + item.amountPaise, 0);
    const left = row.amountPaise - reserved;
    if (input.amountPaise > left)
      throw new TransferRefused(
        `Only ${left} paise of transfer ${row.id} is left to reverse; ${input.amountPaise} was asked.`,
        'amountPaise',
      );
    const created: ReversalRow = {
      id: newId('rvs'),
      transferId: row.id,
      key: input.key,
      amountPaise: input.amountPaise,
      status: 'pending',
      routeReversalId: null,
      lastError: null,
      createdAt: now,
    };
    await insertReversal(tx, created);
    return created;
  });
  if (reversal.status !== 'pending') {
    return { outcome: reversal.status === 'done' ? 'reversed' : 'failed', reversal };
  }
  return attemptReversal(deps, reversal);
}

/**
 * The attempts under way in this process, by reversal: a refund's reversal and the settlement
 * run's "ask again" of the same pending one meet here and share one attempt, so Razorpay is asked
 * once. Across processes, marking it done once (markReversalDone) keeps it counted once.
 */
const attemptsUnderWay = new Map<string, Promise<ReversalOutcome>>();

/** Asks Razorpay for a reserved reversal, first looking for one an earlier attempt made. */
export function attemptReversal(
  deps: TransferDependencies,
  reversal: ReversalRow,
): Promise<ReversalOutcome> {
  const underWay = attemptsUnderWay.get(reversal.id);
  if (underWay) return underWay;
  const attempt = attemptReversalOnce(deps, reversal).finally(() =>
    attemptsUnderWay.delete(reversal.id),
  );
  attemptsUnderWay.set(reversal.id, attempt);
  return attempt;
}

async function attemptReversalOnce(
  deps: TransferDependencies,
  reversal: ReversalRow,
): Promise<ReversalOutcome> {
  const transfer = await selectTransfer(deps.db, reversal.transferId);
  if (!transfer?.routeTransferId)
    throw new Error(`reversal ${reversal.id} has no transfer at Razorpay`);
  const routeId = transfer.routeTransferId;
  try {
    const earlier = (await deps.route.reversalsOf(routeId)).find(
      (item) => item.notes.haat_reversal === reversal.id,
    );
    const made =
      earlier ??
      (await deps.route.reverse(routeId, reversal.amountPaise, {
        haat_reversal: reversal.id,
        key: reversal.key,
      }));
    const now = deps.clock.now();
    const done = {
      ...reversal,
      status: 'done' as const,
      routeReversalId: made.id,
      lastError: null,
    };
    await deps.db.transaction(async (tx) => {
      // Once: an attempt of another process that marked it first has counted it already.
      if (await markReversalDone(tx, reversal.id, made.id))
        await addReversed(tx, reversal.transferId, reversal.amountPaise, now);
    });
    return { outcome: 'reversed', reversal: done };
  } catch (error) {
    const refused = error instanceof RazorpayApiError && !error.retryable;
    const words = error instanceof RazorpayApiError ? error.description : String(error);
    const status = refused ? ('failed' as const) : ('pending' as const);
    await markReversalNotDone(deps.db, reversal.id, { status, lastError: words });
    return {
      outcome: refused ? 'failed' : 'not-reached',
      reversal: { ...reversal, status, lastError: words },
    };
  }
}

/**
 * Releases the held transfers whose hold date has come, in batches, unless `keepHolding` says one
 * must wait (a return still open on the seller's part of the order: the caller's source, the
 * returns). A transfer Razorpay does not release keeps its hold and Razorpay's words, and is
 * looked at again on the next run; a run stopped halfway leaves nothing half-done, since each
 * release is one call and one row.
 */
export async function releaseDueTransfers(
  deps: TransferDependencies,
  options: {
    keepHolding: (transfer: { orderId: string; sellerId: string }) => Promise<boolean>;
    batchSize?: number;
    maxBatches?: number;
  },
): Promise<{ released: number; kept: number; notReleased: number }> {
  const batchSize = options.batchSize ?? 100;
  const tally = { released: 0, kept: 0, notReleased: 0 };
  const seen = new Set<string>();
  for (let batch = 0; batch < (options.maxBatches ?? 100); batch += 1) {
    const due = (await selectDueHeldTransfers(deps.db, deps.clock.now(), batchSize + seen.size))
      .filter((row) => !seen.has(row.id))
      .slice(0, batchSize);
    if (due.length === 0) break;
    for (const row of due) {
      seen.add(row.id);
      if (await options.keepHolding({ orderId: row.orderId, sellerId: row.sellerId })) {
        tally.kept += 1;
        continue;
      }
      try {
        await releaseTransfer(deps, row.id);
        tally.released += 1;
      } catch (error) {
        const words = error instanceof RazorpayApiError ? error.description : String(error);
        await updateTransfer(deps.db, row.id, { lastError: words, updatedAt: deps.clock.now() });
        tally.notReleased += 1;
      }
    }
  }
  return tally;
}
