// The storefront in Hindi (docs/decisions/hindi.md): the same pages under /hi, rendered on the
// server with <html lang="hi-IN">, reached by the top bar's switch that keeps the shopper on the
// page and remembers the choice, offered (never forced) to a browser asking for Hindi; a shopper
// browses, searches in Devanagari and in Hinglish, and orders by cash on delivery with every screen
// in Hindi. The expected words are read from the Hindi message files, the ones a translator edits.
import type { Page } from '@playwright/test';
import { shellMessages as hi } from '../../apps/web/src/messages/hi';
import { accountMessages as hiAccounts } from '../../apps/web/src/messages/hi-accounts';
import { cartMessages as hiCart } from '../../apps/web/src/messages/hi-cart';
import { catalogMessages as hiCatalog } from '../../apps/web/src/messages/hi-catalog';
import { expectNoAxeViolations } from './support/axe';
import { emptyServerCart } from './support/shop-api';
import { expect, test } from './support/fixtures';

const MOUSE = {
  id: 'p_000022',
  title: 'Voltmart Ergonomic Wireless Mouse',
  // The seed titles every demo product in Hindi too (apps/api/src/seed/product-titles-hi.ts).
  titleHi: 'वोल्टमार्ट एर्गोनॉमिक वायरलेस माउस',
};
const BACKPACK = { id: 'p_000024', title: 'Voltmart Water Resistant Laptop Backpack' };
const DEMO = { email: 'demo@haat.in', password: 'Demo@12345' };
const SAREES = '/hi/products/0 mc_fashion cat_womens_ethnic sub_sarees';

async function expectHindiPage(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('link', { name: hi.site.skipToContent })).toBeAttached();
}

/** The page's hreflang alternates, as `tag href` lines. */
async function alternatesOf(page: Page): Promise<string[]> {
  return page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map(
        (link) =>
          `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href') ?? '').pathname}`,
      ),
    );
}

test('the switch in the top bar opens the same product in Hindi, remembered, and back', async ({
  page,
}) => {
  await page.goto(`/product/${MOUSE.id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MOUSE.title);
  expect(await alternatesOf(page)).toEqual([
    `en-IN /product/${MOUSE.id}`,
    `hi-IN /hi/product/${MOUSE.id}`,
    `x-default /product/${MOUSE.id}`,
  ]);

  await page.locator('.top-bar').getByRole('link', { name: 'हिन्दी' }).click();
  await expect(page).toHaveURL(new RegExp(`/hi/product/${MOUSE.id}$`));
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expectHindiPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MOUSE.titleHi);
  await expect(page.locator('.product-actions').getByRole('button').first()).toHaveText(
    hiCatalog.catalog.product.buttons.checkPincode,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/hi/product/${MOUSE.id}$`),
  );
  // The pairs hold both ways: the Hindi page names the same three.
  expect(await alternatesOf(page)).toEqual([
    `en-IN /product/${MOUSE.id}`,
    `hi-IN /hi/product/${MOUSE.id}`,
    `x-default /product/${MOUSE.id}`,
  ]);
  // Links inside stay in Hindi.
  await expect(page.getByRole('link', { name: hi.header.homeLabel })).toHaveAttribute(
    'href',
    '/hi',
  );
  await expectNoAxeViolations(page, 'Hindi product page');

  // A shared English link opens in English, and offers the language the shopper chose.
  await page.goto(`/product/${BACKPACK.id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  const offer = page.getByRole('complementary', { name: 'Language' });
  await expect(offer).toContainText('Haat अब हिन्दी में भी है।');
  await offer.getByRole('link', { name: 'हिन्दी में देखें' }).click();
  await expect(page).toHaveURL(new RegExp(`/hi/product/${BACKPACK.id}$`));
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expectHindiPage(page);
  await expect(page.getByRole('complementary', { name: hi.language.offerLabel })).toHaveCount(0);

  // And back to English from the same switch, which is remembered too: no offer then.
  await page.locator('.top-bar').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${BACKPACK.id}$`));
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('complementary', { name: 'Language' })).toHaveCount(0);
});

