// What a message to the shopper says about their order (notifications/notification-texts.ts).
import type { OrderFacts } from '../notifications/index.ts';
import type { OrderRow } from './orders.repository.ts';

export function orderFactsOf(
  order: OrderRow,
  customerName: string,
  siteUrl: string | undefined,
): OrderFacts {
  return {
    orderId: order.id,
    trackingId: order.trackingId,
    customerName,
    payablePaise: order.payablePaise,
    paymentType: order.paymentType,
    cancelReason: order.cancelReason,
    refundDuePaise: order.refundDuePaise,
    siteUrl,
  };
}
