// What each order e-mail says, written once per kind: a template gives the words and the action,
// and email-layout.ts lays the same document out as HTML and as plain text. The words are the
// order's language's (order-email-words-en.ts, order-email-words-hi.ts); the structure is shared.
import { DEFAULT_LANGUAGE, pathInLanguage, type LanguageCode } from '@haat/contract/constants';
import { formatInr, formatOrderDate } from '@haat/india';
import type { NotificationKind } from '../notifications/index.ts';
import type { OrderSummary } from '../orders/index.ts';
import { orderEmailWordsIn, type OrderEmailWords } from './order-email-words.ts';

export interface OrderEmailDocument {
  /** The language it is written in (the order's): the layout's labels and `<html lang>`. */
  language: LanguageCode;
  /** The line a mail app shows beside the subject before the message is opened. */
  preview: string;
  heading: string;
  paragraphs: string[];
  order: OrderSummary;
  /** How the order's last total line reads: what is due, paid, or was the total. */
  totalLabel: string;
  /** Where the goods go; left out once the order is cancelled. */
  showAddress: boolean;
  action: { label: string; url: string };
}

export interface OrderEmailInput {
  kind: NotificationKind;
  order: OrderSummary;
  /** The language the order was placed in (orders.language); English when not given. */
  language?: LanguageCode;
  /** The shop's public address (PUBLIC_URL), without a trailing slash. */
  siteUrl: string;
  /** The GST invoice PDF travels with this e-mail ("shipped"). */
  hasInvoiceAttached: boolean;
  /**
   * The plain text the outbox holds: what happened when it was written. A return's step and a
   * refund's own amount are not on the order row, so those e-mails say what it says.
   */
  body?: string;
}

/** The outbox text's paragraphs between its greeting and its sign-off. */
function storedParagraphs(body: string | undefined): string[] {
  const paragraphs = (body ?? '').split('\n\n').map((part) => part.trim());
  return paragraphs.slice(1, -1).filter(Boolean);
}

/**
 * The storefront's page of one order (docs/spec.md §2: /order/details/{id}), in the order's
 * language (/hi/order/details/{id} for Hindi).
 */
export function orderPageUrl(
  siteUrl: string,
  orderId: string,
  language: LanguageCode = DEFAULT_LANGUAGE,
): string {
  return `${siteUrl}${pathInLanguage(language, `/order/details/${encodeURIComponent(orderId)}`)}`;
}

function totalLabelOf(
  kind: NotificationKind,
  order: OrderSummary,
  words: OrderEmailWords['totals'],
): string {
  if (kind === 'cancelled' || kind === 'refunded' || kind === 'return') return words.orderTotal;
  if (order.paymentType === 'prepaid') return words.paid;
  return kind === 'delivered' ? words.paidOnDelivery : words.toPayOnDelivery;
}

type TemplateInput = OrderEmailInput & { words: OrderEmailWords; language: LanguageCode };

type Template = (input: TemplateInput) => Pick<
  OrderEmailDocument,
  'preview' | 'heading' | 'paragraphs'
> & {
  actionLabel: string;
};

const TEMPLATES: Record<NotificationKind, Template> = {
  placed: ({ order, words, language }) => {
    const amount = formatInr(order.payablePaise);
    return {
      heading: words.placed.heading,
      preview: words.placed.preview(order.orderId),
      paragraphs: [
        words.placed.placedOn(order.orderId, formatOrderDate(order.placedAt, language)),
        order.paymentType === 'cod'
          ? words.keepCashReady(amount)
          : words.placed.paymentReceived(amount),
        words.placed.tracking(order.trackingId),
      ],
      actionLabel: words.actions.view,
    };
  },
  shipped: ({ order, hasInvoiceAttached, words }) => ({
    heading: words.shipped.heading,
    preview: words.shipped.preview(order.orderId),
    paragraphs: [
      words.shipped.shipped(order.orderId, order.trackingId),
      hasInvoiceAttached ? words.shipped.invoiceAttached : words.shipped.invoiceReady,
    ],
    actionLabel: words.actions.track,
  }),
  'out-for-delivery': ({ order, words }) => ({
    heading: words.outForDelivery.heading,
    preview: words.outForDelivery.preview(order.orderId),
    paragraphs: [
      words.outForDelivery.today(order.orderId),
      ...(order.paymentType === 'cod' ? [words.keepCashReady(formatInr(order.payablePaise))] : []),
    ],
    actionLabel: words.actions.track,
  }),
  // The courier's reason is not on the order row: the outbox text says it (its first paragraph,
  // the track line after it dropped: the action button is the order's page).
  'delivery-failed': ({ order, body, words }) => {
    const stored = storedParagraphs(body);
    return {
      heading: words.deliveryFailed.heading,
      preview: words.deliveryFailed.preview(order.orderId),
      paragraphs:
        stored.length > 0
          ? [stored[0]!.split('\n')[0]!]
          : [words.deliveryFailed.failed(order.orderId), words.deliveryFailed.askAgain],
      actionLabel: words.actions.view,
    };
  },
  delivered: ({ order, words }) => ({
    heading: words.delivered.heading,
    preview: words.delivered.preview(order.orderId),
    paragraphs: [words.delivered.delivered(order.orderId), words.delivered.review],
    actionLabel: words.actions.review,
  }),
  cancelled: ({ order, words }) => ({
    heading: words.cancelled.heading,
    preview: words.cancelled.preview(order.orderId),
    paragraphs: [
      words.cancelled.cancelled(order.orderId),
      ...(order.cancelReason ? [words.cancelled.reason(order.cancelReason)] : []),
      ...(order.refundDuePaise > 0
        ? [words.cancelled.willRefund(formatInr(order.refundDuePaise))]
        : order.refundedPaise > 0
          ? [words.cancelled.refunded(formatInr(order.refundedPaise))]
          : []),
    ],
    actionLabel: words.actions.view,
  }),
  refunded: ({ order, body, words }) => {
    const stored = storedParagraphs(body);
    const amount = formatInr(order.refundedPaise);
    return {
      heading: words.refunded.heading,
      preview: stored[0] ?? words.refunded.preview(amount, order.orderId),
      paragraphs:
        stored.length > 0
          ? stored
          : [
              words.refunded.refunded(amount, order.orderId),
              ...(order.refundReference ? [words.refunded.reference(order.refundReference)] : []),
              words.refunded.bankTime,
            ],
      actionLabel: words.actions.view,
    };
  },
  return: ({ order, body, words }) => {
    const stored = storedParagraphs(body);
    return {
      heading: words.return.heading,
      preview: stored[0] ?? words.return.preview(order.orderId),
      paragraphs: stored.length > 0 ? stored : [words.return.news(order.orderId)],
      actionLabel: words.actions.seeReturn,
    };
  },
};

export function composeOrderEmail(input: OrderEmailInput): OrderEmailDocument {
  const language = input.language ?? DEFAULT_LANGUAGE;
  const words = orderEmailWordsIn(language);
  const { actionLabel, ...said } = TEMPLATES[input.kind]({ ...input, words, language });
  return {
    ...said,
    language,
    paragraphs: [words.greeting(input.order.customerFirstName), ...said.paragraphs],
    order: input.order,
    totalLabel: totalLabelOf(input.kind, input.order, words.totals),
    showAddress: input.kind !== 'cancelled' && input.kind !== 'refunded' && input.kind !== 'return',
    action: {
      label: actionLabel,
      url: orderPageUrl(input.siteUrl, input.order.orderId, language),
    },
  };
}