test.describe('a shopper whose phone reads Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('reads a form’s own checks in Hindi', async ({ page }) => {
    await page.goto('/hi/contactus');
    await expectHindiPage(page);
    // The form's own script comes after the page's: its button is enabled once it has run.
    await page.getByRole('button', { name: 'मैसेज भेजें' }).click();
    // The contract schema's 'Enter your name.' through the Hindi catalogue the API answers with.
    await expect(page.getByText('अपना नाम डालें।')).toBeVisible();
  });

  test("opens the home page with the offers' words and the banners' pictures in Hindi", async ({
    page,
  }) => {
    await page.goto('/hi');
    await expectHindiPage(page);
    await expect(page.getByRole('heading', { name: 'त्योहार स्पेशल' })).toBeVisible();
    const card = page.getByRole('link', { name: /छूट दीये और लैंप गोरखपुर के कुम्हारों/ });
    await expect(card).toBeVisible();
    await expect(card.locator('img')).toHaveAttribute('src', /-hi\.svg$/);
    const carousel = page.getByRole('region', { name: 'ऑफ़र' });
    await expect(carousel.getByRole('img').first()).toHaveAttribute('src', /-hi\.svg$/);
    await page.screenshot({ path: test.info().outputPath('hindi-home.png') });
    // The English home page keeps its own words and pictures.
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Festive Specials' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Offers' }).getByRole('img').first(),
    ).not.toHaveAttribute('src', /-hi\.svg$/);
  });

  test('is offered Hindi on an English page, never sent there', async ({ page }) => {
    const answer = await page.goto('/');
    expect(answer?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/');
    const offer = page.getByRole('complementary', { name: 'Language' });
    await expect(offer.getByRole('link', { name: 'हिन्दी में देखें' })).toHaveAttribute('href', '/hi');
    // "No, thanks" keeps English, and says so for the next page too.
    await offer.getByRole('button', { name: 'No, thanks' }).click();
    await expect(offer).toHaveCount(0);
    await page.goto('/shop');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page.getByRole('complementary', { name: 'Language' })).toHaveCount(0);
  });

  test('browses a Hindi listing, searches साड़ी and saadi, and orders by cash on delivery in Hindi', async ({
    page,
    request,
    isMobile,
  }) => {
    test.skip(!isMobile, 'one order journey, on the phone the issue names');
    await emptyServerCart(request, DEMO);

    // A listing in Hindi: the count, the filters and the cards' words.
    await page.goto(SAREES);
    await expectHindiPage(page);
    await expect(page.getByText(/^[\d,]+ आइटम मिले$/)).toBeVisible();
    await expectNoAxeViolations(page, 'Hindi listing');

    // Search in Devanagari and in Hinglish: both find sarees, and the suggestions stay in Hindi
    // (the sarees' Hindi titles).
    const search = page.getByRole('combobox', { name: hi.search.label });
    for (const query of ['साड़ी', 'saadi']) {
      await search.fill(query);
      const first = page
        .getByRole('listbox', { name: hi.search.suggestionsLabel })
        .getByRole('option')
        .first();
      await expect(first).toHaveText(/साड़ी/);
      const href = decodeURIComponent((await first.getAttribute('href')) ?? '');
      expect(href, query).toMatch(/^\/hi\/products\/7 mc_fashion cat_womens_ethnic sub_sarees /);
    }
    await search.press('ArrowDown');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/hi\/products\/7%20/);
    await page.getByRole('article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/hi\/product\/p_\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('साड़ी');

    // The pin code, then into the cart.
    const cartButton = page.locator('.product-actions').getByRole('button').first();
    await expect(cartButton).toHaveText(hiCatalog.catalog.product.buttons.checkPincode);
    await page.getByLabel(hiCatalog.catalog.pincode.label).fill('302001');
    await page.getByRole('button', { name: hiCatalog.catalog.pincode.check, exact: true }).click();
    await expect(cartButton).toHaveText(hiCatalog.catalog.product.buttons.addToCart);
    await cartButton.click();
    await expect(page.getByRole('status').getByText(hi.toasts.cartAdded)).toBeVisible();

    // Log in, in Hindi.
    await page.locator('.top-bar').getByRole('link', { name: hi.topBar.account }).click();
    const modal = page.getByRole('dialog', { name: hi.authDialog.loginTitle });
    await modal.getByLabel(hiAccounts.auth.userName).fill(DEMO.email);
    await modal.getByLabel(hiAccounts.auth.password, { exact: true }).fill(DEMO.password);
    await modal.getByRole('button', { name: hiAccounts.auth.loginSubmit, exact: true }).click();
    await expect(modal).toBeHidden();

    // The cart page and the checkout, in Hindi.
    await page.goto('/hi/cart');
    await expectHindiPage(page);
    await expect(
      page.getByRole('list', { name: hiCart.cartPage.linesLabel }).getByRole('listitem'),
    ).toHaveCount(1);
    await page.getByRole('button', { name: hiCart.cartPage.proceed }).click();
    await expect(page).toHaveURL(/\/hi\/checkout$/);
    await page.getByRole('radio', { name: /302001/ }).check();
    await page.getByRole('radio', { name: hiCart.checkout.cod }).check();
    // The delivery date in Hindi, through Intl: 'गुरु, 05 मार्च तक डिलीवरी'.
    await expect(page.getByText(/^[^ ]+, \d{2} [^ ]+ तक डिलीवरी$/)).toBeVisible();
    await expectNoAxeViolations(page, 'Hindi checkout');
    // A wrong captcha: the server's refusal, in Hindi.
    await page.getByLabel(hiCart.checkout.captchaLabel).fill('XYZ789');
    await page.getByRole('button', { name: hiCart.checkout.placeOrder }).click();
    await expect(page.getByText(hiCart.checkout.captchaMismatch)).toBeVisible();
    await page.getByLabel(hiCart.checkout.captchaLabel).fill('ABC234');
    await page.getByRole('button', { name: hiCart.checkout.placeOrder }).click();

    await expect(page).toHaveURL(/\/hi\/order\/[^/]+$/);
    await expectHindiPage(page);
    await expect(
      page.getByRole('heading', { level: 1, name: hiCart.orderResult.successTitle }),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'Hindi order page');
  });
});
