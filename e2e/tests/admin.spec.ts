import { axeOn } from './support/axe';
import { expect, test } from './support/fixtures';
import { fillDeclarations, OPERATOR, signIn } from './support/back-office';

// Journeys in the back office at /admin against the real server and its demo data: the
// operator creates a product with colours × sizes and two pictures, publishes it, a shopper finds
// it by search; a price edit shows on the storefront at once; a seller sees only their own.

const SELLER = { email: 'imran@peetalnagri.example.in', password: 'Shop@12345' };
/** A product of another seller (Anaaj Ghar's atta), p_000001 being the demo's first product. */
const NOT_IMRANS = 'p_000001';

test.describe.configure({ mode: 'serial' });
test.skip(
  ({ isMobile }) => isMobile,
  'the back office is driven on a desktop; its layout is checked on a phone below',
);

/** Two 64×64 PNG files, as a shop's phone camera would give (two colours, so two pictures). */
const PICTURES = [
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAn0lEQVRoge2SQQkAQRDDKqeKT1NkrYh7hIFCBKSh4etpohuwAdUrsgv1LtEN2IDqFdmFepfoBmxA9YrsQr1LdAM2oHpFdqHeJboBG1C9IrtQ7xLdgA2oXpFdqHeJbsAGVK/ILtS7RDdgA6pXZBfqXaIbsAHVK7IL9S7RDdiA6hXZhXqX6AZsQPWK7EK9S3QDNqB6RXah3iW6ARtQveIfHqeIYWl+VrG2AAAAAElFTkSuQmCC',
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAn0lEQVRoge2SQQkAQRDDKqLCTk7kr4h7hIFCBKSh4etpohuwAdUrsgv1LtEN2IDqFdmFepfoBmxA9YrsQr1LdAM2oHpFdqHeJboBG1C9IrtQ7xLdgA2oXpFdqHeJbsAGVK/ILtS7RDdgA6pXZBfqXaIbsAHVK7IL9S7RDdiA6hXZhXqX6AZsQPWK7EK9S3QDNqB6RXah3iW6ARtQveIfHuF/wMSnkLJfAAAAAElFTkSuQmCC',
].map((base64) => Buffer.from(base64, 'base64'));

const SKU = `E2E-LAMP-${Date.now().toString(36).toUpperCase()}`;
const TITLE = `Hand beaten brass lamp ${SKU.slice(-5)}`;

test('the operator creates a product with colours × sizes and pictures; a shopper finds it', async ({
  page,
}) => {
  await signIn(page, 'operator', OPERATOR);
  await page.getByRole('link', { name: 'New product' }).first().click();
  // The list's search box is labelled 'Title or SKU': fill the form only once it is on the page.
  await expect(page.getByRole('heading', { name: 'New product', level: 1 })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill(TITLE);
  await page.getByLabel('SKU').fill(SKU);
  await page.getByLabel('Seller').selectOption({ index: 1 });
  await page.getByLabel('Brand').selectOption({ label: 'Peetal Kala' });
  await page.getByLabel('Main category').selectOption({ label: 'Puja & Festive' });
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Diyas & Lamps' });
  await page.getByLabel('Sub-category').selectOption({ label: 'Brass Diyas' });
  await page.getByLabel('HSN code').fill('7418');
  await page.getByLabel('GST rate').selectOption('12');
  await page.getByLabel('Status').selectOption('published');
  await page.getByLabel('Short description (HTML)').fill('<p>Beaten by hand in Moradabad.</p>');
  await fillDeclarations(page);

  await page.getByRole('button', { name: 'Add a colour' }).click();
  await page.getByLabel('Colour 1', { exact: true }).fill('Gold');
  await page.getByLabel('Size, size 1').fill('Small');
  await page.getByLabel('Price, size 1').fill('499');
  await page.getByLabel('MRP, size 1').fill('699');
  await page.getByLabel('Stock, size 1').fill('8');
  await page.getByRole('button', { name: 'Add a size' }).click();
  await page.getByLabel('Size, size 2').fill('Large');
  await page.getByLabel('Price, size 2').fill('799');
  await page.getByLabel('MRP, size 2').fill('999');
  await page.getByLabel('Stock, size 2').fill('4');
  await page.getByRole('button', { name: 'Save product' }).click();

  await expect(page.getByRole('status')).toContainText('is saved');
  await expect(page.getByText('on the storefront')).toBeVisible();

  // Two pictures, then the second moved first.
  const upload = page.getByLabel('Picture files (JPEG, PNG or WebP, up to 10 MB)');
  await upload.setInputFiles([
    { name: 'lamp-front.png', mimeType: 'image/png', buffer: PICTURES[0]! },
    { name: 'lamp-side.png', mimeType: 'image/png', buffer: PICTURES[1]! },
  ]);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('img', { name: /Picture 2 of/ })).toBeVisible();
  const pictures = page
    .getByRole('list')
    .filter({ has: page.getByRole('img', { name: /Picture 1 of/ }) });
  const firstBefore = await pictures.getByRole('img').first().getAttribute('src');
  await pictures.getByRole('button', { name: 'Move down' }).first().click();
  await expect(pictures.getByRole('img').nth(1)).toHaveAttribute('src', firstBefore ?? '');

  // A shopper finds it with the header search and sees its price.
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Search products' });
  await search.fill(TITLE.toLowerCase());
  const option = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first();
  await expect(option).toContainText(/Hand beaten brass/i);
  await search.press('ArrowDown');
  await search.press('Enter');
  const results = page.getByRole('region', { name: 'Search results' });
  await results.getByRole('article').first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(TITLE);
  await expect(page.getByText('₹499').first()).toBeVisible();
});

