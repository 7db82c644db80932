// Shipping through Shiprocket (docs/decisions/couriers.md) against its stand-in, which this
// worker's server books with: the operator chooses Shiprocket and enters its account; a shopper
// orders, the seller's product page's pin-code check showing the courier's date; the seller ships with Shiprocket and prints the label (read back with pdftotext: the
// AWB and the address); the courier's scans arrive by webhook and the shopper's tracking page
// says "Out for delivery", then "Delivered", without anyone moving the order by hand; the
// operator's COD remittances page awaits the parcel's cash until Shiprocket remits it, then shows
// the remittance's UTR with the parcel matched, and the seller's statement names it. Then the
// seller books two parcels for a pickup day of their choosing, ticks both on Courier bookings and
// prints their labels as one PDF, and prints the day's manifest (both read back with pdftotext).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { formatDeliveryDate } from '@haat/india';
import { expect, test } from './support/fixtures';
import { OPERATOR, operatorHeaders, signIn } from './support/back-office';
import { placeOrderOf } from './support/shop-api';
import { expectNoAxeViolations } from './support/axe';
import {
  chooseShiprocketOnPage,
  GADGET_SELLER,
  orderReadyToShip,
  printedLabel,
  sendShiprocketScans,
  shipWithShiprocket,
} from './support/couriers';
import { standInScan } from '../../apps/api/test/shiprocket-stand-in';

const run = promisify(execFile);
const RUN = Date.now().toString(36).toUpperCase().slice(-5);

test.use({ withShiprocket: true });

