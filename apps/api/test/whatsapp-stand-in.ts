// A loopback stand-in for Meta's WhatsApp Business Cloud API, the documented subset the shop
// speaks: POST /{version}/{phone-number-id}/messages (bearer token; a template by name, language
// and body parameters, or a text), GET /{version}/{phone-number-id} (the number's details), and
// Meta's side of the webhook: the GET verification (hub.mode, hub.verify_token, hub.challenge)
// and POSTs of statuses and shoppers' messages signed with X-Hub-Signature-256 (HMAC-SHA256 of
// the raw body with the app secret). Only the templates registered with it are taken, each with
// its number of parameters; it can refuse a template (132001), a number (131026, as a `failed`
// status), answer any 4xx/5xx, rate limit (HTTP 429, error 130429) and never answer.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const WHATSAPP_TEST = {
  version: 'v23.0',
  phoneNumberId: '106540352242922',
  accessToken: `EAAtest${randomBytes(12).toString('hex')}`,
  appSecret: `secret-${randomBytes(8).toString('hex')}`,
  verifyToken: `verify-${randomBytes(6).toString('hex')}`,
};

/** The templates an operator registers (docs/whatsapp-templates.md), name → parameter count. */
export const REGISTERED_TEMPLATES: Record<string, number> = {
  haat_order_placed: 5,
  haat_order_shipped: 3,
  haat_order_out_for_delivery: 4,
  haat_order_delivered: 2,
  haat_order_cancelled: 2,
  haat_refund_made: 3,
  haat_return_update: 3,
};

export interface ReceivedWhatsApp {
  wamid: string | null;
  to: string;
  type: 'template' | 'text';
  template?: string;
  language?: string;
  parameters: string[];
  text?: string;
  accepted: boolean;
}

export type WhatsAppMisbehaviour =
  'hang' | 'rate-limit' | { status: number; code: number; title: string };

export interface WhatsAppStandIn {
  url: string;
  received: ReceivedWhatsApp[];
  accepted(): ReceivedWhatsApp[];
  /** Phone-number reads (`doctor`'s). */
  reads: number;
  /** The next `times` sends (all by default) get this instead. */
  misbehave(how: WhatsAppMisbehaviour, times?: number): void;
  behave(): void;
  /** Answers 132001 for this template name (not registered in that language). */
  refuseTemplate(name: string): void;
  close(): Promise<void>;
}

export function whatsappEnv(standIn: { url: string }, fallbackMinutes = 15) {
  return {
    WHATSAPP_PROVIDER: 'cloud',
    WHATSAPP_BASE_URL: standIn.url,
    WHATSAPP_API_VERSION: WHATSAPP_TEST.version,
    WHATSAPP_PHONE_NUMBER_ID: WHATSAPP_TEST.phoneNumberId,
    WHATSAPP_ACCESS_TOKEN: WHATSAPP_TEST.accessToken,
    WHATSAPP_APP_SECRET: WHATSAPP_TEST.appSecret,
    WHATSAPP_VERIFY_TOKEN: WHATSAPP_TEST.verifyToken,
    WHATSAPP_TIMEOUT_MS: '1000',
    WHATSAPP_FALLBACK_MINUTES: String(fallbackMinutes),
  };
}

