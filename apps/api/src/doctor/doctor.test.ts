// `doctor`: one line per part, ✓ with what it saw or ✗ with the reason, every part checked even
// when one fails, and a part that does not answer in time reported as such.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createDoctorChecks } from './doctor-checks.ts';
import { DoctorProblem, runDoctor } from './doctor.ts';
import { writeEntitySettings } from '../modules/grievances/index.ts';
import { DEMO_ENTITY } from '../seed/entity.ts';
import { msg91Env, startMsg91StandIn, type GatewayStandIn } from '../../test/sms-gateways.ts';
import { startSmtpStandIn, type SmtpStandIn } from '../../test/smtp-stand-in.ts';
import {
  deadEndpoint,
  s3Environment,
  startObjectStore,
  type TestObjectStore,
} from '../../test/object-storage.ts';
import { UNTIL } from '../../test/waiting.ts';

const KEY_ID = 'rzp_test_doctor1234';
const KEY_SECRET = 'doctor-key-secret';
const NO_ROUTE_KEY_ID = 'rzp_test_noroute1234';
let razorpay: Server;
let gateway: GatewayStandIn;
let relay: SmtpStandIn;
let bucket: TestObjectStore;
let razorpayUrl: string;
const dataDir = mkdtempSync(path.join(tmpdir(), 'haat-doctor-'));

beforeAll(async () => {
  // Razorpay's API as documented: basic auth with the key pair, 401 for a wrong one.
  razorpay = createServer((req, res) => {
    const expected = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;
    const noRoute = `Basic ${Buffer.from(`${NO_ROUTE_KEY_ID}:${KEY_SECRET}`).toString('base64')}`;
    // An account without Route: its keys work, the Transfers API refuses it.
    if (req.url === '/v1/transfers?count=1' && req.headers.authorization === noRoute) {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: 'Route feature not enabled for this merchant.',
          },
        }),
      );
      return;
    }
    const isList =
      req.method === 'GET' &&
      (req.url === '/v1/payments?count=1' || req.url === '/v1/transfers?count=1');
    res.writeHead(!isList ? 404 : req.headers.authorization === expected ? 200 : 401, {
      'content-type': 'application/json',
    });
    res.end(
      isList && req.headers.authorization === expected
        ? JSON.stringify({ entity: 'collection', count: 0, items: [] })
        : JSON.stringify({
            error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
          }),
    );
  });
  await new Promise<void>((resolve) => razorpay.listen(0, '127.0.0.1', resolve));
  razorpayUrl = `http://127.0.0.1:${(razorpay.address() as AddressInfo).port}`;
  gateway = await startMsg91StandIn();
  relay = await startSmtpStandIn();
  bucket = await startObjectStore('haat-doctor');
});

afterAll(async () => {
  await new Promise<void>((resolve) => razorpay.close(() => resolve()));
  await Promise.all([gateway.close(), relay.close(), bucket.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
});

async function doctorLines(
  env: Record<string, string>,
  send?: { mobile?: string; email?: string },
) {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env });
  const { checks, close } = createDoctorChecks(config, {
    razorpayApiUrl: razorpayUrl,
    ...(send ? { send } : {}),
  });
  const printed: string[] = [];
  try {
    // The parts' own 15 s limit has its own test (200 ms there); here a part may take longer
    // (opening PGlite took over 15 s on a busy machine) and must still say what it saw.
    const lines = await runDoctor(checks, (line) => printed.push(line), UNTIL.timeout);
    return { lines, printed, byPart: new Map(lines.map((line) => [line.part, line])) };
  } finally {
    await close();
  }
}

const LIVE = {
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: KEY_ID,
  RAZORPAY_KEY_SECRET: KEY_SECRET,
  RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
  PUBLIC_URL: 'https://shop.example.in',
};

