// A return's pickup with the courier that delivered the parcel (docs/decisions/couriers.md, "Return
// pickups"), against the Shiprocket stand-in this worker's server books with: a parcel booked with
// Shiprocket is delivered by its scans; Arjun asks to return it on his order page; Namma Gadget
// Store approves it in the back office, which books the reverse pickup with Shiprocket (a return
// order and its AWB); the return's scans arrive by webhook — picked up, in transit, delivered back —
// and nobody moves it by hand: the return is received by the courier's scan, the sandbox gateway
// refunds it, and the order page shows the pickup's courier, AWB, link and scans, in English and
// in Hindi; the back office's Returns page shows them too.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { OPERATOR, signIn } from './support/back-office';
import {
  bookedAwb,
  GADGET_SELLER,
  sendShiprocketScans,
  shipWithShiprocket,
} from './support/couriers';
import { placeOrderOf } from './support/shop-api';
import { expectNoAxeViolations } from './support/axe';
import { standInScan } from '../../apps/api/test/shiprocket-stand-in';

const SHOPPER = { email: 'arjun.reddy@example.in', password: 'Shop@12345' };
const RUN = Date.now().toString(36).toUpperCase().slice(-5);

test.use({ withShiprocket: true });

async function logIn(page: Page) {
  await page.goto('/');
  await page.locator('.top-bar').getByRole('link', { name: 'My account' }).click();
  const modal = page.getByRole('dialog', { name: 'Log in' });
  await modal.getByLabel('User Name').fill(SHOPPER.email);
  await modal.getByLabel('Password', { exact: true }).fill(SHOPPER.password);
  await modal.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(modal).toBeHidden();
}

