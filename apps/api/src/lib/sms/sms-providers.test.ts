// Each SMS provider against a loopback stand-in of its gateway: what goes over the wire, and what
// each failure becomes (retried or given up), never carrying the code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { loadConfig } from '../../config.ts';
import { systemClock } from '../clock.ts';
import {
  MSG91_TEST,
  captureLog,
  msg91Env,
  startMsg91StandIn,
  startTwilioStandIn,
  twilioEnv,
  type GatewayStandIn,
} from '../../../test/sms-gateways.ts';
import { createSmsSender, SmsSendError, type SmsSender } from './index.ts';

const TIMEOUT_MS = 1500;
const OTP = '482913';
const OTP_TEXT = `${OTP} is your Haat verification code. It is valid for 5 minutes. Do not share it with anyone.`;
const OTP_DETAILS = { otp: OTP, kind: 'otp', variables: { otp: OTP, minutes: '5' } } as const;

interface Provider {
  name: 'msg91' | 'twilio';
  start(): Promise<GatewayStandIn>;
  env(standIn: GatewayStandIn): Record<string, string>;
}

const PROVIDERS: Provider[] = [
  { name: 'msg91', start: startMsg91StandIn, env: msg91Env },
  { name: 'twilio', start: startTwilioStandIn, env: twilioEnv },
];

/** What a send became: undefined when the gateway took it, else the error. */
async function outcomeOf(sender: SmsSender, mobile: string): Promise<SmsSendError | undefined> {
  try {
    await sender.send(mobile, OTP_TEXT, OTP_DETAILS);
    return undefined;
  } catch (error) {
    if (error instanceof SmsSendError) return error;
    throw error;
  }
}

describe.each(PROVIDERS)('the $name provider', (provider) => {
  let standIn: GatewayStandIn;
  let sender: SmsSender;
  const log = captureLog();

  beforeAll(async () => {
    standIn = await provider.start();
    const config = loadConfig({
      ...provider.env(standIn),
      SMS_TIMEOUT_MS: String(TIMEOUT_MS),
    });
    sender = createSmsSender(config, {
      clock: systemClock,
      log: pino({ level: 'trace' }, log.stream),
    });
  });
  afterAll(async () => {
    await standIn.close();
    // Whatever happened in this file, no log line carried the code.
    expect(log.lines.length).toBeGreaterThan(0);
    expect(log.lines.filter((line) => line.includes(OTP))).toEqual([]);
  });

  it('sends a code as the gateway expects it', async () => {
    expect(await outcomeOf(sender, '9876543210')).toBeUndefined();
    const [sms] = standIn.accepted().slice(-1);
    if (provider.name === 'msg91') {
      expect(sms).toMatchObject({
        templateId: MSG91_TEST.templates.MSG91_TEMPLATE_OTP,
        sender: MSG91_TEST.senderId,
        to: '919876543210',
        variables: { otp: OTP, minutes: '5' },
      });
    } else {
      expect(sms).toMatchObject({ to: '+919876543210', body: OTP_TEXT });
    }
  });

  it('a gateway that does not answer in time is a failure worth another try', async () => {
    standIn.misbehave('hang', 1);
    const started = Date.now();
    const failure = await outcomeOf(sender, '9876543211');
    expect(failure?.message).toBe(`${provider.name} did not answer within ${TIMEOUT_MS} ms`);
    expect(failure?.isPermanent).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
  });

  it('a 5xx or 429 is worth another try; a 400 refusal is not', async () => {
    standIn.misbehave({ status: 503, json: { message: 'Service Unavailable' } }, 1);
    const unavailable = await outcomeOf(sender, '9876543212');
    expect(unavailable?.message).toBe(`${provider.name} answered 503: Service Unavailable`);
    expect(unavailable?.isPermanent).toBe(false);

    standIn.misbehave({ status: 429, json: { message: 'Too many requests' } }, 1);
    expect((await outcomeOf(sender, '9876543212'))?.isPermanent).toBe(false);

    standIn.refuse('9876543213');
    const refused = await outcomeOf(sender, '9876543213');
    expect(refused?.isPermanent).toBe(true);
    expect(refused?.message).toMatch(new RegExp(`^${provider.name} answered 400`));
  });

  it('a gateway that quotes the request back in its refusal does not get the code into the error', async () => {
    standIn.misbehave('echo', 1);
    const failure = await outcomeOf(sender, '9876543214');
    expect(failure?.message).toMatch(new RegExp(`^${provider.name} answered 400: Invalid request`));
    expect(failure?.message).not.toContain(OTP);
  });

  it('a gateway that is down is a failure worth another try, and sending works when it is back', async () => {
    await standIn.goDown();
    // The first may meet the kept-alive connection the gateway just closed; then no connection.
    await outcomeOf(sender, '9876543215');
    const failure = await outcomeOf(sender, '9876543215');
    expect(failure?.message).toBe(`${provider.name} could not be reached (ECONNREFUSED)`);
    expect(failure?.isPermanent).toBe(false);
    await standIn.comeBack();
    expect(await outcomeOf(sender, '9876543215')).toBeUndefined();
  });

  it('wrong credentials are refused by the gateway and retried (the operator can fix them)', async () => {
    const config = loadConfig({
      ...provider.env(standIn),
      MSG91_AUTH_KEY: 'wrong',
      TWILIO_AUTH_TOKEN: 'wrong',
    });
    const wrong = createSmsSender(config, { clock: systemClock });
    const failure = await outcomeOf(wrong, '9876543216');
    expect(failure?.message).toMatch(new RegExp(`^${provider.name} answered 401`));
    expect(failure?.isPermanent).toBe(false);
  });
});

describe('msg91 and message kinds', () => {
  it('an error MSG91 answers with HTTP 200 is a failure, not a sent message', async () => {
    const standIn = await startMsg91StandIn();
    try {
      const sender = createSmsSender(loadConfig(msg91Env(standIn)), { clock: systemClock });
      standIn.misbehave({ status: 200, json: { type: 'error', message: 'Insufficient balance' } });
      const failure = await outcomeOf(sender, '9876543210');
      expect(failure?.message).toBe('msg91 answered 200: Insufficient balance');
      expect(failure?.isPermanent).toBe(false);
    } finally {
      await standIn.close();
    }
  });

  it('an optional notice without a registered template is not sent; a text without a kind is refused', async () => {
    const standIn = await startMsg91StandIn();
    try {
      const sender = createSmsSender(loadConfig(msg91Env(standIn)), { clock: systemClock });
      await sender.send('9876543210', 'This mobile number already has a Haat account.', {
        kind: 'account-exists',
      });
      expect(standIn.received).toEqual([]);
      await expect(sender.send('9876543210', 'Hello')).rejects.toMatchObject({
        isPermanent: true,
      });
    } finally {
      await standIn.close();
    }
  });
});
