// What a shopper types into a page the server drew, before the page's script has run, is not lost
// when it runs (docs/decisions/shopper-path-fixes.md). The page's entry script is held back until
// the typing is done, as a slow phone on 4G holds it, then let through.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** Holds the storefront's entry script until `release` is called: the page shows, and is not live. */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/entry.client-*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function expectNotLive(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
}

async function waitUntilLive(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

test('a pin code typed before the product page is live is checked once it is', async ({ page }) => {
  const release = await holdEntryScript(page);
  await page.goto('/product/p_000002', { waitUntil: 'domcontentloaded' });
  const pin = page.getByLabel('PIN code');
  await pin.pressSequentially('302001');
  await expectNotLive(page);
  // Check cannot be pressed yet: the browser would send the form and load the page again.
  await expect(page.getByRole('button', { name: 'Check', exact: true })).toBeDisabled();

  release();
  await waitUntilLive(page);
  await expect(page.getByText('Delivery available to 302001')).toBeVisible();
  await expect(page.getByText(/^Delivery by /)).toBeVisible();
  await expect(page.locator('.product-actions').getByRole('button').first()).toHaveText(
    'Add to Cart',
  );
});

test('part of a pin code typed before the page is live stays, to be finished', async ({ page }) => {
  const release = await holdEntryScript(page);
  await page.goto('/product/p_000002', { waitUntil: 'domcontentloaded' });
  const pin = page.getByLabel('PIN code');
  await pin.pressSequentially('302');
  await expectNotLive(page);
  release();
  await waitUntilLive(page);
  await expect(pin).toHaveValue('302');
  await pin.pressSequentially('001');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByText('Delivery available to 302001')).toBeVisible();
});

test('the contact form keeps every field typed before the page is live, and sends them', async ({
  page,
}) => {
  const release = await holdEntryScript(page);
  await page.goto('/contactus', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Your name', { exact: true }).pressSequentially('Asha Verma');
  await page.getByLabel('E-mail address', { exact: true }).pressSequentially('asha@example.in');
  await page.getByLabel('Subject', { exact: true }).pressSequentially('Delivery to Jaipur');
  await page
    .getByLabel('Message', { exact: true })
    .pressSequentially('Do you deliver brass diyas to 302001?');
  await expectNotLive(page);
  release();
  await waitUntilLive(page);
  await expect(page.getByLabel('Your name', { exact: true })).toHaveValue('Asha Verma');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Thank you. We reply within 24 hours.')).toBeVisible();
});

test("the login page's fields are not in the server's HTML: nothing can be typed before it is live", async ({
  request,
}) => {
  // A personal page: its frame is drawn on the server, its form once the browser has the session.
  const html = await (await request.get('/login')).text();
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  expect(main).toContain('role="status"');
  expect(main).not.toMatch(/<(input|textarea|select)\b/);
});
