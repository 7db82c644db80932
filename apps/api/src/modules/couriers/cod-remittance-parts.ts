// The settlement run's question (docs/decisions/settlement.md, "Cash on delivery money"): of
// these (order, seller) parts, which were booked with a courier, and whether the courier's
// remittance of each one's cash is recorded (a matched line). A part shipped by hand is absent.
import type { Database } from '../../db/client.ts';
import { selectCourierParts } from './cod-remittance.repository.ts';

/** `<order id>:<seller id>` → whether its cash is remitted, for the parts booked with a courier. */
export async function courierCodParts(
  db: Pick<Database, 'select' | 'insert'>,
  orderIds: readonly string[],
): Promise<Map<string, boolean>> {
  const rows = await selectCourierParts(db, orderIds);
  return new Map(rows.map((row) => [`${row.orderId}:${row.sellerId}`, row.remitted]));
}
