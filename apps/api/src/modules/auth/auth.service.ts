// Registration, login and logout. Login answers the same for an unknown e-mail and a wrong
// password, and takes about the same time for both (a dummy argon2 verify).
import { randomBytes } from 'node:crypto';
import type { CreateCustomerBody, LoginBody } from '@haat/contract';
import type { Clock } from '../../lib/clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Auth, Role } from '../../plugins/auth.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { newId } from '../../lib/ids.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { findPasswordWeakness } from '../../lib/password-policy.ts';
import {
  RateLimitError,
  describeRetry,
  hitRateLimit,
  releaseRateLimitHit,
  resetRateLimit,
} from '../../lib/rate-limiter.ts';
import {
  consumeVerification,
  isEmailOrMobileRegistered,
  selectAdminCredentials,
  selectSellerCredentials,
  selectCustomerCredentials,
  type Credentials,
} from './auth.repository.ts';
import { findRecentVerification } from './otp.service.ts';
import { incrementCustomerTokenVersion, insertCustomer } from '../customer/index.ts';
import { markSessionsChanged } from '../../lib/session-versions.ts';
import { recordWhatsAppChoice } from '../whatsapp/index.ts';

export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const INVALID_LOGIN_MESSAGE = 'Invalid e-mail or password.';
export const ACCOUNT_EXISTS_MESSAGE =
  'An account with this e-mail or mobile already exists. Please log in.';
export const VERIFY_MOBILE_FIRST_MESSAGE = 'Please verify your mobile number with the OTP first.';

export interface AuthServiceDependencies {
  db: Database;
  config: Config;
  clock: Clock;
  auth: Auth;
}

// ---------------------------------------------------------------- registration

/**
 * Creates a customer for a mobile verified by OTP in the last 15 minutes and uses the
 * verification up. Fields beyond the form (role, status, tokenVersion…) never reach here: the
 * contract's object schema strips them.
 */
export async function registerCustomer(
  { db, clock, config }: Pick<AuthServiceDependencies, 'db' | 'clock' | 'config'>,
  form: CreateCustomerBody,
): Promise<void> {
  const weakness = findPasswordWeakness(form.password, form);
  if (weakness) throw new AppError('VALIDATION_FAILED', weakness, { password: weakness });

  const now = clock.now();
  const verificationId = await findRecentVerification(db, form.mobile, now);
  if (!verificationId) {
    throw new AppError('VALIDATION_FAILED', VERIFY_MOBILE_FIRST_MESSAGE, {
      mobile: VERIFY_MOBILE_FIRST_MESSAGE,
    });
  }
  if (await isEmailOrMobileRegistered(db, form.email, form.mobile)) {
    throw new AppError('CONFLICT', ACCOUNT_EXISTS_MESSAGE);
  }

  const passwordHash = await hashPassword(form.password);
  try {
    await db.transaction(async (tx) => {
      if (!(await consumeVerification(tx, verificationId, now))) {
        throw new AppError('VALIDATION_FAILED', VERIFY_MOBILE_FIRST_MESSAGE, {
          mobile: VERIFY_MOBILE_FIRST_MESSAGE,
        });
      }
      const customerId = newId('cus');
      await insertCustomer(tx, {
        id: customerId,
        firstName: form.firstName,
        lastName: form.lastName,
        email: form.email,
        mobile: form.mobile,
        passwordHash,
        createdAt: now,
      });
      // The box ticked on the form: refused with the whole registration if the shop has no
      // WhatsApp (the form shows the box only when it has).
      if (form.whatsappUpdates)
        await recordWhatsAppChoice(tx, config.whatsapp, {
          customerId,
          orderUpdates: true,
          source: 'registration',
          now,
        });
    });
  } catch (error) {
    // Two registrations racing for one e-mail: the loser's verification is rolled back with it.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', ACCOUNT_EXISTS_MESSAGE);
    throw error;
  }
}

// ---------------------------------------------------------------- login

let dummyHash: Promise<string> | undefined;
/** A real argon2id hash of a random secret, verified for unknown e-mails to equalise timing. */
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

