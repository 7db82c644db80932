// A loopback stand-in of Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json,
// form-encoded To, From and Body, HTTP basic auth with the account SID and auth token): it keeps
// what it accepted and refuses what Twilio would refuse.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export const TWILIO_TEST_ACCOUNT = {
  sid: 'AC0123456789abcdef0123456789abcdef',
  token: 'twilio-test-auth-token',
  from: '+15005550006',
};

export interface SmsMessage {
  to: string;
  text: string;
}

export interface SmsGateway {
  env: Record<string, string>;
  /** What was accepted for a ten-digit Indian mobile, oldest first. */
  messagesTo(mobile: string): SmsMessage[];
  stop(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  return body;
}

export async function startSmsGateway(): Promise<SmsGateway> {
  const accepted: SmsMessage[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${TWILIO_TEST_ACCOUNT.sid}:${TWILIO_TEST_ACCOUNT.token}`).toString('base64')}`;
  const server = createServer((req, res) => {
    void (async () => {
      const body = new URLSearchParams(await readBody(req));
      const answer = (status: number, json: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (
        req.method !== 'POST' ||
        req.url !== `/2010-04-01/Accounts/${TWILIO_TEST_ACCOUNT.sid}/Messages.json`
      ) {
        return answer(404, { code: 20404, message: 'The requested resource was not found' });
      }
      if (req.headers.authorization !== expectedAuth) {
        return answer(401, { code: 20003, message: 'Authenticate' });
      }
      const to = body.get('To') ?? '';
      const text = body.get('Body') ?? '';
      if (
        !/^\+91\d{10}$/.test(to) ||
        !text ||
        (!body.get('From') && !body.get('MessagingServiceSid'))
      ) {
        return answer(400, {
          code: 21211,
          message: `The 'To' number ${to} is not a valid phone number.`,
        });
      }
      accepted.push({ to: to.slice(3), text });
      return answer(201, { sid: `SM${accepted.length}`, status: 'queued', to, body: text });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: {
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: TWILIO_TEST_ACCOUNT.sid,
      TWILIO_AUTH_TOKEN: TWILIO_TEST_ACCOUNT.token,
      TWILIO_FROM: TWILIO_TEST_ACCOUNT.from,
      TWILIO_BASE_URL: `http://127.0.0.1:${port}`,
    },
    messagesTo: (mobile) => accepted.filter((message) => message.to === mobile),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
