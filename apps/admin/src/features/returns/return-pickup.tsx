// A return's pickup with the courier that delivered its part (docs/decisions/returns.md, "Pickups
// with the courier"): the courier, the AWB linked to its tracking page, where the parcel stands
// and each scan, newest first; or why the pickup is left to be arranged by hand.
import type { BackOfficeReturn } from '@haat/contract';
import { formatWhen } from '../../lib/format.ts';

const PICKUP_STATES: Record<NonNullable<BackOfficeReturn['pickup']>['state'], string> = {
  booked: 'Booked: the courier collects it from the shopper',
  'picked-up': 'Collected from the shopper',
  'in-transit': 'On its way back',
  'out-for-delivery': 'Out for delivery to the seller',
  'failed-attempt': 'Pickup attempt failed',
  rto: 'On its way back',
  'rto-delivered': 'Delivered back to the seller',
  delivered: 'Delivered back to the seller',
};

export function ReturnPickup({ item }: { item: BackOfficeReturn }) {
  const pickup = item.pickup;
  if (!pickup) {
    if (item.pickupByHand) return <small className="sub">By hand: {item.pickupByHand}</small>;
    if (item.courierPart && item.status === 'approved')
      return <small className="sub">Not booked yet</small>;
    return <small className="sub">By hand</small>;
  }
  return (
    <div data-testid="return-pickup">
      {pickup.courierName}
      <small className="sub">
        AWB{' '}
        {pickup.trackingUrl ? (
          <a href={pickup.trackingUrl} target="_blank" rel="noreferrer">
            {pickup.awb}
          </a>
        ) : (
          pickup.awb
        )}
      </small>
      <small className="sub">{PICKUP_STATES[pickup.state]}</small>
      {pickup.scans.length > 0 ? (
        <ol className="return-steps" aria-label={`Scans of AWB ${pickup.awb}`}>
          {[...pickup.scans].reverse().map((scan) => (
            <li key={`${scan.at}-${scan.activity}`}>
              {scan.activity}
              {scan.place ? ` · ${scan.place}` : ''} · {formatWhen(scan.at)}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
