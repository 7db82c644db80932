// What each order e-mail says, written once per kind: a template gives the words and the action,
// and email-layout.ts lays the same document out as HTML and as plain text.
import { formatInr, formatOrderDate } from '@haat/india';
import type { NotificationKind } from '../notifications/index.ts';
import type { OrderSummary } from '../orders/index.ts';

export interface OrderEmailDocument {
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

/** The storefront's page of one order (docs/spec.md §2: /order/details/{id}). */
export function orderPageUrl(siteUrl: string, orderId: string): string {
  return `${siteUrl}/order/details/${encodeURIComponent(orderId)}`;
}

function totalLabelOf(kind: NotificationKind, order: OrderSummary): string {
  if (kind === 'cancelled' || kind === 'refunded' || kind === 'return') return 'Order total';
  if (order.paymentType === 'prepaid') return 'Paid';
  return kind === 'delivered' ? 'Paid on delivery' : 'To pay on delivery';
}

type Template = (input: OrderEmailInput) => Pick<
  OrderEmailDocument,
  'preview' | 'heading' | 'paragraphs'
> & {
  actionLabel: string;
};

const TEMPLATES: Record<NotificationKind, Template> = {
  placed: ({ order }) => {
    const amount = formatInr(order.payablePaise);
    return {
      heading: 'Thank you for your order',
      preview: `We have your order ${order.orderId}.`,
      paragraphs: [
        `We have your order ${order.orderId}, placed on ${formatOrderDate(order.placedAt)}.`,
        order.paymentType === 'cod'
          ? `Please keep ${amount} ready for cash on delivery.`
          : `We have your payment of ${amount}.`,
        `Tracking ID: ${order.trackingId}. We will write again when it ships.`,
      ],
      actionLabel: 'View your order',
    };
  },
  shipped: ({ order, hasInvoiceAttached }) => ({
    heading: 'Your order is on its way',
    preview: `Order ${order.orderId} has shipped.`,
    paragraphs: [
      `Your order ${order.orderId} has shipped. Tracking ID: ${order.trackingId}.`,
      hasInvoiceAttached
        ? 'Your GST invoice is attached to this e-mail, and you can download it from My Orders at any time.'
        : 'Your GST invoice is ready to download from My Orders.',
    ],
    actionLabel: 'Track your order',
  }),
  'out-for-delivery': ({ order }) => ({
    heading: 'Arriving today',
    preview: `Order ${order.orderId} is out for delivery.`,
    paragraphs: [
      `Your order ${order.orderId} is out for delivery today.`,
      ...(order.paymentType === 'cod'
        ? [`Please keep ${formatInr(order.payablePaise)} ready for cash on delivery.`]
        : []),
    ],
    actionLabel: 'Track your order',
  }),
  delivered: ({ order }) => ({
    heading: 'Delivered',
    preview: `Order ${order.orderId} has been delivered.`,
    paragraphs: [
      `Your order ${order.orderId} has been delivered. We hope you like it.`,
      'Tell other shoppers what you think: you can review what you bought from My Orders.',
    ],
    actionLabel: 'Review your order',
  }),
  cancelled: ({ order }) => ({
    heading: 'Your order is cancelled',
    preview: `Order ${order.orderId} has been cancelled.`,
    paragraphs: [
      `Your order ${order.orderId} has been cancelled.`,
      ...(order.cancelReason ? [`Reason: ${order.cancelReason}`] : []),
      ...(order.refundDuePaise > 0
        ? [`${formatInr(order.refundDuePaise)} will be refunded to your original payment method.`]
        : order.refundedPaise > 0
          ? [`${formatInr(order.refundedPaise)} has been refunded to your original payment method.`]
          : []),
    ],
    actionLabel: 'View your order',
  }),
  refunded: ({ order, body }) => {
    const stored = storedParagraphs(body);
    return {
      heading: 'Your refund is on its way',
      preview:
        stored[0] ?? `${formatInr(order.refundedPaise)} refunded for order ${order.orderId}.`,
      paragraphs:
        stored.length > 0
          ? stored
          : [
              `We have refunded ${formatInr(order.refundedPaise)} for your cancelled order ${order.orderId} to your original payment method.`,
              ...(order.refundReference ? [`Refund reference: ${order.refundReference}`] : []),
              'Your bank may take up to 7 working days to show it.',
            ],
      actionLabel: 'View your order',
    };
  },
  return: ({ order, body }) => {
    const stored = storedParagraphs(body);
    return {
      heading: 'About your return',
      preview: stored[0] ?? `An update on your return from order ${order.orderId}.`,
      paragraphs:
        stored.length > 0
          ? stored
          : [`There is news about your return from order ${order.orderId}.`],
      actionLabel: 'See your return',
    };
  },
};

export function composeOrderEmail(input: OrderEmailInput): OrderEmailDocument {
  const { actionLabel, ...words } = TEMPLATES[input.kind](input);
  return {
    ...words,
    paragraphs: [`Hello ${input.order.customerFirstName},`, ...words.paragraphs],
    order: input.order,
    totalLabel: totalLabelOf(input.kind, input.order),
    showAddress: input.kind !== 'cancelled' && input.kind !== 'refunded' && input.kind !== 'return',
    action: { label: actionLabel, url: orderPageUrl(input.siteUrl, input.order.orderId) },
  };
}
