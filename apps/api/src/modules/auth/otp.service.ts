// One-time passwords for registration (docs/decisions/accounts.md): 6 digits from a CSPRNG, stored
// as an HMAC, valid 5 minutes, single use, bound to the mobile and purpose; 5 tries per code; at
// most N sends per mobile and per IP address in 15 minutes, counted in the database.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH, OTP_TTL_SECONDS } from '@haat/contract';
import type { LanguageCode } from '@haat/contract/constants';
import type { Clock } from '../../lib/clock.ts';
import type { Config } from '../../config.ts';
import type { Database, Executor } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import { ServiceUnavailableError } from '../../lib/app-error.ts';
import {
  RateLimitError,
  describeRetry,
  hitRateLimit,
  releaseRateLimitHit,
} from '../../lib/rate-limiter.ts';
import { loadServerSecret, type ServerSecretSource } from '../../lib/server-secret.ts';
import { SmsSendError, type SmsSender } from '../../lib/sms/index.ts';
import {
  countOtpTry,
  deleteOtpsCreatedBefore,
  insertOtp,
  isMobileRegistered,
  markOtpVerified,
  retireOpenOtps,
  selectOpenOtp,
  selectUnusedVerification,
  type OtpPurpose,
} from './auth.repository.ts';
import { OTP_TEXTS } from './otp-texts.ts';

export const OTP_SEND_WINDOW_SECONDS = 15 * 60;
/** A code that had this many tries (right or wrong) is burnt. */
export const OTP_MAX_TRIES = 5;
/**
 * docs/decisions/product-owner.md: customer creation needs a mobile verified in the last 15
 * minutes.
 */
export const VERIFICATION_VALID_SECONDS = 15 * 60;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the shopper reads when the SMS gateway did not take the text (timeout, 4xx, 5xx, down). */
export const SMS_NOT_SENT_MESSAGE = 'We could not send the code. Try again in a minute.';
const PURPOSE: OtpPurpose = 'register';

export interface OtpDependencies {
  db: Database;
  config: Config;
  clock: Clock;
  sms: SmsSender;
}

export function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** The stored form of a code: a keyed hash, so a leaked table does not give codes away. */
async function hashOtp(
  source: ServerSecretSource,
  mobile: string,
  purpose: OtpPurpose,
  code: string,
) {
  const pepper = await loadServerSecret(source);
  return createHmac('sha256', pepper).update(`otp:${purpose}:${mobile}:${code}`).digest('hex');
}

