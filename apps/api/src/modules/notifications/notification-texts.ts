// What the shopper is told at each step of an order, by SMS (one short line, under 160
// characters, no link shorteners) and by e-mail (a subject and a plain-text body).
import { formatInr } from '@haat/india';

export const NOTIFIED_STATES = {
  Placed: 'placed',
  Shipped: 'shipped',
  'Out for delivery': 'out-for-delivery',
  Delivered: 'delivered',
  Cancelled: 'cancelled',
} as const;
export type NotificationKind = (typeof NOTIFIED_STATES)[keyof typeof NOTIFIED_STATES] | 'refunded';

export interface OrderFacts {
  orderId: string;
  trackingId: string;
  customerName: string;
  payablePaise: number;
  paymentType: 'cod' | 'prepaid';
  cancelReason: string | null;
  /** Owed back for a paid order that was cancelled. */
  refundDuePaise: number;
  /** Paid back, as the operator recorded it (a refund message). */
  refund?: { paise: number; reference: string };
  /** The shop's address for links, e.g. 'https://haat.example' (none: no link). */
  siteUrl: string | undefined;
}

export interface Message {
  sms: string;
  subject: string;
  email: string;
}

function trackLine(order: OrderFacts): string {
  return order.siteUrl
    ? `Track it at ${order.siteUrl}/order/status/${order.trackingId}`
    : `Tracking ID: ${order.trackingId}`;
}

export function composeMessage(kind: NotificationKind, order: OrderFacts): Message {
  const amount = formatInr(order.payablePaise);
  const greeting = `Hello ${order.customerName},`;
  const signOff = '\n\nThank you for shopping with Haat.';
  switch (kind) {
    case 'placed': {
      const paying =
        order.paymentType === 'cod'
          ? `Please keep ${amount} ready for cash on delivery.`
          : `Paid: ${amount}.`;
      return {
        sms: `Haat: order ${order.orderId} is placed. ${order.paymentType === 'cod' ? `Pay ${amount} on delivery.` : `Paid ${amount}.`} Tracking ID ${order.trackingId}.`,
        subject: `Order ${order.orderId} placed`,
        email: `${greeting}\n\nWe have your order ${order.orderId}. ${paying}\n${trackLine(order)}${signOff}`,
      };
    }
    case 'shipped':
      return {
        sms: `Haat: order ${order.orderId} has shipped. Tracking ID ${order.trackingId}.`,
        subject: `Order ${order.orderId} has shipped`,
        email: `${greeting}\n\nYour order ${order.orderId} is on its way. Your GST invoice is ready to download from My Orders.\n${trackLine(order)}${signOff}`,
      };
    case 'out-for-delivery':
      return {
        sms: `Haat: order ${order.orderId} is out for delivery today.${order.paymentType === 'cod' ? ` Keep ${amount} ready.` : ''}`,
        subject: `Order ${order.orderId} is out for delivery`,
        email: `${greeting}\n\nYour order ${order.orderId} is out for delivery today.${order.paymentType === 'cod' ? ` Please keep ${amount} ready for cash on delivery.` : ''}\n${trackLine(order)}${signOff}`,
      };
    case 'delivered':
      return {
        sms: `Haat: order ${order.orderId} is delivered. Tell others what you think: review it in My Orders.`,
        subject: `Order ${order.orderId} delivered`,
        email: `${greeting}\n\nYour order ${order.orderId} has been delivered. We hope you like it: you can review what you bought from My Orders.${signOff}`,
      };
    case 'cancelled': {
      const refund =
        order.refundDuePaise > 0
          ? ` ${formatInr(order.refundDuePaise)} will be refunded to your original payment method.`
          : '';
      const reason = order.cancelReason ? ` Reason: ${order.cancelReason}` : '';
      return {
        sms: `Haat: order ${order.orderId} is cancelled.${refund}`.slice(0, 160),
        subject: `Order ${order.orderId} cancelled`,
        email: `${greeting}\n\nYour order ${order.orderId} has been cancelled.${reason}${refund}${signOff}`,
      };
    }
    case 'refunded': {
      const refunded = formatInr(order.refund?.paise ?? 0);
      const reference = order.refund?.reference ?? '';
      return {
        sms: `Haat: ${refunded} for cancelled order ${order.orderId} is refunded (ref ${reference}). Banks take up to 7 working days to show it.`.slice(
          0,
          160,
        ),
        subject: `Refund of ${refunded} for order ${order.orderId}`,
        email: `${greeting}\n\nWe have refunded ${refunded} for your cancelled order ${order.orderId} to your original payment method. Reference: ${reference}. Your bank may take up to 7 working days to show it.${signOff}`,
      };
    }
  }
}
