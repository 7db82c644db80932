import { expect, test } from './support/fixtures';
import { OPERATOR, signIn } from './support/back-office';

// The operator records the refund of a cancelled, paid order in the back office; the
// order then shows what was refunded and its reference, and owes nothing more.

test.skip(
  ({ isMobile }) => isMobile,
  'the back office is driven on a desktop; its layout is checked on a phone in admin.spec.ts',
);

/** The demo shopper's prepaid order cancelled after payment: its money is owed back. */
const PAID_AND_CANCELLED = 'OD100000000003';

test('the operator records the refund of a cancelled paid order', async ({ page }) => {
  await signIn(page, 'operator', OPERATOR);
  await page.goto(`/admin/orders/${PAID_AND_CANCELLED}`);
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
});
