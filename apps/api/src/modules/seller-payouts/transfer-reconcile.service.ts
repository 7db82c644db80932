// Our transfers against Razorpay's (GET /v1/transfers?expand[]=recipient_settlement): each
// settlement Razorpay made is recorded on our row (its id and UTR, when a webhook was lost), and
// every disagreement is listed for the operator: an amount or a reversed amount that differs, a
// transfer of ours Razorpay does not list, one of Razorpay's made by us (our id in its notes) that
// we have no row for. Read-only at Razorpay.
import type { RouteTransfer } from './route-api.ts';
import {
  selectTransferByRouteId,
  selectTransfersSince,
  updateTransfer,
} from './transfers.repository.ts';
import type { TransferDependencies } from './transfers.service.ts';

export interface TransferMismatch {
  kind: 'amount' | 'reversed' | 'missing-at-razorpay' | 'unknown-to-us' | 'status' | 'stuck';
  transferId: string | null;
  routeTransferId: string | null;
  ours: string | null;
  razorpays: string | null;
}

/** A transfer still not taken by Razorpay this long after its last attempt is stuck. */
const STUCK_PENDING_MS = 30 * 60_000;
/** A transfer still held this long after its hold date is stuck (the run releases it on the day). */
const STUCK_HELD_MS = 2 * 24 * 3600_000;

/** The most pages of 100 read from Razorpay's listing in one reconciliation. */
const MAX_PAGES = 50;

export async function reconcileTransfers(
  deps: TransferDependencies,
  options: { since: Date; pages?: number },
): Promise<{ checked: number; settlementsRecorded: number; mismatches: TransferMismatch[] }> {
  const listed = new Map<string, RouteTransfer>();
  for (let page = 0; page < Math.min(options.pages ?? MAX_PAGES, MAX_PAGES); page += 1) {
    const items = await deps.route.listTransfers({ count: 100, skip: page * 100 });
    for (const item of items) listed.set(item.id, item);
    if (items.length < 100) break;
  }
  const mismatches: TransferMismatch[] = [];
  let settlementsRecorded = 0;
  const ours = await selectTransfersSince(deps.db, options.since);
  const oursByRouteId = new Set<string>();
  const now = deps.clock.now().getTime();
  for (const row of ours) {
    if (row.status === 'pending' && row.updatedAt.getTime() < now - STUCK_PENDING_MS)
      mismatches.push({
        kind: 'stuck',
        transferId: row.id,
        routeTransferId: row.routeTransferId,
        ours: row.status,
        razorpays: null,
      });
    else if (row.onHold && row.holdUntil && row.holdUntil.getTime() < now - STUCK_HELD_MS)
      mismatches.push({
        kind: 'stuck',
        transferId: row.id,
        routeTransferId: row.routeTransferId,
        ours: 'on_hold',
        razorpays: null,
      });
    if (!row.routeTransferId) continue;
    oursByRouteId.add(row.routeTransferId);
    const theirs = listed.get(row.routeTransferId);
    const base = { transferId: row.id, routeTransferId: row.routeTransferId };
    if (!theirs) {
      mismatches.push({
        ...base,
        kind: 'missing-at-razorpay',
        ours: String(row.amountPaise),
        razorpays: null,
      });
      continue;
    }
    if (theirs.amountPaise !== row.amountPaise)
      mismatches.push({
        ...base,
        kind: 'amount',
        ours: String(row.amountPaise),
        razorpays: String(theirs.amountPaise),
      });
    if (theirs.amountReversedPaise !== row.reversedPaise)
      mismatches.push({
        ...base,
        kind: 'reversed',
        ours: String(row.reversedPaise),
        razorpays: String(theirs.amountReversedPaise),
      });
    if ((theirs.status === 'failed') !== (row.status === 'failed'))
      mismatches.push({ ...base, kind: 'status', ours: row.status, razorpays: theirs.status });
    const settled =
      theirs.recipientSettlementId &&
      (theirs.recipientSettlementId !== row.settlementId ||
        (theirs.recipientSettlementUtr && theirs.recipientSettlementUtr !== row.settlementUtr));
    if (settled) {
      await updateTransfer(deps.db, row.id, {
        settlementId: theirs.recipientSettlementId,
        settlementUtr: theirs.recipientSettlementUtr ?? row.settlementUtr,
        updatedAt: deps.clock.now(),
      });
      settlementsRecorded += 1;
    }
  }
  for (const theirs of listed.values()) {
    const ourId = theirs.notes.haat_transfer;
    if (!ourId || oursByRouteId.has(theirs.id)) continue;
    // Ours by its note, yet no row of ours names it (a row older than `since` is not unknown).
    if (await selectTransferByRouteId(deps.db, theirs.id)) continue;
    mismatches.push({
      kind: 'unknown-to-us',
      transferId: ourId,
      routeTransferId: theirs.id,
      ours: null,
      razorpays: String(theirs.amountPaise),
    });
  }
  return { checked: ours.length, settlementsRecorded, mismatches };
}
