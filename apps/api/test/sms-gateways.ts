// Loopback stand-ins for the SMS gateways the shop speaks to, checking what the real APIs check:
// MSG91's Flow API (authkey header, a known template id, the sender, 91XXXXXXXXXX recipients) and
// its balance read (GET /api/balance.php?authkey=…&type=…, a bare number); Twilio's Messages API
// (basic auth, the account in the path, form-encoded To/From/Body) and its Account resource
// (GET /2010-04-01/Accounts/{Sid}.json). Each can be told to hang, answer an error, or be down (its
// port closed), for some requests or all, sends and account reads alike.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

/**
 * What the stand-in does with the next requests instead of taking the message: never answer,
 * answer this, or refuse with 400 quoting the whole request (as some gateways' errors do).
 */
export type GatewayMisbehaviour = 'hang' | 'echo' | { status: number; json: object };

export interface ReceivedSms {
  /** msg91: the template id; twilio: undefined. */
  templateId?: string;
  sender?: string;
  /** As the gateway received it: 91XXXXXXXXXX (msg91) or +91XXXXXXXXXX (twilio). */
  to: string;
  /** msg91: the template's variables; twilio: none. */
  variables: Record<string, string>;
  /** twilio: the text; msg91: none (the template holds the words). */
  body?: string;
  /** Requests taken (answered success) are marked accepted. */
  accepted: boolean;
}

export interface GatewayStandIn {
  url: string;
  /** Every request that reached the gateway, taken or not. */
  received: ReceivedSms[];
  /** Account reads (MSG91's balance, Twilio's Account) that reached the gateway, answered or not. */
  reads: number;
  accepted(): ReceivedSms[];
  /** The next `times` requests (all, by default) get this instead of being taken. */
  misbehave(how: GatewayMisbehaviour, times?: number): void;
  /** Takes messages again. */
  behave(): void;
  /** Answers 400 for this recipient, as a gateway does for a number it will never reach. */
  refuse(mobile: string): void;
  /** Closes the port: a connection is refused. */
  goDown(): Promise<void>;
  /** Listens again on the same port. */
  comeBack(): Promise<void>;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function answer(response: ServerResponse, status: number, json: object | string): void {
  if (typeof json === 'string') {
    response.writeHead(status, { 'content-type': 'text/html; charset=UTF-8' }).end(json);
    return;
  }
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
}

/** What the gateway answers; `json` a string is sent as text (MSG91's balance is a bare number). */
type Handler = (
  request: IncomingMessage,
  body: string,
) => {
  status: number;
  json: object | string;
  sms?: Omit<ReceivedSms, 'accepted'>;
  /** An authenticated account read: counted, and misbehaved like a send. */
  read?: boolean;
};

async function startStandIn(
  handle: Handler,
  refusal: (to: string) => { status: number; json: object },
): Promise<GatewayStandIn> {
  const received: ReceivedSms[] = [];
  const refused = new Set<string>();
  let misbehaviour: { how: GatewayMisbehaviour; times: number } | undefined;
  const standIn = { reads: 0 };
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const result = handle(request, body);
      if (!result.sms && !result.read) return answer(response, result.status, result.json);
      const sms = result.sms ? { ...result.sms, accepted: false } : undefined;
      if (sms) received.push(sms);
      else standIn.reads += 1;
      if (sms && refused.has(sms.to.slice(-10))) {
        const { status, json } = refusal(sms.to);
        return answer(response, status, json);
      }
      if (misbehaviour && misbehaviour.times > 0) {
        misbehaviour.times -= 1;
        const { how } = misbehaviour;
        if (how === 'hang') return; // never answered; closed with the server
        if (how === 'echo')
          return answer(response, 400, { type: 'error', message: `Invalid request: ${body}` });
        return answer(response, how.status, how.json);
      }
      if (sms && result.status < 300) sms.accepted = true;
      return answer(response, result.status, result.json);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    get reads() {
      return standIn.reads;
    },
    accepted: () => received.filter((sms) => sms.accepted),
    misbehave: (how, times = Number.POSITIVE_INFINITY) => {
      misbehaviour = { how, times };
    },
    behave: () => {
      misbehaviour = undefined;
    },
    refuse: (mobile) => refused.add(mobile),
    goDown: stop,
    comeBack: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: async () => {
      if (server.listening) await stop();
    },
  };
}

