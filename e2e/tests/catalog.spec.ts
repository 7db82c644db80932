import { axeOn } from './support/axe';
import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { operatorHeaders } from './support/back-office';
import { closeFilters, openFilters } from './support/filters';
import { solidPng } from './support/pictures';

// Catalogue journeys against the real server and its seeded demo catalogue (apps/api seed):
// six main categories, 360 products; pin 302001 (Jaipur) is served, 744101 (Andaman) is not.

/** '₹3,699.00' → 3699 */
function rupees(text: string): number {
  return Number(text.replace(/[^0-9.]/g, ''));
}

async function salePrices(results: Locator): Promise<number[]> {
  const texts = await results.locator('article .price-sale').allTextContents();
  return texts.map(rupees);
}

test.beforeEach(async ({ page }) => {
  // No auto-advancing banners while the test aims at one.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('a shopper goes from a home banner through filters, sort and Load More to a product, and checks two pin codes', async ({
  page,
  isMobile,
}) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Offers' });
  await expect(carousel.getByRole('img').first()).toBeVisible();
  // The carousel is in the server HTML; its dots work once React has hydrated the page.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await carousel.getByRole('button', { name: 'Go to slide 2' }).click();
  await expect(carousel.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await carousel.getByRole('link', { name: 'Fashion' }).click();

  // The banner's type-0 listing: every Fashion product.
  await expect(page).toHaveURL(/\/products\/0%20mc_fashion$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fashion' })).toBeVisible();
  await expect(page.getByText('120 Items Found')).toBeVisible();
  const results = page.getByRole('region', { name: 'Fashion' });
  await expect(results.getByRole('article')).toHaveCount(28);

  // Price ₹500 to ₹5,000, then dearest first.
  let filters = await openFilters(page, isMobile);
  await filters.getByRole('combobox', { name: 'Minimum price' }).selectOption('500');
  await filters.getByRole('combobox', { name: 'Maximum price' }).selectOption('5000');
  await closeFilters(page, isMobile);
  await expect(page).toHaveURL(/minPrice=500&maxPrice=5000/);
  await expect(page.getByText('102 Items Found')).toBeVisible();
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('-1');
  await expect(page).toHaveURL(/orderBy=-1/);
  await expect(results).toHaveAttribute('aria-busy', 'false');
  const prices = await salePrices(results);
  expect(prices.length).toBe(28);
  expect(prices.every((price) => price >= 500 && price <= 5000)).toBe(true);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));

  // Load More adds 28 and keeps the order.
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(results.getByRole('article')).toHaveCount(56);
  await expect(page).toHaveURL(/limit=56/);
  const more = await salePrices(results);
  expect(more).toEqual([...more].sort((a, b) => b - a));

  // One brand: fewer than a page, so Load More goes away.
  filters = await openFilters(page, isMobile);
  const brand = filters.getByRole('radio', { name: 'Desi Threads' });
  await brand.click();
  await expect(brand).toBeChecked();
  await closeFilters(page, isMobile);
  await expect(page).toHaveURL(/brandID=br_desi_threads/);
  await expect(page).not.toHaveURL(/limit=/);
  await expect(page.getByText(/^\d+ Items Found$/)).toHaveText(/^(1?\d|2[0-7]) Items Found$/);
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
  const titles = await results.locator('article h2').allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  expect(titles.every((title) => title.startsWith('Desi Threads'))).toBe(true);

  // Back undoes the brand filter.
  await page.goBack();
  await expect(page.getByText('102 Items Found')).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(/brandID=br_desi_threads/);

  // A product: breadcrumb, colour and size.
  await results.getByRole('article').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/product\/p_\d+$/);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toContainText('Desi Threads');
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Fashion' }),
  ).toBeVisible();
  const colours = page.getByRole('group', { name: /^Colour/ }).getByRole('radio');
  if ((await colours.count()) > 1) {
    await colours.nth(1).check({ force: true });
    await expect(colours.nth(1)).toBeChecked();
  }
  const sizes = page.getByRole('group', { name: /^Size/ }).getByRole('radio');
  await expect(sizes.first()).toBeChecked();
  const lastSize = sizes.nth((await sizes.count()) - 1);
  await lastSize.check({ force: true });
  await expect(lastSize).toBeChecked();

  // The pin-code check moves the button through the states of docs/spec.md §4.
  const actions = page.locator('.product-actions');
  const cartButton = actions.getByRole('button').first();
  await expect(cartButton).toHaveText('Please Check Product Availability?');
  await expect(page.getByText(/Please enter the PIN code/)).toBeVisible();
  await cartButton.click();
  const pin = page.getByLabel('PIN code');
  await expect(pin).toBeFocused();

  await pin.fill('302001');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByText('Delivery available to 302001')).toBeVisible();
  await expect(page.getByText(/^Delivery by /)).toBeVisible();
  await expect(cartButton).toHaveText('Add to Cart');
  await expect(cartButton).toBeEnabled();

  await page.getByRole('button', { name: 'Change' }).click();
  await expect(cartButton).toHaveText('Please Check Product Availability?');
  await pin.fill('744101');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByText('Product Not Available This Pincode?')).toBeVisible();
  await expect(cartButton).toHaveText('Not Available This Pincode?');
  await expect(cartButton).toBeDisabled();

  // Back to a served pin code and into the guest cart.
  await page.getByRole('button', { name: 'Change' }).click();
  await pin.fill('302001');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(cartButton).toHaveText('Add to Cart');
  await cartButton.click();
  await expect(page.getByRole('status').getByText('Item successfully added.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Cart, 1 item/ })).toBeVisible();

  // The available pin code is remembered and filled in on the next product.
  await page.reload();
  await expect(page.getByLabel('PIN code')).toHaveValue('302001');
});

