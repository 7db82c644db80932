// Order e-mails through any provider's SMTP relay (nodemailer). Each message is rendered when it
// is sent, from the order as the shop holds it then; "shipped" carries the GST invoice PDF.
// Which failures are retried (docs/decisions/email.md): anything that is about the connection,
// the login, the sender or a temporary refusal (4xx) — the relay tries again with back-off, so
// the backlog goes out once the relay or the settings are fixed; a 5xx refusal of the recipient
// or of this message ends it at once as failed, since it would be refused again.
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import type { ObjectStore } from '../../lib/object-store.ts';
import { findInvoicePdf } from '../invoices/index.ts';
import {
  PermanentDeliveryError,
  type NotificationSender,
  type OutgoingMessage,
} from '../notifications/index.ts';
import { readOrderSummary } from '../orders/index.ts';
import { renderEmailBodies } from './email-layout.ts';
import { composeOrderEmail } from './order-email-templates.ts';
import { readOrderLanguage } from './order-language.ts';
import { orderEmailWordsIn } from './order-email-words.ts';

export interface SmtpTimeouts {
  /** To open the TCP (and TLS) connection. */
  connectionMs: number;
  /** From connecting to the server's greeting. */
  greetingMs: number;
  /** Silence on an open connection (a server that stops answering mid-message). */
  socketMs: number;
  /** The whole send, however the time went (a server answering each command just in time). */
  totalMs: number;
}

/**
 * Bounded well inside the relay's claim on a message (DELIVERY.claimSeconds, 60 s): nodemailer's
 * own defaults (2 min to connect, 10 min of silence) would let a stuck relay outlive the claim.
 */
export const SMTP_TIMEOUTS: SmtpTimeouts = {
  connectionMs: 10_000,
  greetingMs: 10_000,
  socketMs: 30_000,
  totalMs: 45_000,
};

export interface SmtpEmailSenderOptions {
  db: Executor;
  /** smtps://user:password@host:465 or smtp://host:587 */
  smtpUrl: string;
  from: string;
  replyTo: string | undefined;
  /** PUBLIC_URL: every e-mail links back to its order. */
  siteUrl: string;
  /** Where the invoices module keeps the invoice PDFs (DATA_DIR or a bucket). */
  files: ObjectStore;
  timeouts?: Partial<SmtpTimeouts>;
  /** Each failed send, for the operator: the reason, never the shopper's full address. */
  log?: {
    warn(detail: object, message: string): void;
    error(detail: object, message: string): void;
  };
}

/** 'asha.verma@example.in' → 'as…@example.in': enough to tell messages apart in a log. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 0) return '…';
  return `${address.slice(0, Math.min(2, at))}…${address.slice(at)}`;
}

/** The fields nodemailer sets on the errors it reports (errors.js). */
interface SmtpError extends Error {
  code?: string;
  command?: string;
  responseCode?: number;
  /** A 5xx reply other than 503 (RFC 5321: the same command would be refused again). */
  permanent?: boolean;
}

/**
 * Refused for this message alone and for good: a 5xx to RCPT TO (no such mailbox) or to the
 * message's data (content or size refused), or a recipient or message nodemailer cannot send at
 * all. A 5xx to the login or to MAIL FROM is the shop's settings, not this message: retried.
 */
export function isPermanentFailure(error: SmtpError): boolean {
  if (error.command === 'RCPT TO' || error.command === 'DATA') return error.permanent === true;
  if (error.code === 'EMESSAGE') return true;
  return error.code === 'EENVELOPE' && error.command === 'API' && /recipient/i.test(error.message);
}

/** 'Haat <orders@haat.example>' → 'haat.example': the right side of every Message-ID. */
function domainOf(address: string): string {
  return /@([^\s<>@]+?)>?\s*$/.exec(address)?.[1] ?? 'localhost';
}

export function createSmtpTransport(options: Pick<SmtpEmailSenderOptions, 'smtpUrl' | 'timeouts'>) {
  const timeouts = { ...SMTP_TIMEOUTS, ...options.timeouts };
  return nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: timeouts.connectionMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
    dnsTimeout: timeouts.connectionMs,
  });
}