export const MSG91_TEST = {
  authKey: 'test-msg91-authkey-0123456789',
  senderId: 'HAATIN',
  templates: {
    MSG91_TEMPLATE_OTP: 'tpl-otp',
    MSG91_TEMPLATE_ORDER_PLACED: 'tpl-placed',
    MSG91_TEMPLATE_ORDER_SHIPPED: 'tpl-shipped',
    MSG91_TEMPLATE_ORDER_OUT_FOR_DELIVERY: 'tpl-out-for-delivery',
    MSG91_TEMPLATE_ORDER_DELIVERED: 'tpl-delivered',
    MSG91_TEMPLATE_ORDER_CANCELLED: 'tpl-cancelled',
    MSG91_TEMPLATE_ORDER_REFUNDED: 'tpl-refunded',
    MSG91_TEMPLATE_RETURN_UPDATE: 'tpl-return',
  },
  /**
   * Registered in Hindi too: the code, the placed message and a failed delivery attempt only (a
   * Hindi order's others use English's).
   */
  hindiTemplates: {
    MSG91_TEMPLATE_OTP_HI: 'tpl-otp-hi',
    MSG91_TEMPLATE_ORDER_PLACED_HI: 'tpl-placed-hi',
    MSG91_TEMPLATE_ORDER_DELIVERY_FAILED_HI: 'tpl-delivery-failed-hi',
  },
  /** Optional kinds registered too: a failed delivery attempt. */
  optionalTemplates: {
    MSG91_TEMPLATE_ORDER_DELIVERY_FAILED: 'tpl-delivery-failed',
  },
};

/** The environment that points the shop at a stand-in MSG91. */
export function msg91Env(standIn: GatewayStandIn): Record<string, string> {
  return {
    SMS_PROVIDER: 'msg91',
    MSG91_BASE_URL: standIn.url,
    MSG91_AUTH_KEY: MSG91_TEST.authKey,
    MSG91_SENDER_ID: MSG91_TEST.senderId,
    ...MSG91_TEST.templates,
    ...MSG91_TEST.hindiTemplates,
    ...MSG91_TEST.optionalTemplates,
  };
}

const MSG91_ERROR = (message: string) => ({ type: 'error', message });

/** MSG91's routes a balance can be asked for: 0 the wallet, 1 promotional, 4 transactional. */
const MSG91_ROUTES = new Set(['0', '1', '4']);

export interface Msg91StandIn extends GatewayStandIn {
  /** What GET /api/balance.php answers for each route. */
  balance: string;
}

export async function startMsg91StandIn(): Promise<Msg91StandIn> {
  const known = new Set([
    ...Object.values(MSG91_TEST.templates),
    ...Object.values(MSG91_TEST.hindiTemplates),
    ...Object.values(MSG91_TEST.optionalTemplates),
  ]);
  const account = { balance: '1500' };
  const standIn = await startStandIn(
    (request, body) => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      if (request.method === 'GET' && url.pathname === '/api/balance.php') {
        // The key is a query parameter here (not the Flow API's header).
        if (url.searchParams.get('authkey') !== MSG91_TEST.authKey)
          return { status: 401, json: MSG91_ERROR('Authentication failure'), read: true };
        if (!MSG91_ROUTES.has(url.searchParams.get('type') ?? ''))
          return { status: 400, json: MSG91_ERROR('Invalid route type'), read: true };
        return { status: 200, json: account.balance, read: true };
      }
      if (request.method !== 'POST' || request.url !== '/api/v5/flow')
        return { status: 404, json: MSG91_ERROR('Not found') };
      if (request.headers.authkey !== MSG91_TEST.authKey)
        return { status: 401, json: MSG91_ERROR('Authentication failure') };
      if (!String(request.headers['content-type']).startsWith('application/json'))
        return { status: 400, json: MSG91_ERROR('Invalid content type') };
      const flow = JSON.parse(body) as {
        template_id?: string;
        sender?: string;
        short_url?: string;
        recipients?: Array<Record<string, string>>;
      };
      if (!flow.template_id || !known.has(flow.template_id))
        return { status: 400, json: MSG91_ERROR('Template id is not valid') };
      if (flow.sender !== MSG91_TEST.senderId)
        return { status: 400, json: MSG91_ERROR('Sender id is not approved') };
      const [recipient, ...others] = flow.recipients ?? [];
      if (!recipient || others.length > 0 || !/^91[6-9]\d{9}$/.test(recipient.mobiles ?? ''))
        return { status: 400, json: MSG91_ERROR('Mobile no. not valid') };
      const { mobiles, ...variables } = recipient;
      return {
        status: 200,
        json: { type: 'success', message: randomBytes(12).toString('hex') },
        sms: { templateId: flow.template_id, sender: flow.sender, to: mobiles!, variables },
      };
    },
    // MSG91 refuses a number on its DND/blocked list, echoing what it was asked to send.
    (to) => ({ status: 400, json: MSG91_ERROR(`Mobile no. ${to} is blocked`) }),
  );
  return Object.defineProperty(standIn, 'balance', {
    get: () => account.balance,
    set: (value: string) => {
      account.balance = value;
    },
  }) as Msg91StandIn;
}