/**
 * Failed logins are limited per account (e-mail) and per IP address. Every attempt counts first,
 * atomically, so parallel guesses cannot slip past the limit; a success takes its hits back.
 */
async function enforceLoginLimits(
  { db, config }: Pick<AuthServiceDependencies, 'db' | 'config'>,
  keys: { account: string; ip: string },
  now: Date,
): Promise<void> {
  const byIp = await hitRateLimit(
    db,
    { key: keys.ip, max: config.limits.loginFailuresPerIp, windowSeconds: LOGIN_WINDOW_SECONDS },
    now,
  );
  const byAccount = await hitRateLimit(
    db,
    {
      key: keys.account,
      max: config.limits.loginFailuresPerAccount,
      windowSeconds: LOGIN_WINDOW_SECONDS,
    },
    now,
  );
  const refused = [byIp, byAccount].filter((state) => !state.isAllowed);
  if (refused.length > 0) {
    const retryAfterSeconds = Math.max(...refused.map((state) => state.retryAfterSeconds));
    throw new RateLimitError(
      `Too many login attempts. ${describeRetry(retryAfterSeconds)}`,
      retryAfterSeconds,
    );
  }
}

async function logIn(
  deps: AuthServiceDependencies,
  role: Role,
  findCredentials: (email: string) => Promise<(Credentials & { status?: string }) | null>,
  { email, password }: LoginBody,
  ip: string,
): Promise<string> {
  const keys = { account: `login:${role}:account:${email}`, ip: `login:ip:${ip}` };
  await enforceLoginLimits(deps, keys, deps.clock.now());

  const credentials = await findCredentials(email);
  const isValid = credentials
    ? await verifyPassword(credentials.passwordHash, password)
    : await verifyPassword(await getDummyHash(), password).then(() => false);
  if (!credentials || !isValid) throw new AppError('UNAUTHENTICATED', INVALID_LOGIN_MESSAGE);
  // The password is right, so saying why the door stays shut tells nothing to a stranger.
  const refusal = credentials.status ? SELLER_REFUSALS[credentials.status] : undefined;
  if (refusal) throw new AppError('FORBIDDEN', refusal);

  await resetRateLimit(deps.db, keys.account);
  await releaseRateLimitHit(deps.db, keys.ip);
  return deps.auth.issueToken({ id: credentials.id, role, tokenVersion: credentials.tokenVersion });
}

/** A customer's token for the e-mail and password, or 401 'Invalid e-mail or password.'. */
export function logInCustomer(
  deps: AuthServiceDependencies,
  body: LoginBody,
  ip: string,
): Promise<string> {
  return logIn(deps, 'customer', (email) => selectCustomerCredentials(deps.db, email), body, ip);
}

export const SELLER_REFUSALS: Record<string, string | undefined> = {
  pending: 'Your shop is waiting for approval; we will write to you when it is approved.',
  rejected: 'Your seller registration was not approved. Write to us if you think this is wrong.',
  suspended: 'Your shop is suspended. Write to the marketplace to have it reinstated.',
};

/** An approved seller's token (role 'seller') for the e-mail and password of their registration. */
export function logInSeller(
  deps: AuthServiceDependencies,
  body: LoginBody,
  ip: string,
): Promise<string> {
  return logIn(deps, 'seller', (email) => selectSellerCredentials(deps.db, email), body, ip);
}

/** An operator's token (role 'admin') for the e-mail and password. */
export function logInAdmin(
  deps: AuthServiceDependencies,
  body: LoginBody,
  ip: string,
): Promise<string> {
  return logIn(deps, 'admin', (email) => selectAdminCredentials(deps.db, email), body, ip);
}

/** Ends every session of the customer: tokens issued before now stop working. */
export async function logOutCustomer(
  { db }: Pick<AuthServiceDependencies, 'db'>,
  customerId: string,
): Promise<void> {
  const version = await incrementCustomerTokenVersion(db, customerId);
  if (version === null) throw new AppError('UNAUTHENTICATED', 'Please log in again.');
  markSessionsChanged();
}
