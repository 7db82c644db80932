import { expect, test } from './support/fixtures';
import { OPERATOR, sellerHeaders, signIn } from './support/back-office';
import { placeOrderOf } from './support/shop-api';

// The operator finds the refund the payment gateway refused on the Refunds page, with the
// gateway's words, records it as paid back by hand on its order, and the order then shows what
// was refunded and its reference, owes nothing more, and the Refunds page lists it paid back.
// An order cancelled after shipping: its credit note downloaded and its parcel recorded back.

test.skip(
  ({ isMobile }) => isMobile,
  'the back office is driven on a desktop; its layout is checked on a phone in admin.spec.ts',
);

/** The demo shopper's prepaid order cancelled after payment: its money is owed back. */
const PAID_AND_CANCELLED = 'OD100000000003';

test('the operator records the refund of a cancelled paid order', async ({ page }) => {
  await signIn(page, 'operator', OPERATOR);
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Refunds' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Refunds' })).toBeVisible();
  const filters = page.getByRole('search', { name: 'Refunds' });
  await filters.getByLabel('State').selectOption({ label: 'Refused' });
  await filters.getByRole('button', { name: 'Filter' }).click();
  const refused = page.getByRole('row').filter({ hasText: PAID_AND_CANCELLED });
  await expect(refused).toContainText('Refused');
  await expect(refused).toContainText('The card this was paid with has been closed');
  await expect(refused.getByRole('button', { name: /Ask the gateway again/ })).toBeVisible();
  await refused.getByRole('link', { name: PAID_AND_CANCELLED }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Order ${PAID_AND_CANCELLED}` }),
  ).toBeVisible();
  const form = page.getByRole('form', { name: 'Record the refund' });
  await expect(
    form.getByRole('heading', { name: /^Refund ₹[\d,.]+ to the shopper$/ }),
  ).toBeVisible();

  await form.getByRole('button', { name: 'Record the refund' }).click();
  await expect(form.getByText('Give the refund reference from the gateway or bank.')).toBeVisible();
  await form.getByLabel('Refund reference').fill('rfnd_E2E000000001');
  await form.getByRole('button', { name: 'Record the refund' }).click();

  await expect(page.getByRole('status')).toContainText('recorded; the shopper is told');
  await expect(page.getByText(/Refunded: ₹[\d,.]+, reference rfnd_E2E000000001/)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Record the refund' })).toHaveCount(0);

  // The Refunds page lists it paid back by hand, with the reference.
  await page.goto('/admin/refunds?status=processed');
  const paidBack = page.getByRole('row').filter({ hasText: PAID_AND_CANCELLED });
  await expect(paidBack).toContainText('Paid back');
  await expect(paidBack).toContainText('By hand');
  await expect(paidBack).toContainText('rfnd_E2E000000001');
  await expect(paidBack.getByRole('button')).toHaveCount(0);
});

test('the operator downloads the credit note of an order cancelled after shipping and records its parcel back', async ({
  page,
  request,
}) => {
  // Arranged through the API: a prepaid order shipped by its seller, then cancelled by the
  // shopper with the fee they were shown.
  const { orderID } = await placeOrderOf(
    request,
    ['sl_namma_gadget'],
    `e2e-rto-${Date.now().toString(36)}`,
    'prepaid',
  );
  const seller = await sellerHeaders(request, 'karthik@nammagadget.example.in');
  for (const step of [
    { state: 'Packed' },
    { state: 'Shipped', courier: 'DTDC', trackingNumber: 'D12345678' },
  ]) {
    const moved = await request.put(`/api/seller/orders/${orderID}/shipment`, {
      headers: seller,
      data: step,
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  const login = await request.post('/api/auth/login', {
    data: { email: 'arjun.reddy@example.in', password: 'Shop@12345' },
  });
  const shopper = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const cancelled = await request.put('/api/customer/order/cancel', {
    headers: shopper,
    multipart: { orderID, remark: 'Bought it in a shop.', file: '', fee: '99' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  await signIn(page, 'operator', OPERATOR);
  await page.goto(`/admin/orders/${orderID}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderID}` })).toBeVisible();
  await expect(page.getByText('a fee of ₹99.00 kept from the refund')).toBeVisible();
  const back = page.getByRole('region', { name: 'Return to origin' });
  await expect(back).toContainText('the courier brings the parcel back');

  // The credit note, issued moments after the cancel, as the shopper downloads it.
  const creditNote = page.getByRole('button', { name: 'Download the credit note' });
  await expect(async () => {
    await page.reload();
    await expect(creditNote).toBeVisible({ timeout: 15_000 });
  }).toPass({ timeout: 90_000 });
  const downloading = page.waitForEvent('download');
  await creditNote.click();
  expect((await downloading).suggestedFilename()).toBe(`credit-note-${orderID}.pdf`);

  await back.getByRole('button', { name: 'The parcel is back' }).click();
  await expect(page.getByRole('status')).toContainText(
    `Order ${orderID} is back from the courier; its stock is on sale again.`,
  );
  await expect(back).toContainText('The parcel is back from the courier');
  await expect(back.getByRole('button')).toHaveCount(0);
});
