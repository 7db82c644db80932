import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { OPERATOR, operatorHeaders, sellerHeaders } from './support/back-office';
import { emptyServerCart, placeOrderOf } from './support/shop-api';
import { serverDataDir } from './support/server-data';

// Order journeys against the real server (NODE_ENV=test, HAAT_TEST_CAPTCHA=ABC234 from
// start-server.mjs) and its seeded demo data: orders placed through the real checkout, moved by
// the operator CLI, reviewed, invoiced, cancelled and tracked. Products without variants:
// p_000022 wireless mouse ₹939 (HSN 8471), p_000024 laptop backpack ₹599. The demo shopper has
// an address in Jaipur 302001, where both ship by cash on delivery.

const run = promisify(execFile);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const DEMO = { email: 'demo@haat.in', password: 'Demo@12345' };
const OPERATOR_PASSWORD = OPERATOR.password;
const MOUSE = { id: 'p_000022', title: 'Voltmart Ergonomic Wireless Mouse', hsn: '8471' };
/** The mouse's seller, who packs and ships it. */
const MOUSE_SELLER = { email: 'karthik@nammagadget.example.in', shopName: 'Namma Gadget Store' };
const BACKPACK = { id: 'p_000024', title: 'Voltmart Water Resistant Laptop Backpack' };
const JAIPUR = '302001';
/** GSTIN shape (docs/decisions/invoices.md): state code, PAN, entity, Z, check character. */
const GSTIN = /\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]/;

