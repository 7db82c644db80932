import { describe, expect, it } from 'vitest';
import { CreateCustomerBodySchema, LoginBodySchema, VerifyOtpSchema } from './auth.ts';

const form = {
  firstName: 'Priya',
  lastName: 'Sharma',
  email: 'Priya.Sharma@Example.in',
  mobile: '9876543210',
  password: 'chai-and-code',
  cpassword: 'chai-and-code',
};

const issuePaths = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[] }> };
}) => (result.error?.issues ?? []).map((issue) => issue.path.join('.'));

describe('customer registration', () => {
  it('accepts a complete form and keeps the wire name cpassword', () => {
    const parsed = CreateCustomerBodySchema.parse(form);
    expect(parsed.cpassword).toBe('chai-and-code');
    expect(parsed.email).toBe('priya.sharma@example.in');
  });

  it('refuses a confirm password that differs, on the cpassword field', () => {
    const result = CreateCustomerBodySchema.safeParse({ ...form, cpassword: 'chai-and-cod' });
    expect(issuePaths(result)).toEqual(['cpassword']);
  });

  it('reports a mismatch together with the other field errors', () => {
    const result = CreateCustomerBodySchema.safeParse({
      ...form,
      firstName: 'Raj',
      cpassword: 'x',
    });
    expect(issuePaths(result).sort()).toEqual(['cpassword', 'firstName']);
  });

  it('accepts a name written in Devanagari, counted as read: आशा is Asha, 4 letters', () => {
    const parsed = CreateCustomerBodySchema.parse({ ...form, firstName: 'आशा', lastName: 'वर्मा' });
    expect([parsed.firstName, parsed.lastName]).toEqual(['आशा', 'वर्मा']);
  });

  it('refuses राम as short, as it refuses Ram: the minimum is the same in both scripts', () => {
    expect(issuePaths(CreateCustomerBodySchema.safeParse({ ...form, firstName: 'राम' }))).toEqual([
      'firstName',
    ]);
    expect(issuePaths(CreateCustomerBodySchema.safeParse({ ...form, firstName: 'Ram' }))).toEqual([
      'firstName',
    ]);
  });

  it('refuses a password shorter than 8 characters', () => {
    const result = CreateCustomerBodySchema.safeParse({
      ...form,
      password: 'short7!',
      cpassword: 'short7!',
    });
    expect(issuePaths(result)).toEqual(['password']);
  });

  it('refuses a mobile that does not start with 6 to 9', () => {
    expect(
      issuePaths(CreateCustomerBodySchema.safeParse({ ...form, mobile: '5876543210' })),
    ).toEqual(['mobile']);
  });
});

describe('login and OTP', () => {
  it('accepts any non-empty user name at login', () => {
    expect(LoginBodySchema.parse({ email: ' Asha@Example.in ', password: 'x' }).email).toBe(
      'asha@example.in',
    );
    expect(LoginBodySchema.safeParse({ email: '', password: 'x' }).success).toBe(false);
  });

  it('accepts a 6-digit OTP and refuses any other', () => {
    expect(VerifyOtpSchema.safeParse({ mobile: '9876543210', otp: '042517' }).success).toBe(true);
    for (const otp of ['', '12345', '1234567', '12a456']) {
      expect(VerifyOtpSchema.safeParse({ mobile: '9876543210', otp }).success).toBe(false);
    }
  });
});