describe('doctor', () => {
  it('names migrations not applied, then passes once they are', async () => {
    const before = await doctorLines(LIVE);
    expect(before.byPart.get('database')).toMatchObject({ ok: false });
    expect(before.byPart.get('database')?.detail).toMatch(/^\d+ migration\(s\) not applied/);
    // Every other part was still checked.
    expect(before.byPart.get('payments')).toMatchObject({ ok: true });
    expect(before.byPart.get('demo data')?.detail).toBe(
      'not checked: the database lacks migrations (see the database line)',
    );

    const handle = await openDatabase({ databaseUrl: undefined, dataDir });
    await handle.migrate();
    await handle.close();
    const after = await doctorLines(LIVE);
    expect(after.byPart.get('database')?.detail).toMatch(
      /^embedded \(PGlite\) in .+, version \d+.*, every migration applied$/,
    );
    expect(after.printed.find((line) => line.includes('database'))).toMatch(/^✓ database /);
  });

  it('on a real shop, the demo parts pass: no demo rows, no account with a demo password', async () => {
    const { byPart, printed } = await doctorLines(LIVE);
    expect(byPart.get('demo data')).toEqual({
      part: 'demo data',
      ok: true,
      detail: 'none: the shop holds no demo rows',
    });
    expect(byPart.get('demo passwords')).toEqual({
      part: 'demo passwords',
      ok: true,
      detail: 'no account of the demo is in the shop',
    });
    expect(printed.find((line) => line.includes('demo data'))).toMatch(/^✓ demo data /);
  });

  it('names the company’s and the grievance officer’s details still empty, then passes once filled', async () => {
    const before = await doctorLines(LIVE);
    expect(before.byPart.get('entity details')).toMatchObject({ ok: false });
    expect(before.byPart.get('entity details')?.detail).toMatch(
      /^every page must name the company and its grievance officer; empty: legal name, .*grievance officer's name/,
    );
    const handle = await openDatabase({ databaseUrl: undefined, dataDir });
    try {
      await writeEntitySettings(handle.db, DEMO_ENTITY, new Date());
    } finally {
      await handle.close();
    }
    const after = await doctorLines(LIVE);
    expect(after.byPart.get('entity details')).toEqual({
      part: 'entity details',
      ok: true,
      detail: 'the company and its grievance officer are named on every page',
    });
  });

  it('names test payments and messages kept in files, with the switch to remove', async () => {
    const trial = await doctorLines({
      ...LIVE,
      PAYMENT_PROVIDER: 'sandbox',
      TEST_PAYMENTS: 'true',
      MESSAGES_IN_FILES: 'true',
    });
    expect(trial.byPart.get('payments')).toMatchObject({
      ok: false,
      detail:
        'test payments are on (TEST_PAYMENTS=true, PAYMENT_PROVIDER=sandbox): no real money is taken. Set PAYMENT_PROVIDER=razorpay with its keys and remove TEST_PAYMENTS',
    });
    expect(trial.byPart.get('sms')?.detail).toBe(
      'SMS_PROVIDER=outbox writes codes to a file: no shopper receives one. Set msg91 or twilio and remove MESSAGES_IN_FILES',
    );
    expect(trial.byPart.get('email')?.detail).toBe(
      'EMAIL_PROVIDER=outbox writes e-mails to files: no shopper receives one. Set smtp and remove MESSAGES_IN_FILES',
    );
    const sandbox = await doctorLines({ ...LIVE, PAYMENT_PROVIDER: 'sandbox' });
    expect(sandbox.byPart.get('payments')).toMatchObject({
      ok: false,
      detail: 'PAYMENT_PROVIDER=sandbox takes no real money: set razorpay and its keys',
    });
  });

  it('reads Razorpay with the keys: accepted, or refused with the reason', async () => {
    const accepted = await doctorLines(LIVE);
    expect(accepted.byPart.get('payments')).toEqual({
      part: 'payments',
      ok: true,
      detail: `Razorpay accepted key ${KEY_ID} (test mode)`,
    });
    const refused = await doctorLines({ ...LIVE, RAZORPAY_KEY_SECRET: 'not-the-secret' });
    expect(refused.byPart.get('payments')?.detail).toBe(
      `Razorpay refused key ${KEY_ID} (401): check RAZORPAY_KEY_SECRET`,
    );
    const noWebhook = await doctorLines({ ...LIVE, RAZORPAY_WEBHOOK_SECRET: '' });
    expect(noWebhook.byPart.get('payments')?.detail).toMatch(/^RAZORPAY_WEBHOOK_SECRET is not set/);
  });

  it('reads whether Route is enabled: sellers are paid through it', async () => {
    const enabled = await doctorLines(LIVE);
    expect(enabled.byPart.get('seller payouts')).toEqual({
      part: 'seller payouts',
      ok: true,
      detail: 'Route is enabled: transfers to sellers’ linked accounts can be made',
    });
    const without = await doctorLines({ ...LIVE, RAZORPAY_KEY_ID: NO_ROUTE_KEY_ID });
    expect(without.byPart.get('seller payouts')?.detail).toBe(
      'Route is not enabled on this Razorpay account (400: Route feature not enabled for this merchant.): ask Razorpay to enable Route, then subscribe the webhook to transfer.processed, transfer.failed and settlement.processed',
    );
    const sandbox = await doctorLines({ ...LIVE, PAYMENT_PROVIDER: 'sandbox' });
    expect(sandbox.byPart.get('seller payouts')?.detail).toMatch(
      /^PAYMENT_PROVIDER=sandbox pays sellers/,
    );
  });

  it('reports development defaults as not ready to go live', async () => {
    const { byPart, printed } = await doctorLines({});
    expect(byPart.get('payments')?.detail).toMatch(/^PAYMENT_PROVIDER=sandbox takes no real money/);
    expect(byPart.get('public URL')?.detail).toMatch(/^PUBLIC_URL is not set/);
    expect(printed.find((line) => line.includes('public URL'))).toMatch(/^✗ public URL /);
    const http = await doctorLines({ PUBLIC_URL: 'http://shop.example.in' });
    expect(http.byPart.get('public URL')?.detail).toBe(
      'http://shop.example.in is not https: browsers will not trust it',
    );
  });

  it('a part that does not answer in time is reported, and the next still runs', async () => {
    const lines = await runDoctor(
      [
        {
          part: 'slow',
          run: (signal) =>
            new Promise((_, reject) =>
              signal.addEventListener('abort', () => reject(new Error('aborted'))),
            ),
        },
        { part: 'refusing', run: () => Promise.reject(new DoctorProblem('said no')) },
        { part: 'fine', run: () => Promise.resolve('all good') },
      ],
      () => undefined,
      200,
    );
    expect(lines).toEqual([
      { part: 'slow', ok: false, detail: 'no answer in 0.2 s' },
      { part: 'refusing', ok: false, detail: 'said no' },
      { part: 'fine', ok: true, detail: 'all good' },
    ]);
  });

  it('sends nothing unless asked; with --send, a text through the gateway and an e-mail through the relay', async () => {
    const live = () => ({
      ...LIVE,
      ...msg91Env(gateway),
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: relay.url,
      EMAIL_FROM: 'Haat <orders@haat.example.in>',
    });
    const quiet = await doctorLines(live());
    expect(quiet.byPart.get('sms')).toMatchObject({
      ok: true,
      detail:
        'MSG91 (sender HAATIN) accepted the auth key: transactional balance 1500; add --send --mobile <n> to send a test',
    });
    expect(quiet.byPart.get('email')?.detail).toMatch(/^127\.0\.0\.1:\d+ accepted the login;/);
    expect(gateway.accepted()).toHaveLength(0);
    expect(relay.received).toHaveLength(0);

    const sent = await doctorLines(live(), { mobile: '9876501234', email: 'ops@haat.example.in' });
    expect(sent.byPart.get('sms')?.detail).toBe(
      'MSG91 (sender HAATIN) accepted the auth key: transactional balance 1500, and took a test text to 98xxxxxx34 (the OTP template, code 000000)',
    );
    expect(gateway.accepted().map((text) => [text.to, text.templateId])).toEqual([
      ['919876501234', 'tpl-otp'],
    ]);
    expect(sent.byPart.get('email')?.ok).toBe(true);
    expect(relay.received.map((mail) => [mail.envelope.to, mail.mail.subject])).toEqual([
      [['ops@haat.example.in'], 'Haat: test message'],
    ]);

    gateway.misbehave({ status: 500, json: { type: 'error', message: 'Internal error' } });
    const wrongLogin = { ...live(), SMTP_URL: relay.url.replace(/:[^:@]+@/, ':wrong-password@') };
    const failing = await doctorLines(wrongLogin, { mobile: '9876501234' });
    gateway.behave();
    expect(failing.byPart.get('sms')?.ok).toBe(false);
    expect(failing.byPart.get('email')?.ok).toBe(false);
    expect(failing.printed.find((line) => line.includes('email'))).toMatch(/^✗ email /);
  });

  it('names the file outboxes as not reaching anyone, and where the signing secret comes from', async () => {
    const { byPart } = await doctorLines({});
    expect(byPart.get('sms')?.detail).toMatch(/^SMS_PROVIDER=outbox writes codes to a file/);
    expect(byPart.get('email')?.detail).toMatch(/^EMAIL_PROVIDER=outbox writes e-mails to files/);
    expect(byPart.get('secrets')).toMatchObject({
      ok: true,
      detail: 'generated once and kept in the embedded database (one machine)',
    });
    const set = await doctorLines({ JWT_SECRET: 'x'.repeat(40) });
    expect(set.byPart.get('secrets')?.detail).toBe(
      'JWT_SECRET set: give every machine the same value',
    );
  });

  it('writes, reads back and removes a test object in the store, and names a store that is down', async () => {
    const inBucket = await doctorLines({ ...s3Environment(bucket.endpoint, bucket.bucket) });
    expect(inBucket.byPart.get('storage')).toEqual({
      part: 'storage',
      ok: true,
      detail: 's3://haat-doctor: wrote, read back and removed a test object',
    });
    expect(await bucket.keys()).toEqual([]);
    const onDisk = await doctorLines({});
    expect(onDisk.byPart.get('storage')?.detail).toMatch(
      /^DATA_DIR \(.+\): wrote, read back and removed a test object$/,
    );
    const down = await doctorLines({ ...s3Environment(await deadEndpoint(), 'haat-doctor') });
    expect(down.byPart.get('storage')?.ok).toBe(false);
    expect(down.printed.find((line) => line.includes('storage'))).toMatch(/^✗ storage /);
  });
});
