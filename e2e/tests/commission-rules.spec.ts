import { expect, test } from './support/fixtures';
import { OPERATOR, registerApprovedSeller, signIn } from './support/back-office';

// The operator adds a commission rule for one seller in the back office; that seller, typing a
// price on its product form, sees Haat's fee on it and what it receives, worked out by the server
// from the new rule (docs/decisions/seller-money.md). A shop of its own, so the rule is its alone.

test.skip(
  ({ isMobile }) => isMobile,
  'the back office is driven on a desktop; its layout is checked on a phone in admin.spec.ts',
);

test('the operator adds a rule; the seller sees the new fee under its price as it types', async ({
  page,
  request,
}) => {
  const seller = await registerApprovedSeller(
    request,
    { email: 'commission', shopName: 'Commission Journey' },
    {
      firstName: 'Farhan',
      lastName: 'Qureshi',
      address: '7, Chickpet Main Road',
      pinCode: '560053',
      city: 'Bengaluru',
      state: 'Karnataka',
      stateCode: '29',
      description: 'Brass lamps and puja ware.',
    },
  );

  // The operator: 7.5 % + ₹10 a piece for this seller, every category, from today.
  await signIn(page, 'operator', OPERATOR);
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Commission', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Commission rules' })).toBeVisible();
  const form = page.getByRole('form', { name: 'New commission rule' });
  await form.getByLabel('For').selectOption({ label: `${seller.shopName} only` });
  await form.getByLabel('Item price from ₹').fill('0');
  await form.getByLabel('to ₹').fill('100000');
  await form.getByLabel('Commission %').fill('7.5');
  await form.getByLabel('Closing fee ₹ a piece').fill('10');
  await form.getByRole('button', { name: 'Add rule' }).click();
  await expect(page.getByText('Commission rule saved.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `${seller.shopName} only` });
  await expect(row).toContainText('7.5 % + ₹10.00 a piece');
  await page.getByRole('button', { name: 'Sign out' }).click();

  // The seller: the fee follows the price typed, before anything is saved.
  await signIn(page, 'seller', seller);
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'New product' })
    .click();
  const price = page.getByLabel('Price (₹)');
  await price.fill('1000');
  await expect(price).toHaveAccessibleDescription(
    'Haat’s fee on ₹1,000.00: ₹85.00 + 18 % GST = ₹100.30; you receive ₹899.70 before TCS/TDS.',
  );
  await price.fill('2000');
  await expect(price).toHaveAccessibleDescription(
    'Haat’s fee on ₹2,000.00: ₹160.00 + 18 % GST = ₹188.80; you receive ₹1,811.20 before TCS/TDS.',
  );
});
