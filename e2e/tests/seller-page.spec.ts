// A seller's page from a product page (docs/decisions/legal-declarations.md): the seller block's
// name opens /seller/<slug> (and /hi/seller/<slug> from a Hindi product page), rendered on the
// server with what a marketplace must name of its sellers, and its link lists all the seller's
// products; an address that names no seller is a 404 page. The expected words are read from the
// message files.
import type { Page } from '@playwright/test';
import { catalogMessages as en } from '../../apps/web/src/messages/en-catalog';
import { catalogMessages as hi } from '../../apps/web/src/messages/hi-catalog';
import { expect, test } from './support/fixtures';

/** A published product of the demo shop, and its seller's name and slug as its answer gives them. */
async function aProduct(request: import('@playwright/test').APIRequestContext) {
  const list = await request.get('/api/public/products?mainCategoryID=mc_grocery&limit=1');
  expect(list.ok()).toBe(true);
  const { data } = (await list.json()) as { data: Array<{ productID: string }> };
  const productID = data[0]!.productID;
  const detail = await request.get(`/api/public/product?productID=${productID}`);
  const answer = (await detail.json()) as {
    data: { sellerDetails: { businessName: string; slug: string; gstin: string } };
  };
  return { productID, ...answer.data.sellerDetails };
}

async function readSellerPage(page: Page, words: typeof en, seller: { businessName: string }) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(seller.businessName);
  const details = page.getByRole('region', { name: words.catalog.sellerPage.details });
  await expect(details).toBeVisible();
  for (const label of [
    words.catalog.sellerBlock.registered,
    words.catalog.sellerBlock.gstin,
    words.catalog.sellerBlock.address,
    words.catalog.sellerBlock.customerCare,
    words.catalog.sellerBlock.rating,
    words.catalog.sellerPage.since,
    words.catalog.sellerPage.productCount,
  ]) {
    await expect(details.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(details.getByRole('link', { name: /^\+91 [6-9]\d{9}$/ })).toBeVisible();
  return details;
}

test('the product page’s seller opens the seller’s page, in English and in Hindi, and on to its products', async ({
  page,
  request,
}) => {
  // Four server-rendered pages, each waited for by what it shows.
  test.setTimeout(120_000);
  const seller = await aProduct(request);

  await page.goto(`/product/${seller.productID}`);
  const block = page.getByRole('region', { name: en.catalog.sellerBlock.heading });
  await block.getByRole('link', { name: seller.businessName, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/seller/${seller.slug}$`));
  const details = await readSellerPage(page, en, seller);
  await expect(details.getByText(seller.gstin, { exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page).toHaveTitle(new RegExp(seller.businessName));

  // All its products: the seller's listing, headed with its name.
  await details.getByRole('link', { name: /^See all \d+ products? from / }).click();
  await expect(page).toHaveURL(/\/products\/2(%20| )/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    en.catalog.listing.sellerTitle(seller.businessName),
  );

  // The same from the Hindi product page, to the Hindi seller page.
  await page.goto(`/hi/product/${seller.productID}`);
  const hindiBlock = page.getByRole('region', { name: hi.catalog.sellerBlock.heading });
  await hindiBlock.getByRole('link', { name: seller.businessName, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/hi/seller/${seller.slug}$`));
  await readSellerPage(page, hi, seller);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('link', { name: /^.+ के सभी \S+ उत्पाद देखें$/ })).toHaveAttribute(
    'href',
    /^\/hi\/products\/2(%20| )/,
  );
});

test('an address that names no seller is a 404 page, in English and in Hindi', async ({
  page,
  request,
}) => {
  for (const [prefix, words] of [
    ['', en],
    ['/hi', hi],
  ] as const) {
    const res = await request.get(`${prefix}/seller/no-such-shop-here`);
    expect(res.status()).toBe(404);
    await page.goto(`${prefix}/seller/no-such-shop-here`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      words.catalog.sellerPage.notFoundTitle,
    );
  }
});
