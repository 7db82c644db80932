// The rules a new password must meet beyond the contract's length: not a common
// password, and not the account's own e-mail or mobile. Login never applies them.
import { isCommonPassword } from './common-passwords.ts';

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common. Please choose one that is harder to guess.';
export const PERSONAL_PASSWORD_MESSAGE =
  'Your password must not be your e-mail address or mobile number.';

export const PUBLISHED_PASSWORD_MESSAGE =
  "This password is printed in the demo shop's instructions. Please choose another.";

/**
 * The demo's passwords, published in the README and the start-up banner (seed/index.ts's
 * DEMO_PASSWORDS, which a seed test holds equal to this): never a real account's.
 */
export const PUBLISHED_PASSWORDS: readonly string[] = ['Demo@12345', 'Admin@12345', 'Shop@12345'];

/** The reason a password is refused, or null when it may be used. */
export function findPasswordWeakness(
  password: string,
  identity: { email?: string; mobile?: string },
): string | null {
  const lowered = password.trim().toLowerCase();
  const personal = [identity.email, identity.mobile, identity.email?.split('@')[0]]
    .filter((value): value is string => Boolean(value))
    .map((value) => value.trim().toLowerCase());
  if (personal.includes(lowered)) return PERSONAL_PASSWORD_MESSAGE;
  if (PUBLISHED_PASSWORDS.some((published) => published.toLowerCase() === lowered)) {
    return PUBLISHED_PASSWORD_MESSAGE;
  }
  if (isCommonPassword(lowered)) return COMMON_PASSWORD_MESSAGE;
  return null;
}
