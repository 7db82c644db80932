// The customer's own account: profile and password. A password change revokes every token and
// gives the session that made it a fresh one.
import type { PasswordChangeBody, Profile } from '@haat/contract';
import type { Clock } from '../../lib/clock.ts';
import type { Database } from '../../db/client.ts';
import type { Auth } from '../../plugins/auth.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { findPasswordWeakness } from '../../lib/password-policy.ts';
import {
  RateLimitError,
  describeRetry,
  hitRateLimit,
  resetRateLimit,
} from '../../lib/rate-limiter.ts';
import {
  isEmailOrMobileTaken,
  selectPasswordOwner,
  selectProfile,
  updatePasswordAndRevokeTokens,
  updateProfile,
} from './customer.repository.ts';
import { markSessionsChanged } from '../../lib/session-versions.ts';

export const PROFILE_TAKEN_MESSAGE = 'This e-mail or mobile is already used by another account.';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not correct.';
export const SAME_PASSWORD_MESSAGE = 'Choose a new password different from your current one.';
/** Wrong current passwords allowed per customer per 15 minutes (a stolen token cannot guess on). */
export const PASSWORD_TRIES_PER_WINDOW = 10;
const PASSWORD_WINDOW_SECONDS = 15 * 60;

const sessionEnded = () => new AppError('UNAUTHENTICATED', 'Please log in again.');

export async function getProfile(db: Database, customerId: string): Promise<Profile> {
  const profile = await selectProfile(db, customerId);
  if (!profile) throw sessionEnded();
  return profile;
}

export async function changeProfile(
  { db, clock }: { db: Database; clock: Clock },
  customerId: string,
  profile: Profile,
): Promise<Profile> {
  if (await isEmailOrMobileTaken(db, customerId, profile.email, profile.mobile)) {
    throw new AppError('CONFLICT', PROFILE_TAKEN_MESSAGE);
  }
  try {
    const updated = await updateProfile(db, customerId, profile, clock.now());
    if (!updated) throw sessionEnded();
    return updated;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', PROFILE_TAKEN_MESSAGE);
    throw error;
  }
}

/** Changes the password and answers a fresh token: every earlier token is revoked. */
export async function changePassword(
  { db, clock, auth }: { db: Database; clock: Clock; auth: Auth },
  customerId: string,
  form: PasswordChangeBody,
): Promise<string> {
  const now = clock.now();
  const limitKey = `password:customer:${customerId}`;
  const tries = await hitRateLimit(
    db,
    { key: limitKey, max: PASSWORD_TRIES_PER_WINDOW, windowSeconds: PASSWORD_WINDOW_SECONDS },
    now,
  );
  if (!tries.isAllowed) {
    throw new RateLimitError(
      `Too many password attempts. ${describeRetry(tries.retryAfterSeconds)}`,
      tries.retryAfterSeconds,
    );
  }

  const owner = await selectPasswordOwner(db, customerId);
  if (!owner) throw sessionEnded();
  if (!(await verifyPassword(owner.passwordHash, form.oldPassword))) {
    throw new AppError('VALIDATION_FAILED', WRONG_CURRENT_PASSWORD_MESSAGE, {
      oldPassword: WRONG_CURRENT_PASSWORD_MESSAGE,
    });
  }
  await resetRateLimit(db, limitKey);
  if (form.newPassword === form.oldPassword) {
    throw new AppError('VALIDATION_FAILED', SAME_PASSWORD_MESSAGE, {
      newPassword: SAME_PASSWORD_MESSAGE,
    });
  }
  const weakness = findPasswordWeakness(form.newPassword, owner);
  if (weakness) throw new AppError('VALIDATION_FAILED', weakness, { newPassword: weakness });

  const tokenVersion = await updatePasswordAndRevokeTokens(
    db,
    customerId,
    await hashPassword(form.newPassword),
    now,
  );
  if (tokenVersion === null) throw sessionEnded();
  markSessionsChanged();
  return auth.issueToken({ id: customerId, role: 'customer', tokenVersion });
}
