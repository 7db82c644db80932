import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { OPERATOR, sellerHeaders, signIn } from './support/back-office';
import { solidPng } from './support/pictures';
import { placeOrderOf } from './support/shop-api';

// A return end to end (docs/decisions/returns.md): Arjun (shop-api.ts's shopper) returns the item
// of a delivered order he paid online, with a photo; Namma Gadget Store approves it in the back
// office; the operator records the pickup and the parcel received; the sandbox gateway refunds
// it; Arjun's order page then reads "Refunded" and he downloads the return's GST credit note.
// The shopper's part runs on a phone and on a desktop; the back office on a desktop.

const run = promisify(execFile);
const SHOPPER = { email: 'arjun.reddy@example.in', password: 'Shop@12345' };
const SELLER = { email: 'karthik@nammagadget.example.in', password: 'Shop@12345' };
const GSTIN = /\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]/;

async function logIn(page: Page) {
  await page.goto('/');
  await page.locator('.top-bar').getByRole('link', { name: 'My account' }).click();
  const modal = page.getByRole('dialog', { name: 'Log in' });
  await modal.getByLabel('User Name').fill(SHOPPER.email);
  await modal.getByLabel('Password', { exact: true }).fill(SHOPPER.password);
  await modal.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(modal).toBeHidden();
}

/** The back office on a desktop, signed in as `who`, on its Returns page filtered to `state`. */
async function returnsPage(browser: Browser, who: 'operator' | 'seller', state: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signIn(page, who, who === 'operator' ? OPERATOR : SELLER);
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Returns' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Returns' })).toBeVisible();
  const filters = page.getByRole('search', { name: 'Returns' });
  await filters.getByLabel('State').selectOption({ label: state });
  await filters.getByRole('button', { name: 'Filter' }).click();
  return { page, close: () => context.close() };
}