test('a price edit in the back office shows on the storefront at once', async ({ page }) => {
  await signIn(page, 'operator', OPERATOR);
  await page.getByLabel('Title or SKU').fill(SKU);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: TITLE }).click();
  await expect(page.getByLabel('Price, size 1')).toHaveValue('499');
  // A negative price is refused at its field in a seller's words, tied to the input.
  await page.getByLabel('Price, size 1').fill('-5');
  await page.getByRole('button', { name: 'Save product' }).click();
  const price = page.getByRole('textbox', { name: 'Price, size 1' });
  await expect(price).toHaveAccessibleDescription('Enter a price above ₹0.');
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Price, size 1').fill('449');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByRole('status')).toContainText('is saved');
  const productUrl = page.url().replace(/.*\/admin\/products\//, '/product/');
  await page.goto(productUrl);
  await expect(page.getByText('₹449').first()).toBeVisible();
});

test('a seller sees only their own products and cannot open another seller’s', async ({ page }) => {
  await signIn(page, 'seller', SELLER);
  await expect(page.getByText('Peetal Nagri', { exact: false }).first()).toBeVisible();
  // The table is drawn empty while the list loads: read it once the count has arrived.
  await expect(page.getByText(/^[\d,]+ products$/)).toBeVisible();
  const titles = await page.getByRole('table').getByRole('link').allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  await page.goto(`/admin/products/${NOT_IMRANS}`);
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
});

test('the sign-in, product list and product edit pages have no WCAG 2.1 A/AA violation', async ({
  page,
}) => {
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
  const check = async (where: string) => {
    const result = await axeOn(page).withTags(tags).analyze();
    expect(
      result.violations,
      `${where}: ${JSON.stringify(result.violations.map((v) => v.id))}`,
    ).toEqual([]);
  };
  await page.goto('/admin/sign-in');
  await check('sign-in');
  await signIn(page, 'operator', OPERATOR);
  await expect(page.getByRole('table')).toBeVisible();
  await check('product list');
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page.getByRole('button', { name: 'Save product' })).toBeVisible();
  await check('product edit');
  await page.goto('/admin/import');
  await check('import');
});

test("the back office's tab shows the shop's icon: the one its page links answers", async ({
  page,
  request,
}) => {
  await page.goto('/admin');
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(href).toBe('/admin/favicon.svg');
  const icon = await request.get(href!);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/svg+xml');
  // The storefront's own icon, the same bytes.
  expect((await icon.body()).equals(await (await request.get('/favicon.svg')).body())).toBe(true);
});