function isSameHash(left: string, right: string): boolean {
  const a = Buffer.from(left, 'hex');
  const b = Buffer.from(right, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

async function enforceSendLimits(
  { db, config }: Pick<OtpDependencies, 'db' | 'config'>,
  mobile: string,
  ip: string,
  now: Date,
): Promise<string[]> {
  const window = OTP_SEND_WINDOW_SECONDS;
  const ipKey = `otp:send:ip:${ip}`;
  const mobileKey = `otp:send:mobile:${mobile}`;
  const byIp = await hitRateLimit(
    db,
    { key: ipKey, max: config.limits.otpSendsPerIp, windowSeconds: window },
    now,
  );
  const byMobile = byIp.isAllowed
    ? await hitRateLimit(
        db,
        {
          key: mobileKey,
          max: config.limits.otpSendsPerMobile,
          windowSeconds: window,
        },
        now,
      )
    : byIp;
  const refused = [byIp, byMobile].filter((state) => !state.isAllowed);
  if (refused.length > 0) {
    const retryAfterSeconds = Math.max(...refused.map((state) => state.retryAfterSeconds));
    throw new RateLimitError(
      `Too many OTP requests. ${describeRetry(retryAfterSeconds)}`,
      retryAfterSeconds,
    );
  }
  return [ipKey, mobileKey];
}

/**
 * Sends while the shopper waits. A gateway that failed took nothing from the shopper: the send is
 * taken off both counters, and the caller stores no code, so the shopper may simply try again.
 */
async function sendOrGiveBack(
  db: Database,
  counted: readonly string[],
  send: () => Promise<void>,
): Promise<void> {
  try {
    await send();
  } catch (error) {
    for (const key of counted) await releaseRateLimitHit(db, key);
    // The gateway said no or did not answer (it logged why); anything else is a bug, logged as one.
    if (error instanceof SmsSendError) throw new ServiceUnavailableError(SMS_NOT_SENT_MESSAGE, 60);
    throw error;
  }
}

/**
 * Sends a registration code, in the language of the page it was asked from (`language`; a
 * template gateway sends that language's template when one is registered). A mobile that already
 * has an account gets a text saying so instead of a code, and the caller gets the same answer
 * either way: the answer does not tell a stranger which numbers are registered, and the owner of
 * the number learns that someone tried.
 */
export async function sendRegistrationOtp(
  deps: OtpDependencies,
  input: { mobile: string; ip: string; language?: LanguageCode },
): Promise<void> {
  const { db, config, clock, sms } = deps;
  const now = clock.now();
  const language = input.language ?? 'en';
  const texts = OTP_TEXTS[language];
  const counted = await enforceSendLimits(deps, input.mobile, input.ip, now);

  if (await isMobileRegistered(db, input.mobile)) {
    await sendOrGiveBack(db, counted, () =>
      sms.send(input.mobile, texts.accountExists, {
        kind: 'account-exists',
        ...(language === 'en' ? {} : { translation: { language, variables: {} } }),
      }),
    );
    return;
  }

  const code = generateOtp();
  const codeHash = await hashOtp({ config, db }, input.mobile, PURPOSE, code);
  const minutes = String(OTP_TTL_SECONDS / 60);
  // Sent before it is stored: a text the gateway refused leaves no code behind, and the shopper's
  // previous code (if any) stays as it was.
  await sendOrGiveBack(db, counted, () =>
    sms.send(input.mobile, texts.code(code, minutes), {
      otp: code,
      kind: 'otp',
      variables: { otp: code, minutes },
      ...(language === 'en'
        ? {}
        : { translation: { language, variables: { otp: code, minutes } } }),
    }),
  );
  await db.transaction(async (tx) => {
    await retireOpenOtps(tx, input.mobile, PURPOSE, now);
    await insertOtp(tx, {
      id: newId('otp'),
      mobile: input.mobile,
      purpose: PURPOSE,
      codeHash,
      expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
      createdAt: now,
    });
  });
  await deleteOtpsCreatedBefore(db, new Date(now.getTime() - DAY_MS));
}

/** True when `code` is the mobile's current code; the mobile is then verified for 15 minutes. */
export async function verifyRegistrationOtp(
  { db, config, clock }: Pick<OtpDependencies, 'db' | 'config' | 'clock'>,
  input: { mobile: string; otp: string },
): Promise<boolean> {
  const now = clock.now();
  const open = await selectOpenOtp(db, input.mobile, PURPOSE);
  if (!open || open.expiresAt.getTime() <= now.getTime()) return false;
  // The try is counted before the code is compared: the sixth try fails even with the right code.
  if (!(await countOtpTry(db, open.id, OTP_MAX_TRIES))) return false;
  const codeHash = await hashOtp({ config, db }, input.mobile, PURPOSE, input.otp);
  if (!isSameHash(codeHash, open.codeHash)) return false;
  return markOtpVerified(db, open.id, now);
}

/** The id of an unused verification of the mobile from the last 15 minutes, or null. */
export function findRecentVerification(
  db: Executor,
  mobile: string,
  now: Date,
): Promise<string | null> {
  const since = new Date(now.getTime() - VERIFICATION_VALID_SECONDS * 1000);
  return selectUnusedVerification(db, mobile, PURPOSE, since);
}

const DELETION: OtpPurpose = 'delete-account';

/**
 * Sends the code that confirms erasing an account to the account's own mobile (the caller looked
 * it up from the signed-in customer), under the same send limits as registration's codes.
 */
export async function sendAccountDeletionOtp(
  deps: OtpDependencies,
  input: { mobile: string; ip: string; language?: LanguageCode },
): Promise<void> {
  const { db, config, clock, sms } = deps;
  const now = clock.now();
  const language = input.language ?? 'en';
  const counted = await enforceSendLimits(deps, input.mobile, input.ip, now);
  const code = generateOtp();
  const codeHash = await hashOtp({ config, db }, input.mobile, DELETION, code);
  const minutes = String(OTP_TTL_SECONDS / 60);
  await sendOrGiveBack(db, counted, () =>
    sms.send(input.mobile, OTP_TEXTS[language].deletionCode(code, minutes), {
      otp: code,
      kind: 'otp',
      variables: { otp: code, minutes },
      ...(language === 'en'
        ? {}
        : { translation: { language, variables: { otp: code, minutes } } }),
    }),
  );
  await db.transaction(async (tx) => {
    await retireOpenOtps(tx, input.mobile, DELETION, now);
    await insertOtp(tx, {
      id: newId('otp'),
      mobile: input.mobile,
      purpose: DELETION,
      codeHash,
      expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
      createdAt: now,
    });
  });
}

/**
 * True when `code` is the mobile's current deletion code (5 tries, 5 minutes, as registration's);
 * the code is then used up.
 */
export async function verifyAccountDeletionOtp(
  { db, config, clock }: Pick<OtpDependencies, 'db' | 'config' | 'clock'>,
  input: { mobile: string; otp: string },
): Promise<boolean> {
  const now = clock.now();
  const open = await selectOpenOtp(db, input.mobile, DELETION);
  if (!open || open.expiresAt.getTime() <= now.getTime()) return false;
  if (!(await countOtpTry(db, open.id, OTP_MAX_TRIES))) return false;
  const codeHash = await hashOtp({ config, db }, input.mobile, DELETION, input.otp);
  if (!isSameHash(codeHash, open.codeHash)) return false;
  return markOtpVerified(db, open.id, now);
}
