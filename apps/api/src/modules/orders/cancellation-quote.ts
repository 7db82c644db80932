// What cancelling an order costs now (docs/decisions/cancellation.md): free until it ships; after,
// a fee by where the parcel is, kept from a prepaid order's refund. Pure: the order's answer and
// the cancel itself read the same rule; and, once cancelled, what was kept and why.
import type { OrderKeptFee, ShipmentState } from '@haat/contract';
import type { OrderRow } from './orders.repository.ts';
import { isCancellable } from './order-states.ts';
import { effectiveShipmentState } from './shipment-states.ts';

/** docs/decisions/cancellation.md: the fee by where the parcel is (config CANCEL_FEE_*). */
export interface CancelFees {
  shipped: number;
  outForDelivery: number;
}

export interface CancellationQuote {
  afterShipping: boolean;
  feePaise: number;
  /** What goes back to the shopper: nothing for an order not paid online. */
  refundPaise: number;
}

/** Where the order's sellers' parts stand, for its cancel. */
export interface PartsAtCancel {
  /** A seller's parcel has left (or arrived) although the order may still read Placed or Packed. */
  anyShipped: boolean;
  /** A seller's parcel has been delivered: the order is no longer cancelled (a return instead). */
  anyDelivered: boolean;
}

/** The parts from each seller's recorded state (none: the order's own state carries them all). */
export function partsAtCancel(
  order: Pick<OrderRow, 'shippingStatus'>,
  recorded: readonly ShipmentState[],
): PartsAtCancel {
  const states = recorded.map((state) => effectiveShipmentState(state, order.shippingStatus));
  return {
    anyShipped: states.some((state) => state === 'Shipped' || state === 'Delivered'),
    anyDelivered: states.includes('Delivered'),
  };
}

export const PART_DELIVERED =
  'Part of this order has been delivered, so it can no longer be cancelled. Ask for a return of the delivered items on this page; the rest can be returned once it arrives.';

/**
 * Why the shopper cannot cancel the order now, or null when they can. A seller's part delivered
 * ends it (docs/decisions/cancellation.md "A part delivered"): those goods are with the shopper
 * and come back through the returns flow; a cancel's refund would pay for them too.
 */
export function cancelRefusal(
  order: Pick<OrderRow, 'shippingStatus'>,
  parts: PartsAtCancel,
): string | null {
  if (order.shippingStatus === 'Cancelled') return 'This order is already cancelled.';
  if (order.shippingStatus === 'Delivered') {
    return 'This order has been delivered; ask for a return instead.';
  }
  return parts.anyDelivered ? PART_DELIVERED : null;
}

/** What cancelling costs now, or null when the order can no longer be cancelled (cancelRefusal). */
export function quoteCancellation(
  order: Pick<OrderRow, 'shippingStatus' | 'paymentStatus' | 'payablePaise'>,
  parts: PartsAtCancel,
  fees: CancelFees,
): CancellationQuote | null {
  if (cancelRefusal(order, parts)) return null;
  const state = order.shippingStatus;
  const paid = order.paymentStatus === 'paid' ? order.payablePaise : 0;
  const afterShipping = parts.anyShipped || !isCancellable(state);
  if (!afterShipping) return { afterShipping, feePaise: 0, refundPaise: paid };
  // Nothing paid, nothing to keep a fee from: a cash-on-delivery order is cancelled at no cost
  // (the decision records why), as is one still waiting for its online payment.
  const fee = state === 'Out for delivery' ? fees.outForDelivery : fees.shipped;
  const feePaise = Math.min(fee, paid);
  return { afterShipping, feePaise, refundPaise: paid - feePaise };
}

/** What a cancel after shipping kept from the refund, in paise, and why. */
export interface KeptFee {
  feePaise: number;
  /** What the shopper paid for the whole order, items cancelled before it shipped included. */
  paidPaise: number;
  /** All that comes back: paid less the fee (docs/decisions/refunds.md "Refund due is a sum"). */
  refundPaise: number;
  /** The part of the refund owed for items cancelled before it shipped. */
  itemsRefundPaise: number;
  /** Where the parcel was when the shopper cancelled: the fee's reason. */
  parcel: OrderKeptFee['parcel'];
}

/** A refund owed for items cancelled before the order shipped (refunds.service.ts). */
export const isItemsRefund = (refund: { purpose: string }) => refund.purpose.startsWith('items:');

/**
 * What the order's cancel kept (docs/decisions/cancellation.md "Kept, and said after"), or null
 * when it kept nothing. The fee was the one of the state the order stood in when cancelled: the
 * step of its timeline (ordered by time, every move a step) just before the last 'Cancelled'.
 * What was paid is read from the ledger: the order's payable as it stood, plus what its refunds
 * of items cancelled before shipping gave back (the payable shrank by exactly that).
 */
export function keptFeeOf(
  order: Pick<OrderRow, 'cancelFeePaise' | 'payablePaise'>,
  timeline: readonly { state: string }[],
  refunds: readonly { purpose: string; amountPaise: number }[],
): KeptFee | null {
  if (order.cancelFeePaise <= 0) return null;
  const states = timeline.map((step) => step.state);
  const before = states[states.lastIndexOf('Cancelled') - 1];
  const itemsRefundPaise = refunds
    .filter(isItemsRefund)
    .reduce((sum, refund) => sum + refund.amountPaise, 0);
  const paidPaise = order.payablePaise + itemsRefundPaise;
  return {
    feePaise: order.cancelFeePaise,
    paidPaise,
    refundPaise: paidPaise - order.cancelFeePaise,
    itemsRefundPaise,
    parcel: before === 'Out for delivery' ? 'out-for-delivery' : 'shipped',
  };
}
