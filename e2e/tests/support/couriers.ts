// The courier journeys' shared steps (couriers.spec.ts, couriers-delhivery.spec.ts,
// couriers-returns.spec.ts, couriers-ndr.spec.ts): the operator choosing the shop's courier and
// entering its account on the Couriers page, or through the API where a journey is about
// something else; an order of the gadget seller's, ready to ship or booked; the seller's label
// printed and read back; Shiprocket's scans sent by its webhook.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import {
  SHIPROCKET_TEST,
  webhookBody,
  type StandInScan,
} from '../../../apps/api/test/shiprocket-stand-in';
import { DELHIVERY_TEST } from '../../../apps/api/test/delhivery-stand-in';
import { expect } from './fixtures';
import { OPERATOR, operatorHeaders, sellerHeaders, signIn } from './back-office';
import { placeOrderOf } from './shop-api';

const run = promisify(execFile);

/** The demo seller the courier journeys ship for (Namma Gadget Store). */
export const GADGET_SELLER = { email: 'karthik@nammagadget.example.in', password: 'Shop@12345' };

/**
 * The operator signs in, opens Couriers and chooses the shop's courier; answers the provider's
 * account form, still empty.
 */
async function chooseShopCourier(page: Page, provider: 'shiprocket' | 'delhivery') {
  await signIn(page, 'operator', OPERATOR);
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Couriers' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Couriers' })).toBeVisible();
  await page.getByLabel('Sellers ship').selectOption(provider);
  await expect(page.getByRole('status')).toHaveText('The shop’s courier is saved.');
  return page.getByRole('form', {
    name: provider === 'shiprocket' ? 'Shiprocket account' : 'Delhivery account',
  });
}

/** On the Couriers page: the whole shop ships with Shiprocket, with the shop's API user. */
export async function chooseShiprocketOnPage(page: Page) {
  const account = await chooseShopCourier(page, 'shiprocket');
  await account.getByLabel('API user’s e-mail').fill(SHIPROCKET_TEST.email);
  await account.getByLabel('API user’s password').fill(SHIPROCKET_TEST.password);
  await account.getByLabel('Webhook key (x-api-key)').fill(SHIPROCKET_TEST.webhookKey);
  await account.getByLabel('Pickup address name').fill(SHIPROCKET_TEST.pickupLocation);
  await account.getByLabel('Pickup pin code').fill(SHIPROCKET_TEST.pickupPincode);
  await account.getByRole('button', { name: 'Save the account' }).click();
  await expect(page.getByRole('status')).toHaveText('The Shiprocket account is saved.');
  await expect(account.getByLabel('API user’s password')).toHaveValue('');
}

/** On the Couriers page: the whole shop ships with Delhivery, with the shop's client account. */
export async function chooseDelhiveryOnPage(page: Page) {
  const account = await chooseShopCourier(page, 'delhivery');
  await account.getByLabel('Client name').fill(DELHIVERY_TEST.clientName);
  await account.getByLabel('API token').fill(DELHIVERY_TEST.token);
  await account.getByLabel('Scan push secret').fill(DELHIVERY_TEST.pushSecret);
  await account.getByLabel('Warehouse name').fill(DELHIVERY_TEST.pickupLocation);
  await account.getByLabel('Warehouse pin code').fill(DELHIVERY_TEST.pickupPincode);
  await account.getByRole('button', { name: 'Save the Delhivery account' }).click();
  await expect(page.getByRole('status')).toHaveText('The Delhivery account is saved.');
  await expect(account.getByLabel('API token')).toHaveValue('');
  await expect(account.getByLabel('Scan push secret')).toHaveValue('');
}

/**
 * The shop ships with Shiprocket, its account entered through the API (the couriers journey
 * enters it on the page); answers the operator's headers.
 */
export async function shipWithShiprocket(request: APIRequestContext) {
  const operator = await operatorHeaders(request);
  for (const [url, data] of [
    ['/api/admin/couriers/shiprocket', SHIPROCKET_TEST],
    ['/api/admin/couriers', { shop: 'shiprocket' }],
  ] as const) {
    const saved = await request.put(url, { headers: operator, data });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  return operator;
}

/** A shopper's order from the gadget seller, ready to ship, and what the operator sees of it. */
export async function orderReadyToShip(request: APIRequestContext, key: string) {
  const { orderID, productIDs } = await placeOrderOf(request, ['sl_namma_gadget'], key);
  const detail = await request.get(`/api/admin/orders/${orderID}`, {
    headers: await operatorHeaders(request),
  });
  const order = (await detail.json()) as {
    data: { trackingID: string; shippingAddress: { pincode: string } };
  };
  return { orderID, productIDs, order };
}

/** The gadget seller's "Ship with …" on the order, through the API: the parcel's AWB. */
export async function bookedAwb(request: APIRequestContext, orderID: string): Promise<string> {
  const booked = await request.post(`/api/seller/orders/${orderID}/courier`, {
    headers: await sellerHeaders(request, GADGET_SELLER.email),
  });
  expect(booked.status(), await booked.text()).toBe(200);
  return ((await booked.json()) as { data: { booking: { awb: string } } }).data.booking.awb;
}

/**
 * The seller's Print label (PDF) on the courier's panel: the download named for the AWB, kept in
 * the test's output and read back with pdftotext; answers its text.
 */
export async function printedLabel(
  seller: Page,
  panel: Locator,
  awb: string,
  testInfo: TestInfo,
): Promise<string> {
  const downloading = seller.waitForEvent('download');
  await panel.getByRole('button', { name: 'Print label (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`label-${awb}.pdf`);
  const labelPath = testInfo.outputPath('label.pdf');
  await download.saveAs(labelPath);
  return (await run('pdftotext', [labelPath, '-'])).stdout;
}

/** Shiprocket's scans of the AWB by its webhook (`is_return` 1 for a return's pickup). */
export function sendShiprocketScans(
  request: APIRequestContext,
  awb: string,
  scans: StandInScan[],
  extra: { is_return?: 0 | 1 } = {},
) {
  return request.post('/api/couriers/tracking-updates', {
    headers: { 'x-api-key': SHIPROCKET_TEST.webhookKey },
    data: webhookBody(awb, scans, extra),
  });
}
