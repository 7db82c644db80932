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

/** The language the order was placed in: its messages are written in it. */
export const orderLanguageOf = (order: Pick<OrderRow, 'language'>): LanguageCode =>
  isLanguageCode(order.language) ? order.language : DEFAULT_LANGUAGE;

/** A line's title as the order's messages name it: in the order's language where it was copied. */
export const lineTitleInOrderLanguage = (
  order: Pick<OrderRow, 'language'>,
  line: Pick<OrderLineRow, 'title' | 'titleHi'>,
): string => textIn(orderLanguageOf(order), line.title, line.titleHi);

export function orderFactsOf(
  order: OrderRow,
  customerName: string,
  siteUrl: string | undefined,
): OrderFacts {
  return {
    orderId: order.id,
    language: orderLanguageOf(order),
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
