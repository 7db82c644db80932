// The utility templates an operator registers with Meta (docs/whatsapp-templates.md lists their
// words), one per kind of order message, each in English ('en') and Hindi ('hi'), and the body
// parameters each is sent with ({{1}}, {{2}}, … in this order).
import { formatInr } from '@haat/india';

export type WhatsAppLanguage = 'en' | 'hi';
export type TemplateKind =
  | 'placed'
  | 'shipped'
  | 'out-for-delivery'
  | 'delivery-failed'
  | 'delivered'
  | 'cancelled'
  | 'refunded'
  | 'return';

export const WHATSAPP_TEMPLATES: Record<TemplateKind, { name: string; parameters: string[] }> = {
  placed: {
    name: 'haat_order_placed',
    parameters: ['first name', 'order id', 'amount', 'payment', 'tracking link'],
  },
  shipped: { name: 'haat_order_shipped', parameters: ['first name', 'order id', 'tracking link'] },
  'out-for-delivery': {
    name: 'haat_order_out_for_delivery',
    parameters: ['first name', 'order id', 'amount', 'payment'],
  },
  'delivery-failed': {
    name: 'haat_delivery_failed',
    parameters: ['first name', 'order id', 'reason', 'tracking link'],
  },
  delivered: { name: 'haat_order_delivered', parameters: ['first name', 'order id'] },
  cancelled: { name: 'haat_order_cancelled', parameters: ['order id', 'refund amount'] },
  refunded: {
    name: 'haat_refund_made',
    parameters: ['order id', 'refund amount', 'refund reference'],
  },
  return: { name: 'haat_return_update', parameters: ['order id', 'item', 'return step'] },
};

/** What a template's parameters are read from (the notifications module's order facts). */
export interface TemplateFacts {
  orderId: string;
  customerName: string;
  payablePaise: number;
  paymentType: 'cod' | 'prepaid';
  refundDuePaise: number;
  refund?: { paise: number; reference: string };
  /** The courier's reason for a failed delivery attempt. */
  deliveryFailureReason?: string | null;
  /** The return's item and its step, in the order's language. */
  returnStep?: { title: string; words: string };
  /** The order's tracking page in its language, or its tracking id when the shop's address is unset. */
  trackingLink: string;
}

const PAYMENT: Record<WhatsAppLanguage, Record<TemplateFacts['paymentType'], string>> = {
  en: { cod: 'Pay on delivery', prepaid: 'Paid online' },
  hi: { cod: 'डिलीवरी पर पेमेंट', prepaid: 'ऑनलाइन पेमेंट हो गया' },
};

export function templateParameters(
  kind: TemplateKind,
  facts: TemplateFacts,
  language: WhatsAppLanguage,
): string[] {
  const payment = PAYMENT[language][facts.paymentType];
  switch (kind) {
    case 'placed':
      return [
        facts.customerName,
        facts.orderId,
        formatInr(facts.payablePaise),
        payment,
        facts.trackingLink,
      ];
    case 'shipped':
      return [facts.customerName, facts.orderId, facts.trackingLink];
    case 'out-for-delivery':
      return [facts.customerName, facts.orderId, formatInr(facts.payablePaise), payment];
    case 'delivery-failed':
      return [
        facts.customerName,
        facts.orderId,
        facts.deliveryFailureReason || '-',
        facts.trackingLink,
      ];
    case 'delivered':
      return [facts.customerName, facts.orderId];
    case 'cancelled':
      return [facts.orderId, formatInr(facts.refundDuePaise)];
    case 'refunded':
      return [facts.orderId, formatInr(facts.refund?.paise ?? 0), facts.refund?.reference ?? '-'];
    case 'return':
      return [facts.orderId, facts.returnStep?.title ?? '-', facts.returnStep?.words ?? '-'];
  }
}

/**
 * The longest a body parameter may be: the body of a template holds at most 1024 characters
 * (Meta's template limits), so no single parameter may be longer (docs/decisions/whatsapp.md).
 */
export const PARAMETER_MAX_LENGTH = 1024;

/**
 * Why WhatsApp would refuse these parameters, or null: empty, too long, or with a new line, a tab
 * or more than four spaces in a row (which a template parameter may not contain).
 */
export function parameterProblem(parameters: readonly string[]): string | null {
  for (const [index, value] of parameters.entries()) {
    const n = index + 1;
    if (value.length === 0) return `template parameter {{${n}}} is empty`;
    if (value.length > PARAMETER_MAX_LENGTH)
      return `template parameter {{${n}}} is ${value.length} characters; WhatsApp takes at most ${PARAMETER_MAX_LENGTH}`;
    if (/[\n\t]| {5,}/.test(value))
      return `template parameter {{${n}}} has a new line, a tab or more than four spaces in a row`;
  }
  return null;
}

/** 91XXXXXXXXXX for an Indian mobile (ten digits from 6 to 9, with or without +91), else null. */
export function whatsappNumberOf(mobile: string): string | null {
  const match = /^(?:\+?91)?([6-9]\d{9})$/.exec(mobile.replace(/[\s-]/g, ''));
  return match ? `91${match[1]}` : null;
}
