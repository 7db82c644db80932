// The fuzz suite's oracle checked on its own, so a passing fuzz run means something:
// it must flag a 5xx, a stack trace, SQL or driver text, a Fastify code and a broken envelope, and
// let through the envelope, the seller form's own refusals and non-JSON pages.
import { describe, expect, it } from 'vitest';
import { judge } from '../../test/fuzz/judge.ts';

const request = { method: 'POST', url: '/api/customer/cart', headers: {} };
const json = 'application/json; charset=utf-8';
const envelope = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    status: 'error',
    code: 'VALIDATION_FAILED',
    message: 'No.',
    Message: 'No.',
    ...extra,
  });
const verdict = (status: number, body: string, contentType = json, url = request.url) =>
  judge({ ...request, url }, { status, contentType, body }, { jsonRoute: true })?.kind;

describe('the fuzz oracle', () => {
  it('accepts the error envelope, with or without a validation map', () => {
    expect(verdict(400, envelope())).toBeUndefined();
    expect(verdict(400, envelope({ validation: { pieces: 'Too many.' } }))).toBeUndefined();
  });

  it('flags any 5xx, even in the envelope', () => {
    expect(verdict(500, envelope({ code: 'INTERNAL' }))).toBe('5xx');
    expect(verdict(502, 'Bad Gateway', 'text/plain')).toBe('5xx');
  });

  it('flags stack traces, SQL and driver text and Fastify codes in any answer', () => {
    expect(
      verdict(400, envelope({ message: 'x\n    at Object.<anonymous> (/app/src/x.ts:12:3)' })),
    ).toBe('leak');
    expect(
      verdict(409, envelope({ message: 'duplicate key value violates unique constraint' })),
    ).toBe('leak');
    expect(verdict(400, envelope({ message: 'relation "orders" does not exist' }))).toBe('leak');
    expect(
      verdict(400, envelope({ message: 'invalid byte sequence for encoding "UTF8": 0x00' })),
    ).toBe('leak');
    expect(verdict(200, '{"status":"success","data":"PGlite error"}')).toBe('leak');
    expect(verdict(400, envelope({ message: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' }))).toBe('leak');
  });

  it('flags a JSON failure outside the envelope', () => {
    expect(verdict(400, '{"message":"Bad Request","statusCode":400}')).toBe('envelope');
    expect(
      verdict(404, JSON.stringify({ status: 'error', code: 'NOPE', message: 'x', Message: 'x' })),
    ).toBe('envelope');
    expect(verdict(400, envelope({ Message: 'other' }))).toBe('envelope');
    expect(verdict(400, envelope({ validation: { a: 1 } }))).toBe('envelope');
    expect(verdict(400, '{"status":"error",')).toBe('envelope');
    expect(verdict(415, 'Unsupported Media Type', 'text/plain')).toBe('not-json');
  });

  it("accepts the seller form's own refusals, only on the seller form", () => {
    const seller = '/api/public/seller';
    expect(
      verdict(400, '{"status":2,"validation":{"gstNo":"Bad."}}', json, seller),
    ).toBeUndefined();
    expect(
      verdict(409, '{"status":0,"message":"Already registered."}', json, seller),
    ).toBeUndefined();
    expect(verdict(400, '{"status":2,"validation":{"gstNo":"Bad."}}')).toBe('envelope');
  });

  it('accepts non-JSON failures of pages that are not JSON routes', () => {
    const page = judge(
      { ...request, url: '/api/payments/sandbox/x' },
      { status: 400, contentType: 'text/html; charset=utf-8', body: '<p>Payment not recorded</p>' },
      { jsonRoute: false },
    );
    expect(page).toBeUndefined();
  });
});
