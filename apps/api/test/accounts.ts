// Account helpers for API tests: a clock tests can move, the SMS outbox, registering and
// signing in a shopper, and the Authorization header.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../src/lib/clock.ts';
import { SMS_OUTBOX_FILE, type OutboxLine } from '../src/lib/sms/index.ts';

export interface TestClock extends Clock {
  advance(milliseconds: number): void;
}

export function createTestClock(start = new Date('2026-03-05T10:00:00.000Z')): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (milliseconds) => {
      current += milliseconds;
    },
  };
}

export const MINUTE = 60_000;

export function readOutbox(dataDir: string): OutboxLine[] {
  let text: string;
  try {
    text = readFileSync(path.join(dataDir, SMS_OUTBOX_FILE), 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxLine);
}

/** The code of the newest text sent to the mobile. */
export function readLatestOtp(dataDir: string, mobile: string): string {
  const lines = readOutbox(dataDir).filter((line) => line.to === mobile && line.code);
  const code = lines.at(-1)?.code;
  if (!code) throw new Error(`no OTP was sent to ${mobile}`);
  return code;
}

let ipCounter = 0;
/** A fresh client address (TEST-NET-3), so per-IP limits of one test do not touch another. */
export function nextIp(): string {
  ipCounter += 1;
  return `203.0.113.${ipCounter}`;
}

/** A mobile number no seeded account uses. */
export function randomMobile(): string {
  return `7${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

export function newShopperForm(overrides: Partial<Record<string, string>> = {}) {
  const mobile = overrides.mobile ?? randomMobile();
  return {
    firstName: 'Priya',
    lastName: 'Sharma',
    email: `priya.${mobile}@example.in`,
    mobile,
    password: 'chai-and-code-42',
    cpassword: 'chai-and-code-42',
    ...overrides,
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function verifyMobile(
  app: FastifyInstance,
  dataDir: string,
  mobile: string,
): Promise<void> {
  const remoteAddress = nextIp();
  const sent = await app.inject({
    method: 'POST',
    url: '/api/auth/send/otp',
    payload: { mobile },
    remoteAddress,
  });
  if (sent.statusCode !== 200) throw new Error(`send OTP failed: ${sent.body}`);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/auth/verify/otp',
    payload: { mobile, otp: readLatestOtp(dataDir, mobile) },
    remoteAddress,
  });
  if (verified.statusCode !== 200) throw new Error(`verify OTP failed: ${verified.body}`);
}

/** Registers a shopper through the OTP step and answers the form used. */
export async function registerShopper(
  app: FastifyInstance,
  dataDir: string,
  overrides: Partial<Record<string, string>> = {},
): Promise<ReturnType<typeof newShopperForm>> {
  const form = newShopperForm(overrides);
  await verifyMobile(app, dataDir, form.mobile);
  const created = await app.inject({ method: 'POST', url: '/api/public/customer', payload: form });
  if (created.statusCode !== 200) throw new Error(`registration failed: ${created.body}`);
  return form;
}

export async function logIn(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: nextIp(),
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return (res.json() as { token: string }).token;
}
