// What every SMS provider offers the shop (docs/architecture.md: a provider), and how
// a failed send is described: whether trying again later can help, and never the text itself.
import type { LanguageCode } from '@haat/contract/constants';

/**
 * Why a text is sent. India's DLT rules let a gateway send only registered templates, so a
 * provider such as MSG91 sends the kind's template with its variables instead of the text.
 */
export type SmsKind =
  | 'otp'
  | 'account-exists'
  | 'placed'
  | 'shipped'
  | 'out-for-delivery'
  | 'delivered'
  | 'cancelled'
  | 'refunded'
  | 'return'
  /** A failed delivery attempt (optional template: MSG91_TEMPLATE_ORDER_DELIVERY_FAILED). */
  | 'delivery-failed'
  /** A complaint's acknowledgement with its ticket number (optional template: MSG91_TEMPLATE_GRIEVANCE). */
  | 'grievance';

export interface SmsDetails {
  /** The one-time password the text carries: the outbox shows it on its own; no log ever does. */
  otp?: string;
  /** Which registered template the text follows; a template gateway refuses a text without one. */
  kind?: SmsKind;
  /** The template's variables by name, e.g. { order_id: 'HT1234', amount: '₹1,299' }. */
  variables?: Record<string, string>;
  /**
   * The message is in another language than English (an order placed in Hindi): a template
   * gateway with the kind's template registered in that language sends it with these variables,
   * else the kind's template with `variables`. A text gateway sends the text, already in it.
   */
  translation?: { language: LanguageCode; variables: Record<string, string> };
}

export interface SmsSender {
  /** Resolves once the gateway has taken the message; throws SmsSendError when it has not. */
  send(mobile: string, text: string, details?: SmsDetails): Promise<void>;
}

/**
 * The gateway did not take the message. `isPermanent`: it refused this message for good (an
 * invalid number, a template it rejects), so sending it again cannot help; a timeout, a refused
 * connection, a 5xx, a 429 or a credentials refusal (fixed by the operator) is worth another try.
 * The message never carries the text or a code.
 */
export class SmsSendError extends Error {
  override name = 'SmsSendError';
  constructor(
    message: string,
    readonly isPermanent: boolean,
  ) {
    super(message);
  }
}

/** '9876543210' → '98xxxxxx10': enough for an operator to tell messages apart. */
export function maskMobile(mobile: string): string {
  if (mobile.length < 4) return 'x'.repeat(mobile.length);
  return `${mobile.slice(0, 2)}${'x'.repeat(mobile.length - 4)}${mobile.slice(-2)}`;
}

/** Our mobiles are 10 digits (India); gateways want the country code in front. */
export function withIndiaCode(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  return digits.length === 10 ? `91${digits}` : digits;
}
