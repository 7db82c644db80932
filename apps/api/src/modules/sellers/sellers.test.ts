import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { makeGstin } from '@haat/india';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { nextIp, randomMobile } from '../../../test/accounts.ts';
import { sellers } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

let serial = 1000;
/** A complete form for a new shop in Jaipur (302001, Rajasthan, GST state code 08). */
function sellerForm(overrides: Record<string, unknown> = {}) {
  serial += 1;
  const gstNo = makeGstin('08', `ABCFX${serial}Z`);
  return {
    firstName: 'Meena',
    lastName: 'Iyer',
    mobile: randomMobile(),
    address: '14/2, Johari Bazaar, Near Badi Chaupar',
    pinCode: '302001',
    city: 'Jaipur',
    state: 'Rajasthan',
    country: 'India',
    email: `meena.${serial}@example.in`,
    shopName: `Meena Handlooms ${serial}`,
    description: 'Block-printed cotton from Sanganer, printed by hand.',
    gstNo,
    password: 'handloom-2024',
    confirmpassword: 'handloom-2024',
    TermCondition: true,
    ...overrides,
  };
}

const register = (body: unknown, remoteAddress = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/public/seller',
    payload: body as object,
    remoteAddress,
  });

describe('seller registration', () => {
  it('registers a complete form with status 1, pending approval, with a hashed password', async () => {
    const form = sellerForm({ city: 'Mumbai', state: 'Maharashtra', aadharNo: '123412341234' });
    const res = await register(form);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      status: 1,
      data: {
        sellerID: body.data.sellerID,
        firstName: 'Meena',
        lastName: 'Iyer',
        shopName: form.shopName,
      },
    });
    const [row] = await t.db.select().from(sellers).where(eq(sellers.id, body.data.sellerID));
    expect(row).toMatchObject({
      status: 'pending',
      gstin: form.gstNo,
      pincode: '302001',
      // From the directory, not from the form.
      city: 'Jaipur',
      state: 'Rajasthan',
      country: 'India',
      shopNameKey: form.shopName.toLowerCase(),
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row)).not.toContain('123412341234');
  });

  it('refuses a GSTIN with a wrong check digit with status 2 under gstNo', async () => {
    const good = sellerForm().gstNo;
    const wrongCheck = good.slice(0, 14) + (good.endsWith('A') ? 'B' : 'A');
    const res = await register(sellerForm({ gstNo: wrongCheck }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 2,
      validation: {
        gstNo: 'This GSTIN is not valid: its last character (check digit) does not match.',
      },
    });
  });

  it("refuses a GSTIN of another state than the pin code's with status 2", async () => {
    const res = await register(sellerForm({ gstNo: '27AAPFU0939F1ZV' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 2,
      validation: { gstNo: "GSTIN state code does not match the pin code's state." },
    });
  });

  it('refuses a GSTIN whose PAN names no kind of holder', async () => {
    const res = await register(sellerForm({ gstNo: makeGstin('08', 'ABCXX1234Z') }));
    expect(res.json().validation).toEqual({ gstNo: 'The PAN inside this GSTIN is not valid.' });
  });

  it('refuses a pin code missing from the directory with status 2 under pinCode', async () => {
    const res = await register(sellerForm({ pinCode: '999999' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 2, validation: { pinCode: 'Invalid Pincode.' } });
  });

  it.each([
    ['firstName', { firstName: 'Me' }, 'Enter at least 3 characters.'],
    ['lastName', { lastName: 'Iyer3' }, 'Use letters and spaces only.'],
    [
      'mobile',
      { mobile: '5445012345' },
      'Enter a 10-digit mobile number starting with 6, 7, 8 or 9.',
    ],
    ['address', { address: 'Short rd' }, 'Enter at least 10 characters.'],
    ['address', { address: '14 #Johari Bazaar' }, 'Use letters, digits, spaces and , - / only.'],
    ['pinCode', { pinCode: '30200' }, 'Invalid pincode.'],
    ['email', { email: 'a@b.in' }, 'Enter at least 10 characters.'],
    ['shopName', { shopName: 'Meena & Sons' }, 'Use letters, digits and spaces only.'],
    ['description', { description: 'x'.repeat(251) }, 'Enter at most 250 characters.'],
    ['gstNo', { gstNo: '08ABCFX1234' }, 'A GSTIN has 15 characters.'],
    ['password', { password: 'short', confirmpassword: 'short' }, 'Use at least 8 characters.'],
    [
      'password',
      { password: 'password123', confirmpassword: 'password123' },
      'This password is too common. Please choose one that is harder to guess.',
    ],
    [
      'confirmpassword',
      { confirmpassword: 'handloom-2025' },
      'Password and confirm password do not match.',
    ],
    ['TermCondition', { TermCondition: false }, 'Accept the terms and conditions.'],
  ])('refuses a bad %s with status 2 and its message', async (field, change, message) => {
    const res = await register(sellerForm(change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 2, validation: { [field]: message } });
  });

  it('lists every missing field of an empty form', async () => {
    const res = await register({});
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(2);
    expect(Object.keys(res.json().validation).sort()).toEqual(
      [
        'TermCondition',
        'address',
        'city',
        'confirmpassword',
        'country',
        'description',
        'email',
        'firstName',
        'gstNo',
        'lastName',
        'mobile',
        'password',
        'pinCode',
        'shopName',
        'state',
      ].sort(),
    );
  });

  it('refuses a second registration of the GSTIN, e-mail or mobile with status 0 and 409', async () => {
    const first = sellerForm();
    expect((await register(first)).json().status).toBe(1);
    for (const reused of [
      { gstNo: first.gstNo },
      { email: first.email.toUpperCase() },
      { mobile: first.mobile },
    ]) {
      const res = await register(sellerForm(reused));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        status: 0,
        message:
          'A seller with this e-mail, mobile or GSTIN is already registered. Please contact seller support.',
      });
    }
  });

  it('refuses a shop name taken in another letter case or spacing', async () => {
    const first = sellerForm();
    expect((await register(first)).json().status).toBe(1);
    const res = await register(
      sellerForm({ shopName: `  ${first.shopName.toUpperCase().replace(' ', '   ')}` }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status: 0,
      message: 'This shop name is already taken. Please choose another.',
    });
  });

  it('gives each shop its storefront address from its name, kept unique by the id when taken', async () => {
    const first = sellerForm({ shopName: `Ram Stores ${serial + 1}` });
    const one = await register(first);
    expect(one.json().status).toBe(1);
    // Another name (with an accent), the same Latin letters: a slug of its own.
    const other = await register(sellerForm({ shopName: `Rām Stores ${serial}` }));
    expect(other.json().status).toBe(1);
    const slugOf = async (id: string) =>
      (await t.db.select({ slug: sellers.slug }).from(sellers).where(eq(sellers.id, id)))[0]!.slug;
    const firstSlug = await slugOf(one.json().data.sellerID);
    expect(firstSlug).toBe(first.shopName.toLowerCase().replace(' ', '-').replace(' ', '-'));
    const otherSlug = await slugOf(other.json().data.sellerID);
    expect(otherSlug).not.toBe(firstSlug);
    expect(otherSlug.startsWith(`${firstSlug}-`)).toBe(true);
    expect(otherSlug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    // A name in Devanagari only has no Latin letters to give.
    const hindi = await register(sellerForm({ shopName: 'राम भंडार' }));
    expect(hindi.json().status).toBe(1);
    expect(await slugOf(hindi.json().data.sellerID)).toMatch(/^seller(-[a-z0-9]+)?$/);
  });

  it('accepts 5 registrations an hour from one address and refuses the 6th', async () => {
    const address = nextIp();
    for (let count = 1; count <= 5; count += 1) {
      expect((await register(sellerForm(), address)).json().status).toBe(1);
    }
    const sixth = await register(sellerForm(), address);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      status: 0,
      message: 'Too many seller registrations from your network. Please try again in 60 minutes.',
    });
  });
});