test('the seller ships with Shiprocket and prints the label; the scans move the shopper’s tracking page', async ({
  page,
  browser,
  baseURL,
  request,
  shiprocket,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one booking journey is enough');

  // The operator: the whole shop ships with Shiprocket, with the shop's API user.
  await chooseShiprocketOnPage(page);
  await page.screenshot({ path: testInfo.outputPath('couriers-page.png'), fullPage: true });

  // A shopper orders from the seller.
  const { orderID, productIDs, order } = await orderReadyToShip(request, `e2e-courier-${RUN}`);

  // The seller's product page: the pin-code check shows the date of the courier Shiprocket
  // offers (the cheapest, as a booking chooses; the stand-in's etd is three days on).
  await page.goto(`/product/${productIDs[0]}`);
  await page.getByLabel('PIN code').fill(order.data.shippingAddress.pincode);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  const courierDate = formatDeliveryDate(new Date(Date.now() + 3 * 24 * 3600_000));
  await expect(
    page.getByText(`Delivery by ${courierDate} via Delhivery Surface`, { exact: true }),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('product-pin-check.png') });
  // In Hindi too, the pin code remembered from the check.
  await page.goto(`/hi/product/${productIDs[0]}`);
  await expect(page.getByLabel('पिन कोड')).toHaveValue(order.data.shippingAddress.pincode);
  await page.getByRole('button', { name: 'चेक करें', exact: true }).click();
  const hindiDate = formatDeliveryDate(new Date(Date.now() + 3 * 24 * 3600_000), 'hi');
  await expect(
    page.getByText(`Delhivery Surface से ${hindiDate} तक डिलीवरी`, { exact: true }),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('product-pin-check-hi.png') });

  // The seller books it and prints the label.
  const sellerContext = await browser.newContext({ baseURL });
  const seller = await sellerContext.newPage();
  try {
    await signIn(seller, 'seller', GADGET_SELLER);
    await seller.goto(`/admin/orders/${orderID}`);
    const panel = seller.getByRole('region', { name: 'Shiprocket' });
    await panel.getByRole('button', { name: 'Ship with Shiprocket' }).click();
    await expect(panel.getByRole('status')).toContainText('Booked with Delhivery Surface: AWB');
    const awb = (await panel.getByRole('status').textContent())?.match(/AWB (\d+)/)?.[1] ?? '';
    expect(awb).toMatch(/^\d{14}$/);
    await expect(panel).toContainText('Booked, waiting for pickup');
    await expect(
      seller.getByRole('region', { name: 'Your shipment' }).locator('.badge'),
    ).toHaveText('Packed');
    await seller.screenshot({ path: testInfo.outputPath('seller-booked.png'), fullPage: true });
    await expectNoAxeViolations(seller, 'a seller’s order booked with Shiprocket');
    const label = await printedLabel(seller, panel, awb, testInfo);
    expect(label).toContain(`AWB ${awb}`);
    expect(label).toContain(order.data.shippingAddress.pincode);

    // The courier's scans arrive; the shopper's tracking page follows them.
    const pickedUp = standInScan(
      '2026-11-21 11:00:00',
      42,
      'PICKED UP',
      'Bengaluru_Hub (Karnataka)',
    );
    const transit = standInScan(
      '2026-11-22 02:10:00',
      18,
      'IN TRANSIT',
      'Hyderabad_Gateway (Telangana)',
    );
    const out = standInScan('2026-11-23 09:05:00', 17, 'OUT FOR DELIVERY', 'Local_Hub');
    // Out of order and twice: the page still reads them in order, once each.
    expect((await sendShiprocketScans(request, awb, [out])).ok()).toBe(true);
    expect((await sendShiprocketScans(request, awb, [pickedUp, transit, out])).ok()).toBe(true);
    await page.goto(`/order/status/${order.data.trackingID}`);
    const parcel = page.getByTestId('order-shipment');
    await expect(parcel.getByTestId('order-shipment-state')).toHaveText('Out for delivery');
    await expect(parcel).toContainText(awb);
    await expect(parcel.getByTestId('parcel-scans').getByRole('listitem')).toHaveCount(3);
    await expect(parcel.getByTestId('parcel-scans')).toContainText('Hyderabad_Gateway (Telangana)');
    await expectNoAxeViolations(page, 'the tracking page of a parcel with its scans');
    await page.screenshot({
      path: testInfo.outputPath('tracking-out-for-delivery.png'),
      fullPage: true,
    });

    const delivered = standInScan('2026-11-23 14:40:00', 7, 'DELIVERED', 'Local_Hub');
    expect((await sendShiprocketScans(request, awb, [delivered])).ok()).toBe(true);
    await page.reload();
    await expect(parcel.getByTestId('order-shipment-state')).toHaveText('Delivered');
    await expect(parcel.getByTestId('parcel-scans').getByRole('listitem')).toHaveCount(4);
    await page.screenshot({ path: testInfo.outputPath('tracking-delivered.png'), fullPage: true });

    // The cash on delivery: awaited on the operator's page until Shiprocket remits it.
    await page.goto('/admin/cod-remittances');
    await expect(page.getByRole('heading', { level: 1, name: 'COD remittances' })).toBeVisible();
    const awaited = page.getByRole('table', { name: 'Delivered COD parcels not yet remitted' });
    await expect(awaited.getByRole('row', { name: new RegExp(awb) })).toContainText(orderID);
    const utr = `HDFCR5${RUN}000001`;
    shiprocket!.remit([awb], { utr, at: new Date().toISOString() });
    await page.getByRole('button', { name: 'Read Shiprocket’s remittances now' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Recorded 1 parcel line from Shiprocket’s remittances.',
    );
    const remittance = page.getByRole('region', { name: `Shiprocket · UTR ${utr}` });
    await expect(remittance.getByRole('row', { name: new RegExp(awb) })).toContainText('Matched');
    await expect(awaited.getByRole('row', { name: new RegExp(awb) })).toHaveCount(0);
    await expectNoAxeViolations(page, 'the COD remittances page');
    await page.screenshot({ path: testInfo.outputPath('cod-remittances.png'), fullPage: true });

    // The seller's statement names the sale's remittance once the sale is in the ledger (the
    // settlement run posts what deliveries owe first).
    const settled = await request.post('/api/admin/settlement/run', {
      headers: await operatorHeaders(request),
    });
    expect(settled.ok(), await settled.text()).toBe(true);
    await seller.goto('/admin/money');
    const sale = seller.getByRole('row', { name: new RegExp(`Sale.*${orderID}`) });
    await expect(sale).toContainText(`UTR ${utr}`);
    await expect(sale).toContainText('COD remitted on');
    await seller.screenshot({ path: testInfo.outputPath('seller-money-cod.png'), fullPage: true });
  } finally {
    await sellerContext.close();
  }
});

