import { expect, test } from './support/fixtures';
import { OPERATOR, signIn } from './support/back-office';

// The operator finds the refund the payment gateway refused on the Refunds page, with the
// gateway's words, records it as paid back by hand on its order, and the order then shows what
// was refunded and its reference, owes nothing more, and the Refunds page lists it paid back.

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
