import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS, isCommonPassword } from './common-passwords.ts';
import {
  COMMON_PASSWORD_MESSAGE,
  PERSONAL_PASSWORD_MESSAGE,
  PUBLISHED_PASSWORD_MESSAGE,
  findPasswordWeakness,
} from './password-policy.ts';

const identity = { email: 'priya.sharma@example.in', mobile: '9876543210' };

describe('the password policy', () => {
  it.each([
    ['password123', COMMON_PASSWORD_MESSAGE],
    ['PASSWORD123', COMMON_PASSWORD_MESSAGE],
    ['India@123', COMMON_PASSWORD_MESSAGE],
    ['12345678', COMMON_PASSWORD_MESSAGE],
    ['9876543210', PERSONAL_PASSWORD_MESSAGE],
    ['Priya.Sharma@Example.in', PERSONAL_PASSWORD_MESSAGE],
    ['priya.sharma', PERSONAL_PASSWORD_MESSAGE],
    ['Admin@12345', PUBLISHED_PASSWORD_MESSAGE],
    ['demo@12345', PUBLISHED_PASSWORD_MESSAGE],
    ['Shop@12345', PUBLISHED_PASSWORD_MESSAGE],
    ['chai-and-code-42', null],
    ['Jaipur-Pink-City-1727', null],
  ])('judges %s: %s', (password, expected) => {
    expect(findPasswordWeakness(password, identity)).toBe(expected);
  });

  it('keeps a list of about 200 common passwords, all long enough to pass the length rule', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(200);
    for (const password of COMMON_PASSWORDS) {
      expect(password.length, password).toBeGreaterThanOrEqual(8);
      expect(password, password).toBe(password.toLowerCase());
    }
    expect(isCommonPassword('QwErTy123')).toBe(true);
  });
});
