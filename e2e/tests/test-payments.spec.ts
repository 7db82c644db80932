import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { axeOn } from './support/axe';
import { expect, test } from './support/fixtures';
import { OPERATOR, signIn } from './support/back-office';
import { placeOrderOf } from './support/shop-api';

// A real shop on a trial with test payments (TEST_PAYMENTS=true; docs/decisions/going-live.md,
// "Test payments in a real shop"): every page says "Test shop — no real money" at its top, in the
// server's HTML and after the page is live, in Hindi on the Hindi pages; the back office says it
// too, and refuses to ship an order the sandbox gateway marked paid. That the demo says nothing of
// it is in ssr.spec.ts, on the demo's server.

/** Where the journey leaves the strip's pictures, to be looked at (git-ignored with the results). */
const PICTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'test-results');

const STRIP = '<haat-test-shop role="note">Test shop — no real money</haat-test-shop>';
const STRIP_HI = '<haat-test-shop role="note">टेस्ट शॉप — इसमें असली पैसे नहीं कटते</haat-test-shop>';

/** A product page's address: the first product of the listing. */
async function productPath(request: import('@playwright/test').APIRequestContext) {
  const answer = await request.get('/api/public/products?limit=1');
  expect(answer.ok()).toBe(true);
  const [first] = ((await answer.json()) as { data: Array<{ productID: string }> }).data;
  return `/product/${first!.productID}`;
}

// A server of its own: a worker for this file alone, on the phone-sized project only (the strip is
// one line of text in the page's flow at any width; the back office is the same page at both).
test.use({ shop: 'test-payments' });
test.skip(
  ({ isMobile }) => !isMobile,
  'one server of a real shop per run: the phone-sized project',
);

test.describe('a real shop taking test payments', () => {
  test('every page opens with the strip, in the server HTML: a product, checkout, Hindi', async ({
    request,
  }) => {
    for (const [url, strip] of [
      [await productPath(request), STRIP],
      ['/checkout', STRIP],
      ['/hi/checkout', STRIP_HI],
    ] as const) {
      const page = await request.get(url);
      expect(page.status(), url).toBe(200);
      const html = await page.text();
      expect(html, url).toContain(`<body>${strip}`);
      expect(html.split('<haat-test-shop').length - 1, url).toBe(1);
    }
  });

  test('the strip stays atop the pages a shopper goes through, above the header', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/');
    const strip = page.getByRole('note').filter({ hasText: 'Test shop — no real money' });
    await expect(strip).toBeVisible();
    // React hydrated the page around the strip it never renders, without disagreeing with it
    // (a mismatch is error #418/#423/#425), and the strip reads well enough (WCAG 2.1 AA).
    expect(problems.filter((text) => /hydrat|#418|#423|#425|did not match/i.test(text))).toEqual(
      [],
    );
    const axe = await axeOn(page)
      .include('haat-test-shop')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    // In the page's flow, above the header: it covers nothing.
    const stripBox = (await strip.boundingBox())!;
    const headerBox = (await page.locator('header').first().boundingBox())!;
    expect(stripBox.y).toBe(0);
    expect(headerBox.y).toBeGreaterThanOrEqual(stripBox.y + stripBox.height - 1);
    mkdirSync(PICTURES, { recursive: true });
    await page.screenshot({ path: path.join(PICTURES, 'test-shop-strip-375.png') });
    // A page the app renders in the browser, reached without the server: the strip is still there.
    await page.goto('/cart');
    await page.getByRole('link', { name: 'Haat home' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(strip).toBeVisible();

    await page.goto('/hi');
    await expect(
      page.getByRole('note').filter({ hasText: 'टेस्ट शॉप — इसमें असली पैसे नहीं कटते' }),
    ).toBeVisible();
    await page.screenshot({ path: path.join(PICTURES, 'test-shop-strip-375-hi.png') });
  });

  test('the back office says it too, and refuses to ship a test-paid order', async ({
    page,
    request,
  }) => {
    const { orderID } = await placeOrderOf(
      request,
      ['sl_namma_gadget'],
      `e2e-test-paid-${Date.now().toString(36)}`,
      'prepaid',
    );
    await signIn(page, 'operator', OPERATOR);
    await expect(
      page.getByRole('note').filter({ hasText: 'Test shop — no real money' }),
    ).toBeVisible();
    await page.goto(`/admin/orders/${orderID}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${orderID}` })).toBeVisible();
    await page.getByRole('button', { name: 'Advance to Packed' }).click();
    await expect(page.getByText(`Order ${orderID} is now Packed.`)).toBeVisible();
    await page.getByRole('button', { name: 'Advance to Shipped' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This order was paid with a test payment: it cannot be shipped. Cancel it, or take real payments (README, Going live).',
    );
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${orderID}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Advance to Shipped' })).toBeVisible();
    await page.getByRole('button', { name: 'Advance to Shipped' }).click();
    await expect(page.getByRole('alert')).toContainText('paid with a test payment');
    mkdirSync(PICTURES, { recursive: true });
    await page.screenshot({
      path: path.join(PICTURES, 'test-shop-back-office-375.png'),
    });
  });
});
