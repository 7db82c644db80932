// docs/spec.md §4 "Order display", "Cancel request", "Review" and "Invoice" as small pure rules, so the
// list, the details page and the tests read one definition of each.
import type { Order } from '@haat/contract';

/** `status` of a cancelled order (contract ORDER_STATUS.cancelled). */
const CANCELLED_STATUS = -1;

export type StatusTone = 'cancelled' | 'delivered' | 'neutral';

/**
 * docs/spec.md §4: red when statusName is a cancel value, green when shippingStatus is 'delivered'
 * (case-insensitive), neutral otherwise. The earlier list page compared against the misspelt
 * 'cencel' and never matched (docs/decisions/product-owner.md: fixed); a Cancelled shipping state
 * counts too.
 */
export function statusToneOf(order: { statusName: string; shippingStatus: string }): StatusTone {
  if (isCancelled(order)) return 'cancelled';
  if (order.shippingStatus.trim().toLowerCase() === 'delivered') return 'delivered';
  return 'neutral';
}

export function isCancelled(order: { statusName: string; shippingStatus: string }): boolean {
  return (
    order.statusName.trim().toLowerCase() === 'cancel' ||
    order.shippingStatus.trim().toLowerCase() === 'cancelled'
  );
}

export function isDelivered(order: { shippingStatus: string }): boolean {
  return order.shippingStatus.trim().toLowerCase() === 'delivered';
}

/**
 * docs/spec.md §4 shows 'Cancel Request' whenever statusName is not 'Cancel'; it is offered while
 * the server says the order can still be cancelled (`cancellation`: free until it ships, with a
 * fee after; docs/decisions/cancellation.md).
 */
export function canRequestCancel(
  order: Pick<Order, 'statusName' | 'shippingStatus' | 'cancellation'>,
): boolean {
  return !isCancelled(order) && order.cancellation !== null;
}

/** Shipped or on the way: past the point of cancelling, not yet delivered. */
export function hasShippedUndelivered(order: Pick<Order, 'shippingStatus'>): boolean {
  return order.shippingStatus === 'Shipped' || order.shippingStatus === 'Out for delivery';
}

/**
 * A seller's parcel has been delivered while the order is not (docs/decisions/cancellation.md "A
 * part delivered"): the order can no longer be cancelled; its delivered items are returned.
 */
export function hasPartDelivered(
  order: Pick<Order, 'statusName' | 'shippingStatus' | 'shipments'>,
): boolean {
  return (
    !isCancelled(order) &&
    !isDelivered(order) &&
    order.shipments.some((shipment) => shipment.state === 'Delivered')
  );
}

/** docs/spec.md §4: a line without a rating, on an order whose shippingStatus is delivered. */
export function canReviewLine(
  order: Pick<Order, 'shippingStatus'>,
  line: { rating: number | null },
): boolean {
  return isDelivered(order) && line.rating === null;
}

/** docs/spec.md §4: offered only when invoiceFile exists and status is not -1. */
export function canDownloadInvoice(order: Pick<Order, 'invoiceFile' | 'status'>): boolean {
  return (
    order.invoiceFile !== null && order.invoiceFile !== '' && order.status !== CANCELLED_STATUS
  );
}

/**
 * Whether one item or one seller's parcel may be cancelled on its own (docs/decisions/cancellation.md):
 * before the order ships, once paid (or cash on delivery), while another item would remain.
 */
export function canCancelItems(
  order: Pick<Order, 'cancellation' | 'statusName' | 'products'>,
): boolean {
  const active = order.products.filter((line) => !line.cancelled).length;
  return (
    order.cancellation !== null &&
    !order.cancellation.afterShipping &&
    order.statusName !== 'Payment pending' &&
    active > 1
  );
}
