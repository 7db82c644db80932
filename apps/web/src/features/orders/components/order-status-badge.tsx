import { messages as m } from '../../../messages/orders';
import { statusToneOf } from '../lib/order-display';

/** The state in the page's language; a state the storefront does not know yet, as the server says it. */
export function stateName(shippingStatus: string): string {
  const states: Readonly<Record<string, string>> = m.orders.states;
  return states[shippingStatus] ?? shippingStatus;
}

interface OrderStatusBadgeProps {
  statusName: string;
  shippingStatus: string;
}

/**
 * docs/spec.md §4 order display: the shipping status as text, red when cancelled, green when delivered,
 * neutral otherwise. The words carry the meaning; the colour only repeats it.
 */
export function OrderStatusBadge({ statusName, shippingStatus }: OrderStatusBadgeProps) {
  const tone = statusToneOf({ statusName, shippingStatus });
  const isPaymentPending = tone === 'neutral' && statusName === 'Payment pending';
  return (
    <span className={`order-status is-${tone}`} data-tone={tone}>
      {stateName(shippingStatus)}
      {isPaymentPending ? ` · ${m.orders.paymentPending}` : null}
    </span>
  );
}
