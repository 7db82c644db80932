import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../../test/helper.ts';
import { DEMO_CUSTOMER } from '../seed/index.ts';
import {
  CONTROL_CHARACTER_MESSAGE,
  findControlCharacter,
  findUnstorableText,
} from './input-guard.ts';

let t: TestApp;
let customer: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  customer = await signInAs(t, 'cus_demo');
});
afterAll(() => t.close());

/** 400 with the field named; the field's own schema may refuse it first, in its own words. */
function expectRefused(
  res: { statusCode: number; json(): unknown },
  field: string,
  message: string = CONTROL_CHARACTER_MESSAGE,
) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({
    status: 'error',
    code: 'VALIDATION_FAILED',
    validation: { [field]: message },
  });
}

describe('a NUL or other control character never reaches the database', () => {
  it('in a JSON body (login)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `${DEMO_CUSTOMER.email}\u0000`, password: 'x' },
    });
    expectRefused(res, 'email');
  });

  it('in a query value (product) and a path parameter (tracking, pin code)', async () => {
    expectRefused(await t.app.inject({ url: '/api/public/product?productID=p_1%00' }), 'productID');
    expectRefused(await t.app.inject({ url: '/api/public/order/abc%00def' }), 'trakingid');
    expectRefused(
      await t.app.inject({ url: '/api/public/availability/pincode/1100%001' }),
      'pincode',
      'Invalid pincode.',
    );
  });

  it('in a nested field and in a key of a signed-in call (address, cart)', async () => {
    const address = await t.app.inject({
      method: 'POST',
      url: '/api/customer/address',
      headers: customer,
      payload: {
        name: 'Asha Verma',
        mobile: '9876543210',
        zipcode: '302001',
        address: '12 MI Road\u0000; DROP TABLE addresses',
      },
    });
    expectRefused(address, 'address');
    const cart = await t.app.inject({
      method: 'POST',
      url: '/api/customer/cart',
      headers: customer,
      payload: { productID: 'p_1', pieces: 1, 'x\u0000': 1 },
    });
    expect(cart.statusCode).toBe(400);
  });

  it('in a multipart field (the cancel request)', async () => {
    const boundary = '----haat';
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/customer/order/cancel',
      headers: { ...customer, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${part('orderID', 'OD000000000001')}${part('remark', 'no\u0000thanks')}--${boundary}--\r\n`,
    });
    expectRefused(res, 'remark');
  });

  it('tab and line breaks stay allowed in text', () => {
    expect(findControlCharacter({ remark: 'line one\nline two\tend\r\n' }, '')).toBeUndefined();
    expect(findControlCharacter({ a: [{ b: 'ok' }, { c: 'bad\u007f' }] }, '')).toBe('a.1.c');
  });
});

describe('text decoded by a handler (JSON in a form field, a webhook body)', () => {
  it('names the first field holding a control character or a lone surrogate', () => {
    expect(findUnstorableText({ payload: { order_id: 'order_\u0000' } })).toBe('payload.order_id');
    expect(findUnstorableText({ a: ['ok', 'x\ud800'] })).toBe('a.1');
    expect(findUnstorableText({ ['k\udc00']: 1 })).toBe('k\udc00');
  });

  it('lets through tab, line breaks and whole surrogate pairs (emoji)', () => {
    expect(findUnstorableText({ note: 'Diya 🪔\tset\r\nof 4', n: 3, none: null })).toBeUndefined();
  });
});
