import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { bearer, logIn, nextIp, registerShopper } from '../../../test/accounts.ts';
import { customers } from '../../db/schema/index.ts';
import { DEMO_CUSTOMER } from '../../seed/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const profileForm = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Asha',
  lastName: 'Verma',
  email: DEMO_CUSTOMER.email,
  mobile: DEMO_CUSTOMER.mobile,
  ...overrides,
});

const putProfile = (token: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/customer/profile',
    headers: bearer(token),
    payload: body,
  });

const putPassword = (token: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/customer/password',
    headers: bearer(token),
    payload: body,
  });

describe('profile', () => {
  it('shows the signed-in customer their own name, e-mail and mobile', async () => {
    const token = await logIn(t.app, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/customer/profile',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      data: {
        firstName: DEMO_CUSTOMER.firstName,
        lastName: DEMO_CUSTOMER.lastName,
        email: DEMO_CUSTOMER.email,
        mobile: DEMO_CUSTOMER.mobile,
      },
    });
  });

  it('saves a change, ignores the old client loader flag and answers the saved profile', async () => {
    const shopper = await registerShopper(t.app, t.dataDir);
    const token = await logIn(t.app, shopper.email, shopper.password);
    const res = await putProfile(token, {
      firstName: 'Priyanka',
      lastName: 'Sharma Iyer',
      email: ` Priyanka.${shopper.mobile}@Example.in `,
      mobile: shopper.mobile,
      loader: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      message: 'Your profile has been updated',
      data: {
        firstName: 'Priyanka',
        lastName: 'Sharma Iyer',
        email: `priyanka.${shopper.mobile}@example.in`,
        mobile: shopper.mobile,
      },
    });
    // The new e-mail is the login from now on.
    expect(
      await logIn(t.app, `priyanka.${shopper.mobile}@example.in`, shopper.password),
    ).toBeTruthy();
  });

  it.each([
    ['e-mail', { email: 'rohan.mehta@example.in' }],
    ['mobile', { mobile: '9812345670' }],
  ])('refuses an %s another customer uses with 409', async (_, change) => {
    const token = await logIn(t.app, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const res = await putProfile(token, profileForm(change));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'This e-mail or mobile is already used by another account.',
    });
    const [row] = await t.db.select().from(customers).where(eq(customers.id, 'cus_demo'));
    expect(row?.email).toBe(DEMO_CUSTOMER.email);
    expect(row?.mobile).toBe(DEMO_CUSTOMER.mobile);
  });

  it('requires all four fields', async () => {
    const token = await logIn(t.app, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const res = await putProfile(token, { firstName: '', lastName: 'Verma', email: 'x' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().validation).sort()).toEqual(['email', 'firstName', 'mobile']);
  });

  it('ignores fields beyond the profile, such as the token version', async () => {
    const token = await logIn(t.app, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const res = await putProfile(
      token,
      profileForm({ tokenVersion: 42, passwordHash: 'x', id: 'cus_x' }),
    );
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(customers).where(eq(customers.id, 'cus_demo'));
    expect(row?.tokenVersion).not.toBe(42);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });
});

describe('password change', () => {
  it('changes the password, revokes older tokens and answers a fresh token', async () => {
    const shopper = await registerShopper(t.app, t.dataDir);
    const token = await logIn(t.app, shopper.email, shopper.password);
    const other = await logIn(t.app, shopper.email, shopper.password);
    const res = await putPassword(token, {
      oldPassword: shopper.password,
      newPassword: 'masala-dosa-77',
      confirmPassword: 'masala-dosa-77',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'success', message: 'Password Successfully Changed.' });

    const profileWith = (bearerToken: string) =>
      t.app.inject({ method: 'GET', url: '/api/customer/profile', headers: bearer(bearerToken) });
    expect((await profileWith(token)).statusCode).toBe(401);
    expect((await profileWith(other)).statusCode).toBe(401);
    expect((await profileWith(body.token)).statusCode).toBe(200);

    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: shopper.email, password: shopper.password },
      remoteAddress: nextIp(),
    });
    expect(oldLogin.statusCode).toBe(401);
    expect(await logIn(t.app, shopper.email, 'masala-dosa-77')).toBeTruthy();
  });

  it('refuses a wrong current password under oldPassword and keeps the old one', async () => {
    const shopper = await registerShopper(t.app, t.dataDir);
    const token = await logIn(t.app, shopper.email, shopper.password);
    const res = await putPassword(token, {
      oldPassword: 'not-my-password',
      newPassword: 'masala-dosa-77',
      confirmPassword: 'masala-dosa-77',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Your current password is not correct.',
      validation: { oldPassword: 'Your current password is not correct.' },
    });
    expect(await logIn(t.app, shopper.email, shopper.password)).toBeTruthy();
  });

  it('refuses a confirm password that differs from the new one', async () => {
    const token = await logIn(t.app, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const res = await putPassword(token, {
      oldPassword: DEMO_CUSTOMER.password,
      newPassword: 'masala-dosa-77',
      confirmPassword: 'masala-dosa-78',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().validation).toEqual({
      confirmPassword: 'Password and confirm password do not match.',
    });
  });

  it.each([
    [
      'a common password',
      'qwerty@123',
      'This password is too common. Please choose one that is harder to guess.',
    ],
    [
      'the mobile number',
      DEMO_CUSTOMER.mobile,
      'Your password must not be your e-mail address or mobile number.',
    ],
    [
      'the current password',
      DEMO_CUSTOMER.password,
      'Choose a new password different from your current one.',
    ],
    ['fewer than 8 characters', 'dosa-7', 'Use at least 8 characters.'],
  ])('refuses %s as the new password', async (_, newPassword, message) => {
    const token = await logIn(t.app, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const res = await putPassword(token, {
      oldPassword: DEMO_CUSTOMER.password,
      newPassword,
      confirmPassword: newPassword,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().validation.newPassword).toBe(message);
  });

  it('refuses the 11th wrong current password within 15 minutes with 429', async () => {
    const shopper = await registerShopper(t.app, t.dataDir);
    const token = await logIn(t.app, shopper.email, shopper.password);
    const attempt = (oldPassword: string) =>
      putPassword(token, {
        oldPassword,
        newPassword: 'masala-dosa-77',
        confirmPassword: 'masala-dosa-77',
      });
    for (let guess = 1; guess <= 10; guess += 1) {
      expect((await attempt(`guess-${guess}`)).statusCode).toBe(400);
    }
    const refused = await attempt(shopper.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Too many password attempts. Please try again in 15 minutes.',
    );
  });

  it('needs a signed-in customer', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/customer/password',
      payload: {
        oldPassword: 'a',
        newPassword: 'masala-dosa-77',
        confirmPassword: 'masala-dosa-77',
      },
    });
    expect(res.statusCode).toBe(401);
  });
});
