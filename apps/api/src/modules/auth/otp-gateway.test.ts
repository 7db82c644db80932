// Registration codes through a real SMS gateway's API (a loopback stand-in of MSG91, and one of
// Twilio): the code reaches the phone while the shopper waits; when the gateway fails the shopper
// reads why, and nothing is spent or left behind: no quota, no stored code, no account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { REDACTED_LOG_PATHS } from '../../lib/log-redaction.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { nextIp, newShopperForm, randomMobile } from '../../../test/accounts.ts';
import {
  MSG91_TEST,
  captureLog,
  msg91Env,
  startMsg91StandIn,
  startTwilioStandIn,
  twilioEnv,
  type GatewayMisbehaviour,
  type GatewayStandIn,
} from '../../../test/sms-gateways.ts';
import { customers, otps, rateLimits } from '../../db/schema/index.ts';
import { DEMO_CUSTOMER } from '../../seed/index.ts';

// Long enough for a loopback answer on a busy machine; the hanging gateway costs this much.
const SMS_TIMEOUT_MS = 3000;
const NOT_SENT = 'We could not send the code. Try again in a minute.';

function send(t: TestApp, mobile: string, remoteAddress: string, language?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/send/otp',
    payload: { mobile },
    remoteAddress,
    ...(language ? { headers: { 'accept-language': language } } : {}),
  });
}

