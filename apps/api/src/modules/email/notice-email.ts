// A plain e-mail that is about no order (a complaint's acknowledgement): through the SMTP relay
// when EMAIL_PROVIDER=smtp, else written whole to the file outbox beside the order e-mails
// (DATA_DIR/outbox/email/<id>.json), which a trial or a journey reads.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';
import { NOTIFICATION_OUTBOX_DIR } from '../notifications/index.ts';
import { SMTP_TIMEOUTS, createSmtpTransport } from './smtp-email-sender.ts';

export interface NoticeEmail {
  /** Unique per message: the outbox file's name, the relay's Message-ID. */
  id: string;
  /** What it is, for a reader of the outbox: 'grievance'. */
  kind: string;
  to: string;
  subject: string;
  text: string;
}

export type NoticeEmailSender = (message: NoticeEmail) => Promise<void>;

export function createNoticeEmailSender(
  config: Pick<Config, 'email' | 'dataDir'>,
): NoticeEmailSender {
  const { email } = config;
  if (email.provider === 'smtp') {
    return async (message) => {
      const transport = createSmtpTransport({ smtpUrl: email.smtpUrl });
      try {
        await Promise.race([
          transport.sendMail({
            from: email.from,
            ...(email.replyTo ? { replyTo: email.replyTo } : {}),
            to: message.to,
            subject: message.subject,
            text: message.text,
          }),
          new Promise((_, reject) =>
            setTimeout(
              () => reject(new Error('SMTP send timed out')),
              SMTP_TIMEOUTS.totalMs,
            ).unref(),
          ),
        ]);
      } finally {
        transport.close();
      }
    };
  }
  return async (message) => {
    const folder = path.join(config.dataDir, NOTIFICATION_OUTBOX_DIR, 'email');
    await mkdir(folder, { recursive: true });
    const file = path.join(folder, `${message.id}.json`);
    const partial = `${file}.${process.pid}.tmp`;
    await writeFile(
      partial,
      `${JSON.stringify({ ...message, channel: 'email', body: message.text, writtenAt: new Date().toISOString() }, null, 2)}\n`,
      { mode: 0o600 },
    );
    await rename(partial, file);
  };
}
