// Twilio's Messages API: POST {base}/2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded
// To (E.164), From or MessagingServiceSid, Body, with HTTP basic auth (Account SID, auth token).
// It answers 201 with the message's sid, or an error { code, message, more_info, status }.
import type { FastifyBaseLogger } from 'fastify';
import { isPermanentStatus, messageOf, requestGateway, scrub } from './gateway-request.ts';
import {
  SmsSendError,
  maskMobile,
  withIndiaCode,
  type SmsDetails,
  type SmsSender,
} from './sms-sender.ts';

export interface TwilioOptions {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  /** A Messaging Service (Twilio picks the sender) or one sending number; config.ts asks for one. */
  from: { messagingServiceSid: string } | { number: string };
  timeoutMs: number;
  log?: FastifyBaseLogger | undefined;
}

export function createTwilioSender(options: TwilioOptions): SmsSender {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  return {
    async send(mobile: string, text: string, details: SmsDetails = {}): Promise<void> {
      const to = maskMobile(mobile);
      const kind = details.kind;
      const form = new URLSearchParams({ To: `+${withIndiaCode(mobile)}`, Body: text });
      if ('messagingServiceSid' in options.from)
        form.set('MessagingServiceSid', options.from.messagingServiceSid);
      else form.set('From', options.from.number);
      const answer = await requestGateway('twilio', url, {
        headers: {
          authorization,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form.toString(),
        timeoutMs: options.timeoutMs,
      }).catch((error: unknown) => {
        options.log?.warn(
          { sms: { to, kind, provider: 'twilio' }, reason: String(error) },
          'SMS not sent',
        );
        throw error;
      });
      if (answer.status >= 200 && answer.status < 300) {
        const sid = (answer.json as { sid?: unknown } | undefined)?.sid;
        options.log?.info(
          { sms: { to, kind, provider: 'twilio', sid: typeof sid === 'string' ? sid : undefined } },
          `SMS to ${to} sent`,
        );
        return;
      }
      const code = (answer.json as { code?: unknown } | undefined)?.code;
      const said = scrub(messageOf(answer.json), [details.otp, text]);
      const failure = new SmsSendError(
        `twilio answered ${answer.status}${typeof code === 'number' ? ` (error ${code})` : ''}${said ? `: ${said}` : ''}`,
        isPermanentStatus(answer.status),
      );
      options.log?.warn(
        { sms: { to, kind, provider: 'twilio', status: answer.status }, reason: failure.message },
        'SMS not sent',
      );
      throw failure;
    },
  };
}