interface RatedProduct {
  productID: string;
  rating: number;
  ratingCount: number;
  colorID: Array<{ colorID: string; name: string }>;
}

/**
 * A seeded product with colours whose average shows half a star, rated by more shoppers than the
 * page is sent reviews (at most 20), so a count of the reviews would be wrong.
 */
async function halfStarProductWithColours(request: APIRequestContext): Promise<RatedProduct> {
  const demo = await request.get('/api/public/products');
  expect(demo.ok()).toBe(true);
  for (const { productID } of ((await demo.json()) as { data: Array<{ productID: string }> })
    .data) {
    const answer = await request.get(`/api/public/product?productID=${productID}`);
    const product = ((await answer.json()) as { data: RatedProduct }).data;
    const isHalf = Math.round(product.rating * 2) % 2 === 1;
    if (isHalf && product.ratingCount > 20 && product.colorID.length > 1) return product;
  }
  throw new Error('no seeded product with colours and a half-star rating');
}

/**
 * As a seller leaves a product who uploads with the back office's default, 'Shows: All colours':
 * its pictures removed and one uploaded for no colour in particular. Answers the picture's address.
 */
async function onePictureForAllColours(
  request: APIRequestContext,
  productID: string,
): Promise<string> {
  const headers = await operatorHeaders(request);
  const edit = await request.get(`/api/admin/products/${productID}`, { headers });
  expect(edit.ok()).toBe(true);
  const { pictures } = ((await edit.json()) as { data: { pictures: Array<{ pictureID: string }> } })
    .data;
  for (const { pictureID } of pictures) {
    const removed = await request.delete(`/api/admin/products/${productID}/pictures/${pictureID}`, {
      headers,
    });
    expect(removed.ok()).toBe(true);
  }
  const upload = await request.post(`/api/admin/products/${productID}/pictures`, {
    headers,
    multipart: {
      file: {
        name: 'all-colours.png',
        mimeType: 'image/png',
        buffer: solidPng(900, 900, [196, 90, 40]),
      },
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  return ((await upload.json()) as { data: { url: string } }).data.url;
}

test('a rated product with colours shows its own rating in half stars, and its pictures for all colours on every colour', async ({
  page,
  request,
}, testInfo) => {
  const product = await halfStarProductWithColours(request);
  const picture = await onePictureForAllColours(request, product.productID);
  await page.goto(`/product/${product.productID}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

  // The product's own average and count, not the reviews listed under it.
  const figure = Math.round(product.rating * 10) / 10;
  const count = product.ratingCount.toLocaleString('en-IN');
  const stars = page.getByRole('img', {
    name: `Rated ${figure} out of 5 from ${count} ratings`,
  });
  await expect(stars).toBeVisible();
  const halves = Math.round(product.rating * 2);
  await expect(stars).toHaveAttribute('data-stars', String(halves / 2));
  await expect(stars.locator('.star-filled')).toHaveCount(Math.floor(halves / 2));
  const half = stars.locator('.star-half');
  await expect(half).toHaveCount(1);
  // Drawn half filled: the glyph shows a background of two colours split at the middle.
  expect(await half.evaluate((star) => getComputedStyle(star).backgroundImage)).toMatch(
    /linear-gradient\(90deg, .* 50%, .* 50%\)/,
  );
  await expect(page.getByText(`${figure.toFixed(1)} · ${count} ratings`)).toBeVisible();

  // The picture uploaded for all colours shows on the first colour and on the next.
  const shown = page
    .getByRole('group', { name: /^Pictures of / })
    .getByRole('img')
    .first();
  const isLoaded = () =>
    shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);
  await expect(shown).toHaveAttribute('src', picture);
  await expect.poll(isLoaded).toBe(true);
  // For a person to look at: the stars clear of the sticky header and the phone's action bar.
  await stars.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: testInfo.outputPath('product-page.png') });
  await stars.screenshot({ path: testInfo.outputPath('rating-stars.png') });
  const colourGroup = page.getByRole('group', { name: /^Colour/ });
  const nextColour = colourGroup.getByRole('radio', { name: product.colorID[1]!.name });
  await nextColour.check();
  await expect(nextColour).toBeChecked();
  await expect(shown).toHaveAttribute('src', picture);
  await expect.poll(isLoaded).toBe(true);

  const { violations } = await axeOn(page).include('.product-main').analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
});

test('a typo in the header search still reaches the right product', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Search products' });
  await search.fill('teracota diya');
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  const first = suggestions.getByRole('option').first();
  await expect(first).toHaveAttribute('href', /sub_terracotta_diyas/);
  // docs/spec.md §5: titles cut at 27 characters plus an ellipsis.
  for (const text of await suggestions.getByRole('option').allTextContents()) {
    expect(Array.from(text.replace('…', '')).length).toBeLessThanOrEqual(27);
  }
  const href = decodeURIComponent((await first.getAttribute('href')) ?? '');
  expect(href).toMatch(/^\/products\/7 mc_\w+ cat_\w+ sub_\w+ br_\w+ p_\d+$/);
  const productID = href.split(' ').at(-1) ?? '';

  await search.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/products/7%20.*${productID}$`));

  // The listing shows the searched product first, marked.
  const results = page.getByRole('region', { name: 'Search results' });
  const pinned = results.getByRole('article').first();
  await expect(pinned.getByText('You searched for this')).toBeVisible();
  await pinned.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/product/${productID}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Terracotta Diya/i);
});

test('the search list closes on Escape and after leaving the box', async ({ page }) => {
  // The page's own clock, so "still open for a moment" does not depend on how busy the machine is.
  await page.clock.install();
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Search products' });
  await search.fill('kurta');
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
  await search.press('Escape');
  await expect(search).toHaveAttribute('aria-expanded', 'false');
  await search.press('ArrowDown');
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  // Time stands still from here: the page's timers run only as the journey moves the clock.
  await page.clock.pauseAt(new Date(await page.evaluate(() => Date.now() + 1000)));
  await search.blur();
  // Still open for a moment, so a tap on a suggestion can land (docs/spec.md §4: hidden after 500 ms).
  await page.clock.runFor(450);
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  await page.clock.runFor(100);
  await expect(search).toHaveAttribute('aria-expanded', 'false');
});

test('every home link lands on a listing that shows exactly that set', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  const links = [
    main.getByRole('region', { name: 'Offers' }).getByRole('link').first(),
    main.getByRole('link', { name: /^Shop / }).first(),
    main.getByRole('link', { name: /^View all / }).first(),
  ];
  const hrefs: string[] = [];
  for (const link of links) hrefs.push(decodeURIComponent((await link.getAttribute('href')) ?? ''));
  const offerCard = main.locator('.offer-card').first();
  hrefs.push(decodeURIComponent((await offerCard.getAttribute('href')) ?? ''));
  expect(hrefs.map((href) => href.split(' ')[0])).toEqual([
    '/products/0',
    '/products/1',
    '/products/4',
    '/products/3',
  ]);

  for (const href of hrefs) {
    const [type, id] = href.replace('/products/', '').split(' ');
    const field = { '0': 'mainCategoryID', '1': 'brandID', '3': 'cardID', '4': 'offerID' }[
      type ?? ''
    ];
    const answer = await page.request.get(`/api/public/products?${field}=${id}&limit=200`);
    const { total } = (await answer.json()) as { total: number };
    await page.goto(href);
    await expect(page.getByText(/Items Found$/)).toHaveText(`${total} Items Found`);
    expect(total).toBeGreaterThan(0);
  }
});

test('home, a listing, a product page and the open search list have no axe violations', async ({
  page,
}) => {
  for (const path of ['/', '/products/0 mc_puja_festive', '/product/p_000001']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    // The top bar belongs to the shell (foundation issue) and has its own finding: its links
    // sit outside any landmark (axe 'region'); reported there rather than hidden here.
    const { violations } = await axeOn(page).analyze();
    expect(
      violations.map(
        (violation) =>
          `${path}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  }

  await page.goto('/');
  await page.getByRole('combobox', { name: 'Search products' }).fill('diya');
  await expect(
    page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first(),
  ).toBeVisible();
  const { violations } = await axeOn(page).include('.site-header').analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
});
