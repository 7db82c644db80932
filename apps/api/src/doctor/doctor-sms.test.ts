// `doctor`'s SMS line without --send: an authenticated read of the gateway's account that sends
// nothing (MSG91's balance, Twilio's Account resource), at the configured base URL, so a gateway
// that cannot be reached, does not answer in time or refuses the credentials is a ✗ with the reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import {
  MSG91_TEST,
  TWILIO_TEST,
  msg91Env,
  startMsg91StandIn,
  startTwilioStandIn,
  twilioEnv,
  type GatewayStandIn,
  type Msg91StandIn,
  type TwilioStandIn,
} from '../../test/sms-gateways.ts';
import { UNTIL } from '../../test/waiting.ts';
import { runDoctor, type DoctorLine } from './doctor.ts';
import { smsCheck } from './messaging-checks.ts';

/** Long enough for a loopback answer on a busy machine, short enough to wait for a hang. */
const HANG_TIMEOUT_MS = 1000;

async function smsLine(env: Record<string, string>): Promise<DoctorLine> {
  const config = loadConfig({ NODE_ENV: 'test', ...env });
  const printed: string[] = [];
  const [line] = await runDoctor(
    [smsCheck(config, undefined)],
    (text) => printed.push(text),
    UNTIL.timeout,
  );
  expect(printed).toHaveLength(1);
  return line!;
}

interface Case {
  name: 'MSG91' | 'Twilio';
  start(): Promise<GatewayStandIn>;
  env(standIn: GatewayStandIn): Record<string, string>;
  /** The secret the doctor must never print. */
  secret: string;
  wrongSecret: Record<string, string>;
  refusal: RegExp;
}

const CASES: Case[] = [
  {
    name: 'MSG91',
    start: startMsg91StandIn,
    env: msg91Env,
    secret: MSG91_TEST.authKey,
    wrongSecret: { MSG91_AUTH_KEY: 'not-the-key' },
    refusal:
      /^MSG91 at 127\.0\.0\.1:\d+ refused the auth key \(401: Authentication failure\): check MSG91_AUTH_KEY$/,
  },
  {
    name: 'Twilio',
    start: startTwilioStandIn,
    env: twilioEnv,
    secret: TWILIO_TEST.authToken,
    wrongSecret: { TWILIO_AUTH_TOKEN: 'not-the-token' },
    refusal: new RegExp(
      `^Twilio at 127\\.0\\.0\\.1:\\d+ refused account ${TWILIO_TEST.accountSid} \\(401, error 20003\\): check TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN$`,
    ),
  },
];

describe.each(CASES)("doctor's read of $name", (gateway) => {
  let standIn: GatewayStandIn;
  beforeAll(async () => {
    standIn = await gateway.start();
  });
  afterAll(async () => standIn.close());

  it('reads the account with the credentials and sends nothing', async () => {
    const before = standIn.reads;
    const line = await smsLine(gateway.env(standIn));
    expect(line.ok, line.detail).toBe(true);
    expect(line.detail).toBe(
      gateway.name === 'MSG91'
        ? 'MSG91 (sender HAATIN) accepted the auth key: transactional balance 1500; add --send --mobile <n> to send a test'
        : `Twilio accepted account ${TWILIO_TEST.accountSid} (Full, active); add --send --mobile <n> to send a test`,
    );
    expect(standIn.reads).toBe(before + 1);
    expect(standIn.received).toEqual([]);
  });

  it('names a key the gateway refuses, without printing a secret', async () => {
    const line = await smsLine({ ...gateway.env(standIn), ...gateway.wrongSecret });
    expect(line.ok).toBe(false);
    expect(line.detail).toMatch(gateway.refusal);
    expect(line.detail).not.toContain(gateway.secret);
    expect(line.detail).not.toContain('not-the-');
  });

  it('names a gateway that does not answer in time', async () => {
    standIn.misbehave('hang', 1);
    const line = await smsLine({
      ...gateway.env(standIn),
      SMS_TIMEOUT_MS: String(HANG_TIMEOUT_MS),
    });
    expect(line).toMatchObject({ ok: false });
    expect(line.detail).toMatch(
      new RegExp(
        `^${gateway.name} at 127\\.0\\.0\\.1:\\d+ did not answer within ${HANG_TIMEOUT_MS} ms$`,
      ),
    );
  });

  it('names a gateway that answers an error', async () => {
    standIn.misbehave({ status: 503, json: { message: 'Service Unavailable' } }, 1);
    const line = await smsLine(gateway.env(standIn));
    expect(line.ok).toBe(false);
    expect(line.detail).toMatch(
      new RegExp(`^${gateway.name} at 127\\.0\\.0\\.1:\\d+ answered 503: Service Unavailable$`),
    );
  });

  it('names a gateway that cannot be reached, and passes once it is back', async () => {
    // A stand-in of its own: no connection kept alive from the reads above.
    const own = await gateway.start();
    try {
      await own.goDown();
      const down = await smsLine(gateway.env(own));
      expect(down.ok).toBe(false);
      expect(down.detail).toMatch(
        new RegExp(
          `^${gateway.name} at 127\\.0\\.0\\.1:\\d+ could not be reached \\(ECONNREFUSED\\)$`,
        ),
      );
      await own.comeBack();
      expect((await smsLine(gateway.env(own))).ok).toBe(true);
    } finally {
      await own.close();
    }
  });
});

describe("doctor's read of an account that cannot send", () => {
  it('MSG91 answering an error with HTTP 200 is not a balance', async () => {
    const standIn: Msg91StandIn = await startMsg91StandIn();
    try {
      standIn.misbehave({ status: 200, json: { msgType: 'error', msg: 'Authentication failure' } });
      const refused = await smsLine(msg91Env(standIn));
      expect(refused.detail).toMatch(
        /^MSG91 at 127\.0\.0\.1:\d+ refused the auth key \(200: Authentication failure\)/,
      );
      standIn.misbehave({ status: 418, json: { msgType: 'error', msg: 'IP not whitelisted' } });
      const address = await smsLine(msg91Env(standIn));
      expect(address.detail).toMatch(/refused this machine's address \(418: IP not whitelisted\)/);
      standIn.behave();
      standIn.balance = '0';
      expect((await smsLine(msg91Env(standIn))).detail).toMatch(/transactional balance 0;/);
    } finally {
      await standIn.close();
    }
  });

  it('a suspended or trial Twilio account is not ready to go live', async () => {
    const standIn: TwilioStandIn = await startTwilioStandIn();
    try {
      standIn.account.status = 'suspended';
      expect(await smsLine(twilioEnv(standIn))).toEqual({
        part: 'sms',
        ok: false,
        detail: `Twilio account ${TWILIO_TEST.accountSid} is suspended: it sends no text`,
      });
      standIn.account.status = 'active';
      standIn.account.type = 'Trial';
      const trial = await smsLine(twilioEnv(standIn));
      expect(trial.ok).toBe(false);
      expect(trial.detail).toMatch(/is a Trial account: it texts only numbers verified/);
      expect(standIn.received).toEqual([]);
    } finally {
      await standIn.close();
    }
  });
});