function graphError(response: ServerResponse, status: number, code: number, message: string) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(
    JSON.stringify({
      error: {
        message,
        type: 'OAuthException',
        code,
        error_data: { messaging_product: 'whatsapp', details: message },
        fbtrace_id: 'Atest',
      },
    }),
  );
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export async function startWhatsAppStandIn(): Promise<WhatsAppStandIn> {
  const received: ReceivedWhatsApp[] = [];
  const refusedTemplates = new Set<string>();
  let misbehaviour: { how: WhatsAppMisbehaviour; times: number } | undefined;
  const state = { reads: 0 };
  const base = `/${WHATSAPP_TEST.version}/${WHATSAPP_TEST.phoneNumberId}`;
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      if (request.headers.authorization !== `Bearer ${WHATSAPP_TEST.accessToken}`)
        return graphError(
          response,
          401,
          190,
          'Invalid OAuth access token - Cannot parse access token',
        );
      if (request.method === 'GET' && request.url === base) {
        state.reads += 1;
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(
            JSON.stringify({
              id: WHATSAPP_TEST.phoneNumberId,
              display_phone_number: '+91 80 4000 0000',
              verified_name: 'Haat',
              quality_rating: 'GREEN',
            }),
          );
        return;
      }
      if (request.method !== 'POST' || request.url !== `${base}/messages`)
        return graphError(response, 400, 100, 'Unsupported request');
      let json: {
        messaging_product?: string;
        to?: string;
        type?: string;
        template?: {
          name?: string;
          language?: { code?: string };
          components?: { type: string; parameters?: { type: string; text: string }[] }[];
        };
        text?: { body?: string };
      };
      try {
        json = JSON.parse(body);
      } catch {
        return graphError(response, 400, 100, '(#100) Invalid parameter');
      }
      const message: ReceivedWhatsApp = {
        wamid: null,
        to: json.to ?? '',
        type: json.type === 'text' ? 'text' : 'template',
        parameters:
          json.template?.components
            ?.find((c) => c.type === 'body')
            ?.parameters?.map((p) => p.text) ?? [],
        accepted: false,
        ...(json.template?.name ? { template: json.template.name } : {}),
        ...(json.template?.language?.code ? { language: json.template.language.code } : {}),
        ...(json.text?.body ? { text: json.text.body } : {}),
      };
      received.push(message);
      if (misbehaviour && misbehaviour.times > 0) {
        misbehaviour.times -= 1;
        const { how } = misbehaviour;
        if (how === 'hang') return;
        if (how === 'rate-limit')
          return graphError(response, 429, 130429, '(#130429) Rate limit hit');
        return graphError(response, how.status, how.code, `(#${how.code}) ${how.title}`);
      }
      if (json.messaging_product !== 'whatsapp' || !/^91[6-9]\d{9}$/.test(message.to))
        return graphError(response, 400, 100, '(#100) Invalid parameter');
      if (message.type === 'template') {
        const count = REGISTERED_TEMPLATES[message.template ?? ''];
        if (
          count === undefined ||
          refusedTemplates.has(message.template ?? '') ||
          !['en', 'hi'].includes(message.language ?? '')
        )
          return graphError(
            response,
            404,
            132001,
            '(#132001) Template name does not exist in the translation',
          );
        if (message.parameters.length !== count)
          return graphError(
            response,
            400,
            132000,
            '(#132000) Number of parameters does not match the expected number of params',
          );
        if (
          message.parameters.some(
            (p) => p.length === 0 || p.length > 1024 || /[\n\t]| {5,}/.test(p),
          )
        )
          return graphError(
            response,
            400,
            132018,
            '(#132018) There was an issue with the parameters in your template',
          );
      } else if (!message.text)
        return graphError(response, 400, 131008, '(#131008) Required parameter is missing');
      message.wamid = `wamid.${randomBytes(16).toString('base64url')}`;
      message.accepted = true;
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(
          JSON.stringify({
            messaging_product: 'whatsapp',
            contacts: [{ input: message.to, wa_id: message.to }],
            messages: [{ id: message.wamid, message_status: 'accepted' }],
          }),
        );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    accepted: () => received.filter((m) => m.accepted),
    get reads() {
      return state.reads;
    },
    misbehave: (how, times = Number.POSITIVE_INFINITY) => {
      misbehaviour = { how, times };
    },
    behave: () => {
      misbehaviour = undefined;
    },
    refuseTemplate: (name) => refusedTemplates.add(name),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// ---- Meta's side of the webhook ----

export function sign(rawBody: string, appSecret = WHATSAPP_TEST.appSecret): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

const envelope = (value: object) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '102290129340398',
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            metadata: {
              display_phone_number: '918040000000',
              phone_number_id: WHATSAPP_TEST.phoneNumberId,
            },
            ...value,
          },
        },
      ],
    },
  ],
});

/** A status webhook body as Meta sends it (Meta's status messages webhook reference). */
export function statusBody(
  wamid: string,
  status: 'sent' | 'delivered' | 'read' | 'failed',
  input: { recipient?: string; at?: Date; error?: { code: number; title: string } } = {},
): string {
  return JSON.stringify(
    envelope({
      statuses: [
        {
          id: wamid,
          status,
          timestamp: String(Math.floor((input.at ?? new Date()).getTime() / 1000)),
          recipient_id: input.recipient ?? '919876543210',
          ...(status === 'failed' && input.error
            ? {
                errors: [
                  { code: input.error.code, title: input.error.title, message: input.error.title },
                ],
              }
            : {}),
          ...(status === 'failed'
            ? {}
            : {
                pricing: {
                  billable: true,
                  pricing_model: 'PMP',
                  category: 'utility',
                  type: 'regular',
                },
              }),
        },
      ],
    }),
  );
}

/** A shopper's text message webhook body. */
export function inboundBody(from: string, text: string): string {
  return JSON.stringify(
    envelope({
      contacts: [{ profile: { name: 'Shopper' }, wa_id: from }],
      messages: [
        {
          from,
          id: `wamid.in${randomBytes(8).toString('hex')}`,
          timestamp: String(Math.floor(Date.now() / 1000)),
          type: 'text',
          text: { body: text },
        },
      ],
    }),
  );
}
