import { Link } from '../../../components/ui/link';
import { formatOrderDate } from '../../../lib/dates';
import { messages as m } from '../../../messages/orders';
import type { TrackedOrder } from '../api/track-order';
import { toOrderLineView } from '../lib/order-lines';
import { OrderStatusBadge } from './order-status-badge';
import { OrderShipments } from './order-shipments';
import { TrackingSteps } from './tracking-steps';

/**
 * /order/status/{trakingid} (docs/spec.md §2): read-only tracking for anyone with the link — order id,
 * date, status, the steps, the items and the city. No invoice, no cancel, nothing personal.
 */
export function TrackingView({ order }: { order: TrackedOrder | null }) {
  // A malformed id (400) is as missing as an unknown one (404); the loader answered both so. Any
  // other failure is the route's ErrorBoundary, with its way on.
  if (!order) {
    return (
      <div className="container order-page order-message">
        <h1>{m.tracking.notFound}</h1>
        <p className="muted">{m.tracking.notFoundHint}</p>
        <Link className="button button-primary" to="/">
          {m.tracking.homeLink}
        </Link>
      </div>
    );
  }

  const lines = order.products.map(toOrderLineView);
  const isDelivered = order.shippingStatus === 'Delivered';
  return (
    <div className="container order-page tracking-page">
      <header className="order-head">
        <p className="order-eyebrow">{m.tracking.heading}</p>
        <div className="order-head-title">
          <h1>{m.tracking.orderId(order.orderID)}</h1>
          <OrderStatusBadge statusName={order.statusName} shippingStatus={order.shippingStatus} />
        </div>
        <p className="muted">
          {m.tracking.orderedOn}{' '}
          <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
          {order.city ? (
            <>
              <span aria-hidden="true"> · </span>
              {isDelivered
                ? m.tracking.deliveredTo(order.city)
                : m.tracking.deliveringTo(order.city)}
            </>
          ) : null}
        </p>
      </header>

      <div className="order-card">
        <TrackingSteps shippingStatus={order.shippingStatus} timeline={order.timeline} />
      </div>

      <OrderShipments
        shipments={order.shipments}
        products={order.products}
        cancelled={order.shippingStatus === 'Cancelled'}
      />

      <section className="order-card" aria-labelledby="tracking-items-title">
        <h2 id="tracking-items-title">{m.tracking.itemsHeading}</h2>
        <ul className="order-lines">
          {lines.map((line) => (
            <li key={line.key} className="order-line">
              {line.imageUrl ? (
                <img src={line.imageUrl} alt="" width={56} height={56} loading="lazy" />
              ) : (
                <span className="order-line-image" aria-hidden="true" />
              )}
              <div className="order-line-text">
                <p className="order-line-title">{line.title}</p>
                {line.variantParts.length > 0 ? (
                  <p className="muted order-line-variant">
                    {m.orderDetails.variant(line.variantParts)}
                  </p>
                ) : null}
                <p className="order-line-sum">{m.tracking.quantity(line.pieces)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <p className="muted tracking-note">{m.tracking.readOnlyNote}</p>
    </div>
  );
}