test('a delivered item paid online is returned with a photo, approved, received and refunded with its credit note', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const { orderID } = await placeOrderOf(
    request,
    ['sl_namma_gadget'],
    `e2e-return-${testInfo.project.name}-${Date.now().toString(36)}`,
    'prepaid',
  );
  const seller = await sellerHeaders(request, SELLER.email);
  for (const step of [
    { state: 'Packed' },
    { state: 'Shipped', courier: 'Delhivery', trackingNumber: '1234567890123' },
    { state: 'Delivered' },
  ]) {
    const moved = await request.put(`/api/seller/orders/${orderID}/shipment`, {
      headers: seller,
      data: step,
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }

  // The shopper asks for the return on the order page.
  await logIn(page);
  await page.goto(`/order/details/${orderID}`);
  await expect(page.getByText(/^Return available till \d{1,2}-\w{3}-\d{4}$/)).toBeVisible();
  const title = (await page.locator('.order-line-title').first().textContent())!.trim();
  await page.getByRole('button', { name: `Return ${title}` }).click();
  const form = page.getByRole('form', { name: `Return ${title}` });
  await form.getByRole('button', { name: 'Ask for the return' }).click();
  await expect(form.getByText('Choose why you are returning it.')).toBeVisible();
  await form.getByLabel('Why are you returning it?').selectOption({ label: 'It arrived damaged' });
  await form
    .getByLabel('Tell the seller more (optional)')
    .fill('The box was crushed and it rattles.');
  await form.getByLabel('Add a photo').setInputFiles({
    name: 'damage.png',
    mimeType: 'image/png',
    buffer: solidPng(640, 480, [200, 60, 40]),
  });
  await expect(form.getByRole('img', { name: `Photo 1 of ${title}` })).toBeVisible();
  await expect(form).toContainText('the shipping charge is not refunded');
  await page.screenshot({ path: testInfo.outputPath('return-form.png'), fullPage: true });
  await form.getByRole('button', { name: 'Ask for the return' }).click();
  await expect(page.getByRole('status').getByText(/^Return requested/)).toBeVisible();
  const card = page.getByRole('region', { name: 'Your return' });
  await expect(card.getByTestId('order-return')).toContainText('Return requested');
  await expect(card).toContainText('Reason: It arrived damaged');
  await expect(card).toContainText('Return requested, by you');
  await expect(page.getByText('Every piece of this item is being returned.')).toBeVisible();

  // The seller approves it in the back office.
  const asSeller = await returnsPage(browser, 'seller', 'Return requested');
  const row = asSeller.page.getByTestId('return-row').filter({ hasText: orderID });
  await expect(row).toContainText('It arrived damaged');
  await expect(row.getByRole('img', { name: `Photo 1 of ${title}` })).toBeVisible();
  await row.getByRole('button', { name: `Approve the return of ${title} of ${orderID}` }).click();
  await expect(asSeller.page.getByRole('status')).toContainText('Approved: pickup soon');
  await asSeller.close();

  // The operator records the pickup, then the parcel received: the refund goes through.
  const asOperator = await returnsPage(browser, 'operator', 'Approved: pickup soon');
  const approved = asOperator.page.getByTestId('return-row').filter({ hasText: orderID });
  await approved
    .getByRole('button', { name: `Record the pickup of ${title} of ${orderID}` })
    .click();
  await expect(asOperator.page.getByRole('status')).toContainText('Picked up');
  await asOperator.page.goto('/admin/returns?status=picked-up');
  const pickedUp = asOperator.page.getByTestId('return-row').filter({ hasText: orderID });
  // Who made each step, in words.
  await expect(pickedUp.locator('.return-steps')).toContainText('Return requested · Shopper');
  await expect(pickedUp.locator('.return-steps')).toContainText('Approved: pickup soon · Seller');
  await expect(pickedUp.locator('.return-steps')).toContainText('Picked up · Operator');
  await pickedUp.getByRole('button', { name: `Record ${title} of ${orderID} received` }).click();
  await expect(asOperator.page.getByRole('status')).toContainText('Received by the seller');
  await asOperator.page.screenshot({ path: testInfo.outputPath('back-office-returns.png') });
  await asOperator.close();

  // The shopper's page: refunded, every step with who made it, and the credit note.
  await expect(async () => {
    await page.reload();
    await expect(card.getByTestId('order-return')).toContainText('Refunded', { timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
  for (const step of [
    'Approved: pickup soon, by the seller',
    'Picked up, by Haat',
    'Received by the seller, by Haat',
    'Refunded, by Haat',
  ]) {
    await expect(card).toContainText(step);
  }
  await page.screenshot({ path: testInfo.outputPath('return-refunded.png'), fullPage: true });
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download Credit Note' }).click();
  const creditNote = await downloading;
  expect(creditNote.suggestedFilename()).toBe('credit-note.pdf');
  const notePath = testInfo.outputPath('return-credit-note.pdf');
  await creditNote.saveAs(notePath);
  const { stdout: text } = await run('pdftotext', [notePath, '-']);
  expect(text).toContain('CREDIT NOTE');
  expect(text).toContain('Against invoice');
  expect(text).toContain('Goods returned');
  expect(text).toContain(orderID);
  expect(text).toMatch(GSTIN);
  expect(text).toContain(`AMOUNT IN WORDS`);
  expect(text).toMatch(/Rupees Only/);
  expect(text).toMatch(/IGST|CGST/);
});

test('a cash on delivery return is refunded by hand to the UPI ID its shopper gave, shown masked', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const { orderID } = await placeOrderOf(
    request,
    ['sl_namma_gadget'],
    `e2e-return-cod-${testInfo.project.name}-${Date.now().toString(36)}`,
  );
  const seller = await sellerHeaders(request, SELLER.email);
  for (const step of [
    { state: 'Packed' },
    { state: 'Shipped', courier: 'Ekart', trackingNumber: 'FMPP1234567890' },
    { state: 'Delivered' },
  ]) {
    const moved = await request.put(`/api/seller/orders/${orderID}/shipment`, {
      headers: seller,
      data: step,
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }

  await logIn(page);
  await page.goto(`/order/details/${orderID}`);
  const title = (await page.locator('.order-line-title').first().textContent())!.trim();
  await page.getByRole('button', { name: `Return ${title}` }).click();
  const form = page.getByRole('form', { name: `Return ${title}` });
  await form.getByLabel('Why are you returning it?').selectOption({ label: 'I no longer need it' });
  const payee = form.getByRole('group', { name: 'Where should we send your refund?' });
  await expect(payee).toContainText('We keep these details encrypted');
  await payee.getByLabel('UPI ID', { exact: true }).fill('arjun reddy');
  await form.getByRole('button', { name: 'Ask for the return' }).click();
  await expect(payee.getByText('Enter a UPI ID such as name@okhdfcbank.')).toBeVisible();
  await payee.getByLabel('UPI ID', { exact: true }).fill('arjun.reddy@okhdfcbank');
  await page.screenshot({ path: testInfo.outputPath('return-cod-form.png'), fullPage: true });
  await form.getByRole('button', { name: 'Ask for the return' }).click();
  const card = page.getByRole('region', { name: 'Your return' });
  await expect(card).toContainText('Refund to: UPI ar•••@okhdfcbank');

  // The seller approves, and the parcel comes back (the first journey drives these screens).
  const listed = await request.get('/api/admin/returns?status=requested', { headers: seller });
  const mine = (
    (await listed.json()) as { data: { items: Array<{ returnID: string; orderID: string }> } }
  ).data.items.find((item) => item.orderID === orderID)!;
  for (const [to, data] of [
    ['approve', {}],
    ['picked-up', undefined],
    ['received', undefined],
  ] as const) {
    const moved = await request.post(`/api/admin/returns/${mine.returnID}/${to}`, {
      headers: seller,
      ...(data ? { data } : {}),
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }

  // The operator reads where to pay, pays it, and records the UPI reference on the order.
  const asOperator = await returnsPage(browser, 'operator', 'Received by the seller');
  const row = asOperator.page.getByTestId('return-row').filter({ hasText: orderID });
  await expect(row).toContainText('UPI ar•••@okhdfcbank');
  await row.getByRole('button', { name: `Show the refund details of ${orderID}` }).click();
  await expect(row.getByRole('definition')).toHaveText('arjun.reddy@okhdfcbank');
  await row.getByRole('link', { name: orderID }).click();
  const record = asOperator.page.getByRole('form', { name: 'Record the refund' });
  await record.getByLabel('Refund reference').fill('UTR600098765432');
  await record.getByRole('button', { name: 'Record the refund' }).click();
  await expect(asOperator.page.getByRole('status')).toContainText('recorded; the shopper is told');
  await asOperator.close();

  await page.reload();
  await expect(card.getByTestId('order-return')).toContainText('Refunded');
  await expect(card).toContainText('Refund to: UPI ar•••@okhdfcbank');
});

test('a two-seller order with one parcel delivered offers no cancel: the delivered item is returned, the rest is on its way', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  // docs/decisions/cancellation.md "A part delivered": a cancel would refund the delivered goods.
  const { orderID } = await placeOrderOf(
    request,
    ['sl_namma_gadget', 'sl_konkan_kitchen'],
    `e2e-part-delivered-${testInfo.project.name}-${Date.now().toString(36)}`,
    'prepaid',
  );
  const parts = [
    { email: SELLER.email, last: 'Delivered' },
    { email: 'sneha@konkankitchen.example.in', last: 'Shipped' },
  ];
  for (const part of parts) {
    const seller = await sellerHeaders(request, part.email);
    for (const step of [
      { state: 'Packed' },
      { state: 'Shipped', courier: 'Delhivery', trackingNumber: '1234567890124' },
      { state: 'Delivered' },
    ]) {
      const moved = await request.put(`/api/seller/orders/${orderID}/shipment`, {
        headers: seller,
        data: step,
      });
      expect(moved.status(), await moved.text()).toBe(200);
      if (step.state === part.last) break;
    }
  }

  await logIn(page);
  await page.goto(`/order/details/${orderID}`);
  await expect(page.locator('.order-head .order-status')).toHaveText('Out for delivery');
  await expect(page.getByRole('button', { name: 'Cancel Request' })).toHaveCount(0);
  await expect(
    page.getByText(
      'Part of this order has been delivered, so it can no longer be cancelled. Ask for a return of the delivered items on this page; the rest can be returned once it arrives.',
    ),
  ).toBeVisible();
  // The delivered item's return is open; the one on its way has none yet.
  await expect(page.getByText(/^Return available till \d{1,2}-\w{3}-\d{4}$/)).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^Return / })).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath('part-delivered.png'), fullPage: true });
});
