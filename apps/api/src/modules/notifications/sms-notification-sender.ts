// The SMS channel of the shopper's order messages through the configured SMS gateway: the text
// the outbox row holds, with the kind's template variables read from the order as it is now.
// A message of an order placed in another language than English (Hindi) also carries its
// variables in that language: a gateway with the kind's template registered in it
// (MSG91_TEMPLATE_*_HI) sends that template with them, any other the English template with the
// English variables; a gateway that sends text (Twilio) sends the row's text, already in it.
import type { LanguageCode } from '@haat/contract/constants';
import type { SmsDetails, SmsKind, SmsSender } from '../../lib/sms/index.ts';
import type { NotificationSender } from './notification-sender.ts';
import type { NotificationKind, OrderFacts } from './notification-texts.ts';
import { keptVariables, smsVariablesInLanguages } from './sms-variables.ts';

// Every order message kind is one the gateways know (a registered template per kind).
const asSmsKind = (kind: NotificationKind): SmsKind => kind;

/** What an order message hands the gateway: the kind's variables, and the order's language's. */
export type OrderSmsDetails = SmsDetails & {
  translation?: { language: LanguageCode; variables: Record<string, string> };
};

export function createSmsNotificationSender(options: {
  sms: SmsSender;
  readOrderFacts(orderId: string): Promise<OrderFacts | null>;
}): NotificationSender {
  return {
    async send(message) {
      let inLanguages = message.variables ? keptVariables(message.variables) : undefined;
      if (!inLanguages) {
        const order = await options.readOrderFacts(message.orderId);
        if (!order) throw new Error(`order ${message.orderId} not found`);
        inLanguages = smsVariablesInLanguages(message.kind, order);
      }
      const details: OrderSmsDetails = {
        kind: asSmsKind(message.kind),
        variables: inLanguages.variables,
        ...(inLanguages.translation ? { translation: inLanguages.translation } : {}),
      };
      await options.sms.send(message.to, message.body, details);
    },
  };
}
