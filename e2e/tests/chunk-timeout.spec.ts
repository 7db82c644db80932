// docs/spec.md §9: script chunk loading times out after 120 s. A script that never arrives is held
// by request routing; the page's clock is Playwright's, moved on by 120 s instead of waiting them.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const TIMEOUT_MS = 120_000;
const NOTICE = 'This page did not load. Your connection may have dropped. Check it and try again.';

/**
 * Requests for `pattern` are never answered until the answered function is called; those made
 * after it arrive (one already waiting stays waiting, as a dead connection's would).
 */
async function neverArrives(page: Page, pattern: string): Promise<() => void> {
  let isLetThrough = false;
  await page.route(pattern, async (route) => {
    if (isLetThrough) await route.continue();
  });
  return () => {
    isLetThrough = true;
  };
}

function notice(page: Page) {
  return page.getByRole('alert').filter({ hasText: NOTICE });
}

/** Moves the page's clock on to 1 s before the timeout, checks nothing shows, then past it. */
async function passTheTimeout(page: Page): Promise<void> {
  await page.clock.fastForward(TIMEOUT_MS - 1_000);
  await expect(notice(page)).toHaveCount(0);
  await page.clock.fastForward(1_000);
}

test('a page whose own script never arrives says so after 120 s, and Try again loads it', async ({
  page,
}) => {
  await page.clock.install();
  const letThrough = await neverArrives(page, '**/assets/entry.client-*.js');
  await page.goto('/product/p_000002', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page's module script has asked for its scripts (and set the notice's timer).
  await page.waitForFunction(
    () => typeof (window as { haatLoadTimeout?: unknown }).haatLoadTimeout === 'function',
  );
  await passTheTimeout(page);
  await expect(notice(page)).toBeVisible();
  await expect(notice(page).getByRole('button', { name: 'Try again' })).toBeVisible();

  letThrough();
  await notice(page).getByRole('button', { name: 'Try again' }).click();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(notice(page)).toHaveCount(0);
  await expect(page.getByLabel('PIN code')).toBeEditable();
});

test('a part of the page whose code never arrives brings the notice after 120 s', async ({
  page,
}) => {
  await page.clock.install();
  // The product's tabs: drawn by the server, their code fetched once the page is live.
  const letThrough = await neverArrives(page, '**/assets/product-tabs-*.js');
  const asked = page.waitForRequest('**/assets/product-tabs-*.js');
  await page.goto('/product/p_000002');
  // Asked for as React hydrates that part, which may come after the rest of the page is live.
  await asked;
  await passTheTimeout(page);
  await expect(notice(page)).toBeVisible();
  letThrough();
  await notice(page).getByRole('button', { name: 'Try again' }).click();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(notice(page)).toHaveCount(0);
});

test("the next page's code that never arrives brings the notice, whose Try again opens that page", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/product/p_000002');
  const letThrough = await neverArrives(page, '**/assets/home-*.js');
  const asked = page.waitForRequest('**/assets/home-*.js');
  const tappedAt = await page.evaluate(() => Date.now());
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Home' })
    .click();
  await asked;
  // The navigation's timer starts once React has taken the tap, a moment after the request: the
  // clock moves on a second at a time until the notice shows, which is 120 s after the tap.
  await expect
    .poll(
      async () => {
        await page.clock.fastForward(1_000);
        return notice(page).count();
      },
      { intervals: [0], timeout: 60_000 },
    )
    .toBe(1);
  const shownAfter = (await page.evaluate(() => Date.now())) - tappedAt;
  expect(shownAfter).toBeGreaterThanOrEqual(TIMEOUT_MS);
  expect(shownAfter).toBeLessThan(TIMEOUT_MS + 5_000);
  await expect(page).toHaveURL(/\/product\/p_000002$/);

  letThrough();
  await notice(page).getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(notice(page)).toHaveCount(0);
});

test('in Hindi, the notice is in Hindi', async ({ page }) => {
  await page.clock.install();
  await neverArrives(page, '**/assets/entry.client-*.js');
  await page.goto('/hi/product/p_000002', { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(
    () => typeof (window as { haatLoadTimeout?: unknown }).haatLoadTimeout === 'function',
  );
  await page.clock.fastForward(TIMEOUT_MS);
  const alert = page.getByRole('alert').filter({ hasText: 'यह पेज लोड नहीं हुआ।' });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeVisible();
});
