import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { orders } from '../../db/schema/index.ts';
import { createPaymentProvider, type PaymentProvider } from './index.ts';
import { renderMessagePage, renderSandboxPage } from './payments.pages.ts';
import {
  FORM_HEADERS,
  TEST_PAYABLE_PAISE,
  insertPendingOrder,
  readOrder,
  splitGatewayUrl,
} from '../../../test/payments.fixtures.ts';

let t: TestApp;
let provider: PaymentProvider;
beforeAll(async () => {
  t = await createTestApp();
  provider = createPaymentProvider({ config: t.config, db: t.db });
});
afterAll(async () => t.close());

async function startSandboxPayment(payablePaise = TEST_PAYABLE_PAISE) {
  const orderId = await insertPendingOrder(t.db, { payablePaise });
  const started = await provider.startPayment({
    orderId,
    payablePaise,
    customerId: 'cus_demo',
  });
  return { orderId, ...started, ...splitGatewayUrl(started.url) };
}

function postOutcome(path: string, body: string) {
  return t.app.inject({ method: 'POST', url: path, headers: FORM_HEADERS, payload: body });
}

describe('starting a sandbox payment', () => {
  it('records the sandbox reference on the order and answers a signed link to our page', async () => {
    const { orderId, url, reference } = await startSandboxPayment();
    expect(provider.name).toBe('sandbox');
    expect(reference).toMatch(/^sbx_[0-9a-z]{16}$/);
    expect(url).toMatch(new RegExp(`^/api/payments/sandbox/${orderId}\\?sig=[0-9a-f]{64}$`));
    const order = await readOrder(t.db, orderId);
    expect(order.paymentProvider).toBe('sandbox');
    expect(order.paymentReference).toBe(reference);
  });

  it('starting the same order twice answers the same link', async () => {
    const first = await startSandboxPayment();
    const again = await provider.startPayment({
      orderId: first.orderId,
      payablePaise: TEST_PAYABLE_PAISE,
      customerId: 'cus_demo',
    });
    expect(again).toEqual({ url: first.url, reference: first.reference });
  });

  it('an amount other than the order payable is refused as a bug', async () => {
    const orderId = await insertPendingOrder(t.db);
    await expect(
      provider.startPayment({ orderId, payablePaise: 100, customerId: 'cus_demo' }),
    ).rejects.toThrow(/payable 123450 paise, asked 100/);
    expect((await readOrder(t.db, orderId)).paymentReference).toBeNull();
  });
});

describe('the sandbox gateway page', () => {
  it('shows the order and its amount in rupees with Pay and Fail buttons', async () => {
    const { orderId, url, sig } = await startSandboxPayment();
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('Haat test payment gateway — no real money moves');
    expect(res.body).toContain(`<dd>${orderId}</dd>`);
    expect(res.body).toContain('<dd class="amount">₹1,234.50</dd>');
    expect(res.body).toContain('>Pay ₹1,234.50</button>');
    expect(res.body).toContain('>Fail payment</button>');
    expect(res.body).toContain(`<form method="post" action="/api/payments/sandbox/${orderId}"`);
    expect(res.body).toContain(`<input type="hidden" name="sig" value="${sig}">`);
  });

  it('needs no script and is served under the app-wide CSP', async () => {
    const { url } = await startSandboxPayment();
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.body).not.toContain('<script');
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain('razorpay');
  });

  it('a wrong signature is refused with a 403 page', async () => {
    const { path, sig } = await startSandboxPayment();
    const tampered = `${sig.slice(0, -1)}${sig.endsWith('a') ? 'b' : 'a'}`;
    const res = await t.app.inject({ method: 'GET', url: `${path}?sig=${tampered}` });
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('This payment link is not valid');
    expect(res.body).not.toContain('₹1,234.50');
  });

  it('a missing signature is refused with a 403 page', async () => {
    const { path } = await startSandboxPayment();
    const res = await t.app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(403);
  });

  it("another order's signature does not open this order", async () => {
    const first = await startSandboxPayment();
    const second = await startSandboxPayment();
    const res = await t.app.inject({ method: 'GET', url: `${second.path}?sig=${first.sig}` });
    expect(res.statusCode).toBe(403);
  });

  it('an unknown order is a 404 page', async () => {
    const { sig } = await startSandboxPayment();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/payments/sandbox/OD000000000000?sig=${sig}`,
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Order not found');
  });

  it('every value printed into a page is escaped', () => {
    const html = renderSandboxPage({
      orderId: '<img src=x onerror=alert(1)>',
      payablePaise: 100,
      sig: '"><script>alert(1)</script>',
      language: 'en',
      testShop: false,
    });
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
    // Every message's words are escaped too (an apostrophe in one).
    expect(renderMessagePage('en', 'not-found', false)).toContain('We could not find');
  });

  it('a real shop taking test payments says so atop the page, in the page’s language', () => {
    const page = (testShop: boolean, language: 'en' | 'hi') =>
      renderSandboxPage({ orderId: 'OD1', payablePaise: 100, sig: 's', language, testShop });
    const strip = '<p class="test-shop" role="note">Test shop — no real money</p>';
    expect(page(true, 'en')).toContain(`<body class="test-shop-page">\n${strip}\n<main>`);
    expect(page(true, 'hi')).toContain('टेस्ट शॉप — इसमें असली पैसे नहीं कटते</p>');
    expect(renderMessagePage('en', 'not-found', true)).toContain(strip);
    expect(page(false, 'en')).not.toContain('test-shop"');
    expect(renderMessagePage('en', 'not-found', false)).not.toContain('test-shop"');
  });

  it("a Hindi order's page is in Hindi; a broken link speaks the browser's language", async () => {
    const { orderId, path, sig } = await startSandboxPayment();
    await t.db.update(orders).set({ language: 'hi' }).where(eq(orders.id, orderId));
    const page = await t.app.inject({ method: 'GET', url: `${path}?sig=${sig}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="hi-IN">');
    expect(page.body).toContain('अपने ऑर्डर का पेमेंट करें');
    expect(page.body).toMatch(/>₹[\d,]+\.\d\d पे करें</);
    expect(page.body).toContain('>पेमेंट फ़ेल करें<');

    const broken = await t.app.inject({
      method: 'GET',
      url: `${path}?sig=0000`,
      headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
    });
    expect(broken.statusCode).toBe(403);
    expect(broken.body).toContain('यह पेमेंट लिंक सही नहीं है');
    expect(broken.body).toContain('href="/hi"');
    const english = await t.app.inject({ method: 'GET', url: `${path}?sig=0000` });
    expect(english.body).toContain('This payment link is not valid');
  });
});

