// What a message to the shopper says about their order (notifications/notification-texts.ts).
import { DEFAULT_LANGUAGE, isLanguageCode } from '@haat/contract/constants';
import type { OrderFacts } from '../notifications/index.ts';
import type { Executor } from '../../db/client.ts';
import { selectCustomerContact, selectOrderById, type OrderRow } from './orders.repository.ts';

export function orderFactsOf(
  order: OrderRow,
  customerName: string,
  siteUrl: string | undefined,
): OrderFacts {
  return {
    orderId: order.id,
    language: isLanguageCode(order.language) ? order.language : DEFAULT_LANGUAGE,
    trackingId: order.trackingId,
    customerName,
    payablePaise: order.payablePaise,
    paymentType: order.paymentType,
    cancelReason: order.cancelReason,
    refundDuePaise: order.refundDuePaise,
    siteUrl,
  };
}

/**
 * An order's facts as a message sent now tells them (an SMS gateway fills its registered template
 * with them). A cancellation's refund is what was owed back, refunded since or not.
 */
export async function readOrderFacts(
  db: Executor,
  orderId: string,
  siteUrl: string | undefined,
): Promise<OrderFacts | null> {
  const order = await selectOrderById(db, orderId);
  if (!order) return null;
  const customer = await selectCustomerContact(db, order.customerId);
  const facts = orderFactsOf(order, customer?.firstName ?? '', siteUrl);
  return {
    ...facts,
    refundDuePaise: order.refundDuePaise + order.refundedPaise,
    ...(order.refundedAt
      ? { refund: { paise: order.refundedPaise, reference: order.refundReference ?? '' } }
      : {}),
  };
}
