// The law on every product page (docs/decisions/legal-declarations.md): the demo shop's product
// pages, as the server renders them, carry every Legal Metrology declaration of a packaged product
// and the seller block, in English and in Hindi; in Chromium, ten of them are read as a shopper
// sees them, and the listing's country-of-origin filter (rule 6(10A)) finds the imported goods.
// The expected words are read from the message files.
import type { APIRequestContext, Page } from '@playwright/test';
import { catalogMessages as en } from '../../apps/web/src/messages/en-catalog';
import { catalogMessages as hi } from '../../apps/web/src/messages/hi-catalog';
import { closeFilters, openFilters } from './support/filters';
import { expect, test } from './support/fixtures';

interface Declared {
  productID: string;
  packaged: boolean;
  perishable: boolean;
  /** Whether the product states its warranty (optional: docs/decisions/legal-declarations.md). */
  warranty: boolean;
  origin: string | null;
}

const MAINS = [
  'mc_fashion',
  'mc_electronics',
  'mc_home_kitchen',
  'mc_beauty',
  'mc_grocery',
  'mc_puja_festive',
];

/** Every published product of the demo shop, with what its answer says of its category. */
async function publishedProducts(request: APIRequestContext): Promise<Declared[]> {
  const ids = new Set<string>();
  for (const main of MAINS) {
    for (const orderBy of ['', '&orderBy=1', '&orderBy=-1']) {
      const res = await request.get(
        `/api/public/products?mainCategoryID=${main}&limit=200${orderBy}`,
      );
      expect(res.ok()).toBe(true);
      const body = (await res.json()) as { data: Array<{ productID: string }>; total: number };
      for (const card of body.data) ids.add(card.productID);
    }
  }
  const products: Declared[] = [];
  for (const productID of [...ids].sort()) {
    const res = await request.get(`/api/public/product?productID=${productID}`);
    const { data } = (await res.json()) as {
      data: {
        declarations: {
          packaged: boolean;
          perishable: boolean;
          warrantyMonths: number | null;
          origin: { code: string } | null;
        };
      };
    };
    products.push({
      productID,
      packaged: data.declarations.packaged,
      perishable: data.declarations.perishable,
      warranty: data.declarations.warrantyMonths !== null,
      origin: data.declarations.origin?.code ?? null,
    });
  }
  return products;
}

/** The declarations' rows a packaged product's page must show, by their `data-declaration`. */
function requiredRows(product: Declared): string[] {
  return [
    'declarant',
    'origin',
    'generic-name',
    'net-quantity',
    'mrp',
    'consumer-care',
    ...(product.warranty ? ['warranty'] : []),
    ...(product.perishable ? ['best-before'] : []),
  ];
}
const SELLER_PARTS = [
  'name',
  'registered',
  'gstin',
  'address',
  'customer-care',
  'rating',
  'products',
  'page',
];

test.describe.configure({ mode: 'serial' });

test('every product page, in English and in Hindi, declares what a packaged product must and names its seller', async ({
  request,
}, testInfo) => {
  // The server's HTML is the same whatever the viewport: the crawl runs once, in the desktop run.
  test.skip(testInfo.project.name !== 'desktop', 'the same HTML as the desktop run crawls');
  test.setTimeout(900_000);
  const products = await publishedProducts(request);
  expect(products.length).toBeGreaterThan(300);
  const gaps: string[] = [];
  for (const product of products) {
    for (const [prefix, words] of [
      ['', en],
      ['/hi', hi],
    ] as const) {
      const res = await request.get(`${prefix}/product/${product.productID}`);
      expect(res.status(), product.productID).toBe(200);
      const html = await res.text();
      if (!html.includes(`>${words.catalog.legal.heading}<`))
        gaps.push(`${prefix} ${product.productID} heading`);
      if (!product.packaged) continue;
      for (const row of requiredRows(product)) {
        if (!html.includes(`data-declaration="${row}"`))
          gaps.push(`${prefix} ${product.productID} ${row}`);
      }
      for (const part of SELLER_PARTS) {
        if (!html.includes(`data-seller="${part}"`))
          gaps.push(`${prefix} ${product.productID} seller ${part}`);
      }
      if (
        product.origin !== null &&
        product.origin !== 'IN' &&
        !html.includes(words.catalog.legal.declarant.importer)
      ) {
        gaps.push(`${prefix} ${product.productID} importer`);
      }
    }
  }
  expect(gaps).toEqual([]);
});

