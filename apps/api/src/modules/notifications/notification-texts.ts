// What the shopper is told at each step of an order, by SMS (one short line, under 160
// characters, no link shorteners) and by e-mail (a subject and a plain-text body), in the
// language the order was placed in: English here, Hindi in notification-texts-hi.ts.
import { formatInr } from '@haat/india';
import type { Message, NotificationKind, OrderFacts, ReturnStepKind } from './message-facts.ts';
import { composeHindiMessage } from './notification-texts-hi.ts';
import { trackingPageUrl } from './order-message-links.ts';

export {
  NOTIFIED_STATES,
  type Message,
  type NotificationKind,
  type OrderFacts,
  type ReturnStepKind,
} from './message-facts.ts';

function trackLine(order: OrderFacts): string {
  const url = trackingPageUrl(order);
  return url ? `Track it at ${url}` : `Tracking ID: ${order.trackingId}`;
}

/** The message of one step of an order, in the order's language. */
export function composeMessage(kind: NotificationKind, order: OrderFacts): Message {
  switch (order.language) {
    case 'hi':
      return composeHindiMessage(kind, order);
    case 'en':
      return composeEnglishMessage(kind, order);
  }
}

function composeEnglishMessage(kind: NotificationKind, order: OrderFacts): Message {
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
    case 'delivery-failed': {
      const reason = order.deliveryFailure?.reason;
      return {
        sms: `Haat: the courier could not deliver order ${order.orderId}${reason ? ` (${reason})` : ''}. It will try again; to pick the day, open My Orders.`.slice(
          0,
          160,
        ),
        subject: `We could not deliver order ${order.orderId}`,
        email: `${greeting}\n\nThe courier tried to deliver your order ${order.orderId} but could not.${reason ? ` The courier’s reason: ${reason}.` : ''} It will try again; to choose the day, ask for another attempt from the order’s page in My Orders.\n${trackLine(order)}${signOff}`,
      };
    }
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
      const what = order.refund?.forReturn ? 'your return from order' : 'your cancelled order';
      return {
        sms: `Haat: ${refunded} for ${order.refund?.forReturn ? 'your return from order' : 'cancelled order'} ${order.orderId} is refunded (ref ${reference}). Banks take up to 7 working days to show it.`.slice(
          0,
          160,
        ),
        subject: `Refund of ${refunded} for order ${order.orderId}`,
        email: `${greeting}\n\nWe have refunded ${refunded} for ${what} ${order.orderId} to ${order.paymentType === 'cod' ? 'the account you gave us' : 'your original payment method'}.\n\nRefund reference: ${reference}\n\nYour bank may take up to 7 working days to show it.${signOff}`,
      };
    }
    case 'return':
      return composeReturnMessage(order, greeting, signOff);
  }
}

/** What each step of a return tells the shopper; the SMS says the step, the e-mail what next. */
export const RETURN_STEP_WORDS: Record<ReturnStepKind, string> = {
  requested: 'is requested',
  approved: 'is approved',
  rejected: 'was not accepted',
  'picked-up': 'is picked up',
  received: 'reached the seller',
  cancelled: 'is cancelled',
};

function composeReturnMessage(order: OrderFacts, greeting: string, signOff: string): Message {
  const step = order.returnStep;
  if (!step) throw new Error(`A return message of order ${order.orderId} has no return step`);
  const item = `${step.title}${step.pieces > 1 ? ` (${step.pieces} pieces)` : ''}`;
  const refund = formatInr(step.refundPaise);
  const next: Record<ReturnStepKind, string> = {
    requested: `We have your request to return ${item}. The seller replies within 2 days; you can follow it in My Orders.`,
    approved: `Your return of ${item} is approved. A courier will pick it up from your address in 1 to 3 days; keep it packed with its tags.`,
    rejected: `Your return of ${item} was not accepted.${step.note ? ` The reason given: ${step.note}` : ''} Write to customer care if you think this is wrong.`,
    'picked-up': `Your return of ${item} has been picked up. ${refund} will be refunded once it reaches the seller.`,
    received: `Your return of ${item} has reached the seller. ${refund} is being refunded${order.paymentType === 'cod' ? ' to the account you gave us' : ' to your original payment method'}; your credit note is in My Orders.`,
    cancelled: `Your return of ${item} is cancelled, as you asked.`,
  };
  return {
    sms: `Haat: your return for order ${order.orderId} ${RETURN_STEP_WORDS[step.state]}. Details in My Orders.`,
    subject: `Your return for order ${order.orderId} ${RETURN_STEP_WORDS[step.state]}`,
    email: `${greeting}\n\n${next[step.state]}${signOff}`,
  };
}
