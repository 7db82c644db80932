// The providers behind which messages leave the shop (docs/architecture.md: a provider). The
// offline default writes each message to its own file under DATA_DIR/outbox, named by the
// message's id: sending it again after a crash rewrites the same file, so the shopper (or a
// person reading the folder) sees it once. A real SMS or e-mail gateway is given the
// same id as its idempotency key.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { NotificationKind } from './notification-texts.ts';

export interface OutgoingMessage {
  /** Unique per message; a provider must treat a second send with it as the same message. */
  id: string;
  channel: 'sms' | 'email' | 'whatsapp';
  /** What happened to the order: a gateway may need it (one registered template per kind). */
  kind: NotificationKind;
  orderId: string;
  to: string;
  subject: string | null;
  body: string;
  /** An SMS's template variables fixed when it was written (a return's step), else null. */
  variables: Record<string, string> | null;
}

export interface NotificationSender {
  /**
   * Resolves once the provider has the message. A failure is tried again later with back-off;
   * one whose `isPermanent` is true (the provider refused this message for good: an invalid
   * number, a refused recipient) is given up at once.
   */
  send(message: OutgoingMessage): Promise<void>;
}

/**
 * The provider refused this message for good (a recipient that does not exist, a message it will
 * never take): sending it again would be refused again, so it is not retried.
 */
export class PermanentDeliveryError extends Error {
  override name = 'PermanentDeliveryError';
  readonly isPermanent = true;
}

export const NOTIFICATION_OUTBOX_DIR = 'outbox';

/** Hands each message to the sender of its channel (an SMS gateway, an SMTP relay, a file). */
export function createChannelSender(
  senders: Record<'sms' | 'email', NotificationSender> & { whatsapp?: NotificationSender },
): NotificationSender {
  return {
    send(message) {
      const sender = senders[message.channel];
      // No WhatsApp sender: refused for good, so its SMS goes instead (fallBackToSms).
      if (!sender) throw new PermanentDeliveryError(`no ${message.channel} sender`);
      return sender.send(message);
    },
  };
}

export function createFileNotificationSender(dataDir: string): NotificationSender {
  return {
    async send(message) {
      const folder = path.join(dataDir, NOTIFICATION_OUTBOX_DIR, message.channel);
      await mkdir(folder, { recursive: true });
      const file = path.join(folder, `${message.id}.json`);
      // Written whole or not at all: a reader never sees half a message.
      const partial = `${file}.${process.pid}.tmp`;
      await writeFile(
        partial,
        `${JSON.stringify({ ...message, writtenAt: new Date().toISOString() }, null, 2)}\n`,
        { mode: 0o600 },
      );
      await rename(partial, file);
    },
  };
}