describe('paying or failing on the sandbox gateway', () => {
  it('Pay marks the order paid and sends the shopper to the order page with a 303', async () => {
    const { orderId, path, sig, reference } = await startSandboxPayment();
    const res = await postOutcome(path, `sig=${sig}&outcome=pay`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/order/${orderId}`);
    const order = await readOrder(t.db, orderId);
    expect(order.paymentStatus).toBe('paid');
    expect(order.status).toBe(1);
    expect(order.paymentProvider).toBe('sandbox');
    expect(order.paymentReference).toBe(reference);
  });

  it('a Hindi order goes back to its Hindi order page', async () => {
    const { orderId, path, sig } = await startSandboxPayment();
    await t.db.update(orders).set({ language: 'hi' }).where(eq(orders.id, orderId));
    const res = await postOutcome(path, `sig=${sig}&outcome=pay`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/hi/order/${orderId}`);
  });

  it('Fail marks the order failed and cancels it', async () => {
    const { orderId, path, sig } = await startSandboxPayment();
    const res = await postOutcome(path, `sig=${sig}&outcome=fail`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/order/${orderId}`);
    const order = await readOrder(t.db, orderId);
    expect(order.paymentStatus).toBe('failed');
    expect(order.status).toBe(-1);
    expect(order.shippingStatus).toBe('Cancelled');
  });

  it('a second POST after paying changes nothing and still lands on the order page', async () => {
    const { orderId, path, sig } = await startSandboxPayment();
    await postOutcome(path, `sig=${sig}&outcome=pay`);
    const before = await readOrder(t.db, orderId);
    const res = await postOutcome(path, `sig=${sig}&outcome=fail`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/order/${orderId}`);
    const after = await readOrder(t.db, orderId);
    expect(after.paymentStatus).toBe('paid');
    expect(after.status).toBe(1);
    expect(after.updatedAt).toEqual(before.updatedAt);
  });

  it('a second POST after failing does not pay the order', async () => {
    const { orderId, path, sig } = await startSandboxPayment();
    await postOutcome(path, `sig=${sig}&outcome=fail`);
    await postOutcome(path, `sig=${sig}&outcome=pay`);
    expect((await readOrder(t.db, orderId)).paymentStatus).toBe('failed');
  });

  it('the page of a settled order redirects to the order page', async () => {
    const { orderId, url, path, sig } = await startSandboxPayment();
    await postOutcome(path, `sig=${sig}&outcome=pay`);
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/order/${orderId}`);
  });

  it('a POST with a wrong signature is refused with 403 and changes nothing', async () => {
    const { orderId, path } = await startSandboxPayment();
    const res = await postOutcome(path, `sig=${'0'.repeat(64)}&outcome=pay`);
    expect(res.statusCode).toBe(403);
    expect((await readOrder(t.db, orderId)).paymentStatus).toBe('pending');
  });

  it('a POST without an outcome is a 400 page and changes nothing', async () => {
    const { orderId, path, sig } = await startSandboxPayment();
    const res = await postOutcome(path, `sig=${sig}&outcome=refund`);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect((await readOrder(t.db, orderId)).paymentStatus).toBe('pending');
  });

  it('form bodies are understood on the payment routes only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/contact',
      headers: FORM_HEADERS,
      payload: 'name=Ravi&email=ravi%40example.in&subject=Hi&message=Hello',
    });
    expect(res.statusCode).toBe(415);
  });

  it('the Razorpay routes are closed while the sandbox is the provider', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
  });
});
