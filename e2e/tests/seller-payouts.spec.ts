import { makeGstin } from '@haat/india';
import { expect, test } from './support/fixtures';
import { OPERATOR, operatorHeaders, signIn } from './support/back-office';

// A new seller gives its payout details in the back office (a PAN that is not the one inside its
// GSTIN is refused under the field), the operator approves them on the Seller payouts page, and
// the seller's Razorpay Route linked account shows as linked: on the sandbox gateway's Route,
// which runs the same onboarding in process without keys (docs/decisions/route-payouts.md).

test.skip(
  ({ isMobile }) => isMobile,
  'the back office is driven on a desktop; its layout is checked on a phone in admin.spec.ts',
);

function uniqueDigits(count: number): string {
  let digits = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  while (digits.length < count) digits += Math.floor(Math.random() * 10);
  return digits.slice(-count);
}

const letter = () => String.fromCharCode(65 + Math.floor(Math.random() * 26));

test('a seller completes payout onboarding, the operator approves, the linked account shows as linked', async ({
  page,
  request,
}) => {
  // A shop of its own (its payout state changes), registered and approved as the operator does.
  const stamp = uniqueDigits(8);
  const pan = `${letter()}${letter()}${letter()}P${letter()}${uniqueDigits(4)}${letter()}`;
  const seller = {
    email: `payouts.${stamp}@example.in`,
    password: 'Payouts-2026-e2e',
    shopName: `Payout Journey ${stamp}`,
  };
  const registered = await request.post('/api/public/seller', {
    data: {
      firstName: 'Meena',
      lastName: 'Iyer',
      mobile: `9${uniqueDigits(9)}`,
      address: '14/2, Johari Bazaar, Near Badi Chaupar',
      pinCode: '302001',
      city: 'Jaipur',
      state: 'Rajasthan',
      country: 'India',
      email: seller.email,
      shopName: seller.shopName,
      description: 'Block-printed cotton from Sanganer.',
      gstNo: makeGstin('08', pan),
      password: seller.password,
      confirmpassword: seller.password,
      TermCondition: true,
    },
  });
  const sellerID = ((await registered.json()) as { data: { sellerID: string } }).data.sellerID;
  const approved = await request.post(`/api/admin/sellers/${sellerID}/approve`, {
    headers: await operatorHeaders(request),
  });
  expect(approved.ok(), await approved.text()).toBe(true);

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
