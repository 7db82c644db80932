import { expect, test } from './support/fixtures';
import { OPERATOR, registerApprovedSeller, signIn } from './support/back-office';

// A new seller gives its payout details in the back office (a PAN that is not the one inside its
// GSTIN is refused under the field), the operator approves them on the Seller payouts page, and
// the seller's Razorpay Route linked account shows as linked: on the sandbox gateway's Route,
// which runs the same onboarding in process without keys (docs/decisions/route-payouts.md).

test.skip(
  ({ isMobile }) => isMobile,
  'the back office is driven on a desktop; its layout is checked on a phone in admin.spec.ts',
);

test('a seller completes payout onboarding, the operator approves, the linked account shows as linked', async ({
  page,
  request,
}) => {
  // A shop of its own (its payout state changes), registered and approved as the operator does.
  const seller = await registerApprovedSeller(request, {
    email: 'payouts',
    shopName: 'Payout Journey',
  });
  const { pan } = seller;

  await signIn(page, 'seller', seller);
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Payouts' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
  const account = page.getByLabel('Your payout account');
  await expect(account).toContainText('Not started');

  const form = page.getByRole('form', { name: 'Payout details' });
  await form.getByLabel('Business type').selectOption({ label: 'Proprietorship' });
  // A well-formed PAN, but not the one inside the shop's GSTIN.
  const otherPan = `${pan.slice(0, 5)}${pan.slice(5, 9) === '1111' ? '2222' : '1111'}${pan.slice(9)}`;
  await form.getByLabel('PAN').fill(otherPan);
  await form.getByLabel('Account holder’s name').fill('Meena Iyer');
  await form.getByLabel('Bank account number').fill('50100234567891');
  await form.getByLabel('IFSC').fill('HDFC0000317');
  await form.getByRole('button', { name: 'Send for approval' }).click();
  await expect(form.getByText(/The PAN must be the one inside your GSTIN/).first()).toBeVisible();
  await expect(account).toContainText('Not started');

  await form.getByLabel('PAN').fill(pan);
  await form.getByRole('button', { name: 'Send for approval' }).click();
  await expect(account).toContainText('Waiting for approval');
  await expect(account).toContainText('••••7891 · HDFC0000317');
  await expect(account).toContainText(`••••${pan.slice(-4)}`);
  await expect(account).not.toContainText('50100234567891');

  // The operator approves on the Seller payouts page.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await signIn(page, 'operator', OPERATOR);
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Seller payouts' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Seller payouts' })).toBeVisible();
  const filters = page.getByRole('search', { name: 'Seller payouts' });
  await filters.getByLabel('State').selectOption({ label: 'Waiting for approval' });
  await filters.getByRole('button', { name: 'Filter' }).click();
  const row = page.getByTestId('payout-account-row').filter({ hasText: seller.shopName });
  await expect(row).toContainText('Waiting for approval');
  await row
    .getByRole('button', { name: `Approve the payout details of ${seller.shopName}` })
    .click();
  await expect(page.getByRole('status')).toContainText(
    `${seller.shopName}'s linked account is acc_`,
  );

  await page.goto('/admin/seller-payouts?status=linked');
  const linked = page.getByTestId('payout-account-row').filter({ hasText: seller.shopName });
  await expect(linked).toContainText('Linked');
  await expect(linked).toContainText(/acc_[0-9a-f]+/);
  await expect(linked.getByRole('button')).toHaveCount(0);
});