const verify = (t: TestApp, mobile: string, otp: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/verify/otp', payload: { mobile, otp } });

async function countsOf(t: TestApp, mobile: string, ip: string) {
  const keys = [`otp:send:ip:${ip}`, `otp:send:mobile:${mobile}`];
  const rows = await t.db.select().from(rateLimits).where(inArray(rateLimits.key, keys));
  return Object.fromEntries(keys.map((key) => [key, rows.find((r) => r.key === key)?.count ?? 0]));
}

describe('registration codes through MSG91', () => {
  let gateway: GatewayStandIn;
  let t: TestApp;
  const log = captureLog();
  const codeSentTo = (mobile: string) =>
    gateway.received.filter((sms) => sms.to === `91${mobile}`).map((sms) => sms.variables.otp!);

  beforeAll(async () => {
    gateway = await startMsg91StandIn();
    t = await createTestApp({
      env: { ...msg91Env(gateway), SMS_TIMEOUT_MS: String(SMS_TIMEOUT_MS) },
      // As main.ts logs (redaction included), at every level.
      logger: {
        level: 'trace',
        redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
        stream: log.stream,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await gateway.close();
  });

  it('sends the code through the OTP template while the shopper waits, and it verifies', async () => {
    const mobile = randomMobile();
    const res = await send(t, mobile, nextIp());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: 'OTP sent to your mobile number.' });
    const [sms, ...more] = gateway.accepted().filter((s) => s.to === `91${mobile}`);
    expect(more).toEqual([]);
    expect(sms).toMatchObject({
      templateId: MSG91_TEST.templates.MSG91_TEMPLATE_OTP,
      sender: MSG91_TEST.senderId,
      variables: { otp: expect.stringMatching(/^\d{6}$/), minutes: '5' },
    });
    expect((await verify(t, mobile, sms!.variables.otp!)).statusCode).toBe(200);
  });

  it('asked from a Hindi page, the code goes through the Hindi OTP template', async () => {
    const mobile = randomMobile();
    expect((await send(t, mobile, nextIp(), 'hi-IN')).statusCode).toBe(200);
    const [sms] = gateway.accepted().filter((s) => s.to === `91${mobile}`);
    expect(sms).toMatchObject({
      templateId: MSG91_TEST.hindiTemplates.MSG91_TEMPLATE_OTP_HI,
      variables: { otp: expect.stringMatching(/^\d{6}$/), minutes: '5' },
    });
    expect((await verify(t, mobile, sms!.variables.otp!)).statusCode).toBe(200);
  });

  const failures: Array<[string, GatewayMisbehaviour | 'down']> = [
    ['does not answer in time', 'hang'],
    ['refuses the request (4xx)', { status: 400, json: { type: 'error', message: 'Bad request' } }],
    ['fails (5xx)', { status: 502, json: { type: 'error', message: 'Bad gateway' } }],
    ['is down (connection refused)', 'down'],
  ];

  it.each(failures)(
    'when the gateway %s the shopper reads why, and no quota, code or account is left',
    async (_, how) => {
      const mobile = randomMobile();
      const ip = nextIp();
      // An earlier code that reached the phone stays good when a resend fails.
      expect((await send(t, mobile, ip)).statusCode).toBe(200);
      const [earlier] = codeSentTo(mobile);
      const before = await countsOf(t, mobile, ip);
      const storedBefore = await t.db.select().from(otps).where(eq(otps.mobile, mobile));

      if (how === 'down') await gateway.goDown();
      else gateway.misbehave(how);
      let failed: Awaited<ReturnType<typeof send>>;
      try {
        failed = await send(t, mobile, ip);
      } finally {
        if (how === 'down') await gateway.comeBack();
        gateway.behave();
      }
      expect(failed.statusCode).toBe(503);
      expect(failed.headers['retry-after']).toBe('60');
      expect(failed.json()).toMatchObject({
        status: 'error',
        message: NOT_SENT,
        Message: NOT_SENT,
      });
      expect(await countsOf(t, mobile, ip)).toEqual(before);
      expect(await t.db.select().from(otps).where(eq(otps.mobile, mobile))).toEqual(storedBefore);
      // The code the gateway was handed but did not deliver opens nothing.
      const [, undelivered] = codeSentTo(mobile);
      if (undelivered) expect((await verify(t, mobile, undelivered)).statusCode).toBe(400);
      const create = await t.app.inject({
        method: 'POST',
        url: '/api/public/customer',
        payload: newShopperForm({ mobile }),
      });
      expect(create.statusCode).not.toBe(200);
      expect(await t.db.select().from(customers).where(eq(customers.mobile, mobile))).toEqual([]);

      expect((await verify(t, mobile, earlier!)).statusCode).toBe(200);
      // Trying again once the gateway is back works, and counts once.
      expect((await send(t, mobile, ip)).statusCode).toBe(200);
      expect((await countsOf(t, mobile, ip))[`otp:send:mobile:${mobile}`]).toBe(2);
      expect((await verify(t, mobile, codeSentTo(mobile).at(-1)!)).statusCode).toBe(200);
    },
  );

  it('failed sends leave the whole quota: three codes still go out after four failures', async () => {
    const mobile = randomMobile();
    const ip = nextIp();
    gateway.misbehave({ status: 500, json: { type: 'error', message: 'Internal error' } });
    for (let attempt = 0; attempt < 4; attempt += 1)
      expect((await send(t, mobile, ip)).statusCode).toBe(503);
    gateway.behave();
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await send(t, mobile, ip)).statusCode).toBe(200);
    expect((await send(t, mobile, ip)).statusCode).toBe(429);
  });

  it('a registered mobile without a registered notice template gets the same answer and no text', async () => {
    const before = gateway.received.length;
    const res = await send(t, DEMO_CUSTOMER.mobile, nextIp());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: 'OTP sent to your mobile number.' });
    expect(gateway.received.length).toBe(before);
  });

  it('no code ever reached the log, sent or not', () => {
    const codes = gateway.received.map((sms) => sms.variables.otp).filter(Boolean);
    expect(codes.length).toBeGreaterThan(10);
    expect(log.lines.some((line) => line.includes('SMS not sent'))).toBe(true);
    for (const code of codes) expect(log.lines.filter((line) => line.includes(code!))).toEqual([]);
  });
});

describe('registration codes through Twilio', () => {
  it('sends the code as the text of a message, and it verifies', async () => {
    const gateway = await startTwilioStandIn();
    const t = await createTestApp({ env: twilioEnv(gateway) });
    try {
      const mobile = randomMobile();
      expect((await send(t, mobile, nextIp())).statusCode).toBe(200);
      const [sms] = gateway.accepted();
      expect(sms?.to).toBe(`+91${mobile}`);
      const code = /^(\d{6}) is your Haat verification code\./.exec(sms?.body ?? '')?.[1];
      expect((await verify(t, mobile, code!)).statusCode).toBe(200);
    } finally {
      await t.close();
      await gateway.close();
    }
  });
});
