// Server rendering: what a crawler or a chat app's link preview reads without running any
// JavaScript, honest statuses, and kept pages that follow the catalogue. That every route hydrates
// without disagreeing with the server's HTML is checked in every-route.spec.ts.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { operatorHeaders } from './support/back-office';
import { placeOrderOf } from './support/shop-api';

interface ListingAnswer {
  data: Array<{ productID: string; title: string; salePrice: number }>;
}

async function firstProduct(baseURL: string) {
  const response = await fetch(`${baseURL}/api/public/products?limit=1`);
  return ((await response.json()) as ListingAnswer).data[0]!;
}

/** The picture the page's og:image names is served as a PNG of the size its tags declare. */
async function expectDeclaredPreview(page: Page, request: APIRequestContext) {
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  const picture = await request.get(new URL(image!).pathname);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/png');
  // A PNG's size is in its IHDR chunk: width at byte 16, height at byte 20, big-endian.
  const bytes = await picture.body();
  const size = { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  const declared = async (property: string) =>
    Number(await page.locator(`meta[property="${property}"]`).getAttribute('content'));
  expect({
    width: await declared('og:image:width'),
    height: await declared('og:image:height'),
  }).toEqual(size);
  await expect(page.locator('meta[property="og:image:type"]')).toHaveAttribute(
    'content',
    'image/png',
  );
  return image!;
}

const inr = (rupees: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(rupees);

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });
  // The server's HTML does not depend on the viewport: one project reads it (the phone's).
  test.skip(({ isMobile }) => !isMobile, 'the same HTML for every project');

  test('a product page carries its title, price, link-preview picture and JSON-LD in the HTML', async ({
    page,
    request,
    baseURL,
  }) => {
    const product = await firstProduct(baseURL!);
    const response = await page.goto(`/product/${product.productID}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    await expect(
      page.locator('.product-main').getByText(inr(product.salePrice)).first(),
    ).toBeVisible();
    await expect(page).toHaveTitle(`${product.title} · Haat`);

    const image = await expectDeclaredPreview(page, request);
    expect(image).toMatch(new RegExp(`^https?://[^/]+/og/product/${product.productID}\\.png$`));
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute(
      'content',
      `${product.title}, ${inr(product.salePrice)} on Haat`,
    );
    await expect(page.locator('meta[property="product:price:currency"]')).toHaveAttribute(
      'content',
      'INR',
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      `${product.title} · Haat`,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/product/${product.productID}$`),
    );

    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    ) as { '@type': string; name: string; offers: { priceCurrency: string; price: string } };
    expect(jsonLd['@type']).toBe('Product');
    expect(jsonLd.name).toBe(product.title);
    expect(jsonLd.offers.priceCurrency).toBe('INR');
    expect(Number(jsonLd.offers.price)).toBe(product.salePrice);
    const breadcrumb = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').nth(1).textContent()) ?? '{}',
    ) as { '@type': string; itemListElement: Array<{ name: string }> };
    expect(breadcrumb['@type']).toBe('BreadcrumbList');
    expect(breadcrumb.itemListElement.at(-1)?.name).toBe(product.title);
  });

  test('a listing shows its products and the shop card for previews', async ({
    page,
    request,
    baseURL,
  }) => {
    const product = await firstProduct(baseURL!);
    const response = await page.goto('/shop');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
    await expect(page.getByRole('link', { name: product.title }).first()).toBeVisible();
    const image = await expectDeclaredPreview(page, request);
    expect(image).toMatch(/^https?:\/\/[^/]+\/og-haat\.png$/);
  });

  test('an unknown address and an unknown product answer 404 with the 404 page', async ({
    page,
  }) => {
    for (const path of ['/no-such-page', '/product/no-such-product', '/products/zzz']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    }
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404. Page not found.');
  });
});

interface ProductAnswer {
  data: {
    productID: string;
    colorID: Array<{ colorID: string; sizeID: Array<{ sizeID: string; stock: number }> }>;
    stock: number;
  };
}

const availabilityOf = async (page: Page) =>
  (
    JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    ) as { offers: { availability: string } }
  ).offers.availability;

test('a kept page follows the catalogue: a stock change shows on the next visit; its scripts run by their hashes', async ({
  page,
  request,
  baseURL,
}) => {
  const product = await firstProduct(baseURL!);
  const detail = (await (
    await request.get(`/api/public/product?productID=${product.productID}`)
  ).json()) as ProductAnswer;
  const color = detail.data.colorID[0];
  const size = color?.sizeID[0];
  const variant = color && size ? { colorID: color.colorID, sizeID: size.sizeID } : {};
  const before = size ? size.stock : detail.data.stock;
  expect(before).toBeGreaterThan(0);

  const headers = await operatorHeaders(request);
  const setStock = (stock: number) =>
    request.put('/api/admin/stock', {
      headers,
      data: { productID: product.productID, ...variant, stock },
    });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });

  await page.goto(`/product/${product.productID}`);
  const kept = await page.goto(`/product/${product.productID}`);
  expect(kept?.headers()['x-cache']).toBe('HIT');
  expect(await availabilityOf(page)).toBe('https://schema.org/InStock');
  const keptPolicy = kept?.headers()['content-security-policy'] ?? '';
  const scriptSrc = keptPolicy.split(';').find((directive) => directive.startsWith('script-src '));
  expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
  // The page hydrated: the inline scripts ran, nothing was refused.
  await expect(page.getByRole('button', { name: /pin code|availability/i }).first()).toBeEnabled();
  expect(problems.filter((text) => /Content Security Policy|Refused/i.test(text))).toEqual([]);
  try {
    expect((await setStock(0)).status()).toBe(200);
    const changed = await page.goto(`/product/${product.productID}`);
    expect(changed?.headers()['x-cache']).toBe('MISS');
    expect(changed?.headers()['etag']).not.toBe(kept?.headers()['etag']);
    expect(await availabilityOf(page)).toBe('https://schema.org/OutOfStock');
  } finally {
    await setStock(before);
  }
});

test("an order leaves other products' kept pages kept, and renders its own product's page afresh", async ({
  page,
  request,
}) => {
  const firstOf = async (query: string) =>
    ((await (await request.get(`/api/public/products?${query}&limit=1`)).json()) as ListingAnswer)
      .data[0]!.productID;
  // What the order below buys (the seller's cheapest piece), and another seller's product.
  const toBuy = await firstOf('sellerID=sl_namma_gadget&orderBy=1');
  const other = await firstOf('sellerID=sl_tapi_silk');
  const kept: Record<string, string | undefined> = {};
  for (const path of [`/product/${toBuy}`, `/product/${other}`, '/']) {
    await page.goto(path);
    const again = await page.goto(path);
    expect(again?.headers()['x-cache'], path).toBe('HIT');
    kept[path] = again?.headers()['etag'];
  }

  const { productIDs } = await placeOrderOf(request, ['sl_namma_gadget'], `e2e-kept-${Date.now()}`);
  expect(productIDs).toEqual([toBuy]);

  for (const path of [`/product/${other}`, '/']) {
    const after = await page.goto(path);
    expect(after?.headers()['x-cache'], path).toBe('HIT');
    expect(after?.headers()['etag'], path).toBe(kept[path]);
  }
  // The bought product's page shows its new stock: rendered again, a different page.
  const bought = await page.goto(`/product/${toBuy}`);
  expect(bought?.headers()['x-cache']).toBe('MISS');
  expect(bought?.headers()['etag']).not.toBe(kept[`/product/${toBuy}`]);
});

test('the demo has no test shop strip: it is only for a real shop taking test payments', async ({
  baseURL,
  request,
}) => {
  // test-payments.spec.ts finds it on every page of such a shop.
  const product = await firstProduct(baseURL!);
  for (const url of [`/product/${product.productID}`, '/checkout', '/hi/checkout']) {
    const html = await (await request.get(url)).text();
    expect(html, url).toContain('<body>');
    expect(html, url).not.toContain('haat-test-shop');
  }
});