export function createSmtpEmailSender(options: SmtpEmailSenderOptions): NotificationSender {
  const transport = createSmtpTransport(options);
  const { totalMs } = { ...SMTP_TIMEOUTS, ...options.timeouts };
  const siteUrl = options.siteUrl.replace(/\/+$/, '');
  const messageDomain = domainOf(options.from);

  return {
    async send(message: OutgoingMessage) {
      const [order, language] = await Promise.all([
        readOrderSummary(options.db, message.orderId),
        readOrderLanguage(options.db, message.orderId),
      ]);
      if (!order) throw new PermanentDeliveryError(`Order ${message.orderId} does not exist`);
      const invoice =
        message.kind === 'shipped'
          ? await findInvoicePdf(options.db, { orderId: order.orderId, files: options.files })
          : null;
      const bodies = renderEmailBodies(
        composeOrderEmail({
          kind: message.kind,
          order,
          language,
          siteUrl,
          hasInvoiceAttached: !!invoice,
          body: message.body,
        }),
      );
      try {
        await transport.sendMail({
          signal: AbortSignal.timeout(totalMs),
          // The notification's id: a message sent again after a crash carries the same Message-ID,
          // which mail systems use to recognise (and many to drop) a copy.
          messageId: `<${message.id}@${messageDomain}>`,
          from: options.from,
          ...(options.replyTo ? { replyTo: options.replyTo } : {}),
          to: message.to,
          subject: message.subject ?? orderEmailWordsIn(language).orderHeading(order.orderId),
          text: bodies.text,
          html: bodies.html,
          attachments: invoice
            ? [
                {
                  filename: `Haat-invoice-${order.orderId}.pdf`,
                  content: invoice,
                  contentType: 'application/pdf',
                },
              ]
            : [],
        });
      } catch (error) {
        const failure = error as SmtpError;
        const detail = {
          notification: message.id,
          orderId: message.orderId,
          kind: message.kind,
          to: maskEmail(message.to),
          code: failure.code,
          responseCode: failure.responseCode,
        };
        if (isPermanentFailure(failure)) {
          options.log?.error(detail, `Order e-mail refused for good: ${failure.message}`);
          throw new PermanentDeliveryError(`Refused by the mail server: ${failure.message}`, {
            cause: error,
          });
        }
        options.log?.warn(detail, `Order e-mail not sent, to be tried again: ${failure.message}`);
        throw error;
      }
    },
  };
}

/** Connects and logs in without sending anything: whether the settings work (the operator's checks). */
export async function verifySmtpRelay(
  options: Pick<SmtpEmailSenderOptions, 'smtpUrl' | 'timeouts'>,
): Promise<void> {
  const transport = createSmtpTransport(options);
  try {
    await transport.verify();
  } finally {
    transport.close();
  }
}

/** One plain message from the shop's sender to `to`: the operator's check that mail arrives. */
export async function sendTestEmail(
  options: Pick<SmtpEmailSenderOptions, 'smtpUrl' | 'timeouts' | 'from' | 'replyTo'>,
  to: string,
): Promise<void> {
  const transport = createSmtpTransport(options);
  try {
    await transport.sendMail({
      from: options.from,
      ...(options.replyTo ? { replyTo: options.replyTo } : {}),
      to,
      subject: 'Haat: test message',
      text: 'This is a test message from your shop. Order e-mails will reach shoppers the same way.',
    });
  } finally {
    transport.close();
  }
}

/** The SMTP sender EMAIL_PROVIDER=smtp asks for; undefined for the file outbox. */
export function createConfiguredEmailSender(
  db: Executor,
  config: Pick<Config, 'email' | 'publicUrl'>,
  files: ObjectStore,
  log?: SmtpEmailSenderOptions['log'],
): NotificationSender | undefined {
  if (config.email.provider !== 'smtp') return undefined;
  // loadConfig refuses EMAIL_PROVIDER=smtp without PUBLIC_URL.
  if (!config.publicUrl) throw new Error('EMAIL_PROVIDER=smtp needs PUBLIC_URL');
  return createSmtpEmailSender({
    db,
    smtpUrl: config.email.smtpUrl,
    from: config.email.from,
    replyTo: config.email.replyTo,
    siteUrl: config.publicUrl,
    files,
    ...(log ? { log } : {}),
  });
}
