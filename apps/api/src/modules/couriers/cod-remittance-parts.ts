// Two questions other modules ask of COD remittances (docs/decisions/couriers.md): the settlement
// run's (docs/decisions/settlement.md, "Cash on delivery money") — of these (order, seller) parts,
// which were booked with a courier, and whether the courier's remittance of each one's cash is
// recorded (a matched line; a part shipped by hand is absent) — and the seller's statement's.
import type { Database } from '../../db/client.ts';
import { selectCodRemittanceStates, selectCourierParts } from './cod-remittance.repository.ts';

/** `<order id>:<seller id>` → whether its cash is remitted, for the parts booked with a courier. */
export async function courierCodParts(
  db: Pick<Database, 'select' | 'insert'>,
  orderIds: readonly string[],
): Promise<Map<string, boolean>> {
  const rows = await selectCourierParts(db, orderIds);
  return new Map(rows.map((row) => [`${row.orderId}:${row.sellerId}`, row.remitted]));
}

/** Where a seller's COD parcel booked with a courier stands: its cash awaited, remitted, or not matching. */
export interface CodRemittanceState {
  state: 'awaiting' | 'remitted' | 'mismatch';
  utr: string | null;
  remittedOn: string | null;
}

/**
 * The seller's statement's question, lent to the back office by the composition root: for these
 * orders, the seller's COD parcels booked with a courier and their remittance (a matched line's
 * UTR and day; else the first line that does not match; else awaited).
 */
export async function codRemittancesOfOrders(
  db: Pick<Database, 'select' | 'insert'>,
  sellerId: string,
  orderIds: readonly string[],
): Promise<Map<string, CodRemittanceState>> {
  const rows = await selectCodRemittanceStates(db, sellerId, orderIds);
  const states = new Map<string, CodRemittanceState>();
  for (const row of rows) {
    const kept = states.get(row.orderId);
    if (kept?.state === 'remitted') continue;
    if (row.status === 'matched' || row.status === 'accepted')
      states.set(row.orderId, { state: 'remitted', utr: row.utr, remittedOn: row.remittedOn });
    else if (row.status !== null && kept?.state !== 'mismatch')
      states.set(row.orderId, { state: 'mismatch', utr: row.utr, remittedOn: row.remittedOn });
    else if (!kept) states.set(row.orderId, { state: 'awaiting', utr: null, remittedOn: null });
  }
  return states;
}