export const TWILIO_TEST = {
  accountSid: 'AC0123456789abcdef0123456789abcdef',
  authToken: 'test-twilio-token-0123456789',
  messagingServiceSid: 'MG0123456789abcdef0123456789abcdef',
};

export function twilioEnv(standIn: GatewayStandIn): Record<string, string> {
  return {
    SMS_PROVIDER: 'twilio',
    TWILIO_BASE_URL: standIn.url,
    TWILIO_ACCOUNT_SID: TWILIO_TEST.accountSid,
    TWILIO_AUTH_TOKEN: TWILIO_TEST.authToken,
    TWILIO_MESSAGING_SERVICE_SID: TWILIO_TEST.messagingServiceSid,
  };
}

const TWILIO_ERROR = (status: number, code: number, message: string) => ({
  code,
  message,
  more_info: `https://www.twilio.com/docs/errors/${code}`,
  status,
});

export interface TwilioStandIn extends GatewayStandIn {
  /** The Account resource's status and type, as GET /2010-04-01/Accounts/{Sid}.json answers them. */
  account: { status: 'active' | 'suspended' | 'closed'; type: 'Trial' | 'Full' };
}

export async function startTwilioStandIn(): Promise<TwilioStandIn> {
  const path = `/2010-04-01/Accounts/${TWILIO_TEST.accountSid}/Messages.json`;
  const accountPath = `/2010-04-01/Accounts/${TWILIO_TEST.accountSid}.json`;
  const basic = `Basic ${Buffer.from(`${TWILIO_TEST.accountSid}:${TWILIO_TEST.authToken}`).toString('base64')}`;
  const account: TwilioStandIn['account'] = { status: 'active', type: 'Full' };
  const standIn = await startStandIn(
    (request, body) => {
      const read =
        request.method === 'GET' && /^\/2010-04-01\/Accounts\/[^/]+\.json$/.test(request.url ?? '');
      if (request.headers.authorization !== basic)
        return { status: 401, json: TWILIO_ERROR(401, 20003, 'Authenticate'), read };
      if (read && request.url !== accountPath)
        return {
          status: 404,
          json: TWILIO_ERROR(404, 20404, 'The requested resource was not found'),
          read,
        };
      if (read) {
        // As Twilio's: the resource repeats the auth token, which no answer of ours may print.
        return {
          status: 200,
          json: {
            sid: TWILIO_TEST.accountSid,
            owner_account_sid: TWILIO_TEST.accountSid,
            friendly_name: 'ops@haat.example.in',
            status: account.status,
            type: account.type,
            auth_token: TWILIO_TEST.authToken,
            date_created: 'Thu, 30 Jul 2015 20:00:00 +0000',
            date_updated: 'Thu, 30 Jul 2015 20:00:00 +0000',
            uri: `${accountPath}`,
          },
          read,
        };
      }
      if (request.method !== 'POST' || request.url !== path)
        return {
          status: 404,
          json: TWILIO_ERROR(404, 20404, 'The requested resource was not found'),
        };
      if (request.headers['content-type'] !== 'application/x-www-form-urlencoded')
        return { status: 400, json: TWILIO_ERROR(400, 21602, 'Message body is required.') };
      const form = new URLSearchParams(body);
      const to = form.get('To') ?? '';
      const text = form.get('Body') ?? '';
      if (!text)
        return { status: 400, json: TWILIO_ERROR(400, 21602, 'Message body is required.') };
      if (form.get('MessagingServiceSid') !== TWILIO_TEST.messagingServiceSid || form.has('From'))
        return {
          status: 400,
          json: TWILIO_ERROR(400, 21703, 'The Messaging Service Sid is invalid.'),
        };
      if (!/^\+91[6-9]\d{9}$/.test(to))
        return {
          status: 400,
          json: TWILIO_ERROR(400, 21211, `The 'To' number ${to} is not a valid phone number.`),
        };
      // Twilio's answer repeats the message's body: a log that printed answers would leak codes.
      return {
        status: 201,
        json: { sid: `SM${randomBytes(16).toString('hex')}`, status: 'accepted', to, body: text },
        sms: { to, variables: {}, body: text },
      };
    },
    (to) => ({
      status: 400,
      json: TWILIO_ERROR(400, 21610, `Attempt to send to unsubscribed recipient ${to}`),
    }),
  );
  return Object.assign(standIn, { account });
}

/** Log lines (pino's JSON) written while a test ran, with the stream to hand the app's logger. */
export function captureLog(): { lines: string[]; stream: { write(line: string): void } } {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) } };
}
