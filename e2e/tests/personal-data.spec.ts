// The shopper's own data (docs/decisions/personal-data.md): a shopper of their own, with a
// delivered order, turns marketing consent on, downloads their data, then deletes the account with
// an OTP; logging in fails afterwards, and the order's invoice is still in the back office.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { OPERATOR, operatorHeaders, signIn } from './support/back-office';
import { readLatestOtp } from './support/server-data';

const TEST_CAPTCHA = 'ABC234';

function uniqueDigits(count: number): string {
  let digits = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  while (digits.length < count) digits += Math.floor(Math.random() * 10);
  return digits.slice(-count);
}

/** Arrange through the shop's API: a new shopper, registered with the OTP from the outbox. */
async function registerShopper(
  request: APIRequestContext,
  baseURL: string | undefined,
  shopper: { email: string; mobile: string; password: string },
) {
  expect(
    (await request.post('/api/auth/send/otp', { data: { mobile: shopper.mobile } })).ok(),
  ).toBe(true);
  const otp = await readLatestOtp(baseURL, shopper.mobile);
  expect(
    (await request.post('/api/auth/verify/otp', { data: { mobile: shopper.mobile, otp } })).ok(),
  ).toBe(true);
  const created = await request.post('/api/public/customer', {
    data: {
      firstName: 'Meera',
      lastName: 'Joshi',
      email: shopper.email,
      mobile: shopper.mobile,
      password: shopper.password,
      cpassword: shopper.password,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const login = await request.post('/api/auth/login', {
    data: { email: shopper.email, password: shopper.password },
  });
  expect(login.ok()).toBe(true);
  return { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

/** Arrange: the shopper buys one piece of the cheapest product in stock, cash on delivery. */
async function placeCodOrder(
  request: APIRequestContext,
  headers: Record<string, string>,
  mobile: string,
): Promise<string> {
  const saved = await request.post('/api/customer/address', {
    headers,
    data: { name: 'Meera Joshi', mobile, zipcode: '302001', address: 'House 12, Tilak Marg' },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const addressID = ((await saved.json()) as { data: { addressID: string } }).data.addressID;
  const list = await request.get('/api/public/products?orderBy=1&limit=40');
  const cards = ((await list.json()) as { data: Array<{ productID: string }> }).data;
  let added = false;
  for (const card of cards) {
    const answer = await request.get(`/api/public/product?productID=${card.productID}`);
    const product = (
      (await answer.json()) as {
        data: { productID: string; stock: number; colorID: unknown[] };
      }
    ).data;
    if (product.colorID.length > 0 || product.stock < 1) continue;
    const put = await request.post('/api/customer/cart', {
      headers,
      data: { productID: product.productID, colorID: '0', sizeID: '0', pieces: 1 },
    });
    expect(put.ok(), await put.text()).toBe(true);
    added = true;
    break;
  }
  expect(added, 'a product without variants in stock').toBe(true);
  const summary = await request.get(`/api/customer/order-checkout/${addressID}/cod`, { headers });
  expect(summary.ok(), await summary.text()).toBe(true);
  const totals = ((await summary.json()) as { data: Record<string, unknown> }).data;
  const captcha = await request.get('/api/customer/captcha', { headers });
  const { captchaID } = ((await captcha.json()) as { data: { captchaID: string } }).data;
  const placed = await request.post('/api/customer/addorder', {
    headers,
    data: {
      addressID,
      paymentType: 'cod',
      sub_total: totals.sub_total,
      shippingCharges: totals.shippingCharges,
      plateformCharges: totals.plateformCharges,
      total: totals.total,
      couponeid: null,
      couponeamount: 0,
      payableamount: totals.payableamount,
      captchaID,
      captcha: TEST_CAPTCHA,
      idempotencyKey: `personal-data-${uniqueDigits(10)}`,
    },
  });
  const answer = (await placed.json()) as { status: number; data?: string; message?: string };
  expect(answer.status, answer.message).toBe(1);
  return answer.data!;
}

test('a shopper downloads their data, then deletes the account with an OTP; the invoice stays in the back office', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const stamp = `${testInfo.project.name}${uniqueDigits(8)}`;
  const shopper = {
    email: `meera.${stamp}@example.in`,
    mobile: `8${uniqueDigits(9)}`,
    password: 'Saffron-lassi-2026',
  };
  const headers = await registerShopper(request, baseURL, shopper);
  const orderID = await placeCodOrder(request, headers, shopper.mobile);
  // The operator delivers it: an order still on its way would keep the account.
  const operator = await operatorHeaders(request);
  for (let step = 0; step < 4; step += 1) {
    const moved = await request.post(`/api/admin/orders/${orderID}/advance`, { headers: operator });
    expect(moved.ok(), await moved.text()).toBe(true);
  }

  // Log in as a shopper does.
  await page.goto('/');
  await page.locator('.top-bar').getByRole('link', { name: 'My account' }).click();
  const modal = page.getByRole('dialog', { name: 'Log in' });
  await modal.getByLabel('User Name').fill(shopper.email);
  await modal.getByLabel('Password', { exact: true }).fill(shopper.password);
  await modal.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(modal).toBeHidden();

  await page.goto('/account?tab=privacy');
  const panel = page.getByRole('region', { name: 'Your data' });
  await expect(panel).toBeVisible();

  // Consent for offers is off until the shopper ticks it; the choice is recorded.
  const consent = panel.getByRole('checkbox', {
    name: 'Send me offers and news by SMS and e-mail',
  });
  await expect(consent).not.toBeChecked();
  await consent.check();
  await expect(page.getByText('Your choice has been saved.')).toBeVisible();
  await expect(panel.getByText(/Last changed on/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('your-data.png'), fullPage: true });

  // Download my data: a JSON file of the account.
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('haat-my-data.json');
  const data = JSON.parse(await readFile((await file.path()) ?? '', 'utf8')) as {
    profile: { email: string; mobile: string };
    addresses: unknown[];
    orders: Array<{ id: string }>;
    marketingConsent: { granted: boolean };
  };
  expect(data.profile.email).toBe(shopper.email);
  expect(data.profile.mobile).toBe(shopper.mobile);
  expect(data.addresses).toHaveLength(1);
  expect(data.orders.map((order) => order.id)).toEqual([orderID]);
  expect(data.marketingConsent.granted).toBe(true);

  // Delete my account: a wrong OTP is refused and nothing changes; the right one deletes it.
  await panel.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog.getByRole('button', { name: 'Keep my account' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  const otpField = dialog.getByLabel('OTP', { exact: true });
  await expect(otpField).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('delete-dialog.png') });
  const otp = await readLatestOtp(baseURL, shopper.mobile);
  await otpField.fill(otp === '000000' ? '111111' : '000000');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Invalid OTP.');
  await otpField.fill(otp);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // Logging in again fails.
  await page.locator('.top-bar').getByRole('link', { name: 'My account' }).click();
  await expect(modal).toBeVisible();
  await modal.getByLabel('User Name').fill(shopper.email);
  await modal.getByLabel('Password', { exact: true }).fill(shopper.password);
  await modal.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Invalid e-mail or password.')).toBeVisible();
  await expect(modal).toBeVisible();

  // The order's GST invoice is still the operator's to download.
  await signIn(page, 'operator', OPERATOR);
  await page.goto(`/admin/orders/${orderID}`);
  await expect(page.getByText('Deleted customer').first()).toBeVisible();
  const invoice = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the GST invoice' }).click();
  const pdf = await readFile((await (await invoice).path()) ?? '');
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
});