test('a delivered parcel’s return is picked up by the same courier, its scans receive it and the refund shows', async ({
  page,
  browser,
  baseURL,
  request,
  shiprocket,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one return pickup journey is enough');
  test.setTimeout(240_000);
  if (!shiprocket) throw new Error('this worker has no Shiprocket stand-in');

  // The shop ships with Shiprocket (the couriers journey enters the account on its page).
  await shipWithShiprocket(request);

  // Arjun's prepaid order, booked with Shiprocket by the seller and delivered by its scans.
  const { orderID } = await placeOrderOf(
    request,
    ['sl_namma_gadget'],
    `e2e-courier-return-${RUN}`,
    'prepaid',
  );
  const awb = await bookedAwb(request, orderID);
  const out = [
    standInScan('2026-11-21 11:00:00', 42, 'PICKED UP', 'Bengaluru_Hub (Karnataka)'),
    standInScan('2026-11-22 14:40:00', 7, 'DELIVERED', 'Local_Hub'),
  ];
  expect((await sendShiprocketScans(request, awb, out, { is_return: 0 })).ok()).toBe(true);

  // Arjun asks to return it on his order page.
  await logIn(page);
  await page.goto(`/order/details/${orderID}`);
  await expect(page.getByText(/^Return available till \d{1,2}-\w{3}-\d{4}$/)).toBeVisible();
  const title = (await page.locator('.order-line-title').first().textContent())!.trim();
  await page.getByRole('button', { name: `Return ${title}` }).click();
  const form = page.getByRole('form', { name: `Return ${title}` });
  await form
    .getByLabel('Why are you returning it?')
    .selectOption({ label: 'The size or fit is wrong' });
  await form.getByRole('button', { name: 'Ask for the return' }).click();
  const card = page.getByRole('region', { name: 'Your return' });
  await expect(card.getByTestId('order-return')).toContainText('Return requested');

  // The seller approves it: the pickup is booked with Shiprocket, from Arjun to the seller.
  const sellerContext = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
  });
  const back = await sellerContext.newPage();
  try {
    await signIn(back, 'seller', GADGET_SELLER);
    await back.goto('/admin/returns?status=requested');
    const row = back.getByTestId('return-row').filter({ hasText: orderID });
    await row.getByRole('button', { name: `Approve the return of ${title} of ${orderID}` }).click();
    await expect(back.getByRole('status')).toContainText(/Its pickup is booked with .+: AWB \d+/);
    const returnOrder = shiprocket.orders.filter((each) => each.isReturn).at(-1);
    expect(returnOrder?.channelOrderId).toMatch(/-R$/);
    const returnAwb = returnOrder!.awb!;
    expect(returnAwb).toMatch(/^\d+$/);
    expect(returnOrder!.body.payment_method).toBe('Prepaid');
    await back.goto('/admin/returns?status=approved');
    const approved = back.getByTestId('return-row').filter({ hasText: orderID });
    await expect(approved.getByTestId('return-pickup')).toContainText(returnAwb);
    await expect(approved.getByTestId('return-pickup')).toContainText(
      'Booked: the courier collects it from the shopper',
    );

    // Arjun's page shows the pickup before the courier comes.
    await page.reload();
    const pickup = card.getByTestId('return-pickup');
    await expect(pickup).toContainText('The courier will come to pick it up from you');
    await expect(pickup).toContainText(returnAwb);
    await expect(pickup.getByRole('link', { name: /courier’s tracking page/ })).toHaveAttribute(
      'href',
      new RegExp(returnAwb),
    );

    // The return's scans arrive by webhook, out of order: nobody moves the return by hand.
    const back1 = standInScan('2026-11-24 12:00:00', 42, 'PICKED UP', 'Jaipur_Malviya');
    const back2 = standInScan('2026-11-25 02:00:00', 18, 'IN TRANSIT', 'Jaipur_Hub');
    const back3 = standInScan('2026-11-26 11:30:00', 7, 'DELIVERED', 'Bengaluru_Seller');
    expect((await sendShiprocketScans(request, returnAwb, [back1], { is_return: 1 })).ok()).toBe(
      true,
    );
    expect(
      (await sendShiprocketScans(request, returnAwb, [back3, back1, back2], { is_return: 1 })).ok(),
    ).toBe(true);

    // Received by the courier's scan: the sandbox refunds it and the page says so.
    await expect(async () => {
      await page.reload();
      await expect(card.getByTestId('order-return')).toContainText('Refunded', {
        timeout: 10_000,
      });
    }).toPass({ timeout: 90_000 });
    await expect(card).toContainText('Picked up, by the courier');
    await expect(card).toContainText('Received by the seller, by the courier');
    await expect(card).toContainText(/₹[\d,.]+ refunded/);
    await expect(pickup).toContainText('Back with the seller');
    await expect(pickup.getByTestId('parcel-scans').getByRole('listitem')).toHaveCount(3);
    await expectNoAxeViolations(page, 'an order page with a return picked up by the courier');
    await page.screenshot({ path: testInfo.outputPath('return-pickup-en.png'), fullPage: true });

    // In Hindi too.
    await page.goto(`/hi/order/details/${orderID}`);
    const hindi = page.getByTestId('return-pickup');
    await expect(hindi).toContainText('कूरियर से पिकअप');
    await expect(hindi).toContainText('विक्रेता के पास वापस पहुंच गया');
    await expect(page.getByTestId('order-return')).toContainText('कूरियर के द्वारा');
    await page.screenshot({ path: testInfo.outputPath('return-pickup-hi.png'), fullPage: true });
  } finally {
    await sellerContext.close();
  }

  // The operator's Returns page shows the pickup's scans and who made each step.
  const operatorContext = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
  });
  try {
    const office = await operatorContext.newPage();
    await signIn(office, 'operator', OPERATOR);
    await office.goto('/admin/returns?status=refunded');
    const done = office.getByTestId('return-row').filter({ hasText: orderID });
    const pickup = done.getByTestId('return-pickup');
    await expect(pickup).toContainText('Delivered back to the seller');
    await expect(pickup.getByRole('listitem')).toHaveCount(3);
    await expect(done.locator('.return-steps').last()).toContainText(
      'Received by the seller · Courier',
    );
    await office.screenshot({ path: testInfo.outputPath('back-office-return-pickup.png') });
  } finally {
    await operatorContext.close();
  }
});
