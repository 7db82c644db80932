import type { ReactNode } from 'react';
import type { OrderLine, OrderShipment } from '@haat/contract';
import { formatOrderDate } from '../../../lib/dates';
import { formatOrderDateTime } from '../lib/order-dates';
import { messages as m } from '../../../messages/orders';
import { ParcelNdrNote } from './parcel-ndr-note';

/**
 * Each seller's parcel (docs/decisions/orders.md "Tracking a parcel"): who sends it, where it
 * stands, and once it has left the courier, the tracking number and the courier's own tracking
 * page where we know it. On the order page and on the public tracking page alike. A cancelled
 * order's parcel that had left says it is going back to the seller, then that it is back
 * (docs/decisions/cancellation.md), as the server says.
 */
export function OrderShipments({
  shipments,
  products,
  cancelled,
  action,
}: {
  shipments: readonly OrderShipment[];
  products: readonly OrderLine[];
  cancelled: boolean;
  /** What the shopper may do with a parcel on their own order page (cancel it before it ships). */
  action?: ((shipment: OrderShipment) => ReactNode) | undefined;
}) {
  // A cancelled order that never left has no parcel to follow.
  const shown = cancelled ? shipments.filter((shipment) => shipment.shippedAt) : shipments;
  if (shown.length === 0) return null;
  const titleOf = new Map(products.map((line) => [line.productID, line.title]));
  return (
    <section className="order-card" aria-labelledby="order-shipments-title">
      <h2 id="order-shipments-title">{m.shipments.heading(shown.length)}</h2>
      <ul className="order-shipments">
        {shown.map((shipment, index) => (
          <li
            key={`${shipment.shopName}-${index}`}
            className="order-shipment"
            data-testid="order-shipment"
          >
            <p className="order-shipment-head">
              <strong>{m.shipments.from(shipment.shopName)}</strong>
              <span className="order-shipment-state" data-testid="order-shipment-state">
                {shipment.returnToSeller
                  ? m.shipments.returnToSeller[shipment.returnToSeller]
                  : shipment.parcel
                    ? m.shipments.parcelStates[shipment.parcel.state]
                    : m.shipments.states[shipment.state]}
              </span>
            </p>
            <p className="muted order-shipment-items">
              {m.shipments.contains}:{' '}
              {shipment.productIDs.map((id) => titleOf.get(id) ?? id).join(', ')}
            </p>
            {shipment.parcel ? (
              <ParcelTracking parcel={shipment.parcel} />
            ) : (
              <ShipmentTracking shipment={shipment} cancelled={cancelled} />
            )}
            <ShipmentDates shipment={shipment} />
            {action ? action(shipment) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ShipmentTracking({
  shipment,
  cancelled,
}: {
  shipment: OrderShipment;
  cancelled: boolean;
}) {
  if (!shipment.courier || !shipment.trackingNumber) {
    // Only a parcel still with its seller is waiting to be shipped: one the operator moved on
    // with the whole order has left (or arrived) without a courier on record.
    const waiting = shipment.state === 'Placed' || shipment.state === 'Packed';
    return !cancelled && waiting ? <p className="muted">{m.shipments.notShippedYet}</p> : null;
  }
  return (
    <>
      <dl className="order-shipment-facts">
        <div>
          <dt>{m.shipments.courier}</dt>
          <dd>{shipment.courier}</dd>
        </div>
        <div>
          <dt>{m.shipments.trackingNumber}</dt>
          <dd className="order-shipment-number">{shipment.trackingNumber}</dd>
        </div>
      </dl>
      {shipment.trackingUrl ? (
        <a
          className="button button-secondary button-small"
          href={shipment.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {m.shipments.trackOn(shipment.courier)}{' '}
          <span className="visually-hidden">{m.shipments.opensInNewTab}</span>
        </a>
      ) : null}
    </>
  );
}

/** What a scan says: the state it means, and the courier's words when they add to it. */
function scanText(scan: NonNullable<OrderShipment['parcel']>['scans'][number]): string {
  if (!scan.state) return scan.activity;
  const words = m.shipments.parcelStates[scan.state];
  const adds = scan.activity && scan.activity.toLowerCase() !== words.toLowerCase();
  return adds ? `${words} — ${scan.activity}` : words;
}

/**
 * A parcel booked through a courier: its AWB and link, the expected date, every scan (a return's
 * pickup too, on its return).
 */
export function ParcelTracking({ parcel }: { parcel: NonNullable<OrderShipment['parcel']> }) {
  const latestFirst = [...parcel.scans].reverse();
  return (
    <>
      <dl className="order-shipment-facts">
        <div>
          <dt>{m.shipments.courier}</dt>
          <dd>{parcel.courierName}</dd>
        </div>
        <div>
          <dt>{m.shipments.awb}</dt>
          <dd className="order-shipment-number">{parcel.awb}</dd>
        </div>
        {parcel.expectedAt && parcel.state !== 'delivered' && parcel.state !== 'rto-delivered' ? (
          <div>
            <dt>{m.shipments.expectedBy}</dt>
            <dd>
              <time dateTime={parcel.expectedAt}>{formatOrderDate(parcel.expectedAt)}</time>
            </dd>
          </div>
        ) : null}
      </dl>
      {parcel.trackingUrl ? (
        <a
          className="button button-secondary button-small"
          href={parcel.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {m.shipments.trackParcel}{' '}
          <span className="visually-hidden">{m.shipments.opensInNewTab}</span>
        </a>
      ) : null}
      {parcel.ndr ? <ParcelNdrNote ndr={parcel.ndr} /> : null}
      {latestFirst.length > 0 ? (
        <section className="order-parcel-scans" aria-label={m.shipments.scansHeading}>
          <h3>{m.shipments.scansHeading}</h3>
          <ol data-testid="parcel-scans">
            {latestFirst.map((scan) => (
              <li key={`${scan.at}-${scan.activity}`}>
                <time dateTime={scan.at}>{formatOrderDateTime(scan.at)}</time>
                <span className="order-parcel-scan-text">{scanText(scan)}</span>
                {scan.place ? <span className="muted">{scan.place}</span> : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </>
  );
}

function ShipmentDates({ shipment }: { shipment: OrderShipment }) {
  const dates = [
    [m.shipments.packedOn, shipment.packedAt],
    [m.shipments.shippedOn, shipment.shippedAt],
    [m.shipments.deliveredOn, shipment.deliveredAt],
    [m.shipments.returnedOn, shipment.returnedAt],
  ].filter((entry): entry is [string, string] => entry[1] !== null);
  if (dates.length === 0) return null;
  return (
    <ul className="order-shipment-dates muted">
      {dates.map(([label, at]) => (
        <li key={label}>
          {label} <time dateTime={at}>{formatOrderDate(at)}</time>
        </li>
      ))}
    </ul>
  );
}
