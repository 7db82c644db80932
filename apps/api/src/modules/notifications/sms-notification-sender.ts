// The SMS channel of the shopper's order messages through the configured SMS gateway: the text
// the outbox row holds, with the kind's template variables read from the order as it is now.
import type { SmsKind, SmsSender } from '../../lib/sms/index.ts';
import type { NotificationSender } from './notification-sender.ts';
import type { NotificationKind, OrderFacts } from './notification-texts.ts';
import { smsTemplateVariables } from './sms-variables.ts';

// Every order message kind is one the gateways know (a registered template per kind).
const asSmsKind = (kind: NotificationKind): SmsKind => kind;

export function createSmsNotificationSender(options: {
  sms: SmsSender;
  readOrderFacts(orderId: string): Promise<OrderFacts | null>;
}): NotificationSender {
  return {
    async send(message) {
      let variables = message.variables;
      if (!variables) {
        const order = await options.readOrderFacts(message.orderId);
        if (!order) throw new Error(`order ${message.orderId} not found`);
        variables = smsTemplateVariables(message.kind, order);
      }
      await options.sms.send(message.to, message.body, {
        kind: asSmsKind(message.kind),
        variables,
      });
    },
  };
}
