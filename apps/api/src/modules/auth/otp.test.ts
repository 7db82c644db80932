import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import {
  MINUTE,
  createTestClock,
  logIn,
  newShopperForm,
  nextIp,
  randomMobile,
  readLatestOtp,
  readOutbox,
  verifyMobile,
} from '../../../test/accounts.ts';
import { customers, otps } from '../../db/schema/index.ts';
import { DEMO_CUSTOMER } from '../../seed/index.ts';

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const sendOtp = (mobile: string, remoteAddress = nextIp(), headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/send/otp',
    payload: { mobile },
    remoteAddress,
    headers,
  });

const verifyOtp = (mobile: string, otp: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/verify/otp', payload: { mobile, otp } });

const createCustomer = (form: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/public/customer', payload: form });

/** A six-digit code that is not `code`. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sending a one-time password', () => {
  it('writes a 6-digit code to the outbox and never puts it in the answer', async () => {
    const mobile = randomMobile();
    const res = await sendOtp(mobile);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: 'OTP sent to your mobile number.' });
    const [line] = readOutbox(t.dataDir).filter((entry) => entry.to === mobile);
    expect(line?.code).toMatch(/^[0-9]{6}$/);
    expect(line?.text).toContain(line?.code);
    expect(line?.at).toBe(clock.now().toISOString());
    expect(res.body).not.toContain(line?.code);
  });

  it('asked from a Hindi page, the text is in Hindi; a registered mobile is told so in Hindi', async () => {
    const mobile = randomMobile();
    expect((await sendOtp(mobile, nextIp(), { 'accept-language': 'hi-IN' })).statusCode).toBe(200);
    const [line] = readOutbox(t.dataDir).filter((entry) => entry.to === mobile);
    expect(line?.text).toBe(
      `${line?.code} आपका Haat वेरिफ़िकेशन कोड है। यह 5 मिनट तक मान्य है। इसे किसी को न बताएं।`,
    );
    const res = await sendOtp(DEMO_CUSTOMER.mobile, nextIp(), { 'accept-language': 'hi' });
    expect(res.statusCode).toBe(200);
    const notice = readOutbox(t.dataDir)
      .filter((entry) => entry.to === DEMO_CUSTOMER.mobile)
      .at(-1);
    expect(notice?.text).toMatch(/^इस मोबाइल नंबर पर पहले से Haat अकाउंट है/);
  });

  it('stores the code as a keyed hash, valid for 5 minutes', async () => {
    const mobile = randomMobile();
    await sendOtp(mobile);
    const code = readLatestOtp(t.dataDir, mobile);
    const [row] = await t.db.select().from(otps).where(eq(otps.mobile, mobile));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
    expect(row?.purpose).toBe('register');
    expect(row?.expiresAt.getTime()).toBe(clock.now().getTime() + 5 * MINUTE);
  });

  it('refuses a fourth send to one mobile within 15 minutes, and allows it after', async () => {
    const mobile = randomMobile();
    for (let send = 1; send <= 3; send += 1) expect((await sendOtp(mobile)).statusCode).toBe(200);
    const fourth = await sendOtp(mobile);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many OTP requests. Please try again in 15 minutes.',
    });
    expect(fourth.headers['retry-after']).toBe('900');
    expect(readOutbox(t.dataDir).filter((line) => line.to === mobile)).toHaveLength(3);

    clock.advance(15 * MINUTE);
    expect((await sendOtp(mobile)).statusCode).toBe(200);
  });

  it('refuses an 11th send from one address, whatever X-Forwarded-For claims', async () => {
    const address = nextIp();
    for (let send = 1; send <= 10; send += 1) {
      const res = await sendOtp(randomMobile(), address, {
        'x-forwarded-for': `198.51.100.${send}`,
      });
      expect(res.statusCode).toBe(200);
    }
    const eleventh = await sendOtp(randomMobile(), address, { 'x-forwarded-for': '198.51.100.99' });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toMatch(
      /^Too many OTP requests\. Please try again in \d+ minutes?\.$/,
    );
    // Another address is not affected.
    expect((await sendOtp(randomMobile())).statusCode).toBe(200);
  });

  it('answers a registered mobile the same, texting it that it has an account instead of a code', async () => {
    const textsTo = () => readOutbox(t.dataDir).filter((line) => line.to === DEMO_CUSTOMER.mobile);
    const before = textsTo().length;
    const fresh = await sendOtp(randomMobile());
    const registered = await sendOtp(DEMO_CUSTOMER.mobile);
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toEqual(fresh.json());
    const lines = textsTo().slice(before);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.code).toBeUndefined();
    expect(lines[0]?.text).toMatch(/already has a Haat account/);
    expect(await t.db.select().from(otps).where(eq(otps.mobile, DEMO_CUSTOMER.mobile))).toEqual([]);
  });

  it('refuses a mobile that is not 10 digits starting with 6 to 9', async () => {
    const res = await sendOtp('5123456789');
    expect(res.statusCode).toBe(400);
    expect(res.json().validation.mobile).toBe(
      'Enter a 10-digit mobile number starting with 6, 7, 8 or 9.',
    );
  });
});

describe('verifying a one-time password', () => {
  it('accepts the right code by POST and by the GET of docs/spec.md', async () => {
    const first = randomMobile();
    await sendOtp(first);
    const posted = await verifyOtp(first, readLatestOtp(t.dataDir, first));
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toEqual({ status: 'success', message: 'OTP verified.' });

    const second = randomMobile();
    await sendOtp(second);
    const code = readLatestOtp(t.dataDir, second);
    const got = await t.app.inject({
      method: 'GET',
      url: `/api/auth/verify/otp?mobile=${second}&otp=${code}`,
    });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual({ status: 'success', message: 'OTP verified.' });
  });

  it('refuses a wrong code with Invalid OTP.', async () => {
    const mobile = randomMobile();
    await sendOtp(mobile);
    const res = await verifyOtp(mobile, wrongCode(readLatestOtp(t.dataDir, mobile)));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 'error',
      message: 'Invalid OTP.',
      Message: 'Invalid OTP.',
      validation: { otp: 'Invalid OTP.' },
    });
  });

  it('refuses a code for a mobile it was not sent to', async () => {
    const mobile = randomMobile();
    await sendOtp(mobile);
    const res = await verifyOtp(randomMobile(), readLatestOtp(t.dataDir, mobile));
    expect(res.statusCode).toBe(400);
  });

  it('refuses the right code once 5 minutes have passed', async () => {
    const mobile = randomMobile();
    await sendOtp(mobile);
    const code = readLatestOtp(t.dataDir, mobile);
    clock.advance(5 * MINUTE);
    const res = await verifyOtp(mobile, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid OTP.');
  });

  it('accepts the right code just before 5 minutes have passed', async () => {
    const mobile = randomMobile();
    await sendOtp(mobile);
    const code = readLatestOtp(t.dataDir, mobile);
    clock.advance(5 * MINUTE - 1000);
    expect((await verifyOtp(mobile, code)).statusCode).toBe(200);
  });

  it('refuses a code used once already', async () => {
    const mobile = randomMobile();
    await sendOtp(mobile);
    const code = readLatestOtp(t.dataDir, mobile);
    expect((await verifyOtp(mobile, code)).statusCode).toBe(200);
    const again = await verifyOtp(mobile, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Invalid OTP.');
  });

  it('burns the code after 5 wrong tries: the 6th try fails even with the right code', async () => {
    const mobile = randomMobile();
    await sendOtp(mobile);
    const code = readLatestOtp(t.dataDir, mobile);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await verifyOtp(mobile, wrongCode(code))).statusCode).toBe(400);
    }
    const sixth = await verifyOtp(mobile, code);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().message).toBe('Invalid OTP.');
  });

  it('accepts the right code on the 5th try after 4 wrong ones', async () => {
    const mobile = randomMobile();
    await sendOtp(mobile);
    const code = readLatestOtp(t.dataDir, mobile);
    for (let attempt = 1; attempt <= 4; attempt += 1) await verifyOtp(mobile, wrongCode(code));
    expect((await verifyOtp(mobile, code)).statusCode).toBe(200);
  });

  it('retires the earlier code when a new one is sent', async () => {
    const mobile = randomMobile();
    await sendOtp(mobile);
    const first = readLatestOtp(t.dataDir, mobile);
    await sendOtp(mobile);
    const second = readLatestOtp(t.dataDir, mobile);
    if (first !== second) expect((await verifyOtp(mobile, first)).statusCode).toBe(400);
    expect((await verifyOtp(mobile, second)).statusCode).toBe(200);
  });
});

describe('creating a customer', () => {
  it('refuses a mobile that was not verified by OTP, under the mobile field', async () => {
    const res = await createCustomer(newShopperForm());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Please verify your mobile number with the OTP first.',
      validation: { mobile: 'Please verify your mobile number with the OTP first.' },
    });
  });

  it('refuses a mobile whose code was sent but not verified', async () => {
    const form = newShopperForm();
    await sendOtp(form.mobile);
    expect((await createCustomer(form)).statusCode).toBe(400);
  });

  it('creates the customer for a verified mobile, who can then log in', async () => {
    const form = newShopperForm({ email: 'Meera.Nair@Example.IN' });
    await verifyMobile(t.app, t.dataDir, form.mobile);
    const res = await createCustomer(form);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      message: 'Registration successful. Please log in.',
    });
    const [row] = await t.db.select().from(customers).where(eq(customers.mobile, form.mobile));
    expect(row).toMatchObject({
      firstName: 'Priya',
      lastName: 'Sharma',
      email: 'meera.nair@example.in',
      tokenVersion: 0,
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await logIn(t.app, 'meera.nair@example.in', form.password)).toMatch(
      /^[\w-]+\.[\w-]+\.[\w-]+$/,
    );
  });

  it('uses the verification up: a second registration with the mobile needs a new OTP', async () => {
    const form = newShopperForm();
    await verifyMobile(t.app, t.dataDir, form.mobile);
    expect((await createCustomer(form)).statusCode).toBe(200);
    const again = await createCustomer({ ...form, email: `other.${form.mobile}@example.in` });
    expect(again.statusCode).toBe(400);
    expect(again.json().validation.mobile).toBe(
      'Please verify your mobile number with the OTP first.',
    );
  });

  it('refuses a verification older than 15 minutes', async () => {
    const form = newShopperForm();
    await verifyMobile(t.app, t.dataDir, form.mobile);
    clock.advance(15 * MINUTE);
    expect((await createCustomer(form)).statusCode).toBe(400);
  });

  it.each([
    [
      'a common password',
      'Password@123',
      'This password is too common. Please choose one that is harder to guess.',
    ],
    [
      'a common password in other letter case',
      'IloveYou123',
      'This password is too common. Please choose one that is harder to guess.',
    ],
    [
      'the mobile as password',
      'MOBILE',
      'Your password must not be your e-mail address or mobile number.',
    ],
    [
      'the e-mail as password',
      'EMAIL',
      'Your password must not be your e-mail address or mobile number.',
    ],
  ])('refuses %s under the password field', async (_, password, message) => {
    const form = newShopperForm();
    const chosen =
      password === 'MOBILE' ? form.mobile : password === 'EMAIL' ? form.email : password;
    await verifyMobile(t.app, t.dataDir, form.mobile);
    const res = await createCustomer({ ...form, password: chosen, cpassword: chosen });
    expect(res.statusCode).toBe(400);
    expect(res.json().validation).toEqual({ password: message });
    expect(await t.db.select().from(customers).where(eq(customers.mobile, form.mobile))).toEqual(
      [],
    );
  });

  it('refuses a password shorter than 8 characters', async () => {
    const res = await createCustomer({
      ...newShopperForm(),
      password: 'Ab1!xyz',
      cpassword: 'Ab1!xyz',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().validation.password).toBe('Use at least 8 characters.');
  });

  it('refuses a confirm password that differs, under cpassword', async () => {
    const form = newShopperForm();
    await verifyMobile(t.app, t.dataDir, form.mobile);
    const res = await createCustomer({ ...form, cpassword: `${form.password}x` });
    expect(res.statusCode).toBe(400);
    expect(res.json().validation).toEqual({
      cpassword: 'Password and confirm password do not match.',
    });
  });

  it('refuses names shorter than 4 characters', async () => {
    const res = await createCustomer({ ...newShopperForm(), firstName: 'Raj' });
    expect(res.statusCode).toBe(400);
    expect(res.json().validation.firstName).toBe('Enter at least 4 characters.');
  });

  it('refuses an e-mail that already has an account with 409 and keeps the verification', async () => {
    const form = newShopperForm({ email: DEMO_CUSTOMER.email.toUpperCase() });
    await verifyMobile(t.app, t.dataDir, form.mobile);
    const res = await createCustomer(form);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'An account with this e-mail or mobile already exists. Please log in.',
    });
    // The shopper corrects the e-mail and goes on without a new OTP.
    const retried = await createCustomer({ ...form, email: `fixed.${form.mobile}@example.in` });
    expect(retried.statusCode).toBe(200);
  });

  it('ignores fields beyond the form (role, status, token version, id, hash)', async () => {
    const form = newShopperForm();
    await verifyMobile(t.app, t.dataDir, form.mobile);
    const res = await createCustomer({
      ...form,
      id: 'cus_chosen',
      role: 'admin',
      status: 'approved',
      tokenVersion: 99,
      token_version: 99,
      passwordHash: 'plain',
      createdAt: '2000-01-01T00:00:00.000Z',
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(customers).where(eq(customers.mobile, form.mobile));
    expect(row?.id).not.toBe('cus_chosen');
    expect(row?.id).toMatch(/^cus_[0-9a-z]{16}$/);
    expect(row?.tokenVersion).toBe(0);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.createdAt.toISOString()).toBe(clock.now().toISOString());
    const token = await logIn(t.app, form.email, form.password);
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    expect(claims.role).toBe('customer');
  });
});