async function stockOf(request: APIRequestContext, productID: string): Promise<number> {
  const response = await request.get(`/api/public/product?productID=${productID}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { stock: number } }).data.stock;
}

async function logInThroughModal(page: Page, shopper = DEMO) {
  await page.goto('/');
  await page.locator('.top-bar').getByRole('link', { name: 'My account' }).click();
  const modal = page.getByRole('dialog', { name: 'Log in' });
  await expect(modal).toBeVisible();
  await modal.getByLabel('User Name').fill(shopper.email);
  await modal.getByLabel('Password', { exact: true }).fill(shopper.password);
  await modal.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(modal).toBeHidden();
}

/** Product page → cart → checkout by cash on delivery with the captcha; returns the order id. */
async function placeCodOrder(page: Page, productID: string): Promise<string> {
  await page.goto(`/product/${productID}`);
  const cartButton = page.locator('.product-actions').getByRole('button').first();
  await expect(cartButton).toHaveText(/Add to Cart|Please Check Product Availability\?/);
  if ((await cartButton.textContent()) !== 'Add to Cart') {
    await page.getByLabel('PIN code').fill(JAIPUR);
    await page.getByRole('button', { name: 'Check', exact: true }).click();
  }
  await expect(cartButton).toHaveText('Add to Cart');
  await cartButton.click();
  await expect(page.getByRole('status').getByText('Item successfully added.')).toBeVisible();

  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  await page
    .getByRole('dialog', { name: 'Your cart' })
    .getByRole('link', { name: 'Checkout Now' })
    .click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('radio', { name: new RegExp(JAIPUR) }).check();
  await page.getByRole('radio', { name: /Cash on delivery/ }).check();
  await page.getByLabel('Type the characters you see').fill('ABC234');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your Order is Completed!' }),
  ).toBeVisible();
  const orderID = ((await page.getByTestId('order-number').textContent()) ?? '').trim();
  expect(orderID).toMatch(/^OD\d+$/);
  return orderID;
}

/**
 * The operator's CLI, as a person would run it while the server is up: it finds the server
 * through DATA_DIR/server.json and signs in with HAAT_ADMIN_PASSWORD.
 */
async function advanceWithCli(dataDir: string, orderID: string): Promise<string> {
  const { stdout } = await run(
    'npm',
    ['run', '--silent', 'admin', '--', 'order:advance', orderID],
    {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, HAAT_ADMIN_PASSWORD: OPERATOR_PASSWORD },
      timeout: 60_000,
    },
  );
  return stdout;
}

test('an order placed by COD is advanced to Delivered by the operator, reviewed, invoiced and tracked signed out', async ({
  page,
  request,
  baseURL,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  await emptyServerCart(request, DEMO);
  await logInThroughModal(page);
  const orderID = await placeCodOrder(page, MOUSE.id);

  // Placed: no review yet, no invoice yet.
  await page.getByRole('link', { name: 'Track Your Orders' }).click();
  await expect(page).toHaveURL(`/order/details/${orderID}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderID}` })).toBeVisible();
  await expect(page.locator('.order-head .order-status')).toHaveText('Placed');
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download Invoice' })).toHaveCount(0);

  // The seller packs it and ships it with Delhivery; the shopper's order page shows the parcel,
  // its courier, tracking number and Delhivery's tracking page.
  const seller = await sellerHeaders(request, MOUSE_SELLER.email);
  for (const step of [
    { state: 'Packed' },
    { state: 'Shipped', courier: 'Delhivery', trackingNumber: '1490 2210 8841' },
  ]) {
    const shipped = await request.put(`/api/seller/orders/${orderID}/shipment`, {
      headers: seller,
      data: step,
    });
    expect(shipped.status(), await shipped.text()).toBe(200);
  }
  await page.reload();
  await expect(page.locator('.order-head .order-status')).toHaveText('Shipped');
  const parcel = page.getByRole('region', { name: 'Your parcel' });
  await expect(parcel).toContainText(`From ${MOUSE_SELLER.shopName}`);
  await expect(parcel).toContainText('On its way');
  await expect(parcel.getByRole('definition')).toHaveText(['Delhivery', '149022108841']);
  await expect(
    parcel.getByRole('link', { name: "Track on Delhivery's site (opens in a new tab)" }),
  ).toHaveAttribute('href', 'https://www.delhivery.com/track/package/149022108841');
  await expect(parcel).toContainText(/Shipped on \d{2}-[A-Z][a-z]{2}-\d{4}/);

  // The operator moves it on to Out for delivery through the back office's API, and the last
  // step, to Delivered, with the CLI (each of its runs is a Node process start;
  // admin-cli.test.ts runs every state through it).
  const headers = await operatorHeaders(request);
  const moved = await request.post(`/api/admin/orders/${orderID}/advance`, { headers });
  expect(moved.status(), await moved.text()).toBe(200);
  expect(((await moved.json()) as { data: { to: string } }).data.to).toBe('Out for delivery');
  const dataDir = await serverDataDir(baseURL);
  expect(await advanceWithCli(dataDir, orderID)).toContain('Delivered');

  await page.reload();
  const status = page.locator('.order-head .order-status');
  await expect(status).toHaveText('Delivered');
  await expect(status).toHaveAttribute('data-tone', 'delivered');
  await expect(
    page.getByRole('region', { name: 'Order progress' }).getByRole('listitem'),
  ).toHaveText([
    /^Placed · \d{2}-[A-Z][a-z]{2}-\d{4}, \d{1,2}:\d{2} [ap]m$/,
    /^Packed · /,
    /^Shipped · /,
    /^Out for delivery · /,
    /^Delivered · /,
  ]);
  await expect(page.getByRole('button', { name: 'Cancel Request' })).toHaveCount(0);

  // Review the line: stars first, then the text box and Submit, then filled stars.
  const stars = page.getByRole('group', { name: `Rate this product: ${MOUSE.title}` });
  await expect(page.getByRole('textbox', { name: 'Your review' })).toHaveCount(0);
  await stars.locator('label').nth(3).click();
  await expect(stars.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await page
    .getByRole('textbox', { name: 'Your review' })
    .fill('Fits the hand well <b>and</b> the battery lasts.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('img', { name: 'Your rating: 4 stars out of 5' })).toBeVisible();
  // The remark is drawn as text: the tag shows as typed and makes no bold element.
  await expect(page.getByText('Fits the hand well <b>and</b> the battery lasts.')).toBeVisible();
  await expect(stars).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('img', { name: 'Your rating: 4 stars out of 5' })).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);

  // The GST invoice, saved as invoice.pdf, with what a tax invoice must carry.
  const payable = (
    await page.getByTestId('order-charges').locator('.order-charges-payable dd').textContent()
  )?.trim();
  expect(payable).toMatch(/^₹[\d,]+\.\d{2}$/);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Invoice' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('invoice.pdf');
  const pdfPath = testInfo.outputPath('invoice.pdf');
  await download.saveAs(pdfPath);
  const { stdout: invoiceText } = await run('pdftotext', [pdfPath, '-']);
  expect(invoiceText).toContain('TAX INVOICE');
  expect(invoiceText).toMatch(GSTIN);
  expect(invoiceText).toContain('HSN');
  expect(invoiceText).toContain(MOUSE.hsn);
  expect(invoiceText).toMatch(/IGST|CGST/);
  expect(invoiceText).toContain(orderID);
  expect(invoiceText).toContain(payable);

  // The tracking link, copied and opened by someone who is not signed in.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy tracking link' }).click();
  await expect(page.getByRole('status').getByText('Copied.')).toBeVisible();
  const trackingUrl = await page.evaluate(() => navigator.clipboard.readText());
  expect(trackingUrl).toMatch(new RegExp(`^${baseURL}/order/status/[^/]+$`));
  expect(trackingUrl).not.toContain(orderID);

  const stranger = await browser.newContext();
  try {
    const guestPage = await stranger.newPage();
    await guestPage.goto(trackingUrl);
    await expect(
      guestPage.getByRole('heading', { level: 1, name: `Order ${orderID}` }),
    ).toBeVisible();
    await expect(guestPage.locator('.order-status')).toHaveText('Delivered');
    const steps = guestPage.getByRole('list', { name: 'Delivery progress' }).getByRole('listitem');
    await expect(steps).toHaveCount(5);
    await expect(steps.last()).toHaveAttribute('aria-current', 'step');
    await expect(guestPage.getByText(/Delivered to Jaipur/)).toBeVisible();
    await expect(guestPage.getByText(MOUSE.title).first()).toBeVisible();
    // The parcel, as on the shopper's own page: the shareable link is what a family member opens.
    const guestParcel = guestPage.getByRole('region', { name: 'Your parcel' });
    await expect(guestParcel).toContainText('Delivered');
    await expect(guestParcel).toContainText('149022108841');
    await expect(guestParcel).toContainText(/Delivered on /);
    const main = (await guestPage.getByRole('main').textContent()) ?? '';
    for (const personal of ['Asha', 'Verma', '9876543210', 'Ratan Apartments', 'demo@haat.in']) {
      expect(main).not.toContain(personal);
    }
    await expect(guestPage.getByRole('button', { name: 'Download Invoice' })).toHaveCount(0);
    await expect(guestPage.getByRole('button', { name: 'Cancel Request' })).toHaveCount(0);
    await expect(guestPage.getByRole('dialog')).toHaveCount(0);
  } finally {
    await stranger.close();
  }
});

test('a new order is cancelled from My Order with a reason, and its stock comes back', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await emptyServerCart(request, DEMO);
  const stockBefore = await stockOf(request, BACKPACK.id);
  await logInThroughModal(page);
  const orderID = await placeCodOrder(page, BACKPACK.id);
  expect(await stockOf(request, BACKPACK.id)).toBe(stockBefore - 1);

  // My Order: the Cod Order filter lists it, newest first; its row opens the details.
  await page.goto('/account?tab=orders');
  const filter = page.getByRole('combobox', { name: 'Show' });
  await expect(filter).toHaveValue('1');
  await filter.selectOption({ label: 'Cod Order' });
  const row = page.getByRole('list', { name: 'Your orders' }).locator('.order-row').first();
  await expect(row.getByRole('link', { name: `Order ${orderID}` })).toBeVisible();
  await expect(row.locator('.order-status')).toHaveAttribute('data-tone', 'neutral');
  await expect(row.getByTestId('order-row-sum')).toHaveText('₹599.00 × 1 = ₹599.00');
  // The whole row opens the order (its link covers the row).
  await row.click();
  await expect(page).toHaveURL(`/order/details/${orderID}`);

  // Cancel Request: the reason is required; Confirm For Cancel cancels.
  await page.getByRole('button', { name: 'Cancel Request' }).click();
  const reason = page.getByRole('textbox', { name: 'Why do you want to cancel?' });
  await expect(reason).toBeFocused();
  await page.getByRole('button', { name: 'Confirm For Cancel' }).click();
  await expect(page.getByText('Please tell us why you are cancelling.')).toBeVisible();
  await reason.fill('Found it cheaper at a shop nearby.');
  await page.getByRole('button', { name: 'Confirm For Cancel' }).click();
  await expect(page.getByRole('status').getByText('Cancellation Success.')).toBeVisible();
  await expect(reason).toHaveCount(0);
  const status = page.locator('.order-head .order-status');
  await expect(status).toHaveText('Cancelled');
  await expect(status).toHaveAttribute('data-tone', 'cancelled');
  await expect(page.getByRole('button', { name: 'Cancel Request' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download Invoice' })).toHaveCount(0);

  // The stock is back, and the order is listed, in red, under Cancelled Order.
  expect(await stockOf(request, BACKPACK.id)).toBe(stockBefore);
  await page.goto('/account?tab=orders&status=-1');
  const cancelledRow = page
    .getByRole('list', { name: 'Your orders' })
    .locator('.order-row')
    .filter({ has: page.getByRole('link', { name: `Order ${orderID}` }) });
  await expect(cancelledRow.locator('.order-status')).toHaveAttribute('data-tone', 'cancelled');
});

test('a shipped order paid online is cancelled with its fee shown before confirming, and the rest refunded', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  // Arjun (shop-api.ts's shopper) pays online for a piece of Namma Gadget Store's, which ships it.
  const { orderID } = await placeOrderOf(
    request,
    ['sl_namma_gadget'],
    `e2e-cancel-shipped-${Date.now().toString(36)}`,
    'prepaid',
  );
  const seller = await sellerHeaders(request, MOUSE_SELLER.email);
  for (const step of [
    { state: 'Packed' },
    { state: 'Shipped', courier: 'Blue Dart', trackingNumber: '81234567890' },
  ]) {
    const moved = await request.put(`/api/seller/orders/${orderID}/shipment`, {
      headers: seller,
      data: step,
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }

  await logInThroughModal(page, { email: 'arjun.reddy@example.in', password: 'Shop@12345' });
  await page.goto(`/order/details/${orderID}`);
  await expect(page.locator('.order-head .order-status')).toHaveText('Shipped');
  const payable = (
    await page.getByTestId('order-charges').locator('.order-charges-payable dd').textContent()
  )?.trim();
  const payablePaise = Math.round(Number(payable!.replace(/[₹,]/g, '')) * 100);
  const back = `₹${((payablePaise - 9_900) / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;

  await page.getByRole('button', { name: 'Cancel Request' }).click();
  await expect(page.getByTestId('cancel-fee')).toHaveText(
    `This order has shipped. Cancelling it now costs ₹99.00 for bringing it back, kept from your refund: ${back} comes back to you.`,
  );
  await page
    .getByRole('textbox', { name: 'Why do you want to cancel?' })
    .fill('Bought one at the shop nearby.');
  await page.getByRole('button', { name: 'Confirm For Cancel (₹99.00 fee)' }).click();
  await expect(page.getByRole('status').getByText('Cancellation Success.')).toBeVisible();
  await expect(page.locator('.order-head .order-status')).toHaveText('Cancelled');
  // The parcel is no longer "On its way" to the shopper: the courier takes it back.
  const parcel = page.getByRole('region', { name: 'Your parcel' }).getByTestId('order-shipment');
  await expect(parcel.getByTestId('order-shipment-state')).toHaveText(
    'Cancelled — the parcel is on its way back to the seller',
  );
  const refund = page.getByRole('region', { name: 'Refund' });
  await expect(refund).toContainText(back);
  // What was kept and why, after the cancel as before it.
  await expect(refund.getByTestId('order-kept-fee')).toContainText(
    'Cancellation fee kept: ₹99.00 — the parcel had already left the seller when you cancelled.',
  );
  await expect(async () => {
    await page.reload();
    await expect(refund).toContainText('Refunded', { timeout: 15_000 });
  }).toPass({ timeout: 90_000 });
  await page.screenshot({ path: testInfo.outputPath('cancelled-with-fee.png'), fullPage: true });

  // The invoice issued at shipping is credited: the shopper downloads the GST credit note.
  const download = page.getByRole('button', { name: 'Download Credit Note' });
  await expect(async () => {
    await page.reload();
    await expect(download).toBeVisible({ timeout: 15_000 });
  }).toPass({ timeout: 90_000 });
  const downloading = page.waitForEvent('download');
  await download.click();
  const creditNote = await downloading;
  expect(creditNote.suggestedFilename()).toBe('credit-note.pdf');
  const notePath = testInfo.outputPath('credit-note.pdf');
  await creditNote.saveAs(notePath);
  const { stdout: noteText } = await run('pdftotext', [notePath, '-']);
  expect(noteText).toContain('CREDIT NOTE');
  expect(noteText).toContain('Order cancelled after shipping');
  expect(noteText.replace(/\s+/g, ' ')).toContain(
    `For the whole order: paid ${payable}, refunded ${back}, kept ₹99.00.`,
  );
  expect(noteText).toContain(orderID);

  // The courier brings the parcel back; the operator records it and its stock is on sale again.
  const returned = await request.post(`/api/admin/orders/${orderID}/returned-to-origin`, {
    headers: await operatorHeaders(request),
  });
  expect(returned.status(), await returned.text()).toBe(200);
  await page.reload();
  await expect(parcel.getByTestId('order-shipment-state')).toHaveText(
    'The parcel is back with the seller',
  );
  await expect(parcel).toContainText('Back with the seller on');
});

test("one seller's part of a two-seller order is cancelled before it ships, and the rest goes on", async ({
  page,
  request,
}) => {
  const { orderID } = await placeOrderOf(
    request,
    ['sl_namma_gadget', 'sl_konkan_kitchen'],
    `e2e-cancel-part-${Date.now().toString(36)}`,
  );
  await logInThroughModal(page, { email: 'arjun.reddy@example.in', password: 'Shop@12345' });
  await page.goto(`/order/details/${orderID}`);
  const parcels = page.getByRole('region', { name: 'Your 2 parcels' });
  await expect(parcels.getByTestId('order-shipment')).toHaveCount(2);
  const subtotalBefore = await page
    .getByTestId('order-charges')
    .locator('dd')
    .first()
    .textContent();

  await parcels.getByRole('button', { name: 'Cancel this parcel: Konkan Kitchen' }).click();
  await page
    .getByRole('textbox', { name: 'Why do you want to cancel it?' })
    .fill('The pickle can wait for the next order.');
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByRole('status').getByText('Cancelled.', { exact: true })).toBeVisible();

  // One parcel left, the other seller's items struck through, the order itself still on.
  await expect(page.getByRole('region', { name: 'Your parcel' })).toContainText(
    'From Namma Gadget Store',
  );
  await expect(page.locator('.order-line.is-cancelled')).toHaveCount(1);
  await expect(page.locator('.order-head .order-status')).toHaveText('Placed');
  await expect(page.getByTestId('order-charges').locator('dd').first()).not.toHaveText(
    subtotalBefore ?? '',
  );
  await expect(page.getByRole('button', { name: 'Cancel Request' })).toBeVisible();
});
