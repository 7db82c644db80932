// A seller's shipment recorded with its audit row in one transaction (the orders module's own
// transaction nests inside as a savepoint): a change is never left unaudited.
import type { ShipmentBody } from '@haat/contract';
import { newId } from '../../../lib/ids.ts';
import { type ShipmentChange, recordShipment } from '../../orders/index.ts';
import { insertAuditEntry } from '../shared/audit-log.repository.ts';
import type { OperatorDependencies } from '../shared/operator.ts';

export async function recordShipmentAudited(
  deps: OperatorDependencies,
  sellerId: string,
  orderId: string,
  body: ShipmentBody,
): Promise<ShipmentChange> {
  const actor = `seller:${sellerId}` as const;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const change = await recordShipment(tx, {
      orderId,
      sellerId,
      body,
      actor,
      now,
      shop: deps.shop,
    });
    await insertAuditEntry(tx, {
      id: newId('aud'),
      actor,
      action: `shipment.${body.state.toLowerCase()}`,
      target: orderId,
      details: {
        before: { state: change.from },
        after: {
          state: change.shipment.state,
          courier: change.shipment.courier,
          trackingNumber: change.shipment.trackingNumber,
        },
        order: { from: change.orderFrom, to: change.orderTo },
      },
      at: now,
    });
    return change;
  });
}
