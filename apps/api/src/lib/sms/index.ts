// Text messages to shoppers' phones: the SmsSender interface and the provider SMS_PROVIDER names
// (the file outbox by default, MSG91 or Twilio for real phones).
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Clock } from '../clock.ts';
import { createMsg91Sender } from './msg91.ts';
import { OutboxSmsSender } from './outbox.ts';
import type { SmsSender } from './sms-sender.ts';
import { createTwilioSender } from './twilio.ts';

export { GatewayAccountError, readGatewayAccount } from './gateway-account.ts';
export { OutboxSmsSender, SMS_OUTBOX_FILE, type OutboxLine } from './outbox.ts';
export {
  SmsSendError,
  maskMobile,
  type SmsDetails,
  type SmsKind,
  type SmsSender,
} from './sms-sender.ts';

export function createSmsSender(
  config: Pick<Config, 'sms' | 'dataDir' | 'env'>,
  options: { clock: Clock; log?: FastifyBaseLogger },
): SmsSender {
  const { sms } = config;
  const { log } = options;
  switch (sms.provider) {
    case 'outbox':
      return new OutboxSmsSender({
        dataDir: config.dataDir,
        clock: options.clock,
        ...(log ? { log } : {}),
        logText: config.env !== 'production',
      });
    case 'msg91':
      return createMsg91Sender({ ...sms, log });
    case 'twilio':
      return createTwilioSender({ ...sms, log });
  }
}
