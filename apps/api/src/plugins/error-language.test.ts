// An error answer in the language the request asks for (docs/decisions/hindi.md): the storefront's
// Hindi pages send Accept-Language: hi-IN, and read the message and each field's in Hindi; any
// other request keeps docs/spec.md §8's English, word for word.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const checkPincode = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/location/pincode/12', headers });

describe('an error answer', () => {
  it('is in Hindi, message and fields, when the request asks for Hindi', async () => {
    const res = await checkPincode({ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(res.statusCode).toBe(400);
    expect(res.headers.vary).toMatch(/Accept-Language/i);
    const body = res.json();
    expect(body.validation.pincode).toBe('पिन कोड सही नहीं है।');
    expect(body.message).toBe('कृपया फ़ॉर्म जांचें: पिन कोड सही नहीं है।');
    expect(body.Message).toBe(body.message);
  });

  it('keeps the English of docs/spec.md §8 for English and for no language asked', async () => {
    const asked: Array<Record<string, string>> = [
      {},
      { 'accept-language': 'en-IN' },
      { 'accept-language': 'ta-IN' },
    ];
    for (const headers of asked) {
      const body = (await checkPincode(headers)).json();
      expect(body.validation.pincode).toBe('Invalid pincode.');
      expect(body.message).toBe('Please check the form: Invalid pincode.');
    }
  });

  it('says in Hindi that a session is needed', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/customer/cart',
      headers: { 'accept-language': 'hi-IN' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/[\u0900-\u097F]/);
  });
});
