// What a message to the shopper says about their order (notifications/notification-texts.ts).
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@haat/contract/constants';
import type { OrderFacts } from '../notifications/index.ts';
import type { Executor } from '../../db/client.ts';
import { textIn } from '../catalog/index.ts';
import {
  selectCustomerContact,
  selectOrderById,
  type OrderLineRow,
  type OrderRow,
} from './orders.repository.ts';
import { selectRefundsOfOrders } from './refunds.repository.ts';

/** The language the order was placed in: its messages are written in it. */
export const orderLanguageOf = (order: Pick<OrderRow, 'language'>): LanguageCode =>
  isLanguageCode(order.language) ? order.language : DEFAULT_LANGUAGE;

/** A line's title as the order's messages name it: in the order's language where it was copied. */
export const lineTitleInOrderLanguage = (
  order: Pick<OrderRow, 'language'>,
  line: Pick<OrderLineRow, 'title' | 'titleHi'>,
): string => textIn(orderLanguageOf(order), line.title, line.titleHi);

/**
 * What the order's cancel refunds: its own refund (purpose 'cancellation'), paid back since or
 * not; not a refund of items cancelled or returned before it. Nothing for an order not paid.
 */
export const cancellationRefundPaise = (
  refunds: readonly { purpose: string; amountPaise: number }[],
): number =>
  refunds
    .filter((refund) => refund.purpose === 'cancellation')
    .reduce((sum, refund) => sum + refund.amountPaise, 0);

/**
 * The facts of `order` for a message. `cancelRefundPaise`: what its cancel refunds (a
 * cancellation's message says it; docs/decisions/cancellation.md "What the message says").
 */
export function orderFactsOf(
  order: OrderRow,
  customerName: string,
  siteUrl: string | undefined,
  cancelRefundPaise = 0,
): OrderFacts {
  return {
    orderId: order.id,
    language: orderLanguageOf(order),
    trackingId: order.trackingId,
    customerName,
    payablePaise: order.payablePaise,
    paymentType: order.paymentType,
    cancelReason: order.cancelReason,
    refundDuePaise: cancelRefundPaise,
    siteUrl,
  };
}

/**
 * An order's facts as a message sent now tells them (an SMS gateway fills its registered template
 * with them). A cancellation's refund is what that cancel owes back, refunded since or not.
 */
export async function readOrderFacts(
  db: Executor,
  orderId: string,
  siteUrl: string | undefined,
): Promise<OrderFacts | null> {
  const order = await selectOrderById(db, orderId);
  if (!order) return null;
  const customer = await selectCustomerContact(db, order.customerId);
  const refunds = await selectRefundsOfOrders(db, [order.id]);
  const facts = orderFactsOf(
    order,
    customer?.firstName ?? '',
    siteUrl,
    cancellationRefundPaise(refunds),
  );
  return {
    ...facts,
    ...(order.refundedAt
      ? { refund: { paise: order.refundedPaise, reference: order.refundReference ?? '' } }
      : {}),
  };
}
