import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const postSeller = (payload: string, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/api/public/seller',
    headers: { 'content-type': contentType },
    payload,
  });

// POST /public/seller declares its own 400 answer (status 2 with a field map); an error raised
// before its handler must still leave as the error envelope, not as a 500.
describe('an error answer always serialises, whatever the route declares', () => {
  it.each([
    ['malformed JSON', '{"firstName": "Asha",'],
    ['an empty JSON body', ''],
    ['a __proto__ key', '{"__proto__": {"admin": true}, "firstName": "Asha"}'],
    ['a NUL in a field', '{"firstName": "As\\u0000ha"}'],
  ])('POST /public/seller with %s is a 400 envelope', async (_name, payload) => {
    const res = await postSeller(payload);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(body).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED' });
    expect(typeof body.message).toBe('string');
    expect(res.body).not.toMatch(/FST_ERR|stack|\.ts:/);
  });

  it('a wrong content type is a 415 envelope', async () => {
    const res = await postSeller('<firstName>Asha</firstName>', 'application/xml');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ status: 'error' });
  });
});
