// A return's pickup follows its scans (docs/decisions/couriers.md, "Return pickups"): the first
// scan that means the courier has the parcel moves the return to Picked up, and delivered — back
// at the seller's — to Received, through the returns flow's own moveReturn: the stock goes back
// and the refund is owed there, as when the seller marks it received. Each step once: the return's
// row is locked and moves only from the state it was read in, so a scan repeated, or a seller who
// marked it by hand first, changes nothing more.
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { moveReturn } from '../orders/index.ts';
import { nameOf } from './booking.service.ts';
import type { CourierShipmentRow } from './couriers.repository.ts';

/** The return's steps a pickup's state reaches: none before the courier has the parcel. */
function stepsOf(state: string): ('picked-up' | 'received')[] {
  if (state === 'delivered') return ['picked-up', 'received'];
  if (state === 'picked-up' || state === 'in-transit' || state === 'out-for-delivery')
    return ['picked-up'];
  return [];
}

/** Moves the return on; answers its id when this scan received it (its credit note is due). */
export async function followWithReturn(
  tx: Database,
  deps: { siteUrl?: string | undefined },
  row: CourierShipmentRow,
  state: string,
  now: Date,
): Promise<string | null> {
  if (!row.returnId) return null;
  const courier = row.courierName ?? nameOf(row.provider);
  let received: string | null = null;
  for (const [index, step] of stepsOf(state).entries()) {
    try {
      await moveReturn(tx, {
        returnId: row.returnId,
        to: step,
        role: 'courier',
        actor: `courier:${row.provider}`,
        note:
          step === 'received'
            ? `Delivered back to the seller by ${courier} (AWB ${row.awb ?? ''}).`
            : `Collected by ${courier} (AWB ${row.awb ?? ''}).`,
        now: new Date(now.getTime() + index + 1),
        siteUrl: deps.siteUrl,
      });
      if (step === 'received') received = row.returnId;
    } catch (error) {
      // Moved already (by hand, or an earlier scan), or cancelled: the scans are still kept.
      if (error instanceof AppError) continue;
      throw error;
    }
  }
  return received;
}
