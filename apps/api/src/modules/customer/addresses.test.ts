import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { bearer, logIn, registerShopper } from '../../../test/accounts.ts';
import { addresses, pincodes } from '../../db/schema/index.ts';
import { DEMO_CUSTOMER } from '../../seed/index.ts';

let t: TestApp;
let demoToken: string;
let rohanToken: string;
beforeAll(async () => {
  t = await createTestApp();
  demoToken = await logIn(t.app, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  rohanToken = await logIn(t.app, 'rohan.mehta@example.in', 'Shop@12345');
});
afterAll(async () => t.close());

const addressForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Asha Verma',
  mobile: '9876543210',
  allternateMobile: '',
  zipcode: '302001',
  landmark: 'Near Hawa Mahal',
  address: '12, Tripolia Bazaar',
  ...overrides,
});

const addAddress = (token: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/customer/address',
    headers: bearer(token),
    payload: body,
  });

async function addAddressId(token: string, overrides: Record<string, unknown> = {}) {
  const res = await addAddress(token, addressForm(overrides));
  expect(res.statusCode).toBe(200);
  return res.json().data.addressID as string;
}

describe('adding an address', () => {
  it('fills city, state and country from the pin-code directory, not from the client', async () => {
    const res = await addAddress(
      demoToken,
      addressForm({
        city: 'Mumbai',
        state: 'Maharashtra',
        country: 'Nepal',
        allternateMobile: '7012345678',
      }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Address successfully added.');
    expect(body.data).toEqual({
      addressID: body.data.addressID,
      _id: body.data.addressID,
      name: 'Asha Verma',
      mobile: '9876543210',
      zipcode: '302001',
      landmark: 'Near Hawa Mahal',
      address: '12, Tripolia Bazaar',
      city: 'Jaipur',
      state: 'Rajasthan',
      country: 'India',
      allternateMobile: '7012345678',
    });
    const [row] = await t.db.select().from(addresses).where(eq(addresses.id, body.data.addressID));
    expect(row).toMatchObject({ customerId: 'cus_demo', city: 'Jaipur', state: 'Rajasthan' });
  });

  it('saves a name and an address written in Devanagari as typed, and confirms in Hindi to a Hindi page', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/address',
      headers: { ...bearer(rohanToken), 'accept-language': 'hi-IN' },
      payload: addressForm({
        name: 'आशा वर्मा',
        landmark: 'हवा महल के पास',
        address: 'मकान नंबर १२, त्रिपोलिया बाज़ार',
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toContain('Accept-Language');
    const body = res.json();
    expect(body.message).toBe('पता सफलतापूर्वक जोड़ा गया।');
    expect(body.data).toMatchObject({
      name: 'आशा वर्मा',
      landmark: 'हवा महल के पास',
      address: 'मकान नंबर १२, त्रिपोलिया बाज़ार',
    });
    const [row] = await t.db.select().from(addresses).where(eq(addresses.id, body.data.addressID));
    expect(row?.name).toBe('आशा वर्मा');
  });

  it('refuses a Devanagari name with a digit, as it refuses a Latin one', async () => {
    const res = await addAddress(demoToken, addressForm({ name: 'आशा २' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().validation).toHaveProperty('name');
  });

  it('refuses a pin code missing from the directory under zipcode', async () => {
    const [known] = await t.db.select().from(pincodes).where(eq(pincodes.pincode, '999999'));
    expect(known).toBeUndefined();
    const res = await addAddress(demoToken, addressForm({ zipcode: '999999' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Invalid Pincode.',
      Message: 'Invalid Pincode.',
      validation: { zipcode: 'Invalid Pincode.' },
    });
  });

  it.each([
    ['name', { name: 'Asha 2' }],
    ['name', { name: 'As' }],
    ['name', { name: 'A'.repeat(71) }],
    ['mobile', { mobile: '5876543210' }],
    ['mobile', { mobile: '987654321' }],
    ['allternateMobile', { allternateMobile: '12345' }],
    ['zipcode', { zipcode: '30200' }],
    ['zipcode', { zipcode: '30200a' }],
    ['landmark', { landmark: 'ab' }],
    ['address', { address: 'ab' }],
    ['address', { address: undefined }],
  ])('refuses a bad %s (docs/spec.md §5) with a message under it', async (field, change) => {
    const res = await addAddress(demoToken, addressForm(change));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().validation)).toEqual([field]);
  });

  it('accepts an address without landmark and alternate mobile', async () => {
    const res = await addAddress(
      demoToken,
      addressForm({ landmark: undefined, allternateMobile: undefined }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ landmark: '', allternateMobile: '' });
  });

  it('keeps at most 20 addresses per customer', async () => {
    const shopper = await registerShopper(t.app, t.dataDir);
    const token = await logIn(t.app, shopper.email, shopper.password);
    for (let count = 1; count <= 20; count += 1) await addAddressId(token);
    const res = await addAddress(token, addressForm());
    expect(res.statusCode).toBe(409);
    expect(res.json().Message).toBe(
      'You can keep up to 20 addresses. Please delete one you no longer use.',
    );
  });

  it('needs a signed-in customer', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/address',
      payload: addressForm(),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('reading, changing and deleting', () => {
  it('lists only the customer own addresses', async () => {
    const id = await addAddressId(rohanToken, { name: 'Rohan Mehta', zipcode: '411001' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/customer/addresses',
      headers: bearer(rohanToken),
    });
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((address: { addressID: string }) => address.addressID);
    expect(ids).toContain(id);
    const rows = await t.db.select().from(addresses).where(eq(addresses.customerId, 'cus_000002'));
    expect(ids.sort()).toEqual(rows.map((row) => row.id).sort());
  });

  it('reads one address by addressID', async () => {
    const id = await addAddressId(demoToken);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/customer/address?addressID=${id}`,
      headers: bearer(demoToken),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ addressID: id, _id: id, city: 'Jaipur' });
  });

  it('updates an address and takes the place names of the new pin code', async () => {
    const id = await addAddressId(demoToken);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/customer/address',
      headers: bearer(demoToken),
      payload: addressForm({
        addressID: id,
        zipcode: '411001',
        address: 'Flat 6, Dhole Patil Road',
        city: 'Jaipur',
      }),
    });
    expect(res.statusCode).toBe(200);
    const [pune] = await t.db.select().from(pincodes).where(eq(pincodes.pincode, '411001'));
    expect(res.json()).toMatchObject({
      status: 'success',
      message: 'Address successfully updated.',
      data: {
        addressID: id,
        zipcode: '411001',
        address: 'Flat 6, Dhole Patil Road',
        city: pune?.district,
        state: 'Maharashtra',
        country: 'India',
      },
    });
    expect(pune?.district).toMatch(/Pune/);
  });

  it('deletes an address', async () => {
    const id = await addAddressId(demoToken);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/customer/address?addressID=${id}`,
      headers: bearer(demoToken),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: 'Address successfully deleted.' });
    expect(await t.db.select().from(addresses).where(eq(addresses.id, id))).toEqual([]);
  });

  it('answers 404 for another customer address on read, change and delete, and leaves it alone', async () => {
    const id = await addAddressId(rohanToken, { name: 'Rohan Mehta' });
    const [before] = await t.db.select().from(addresses).where(eq(addresses.id, id));

    const read = await t.app.inject({
      method: 'GET',
      url: `/api/customer/address?addressID=${id}`,
      headers: bearer(demoToken),
    });
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/customer/address',
      headers: bearer(demoToken),
      payload: addressForm({ addressID: id, name: 'Taken Over' }),
    });
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/customer/address?addressID=${id}`,
      headers: bearer(demoToken),
    });
    for (const res of [read, change, remove]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', Message: 'Address not found.' });
    }
    const [after] = await t.db.select().from(addresses).where(eq(addresses.id, id));
    expect(after).toEqual(before);
  });

  it('answers 404 for an address that does not exist', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/customer/address?addressID=addr_nothing',
      headers: bearer(demoToken),
    });
    expect(res.statusCode).toBe(404);
  });
});
