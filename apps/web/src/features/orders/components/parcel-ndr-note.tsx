// The failed delivery attempt's note, on the order page and the public tracking page: no form and
// no query library here (the tracking page loads neither; the re-attempt form is parcel-ndr.tsx).
import type { OrderShipment } from '@haat/contract';
import { messages as m } from '../../../messages/orders';

type Ndr = NonNullable<NonNullable<OrderShipment['parcel']>['ndr']>;

/**
 * A failed delivery attempt (docs/decisions/couriers.md "Failed deliveries"): the courier's
 * reason, on the order page and the public tracking page, and what was asked for it.
 */
export function ParcelNdrNote({ ndr }: { ndr: Ndr }) {
  return (
    <div className="order-parcel-ndr" role="status" data-testid="parcel-ndr">
      <p>
        <strong>{m.shipments.ndr.failed(ndr.attempt)}</strong>
        {ndr.reason ? ` ${m.shipments.ndr.reason} ${ndr.reason}` : null}
      </p>
      {ndr.asked ? <p className="muted">{m.shipments.ndr.asked[ndr.asked]}</p> : null}
    </div>
  );
}