async function readLegalBlock(page: Page, words: typeof en) {
  const legal = page.getByRole('region', { name: words.catalog.legal.heading });
  await expect(legal).toBeVisible();
  const seller = page.getByRole('region', { name: words.catalog.sellerBlock.heading });
  await expect(seller).toBeVisible();
  return { legal, seller };
}

test('ten product pages in Chromium show the declarations and the seller; the origin filter finds imported goods', async ({
  page,
  request,
  isMobile,
}) => {
  // Eleven server-rendered pages and two listings, each waited for by what it shows.
  test.setTimeout(240_000);
  const products = (await publishedProducts(request)).filter((product) => product.packaged);
  const imported = products.filter((product) => product.origin !== null && product.origin !== 'IN');
  expect(imported.length).toBeGreaterThan(0);
  // Ten packaged products across the shop, two of them imported, two read in Hindi.
  const step = Math.floor(products.length / 8);
  const chosen = [
    ...imported.slice(0, 2),
    ...Array.from({ length: 8 }, (_, index) => products[index * step]!),
  ];
  for (const [index, product] of chosen.entries()) {
    const words = index % 5 === 4 ? hi : en;
    await page.goto(`${words === hi ? '/hi' : ''}/product/${product.productID}`);
    const { legal, seller } = await readLegalBlock(page, words);
    for (const label of [
      words.catalog.legal.origin,
      words.catalog.legal.genericName,
      words.catalog.legal.netQuantity,
      words.catalog.legal.consumerCare,
      ...(product.warranty ? [words.catalog.legal.warranty] : []),
    ]) {
      await expect(legal.getByText(label, { exact: true })).toBeVisible();
    }
    // "₹1,299.00 (inclusive of all taxes)": the words after the price.
    await expect(legal.getByText(words.catalog.legal.mrpValue('').trim())).toBeVisible();
    if (product.perishable)
      await expect(legal.getByText(words.catalog.legal.bestBefore, { exact: true })).toBeVisible();
    if (product.origin !== 'IN') {
      await expect(
        legal.getByText(words.catalog.legal.declarant.importer, { exact: true }),
      ).toBeVisible();
    }
    await expect(seller.getByText(words.catalog.sellerBlock.gstin, { exact: true })).toBeVisible();
    await expect(
      seller.getByText(words.catalog.sellerBlock.customerCare, { exact: true }),
    ).toBeVisible();
  }

  // The seller link opens the seller's products.
  await page.goto(`/product/${imported[0]!.productID}`);
  const link = page
    .getByRole('region', { name: en.catalog.sellerBlock.heading })
    .getByRole('link', { name: /All products from/ });
  const shop = ((await link.textContent()) ?? '').replace('All products from ', '');
  await link.click();
  await expect(page).toHaveURL(/\/products\/2(%20| )/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    en.catalog.listing.sellerTitle(shop),
  );
  await expect(page.getByText(/Items Found/)).toBeVisible();

  // The electronics listing counts products by country of origin; choosing China lists only those.
  await page.goto('/products/0 mc_electronics');
  const filters = await openFilters(page, isMobile);
  const origins = filters.getByRole('group', { name: en.catalog.origins.heading });
  const china = origins.getByRole('radio', { name: /^China \(\d+\)$/ });
  const label = (await origins.getByText(/^China \(\d+\)$/).textContent()) ?? '';
  const count = Number(/\((\d+)\)/.exec(label)?.[1]);
  expect(count).toBeGreaterThan(0);
  // A controlled radio: checked once the listing of the new address has arrived.
  await china.click();
  await expect(page).toHaveURL(/origin=CN/);
  await expect(china).toBeChecked();
  await expect(page.getByText(en.catalog.listing.itemsFound(count))).toBeVisible();
  await closeFilters(page, isMobile);
  await page.locator('.product-card a').first().click();
  const { legal } = await readLegalBlock(page, en);
  await expect(legal.getByText('China', { exact: true })).toBeVisible();
  await expect(legal.getByText(en.catalog.legal.declarant.importer, { exact: true })).toBeVisible();

  // In Hindi, the same filter names the countries in Hindi.
  await page.goto('/hi/products/0 mc_electronics');
  const hindiFilters = await openFilters(page, isMobile, hi);
  await expect(
    hindiFilters
      .getByRole('group', { name: hi.catalog.origins.heading })
      .getByText(/^चीन \(\d+\)$/),
  ).toBeVisible();
});
