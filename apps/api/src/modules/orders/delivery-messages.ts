// The shopper's message when the courier could not deliver a parcel (docs/decisions/couriers.md
// "Messages"): SMS (or WhatsApp where the shopper chose it) and e-mail, with the courier's reason,
// written in the transaction that records the failed attempt — which happens once per attempt.
import type { Executor } from '../../db/client.ts';
import { recordOrderNotifications } from '../notifications/index.ts';
import { orderFactsOf } from './order-facts.ts';
import { selectCustomerContact, selectOrderById } from './orders.repository.ts';

export async function oweDeliveryFailedMessage(
  tx: Executor,
  input: {
    orderId: string;
    attempt: number;
    reason: string | null;
    now: Date;
    siteUrl: string | undefined;
  },
): Promise<void> {
  const order = await selectOrderById(tx, input.orderId);
  if (!order || order.shippingStatus === 'Cancelled') return;
  const customer = await selectCustomerContact(tx, order.customerId);
  if (!customer) return;
  await recordOrderNotifications(tx, {
    eventId: null,
    kind: 'delivery-failed',
    now: input.now,
    to: { mobile: customer.mobile, email: customer.email },
    order: {
      ...orderFactsOf(order, customer.firstName, input.siteUrl),
      deliveryFailure: { attempt: input.attempt, reason: input.reason },
    },
  });
}
