// The email module owns the shopper's order e-mails as they leave through an SMTP relay: one
// template per message kind laid out as HTML and plain text, the invoice attached on shipping.
export {
  SMTP_TIMEOUTS,
  createConfiguredEmailSender,
  createSmtpEmailSender,
  sendTestEmail,
  verifySmtpRelay,
  type SmtpEmailSenderOptions,
  type SmtpTimeouts,
} from './smtp-email-sender.ts';
export { composeOrderEmail, orderPageUrl } from './order-email-templates.ts';
export { renderEmailBodies, type EmailBodies } from './email-layout.ts';
// Plain notices about no order (a complaint's acknowledgement), by relay or file outbox.
export {
  createNoticeEmailSender,
  type NoticeEmail,
  type NoticeEmailSender,
} from './notice-email.ts';
