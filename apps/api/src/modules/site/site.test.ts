import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { contactMessages, subscribers } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('health and the answer envelope', () => {
  it('health reports the process as live', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { live: true } });
  });

  it('an unknown address under /api is a 404 in the JSON envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no/such/call' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
  });

  it('a body that is not JSON is a 400 with a readable message and no stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Ravi",',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'error',
      code: 'VALIDATION_FAILED',
      message: 'The request body is not valid JSON.',
    });
    expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('a malformed contact form is a 400 with a validation map of field to message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/contact',
      payload: { name: 'Ravi Kumar', email: 'not-an-email', subject: '', message: 'Hello' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.validation)).toEqual(expect.arrayContaining(['email', 'subject']));
    expect(body.Message).toBe(body.message);
  });

  it('security headers are sent with every answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('contact form and subscribe box', () => {
  it('a contact message is stored', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/contact',
      payload: {
        name: 'Ravi Kumar',
        email: 'Ravi@Example.in',
        subject: 'Delivery to Nashik',
        message: 'Do you deliver to 422001?',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('success');
    const rows = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'ravi@example.in'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.subject).toBe('Delivery to Nashik');
  });

  it('subscribing twice keeps one subscriber and says so', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/public/subscribe',
      payload: { email: 'meera@example.in' },
    });
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/public/subscribe',
      payload: { email: 'MEERA@example.in' },
    });
    expect(first.json().message).toBe('Thank you for subscribing.');
    expect(second.json().message).toBe('You are already subscribed.');
    const rows = await t.db
      .select()
      .from(subscribers)
      .where(eq(subscribers.email, 'meera@example.in'));
    expect(rows).toHaveLength(1);
  });

  it('an invalid subscriber e-mail is refused with a message under the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/subscribe',
      payload: { email: 'meera@' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().validation.email).toBeTruthy();
  });
});