test('the seller picks the pickup day, prints two labels at once and the day’s manifest', async ({
  page,
  browser,
  baseURL,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one printing journey is enough');
  await shipWithShiprocket(request);
  const orders = [
    (await placeOrderOf(request, ['sl_namma_gadget'], `e2e-labels-a-${RUN}`)).orderID,
    (await placeOrderOf(request, ['sl_namma_gadget'], `e2e-labels-b-${RUN}`)).orderID,
  ];

  await signIn(page, 'seller', GADGET_SELLER);
  const awbs: string[] = [];
  let day = '';
  for (const orderID of orders) {
    await page.goto(`/admin/orders/${orderID}`);
    const panel = page.getByRole('region', { name: 'Shiprocket' });
    const pickupDay = panel.getByLabel('Pickup day');
    // The first day the seller may choose (today before 12:00 in India, else tomorrow).
    await pickupDay.selectOption({ index: 1 });
    day = await pickupDay.inputValue();
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await panel.getByRole('button', { name: 'Ship with Shiprocket' }).click();
    await expect(panel.getByRole('status')).toContainText(
      `keep the parcel ready for pickup on ${day}`,
    );
    awbs.push((await panel.getByRole('status').textContent())?.match(/AWB (\d+)/)?.[1] ?? '');
    await expect(panel).toContainText(day);
  }
  await page.screenshot({ path: testInfo.outputPath('seller-pickup-day.png'), fullPage: true });
  expect(awbs.every((awb) => /^\d{14}$/.test(awb))).toBe(true);

  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Courier bookings' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Courier bookings' })).toBeVisible();
  for (const awb of awbs) await page.getByLabel(`Choose the label of AWB ${awb}`).check();
  await page.screenshot({ path: testInfo.outputPath('courier-bookings.png'), fullPage: true });
  await expectNoAxeViolations(page, 'the seller’s courier bookings');

  const readDownload = async (click: () => Promise<void>, name: string) => {
    const downloading = page.waitForEvent('download');
    await click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(name);
    const file = testInfo.outputPath(name);
    await download.saveAs(file);
    return (await run('pdftotext', [file, '-'])).stdout;
  };
  const labels = await readDownload(
    () => page.getByRole('button', { name: 'Print 2 labels (PDF)' }).click(),
    'labels-2.pdf',
  );
  for (const awb of awbs) expect(labels).toContain(`AWB ${awb}`);

  const manifestForm = page.getByRole('form', { name: 'Manifest' });
  await manifestForm.getByLabel('Manifest of the pickup on').fill(day);
  const manifest = await readDownload(
    () => manifestForm.getByRole('button', { name: 'Print manifest (PDF)' }).click(),
    `manifest-${day}.pdf`,
  );
  expect(manifest).toContain('Shiprocket manifest');
  for (const awb of awbs) expect(manifest).toContain(`AWB ${awb}`);

  // The operator sees every seller's bookings, filtered to this seller's booked ones.
  const operatorContext = await browser.newContext({ baseURL });
  const operatorPage = await operatorContext.newPage();
  try {
    await signIn(operatorPage, 'operator', OPERATOR);
    await operatorPage.goto('/admin/courier-bookings');
    await operatorPage.getByLabel('Seller').selectOption({ label: 'Namma Gadget Store' });
    await operatorPage.getByLabel('State').selectOption('booked');
    await operatorPage.getByRole('button', { name: 'Filter' }).click();
    await expect(operatorPage).toHaveURL(/sellerID=sl_namma_gadget/);
    const table = operatorPage.getByRole('table');
    for (const awb of awbs) {
      const row = table.getByRole('row').filter({ hasText: awb });
      await expect(row).toContainText('Namma Gadget Store');
      await expect(row).toContainText(day);
    }
    await operatorPage.screenshot({
      path: testInfo.outputPath('operator-courier-bookings.png'),
      fullPage: true,
    });
    await expectNoAxeViolations(operatorPage, 'the operator’s courier bookings');
    const downloading = operatorPage.waitForEvent('download');
    await table.getByRole('button', { name: `Print the label of AWB ${awbs[1]!}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`label-${awbs[1]!}.pdf`);
    const file = testInfo.outputPath('operator-label.pdf');
    await download.saveAs(file);
    expect((await run('pdftotext', [file, '-'])).stdout).toContain(`AWB ${awbs[1]!}`);
  } finally {
    await operatorContext.close();
  }
});
