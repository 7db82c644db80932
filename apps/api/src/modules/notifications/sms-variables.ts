// The variables of each order message's SMS template. India's DLT rules let a gateway send only
// registered templates, so the shop's words are registered once per kind and only these values
// change; each is at most 30 characters (DLT's limit for a variable). README lists the templates.
import { formatInr } from '@haat/india';
import { RETURN_STEP_WORDS, type NotificationKind, type OrderFacts } from './notification-texts.ts';

const DLT_VARIABLE_LENGTH = 30;

function paymentOf(order: OrderFacts): string {
  return order.paymentType === 'cod' ? 'Pay on delivery' : 'Paid online';
}

export function smsTemplateVariables(
  kind: NotificationKind,
  order: OrderFacts,
): Record<string, string> {
  const base = { order_id: order.orderId };
  const variables: Record<string, string> = (() => {
    switch (kind) {
      case 'placed':
        return {
          ...base,
          amount: formatInr(order.payablePaise),
          payment: paymentOf(order),
          tracking_id: order.trackingId,
        };
      case 'shipped':
        return { ...base, tracking_id: order.trackingId };
      case 'out-for-delivery':
        return {
          ...base,
          amount: formatInr(order.payablePaise),
          payment: paymentOf(order),
        };
      case 'delivered':
        return base;
      case 'cancelled':
        return { ...base, refund_amount: formatInr(order.refundDuePaise) };
      case 'refunded':
        return {
          ...base,
          refund_amount: formatInr(order.refund?.paise ?? 0),
          refund_reference: order.refund?.reference ?? '',
        };
      case 'return':
        return {
          ...base,
          return_update: order.returnStep ? RETURN_STEP_WORDS[order.returnStep.state] : '',
        };
    }
  })();
  return Object.fromEntries(
    Object.entries(variables).map(([name, value]) => [name, value.slice(0, DLT_VARIABLE_LENGTH)]),
  );
}
