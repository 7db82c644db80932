// MSG91 (India): every text is a DLT-registered template sent through the Flow API,
// POST {base}/api/v5/flow with the `authkey` header and
// { template_id, sender, short_url, recipients: [{ mobiles: '91XXXXXXXXXX', ...variables }] }.
// It answers { type: 'success', message: <request id> } or { type: 'error', message }, sometimes
// with HTTP 200, so the answer's type decides, not only the status.
import type { LanguageCode } from '@haat/contract/constants';
import type { FastifyBaseLogger } from 'fastify';
import { isPermanentStatus, messageOf, requestGateway, scrub } from './gateway-request.ts';
import {
  SmsSendError,
  maskMobile,
  withIndiaCode,
  type SmsDetails,
  type SmsKind,
  type SmsSender,
} from './sms-sender.ts';

export interface Msg91Options {
  baseUrl: string;
  authKey: string;
  /** The 6-letter header registered on DLT (e.g. HAATIN). */
  senderId: string;
  /** MSG91's template id per kind; a kind without one (an optional notice) is not sent. */
  templates: Partial<Record<SmsKind, string>>;
  /** Templates registered in another language (MSG91_TEMPLATE_*_HI), by language then kind. */
  translatedTemplates?: Partial<Record<LanguageCode, Partial<Record<SmsKind, string>>>> | undefined;
  timeoutMs: number;
  log?: FastifyBaseLogger | undefined;
}

export function createMsg91Sender(options: Msg91Options): SmsSender {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/api/v5/flow`;
  return {
    async send(mobile: string, _text: string, details: SmsDetails = {}): Promise<void> {
      const to = maskMobile(mobile);
      const kind = details.kind;
      if (!kind) throw new SmsSendError('msg91 sends registered templates only: no kind', true);
      // A message in another language goes with that language's template when there is one.
      const { translation } = details;
      const translated = translation && options.translatedTemplates?.[translation.language]?.[kind];
      const templateId = translated ?? options.templates[kind];
      const variables = translated ? translation?.variables : details.variables;
      if (!templateId) {
        // Only optional notices have no template (config.ts requires the others).
        options.log?.info({ sms: { to, kind } }, `no MSG91 template for ${kind}: SMS not sent`);
        return;
      }
      const answer = await requestGateway('msg91', url, {
        headers: {
          authkey: options.authKey,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({
          template_id: templateId,
          sender: options.senderId,
          short_url: '0',
          recipients: [{ ...variables, mobiles: withIndiaCode(mobile) }],
        }),
        timeoutMs: options.timeoutMs,
      }).catch((error: unknown) => {
        options.log?.warn(
          { sms: { to, kind, provider: 'msg91' }, reason: String(error) },
          'SMS not sent',
        );
        throw error;
      });
      const type = (answer.json as { type?: unknown } | undefined)?.type;
      if (answer.status >= 200 && answer.status < 300 && type === 'success') {
        const requestId = messageOf(answer.json);
        options.log?.info({ sms: { to, kind, provider: 'msg91', requestId } }, `SMS to ${to} sent`);
        return;
      }
      const said = scrub(messageOf(answer.json), [details.otp]);
      const failure = new SmsSendError(
        `msg91 answered ${answer.status}${said ? `: ${said}` : ''}`,
        isPermanentStatus(answer.status),
      );
      options.log?.warn(
        { sms: { to, kind, provider: 'msg91', status: answer.status }, reason: failure.message },
        'SMS not sent',
      );
      throw failure;
    },
  };
}
