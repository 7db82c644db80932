// The variables of each order message's SMS template. India's DLT rules let a gateway send only
// registered templates, so the shop's words are registered once per kind and only these values
// change; each is at most 30 characters (DLT's limit for a variable). README lists the templates.
// A template registered in Hindi (MSG91_TEMPLATE_*_HI) gets its words in Hindi: the payment and a
// return's step; ids and amounts read the same in both.
import { isLanguageCode, type LanguageCode } from '@haat/contract/constants';
import { formatInr } from '@haat/india';
import { RETURN_STEP_WORDS, type NotificationKind, type OrderFacts } from './notification-texts.ts';
import { RETURN_STEP_WORDS_HI } from './notification-texts-hi.ts';

const DLT_VARIABLE_LENGTH = 30;

const PAYMENT_WORDS: Record<LanguageCode, Record<OrderFacts['paymentType'], string>> = {
  en: { cod: 'Pay on delivery', prepaid: 'Paid online' },
  hi: { cod: 'डिलीवरी पर पेमेंट', prepaid: 'ऑनलाइन पेमेंट हो गया' },
};

const RETURN_WORDS: Record<LanguageCode, typeof RETURN_STEP_WORDS> = {
  en: RETURN_STEP_WORDS,
  hi: RETURN_STEP_WORDS_HI,
};

/** The kind's template variables, its words in `language` (the template's), English by default. */
export function smsTemplateVariables(
  kind: NotificationKind,
  order: OrderFacts,
  language: LanguageCode = 'en',
): Record<string, string> {
  const base = { order_id: order.orderId };
  const payment = PAYMENT_WORDS[language][order.paymentType];
  const variables: Record<string, string> = (() => {
    switch (kind) {
      case 'placed':
        return {
          ...base,
          amount: formatInr(order.payablePaise),
          payment,
          tracking_id: order.trackingId,
        };
      case 'shipped':
        return { ...base, tracking_id: order.trackingId };
      case 'out-for-delivery':
        return { ...base, amount: formatInr(order.payablePaise), payment };
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
      case 'delivery-failed':
        return { ...base, reason: order.deliveryFailure?.reason ?? '-' };
      case 'return':
        return {
          ...base,
          return_update: order.returnStep ? RETURN_WORDS[language][order.returnStep.state] : '',
        };
    }
  })();
  return Object.fromEntries(
    Object.entries(variables).map(([name, value]) => [name, value.slice(0, DLT_VARIABLE_LENGTH)]),
  );
}

/** The variables of an SMS in English, and in the order's own language when it has another. */
export interface SmsVariablesInLanguages {
  variables: Record<string, string>;
  /** For a template registered in the order's language; absent for an English order. */
  translation?: { language: LanguageCode; variables: Record<string, string> };
}

export function smsVariablesInLanguages(
  kind: NotificationKind,
  order: OrderFacts,
): SmsVariablesInLanguages {
  const variables = smsTemplateVariables(kind, order);
  if (order.language === 'en') return { variables };
  return {
    variables,
    translation: {
      language: order.language,
      variables: smsTemplateVariables(kind, order, order.language),
    },
  };
}

/**
 * What an SMS row keeps when its variables are fixed as it is written (a return's step is not on
 * the order row): the English variables as they always were, and for an order in another
 * language that language's under `<code>:<name>` ('hi:return_update'), so the sender can fill
 * either template without reading the order again.
 */
export function variablesToKeep(kind: NotificationKind, order: OrderFacts): Record<string, string> {
  const { variables, translation } = smsVariablesInLanguages(kind, order);
  if (!translation) return variables;
  return {
    ...variables,
    ...Object.fromEntries(
      Object.entries(translation.variables).map(([name, value]) => [
        `${translation.language}:${name}`,
        value,
      ]),
    ),
  };
}

/** A row's kept variables back as they were split by variablesToKeep. */
export function keptVariables(kept: Record<string, string>): SmsVariablesInLanguages {
  const variables: Record<string, string> = {};
  const translated: Record<string, string> = {};
  let language: LanguageCode | undefined;
  for (const [key, value] of Object.entries(kept)) {
    const [, code, name] = /^([a-z]{2}):(.+)$/.exec(key) ?? [];
    if (name && isLanguageCode(code)) {
      language = code;
      translated[name] = value;
    } else variables[key] = value;
  }
  return language ? { variables, translation: { language, variables: translated } } : { variables };
}
