// Shipping through Delhivery (docs/decisions/couriers.md, "Delhivery") against its stand-in, which
// this worker's server books with (DELHIVERY_MODE=staging at the stand-in): the operator chooses
// Delhivery and enters its account; a shopper orders; the seller ships with Delhivery and prints
// the label (read back with pdftotext: the waybill and the pin code); Delhivery's scan pushes
// arrive twice and out of order, and the shopper's tracking page says "Out for delivery", then
// the failed attempt with the courier's reason, then "Delivered", without anyone moving the order
// by hand; the failed attempt's re-attempt is sent from the back office to Delhivery's NDR API.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { OPERATOR, signIn } from './support/back-office';
import {
  chooseDelhiveryOnPage,
  GADGET_SELLER,
  orderReadyToShip,
  printedLabel,
} from './support/couriers';
import { expectNoAxeViolations } from './support/axe';
import {
  DELHIVERY_TEST,
  delhiveryScan,
  pushBody,
  type DelhiveryScanDetail,
} from '../../apps/api/test/delhivery-stand-in';

const RUN = Date.now().toString(36).toUpperCase().slice(-5);

test.use({ withDelhivery: true });

test('the seller ships with Delhivery; its scan pushes move the tracking page, a failed attempt is sent again', async ({
  page,
  browser,
  baseURL,
  request,
  delhivery,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one booking journey is enough');
  const standIn = delhivery!;

  // The operator: the whole shop ships with Delhivery, with the shop's client account.
  await chooseDelhiveryOnPage(page);
  await page.screenshot({ path: testInfo.outputPath('couriers-page.png'), fullPage: true });

  // A shopper orders from the seller.
  const { orderID, order } = await orderReadyToShip(request, `e2e-delhivery-${RUN}`);

  // The seller books it with Delhivery and prints the label.
  const sellerContext = await browser.newContext({ baseURL });
  const seller = await sellerContext.newPage();
  let waybill = '';
  try {
    await signIn(seller, 'seller', GADGET_SELLER);
    await seller.goto(`/admin/orders/${orderID}`);
    const panel = seller.getByRole('region', { name: 'Delhivery' });
    await panel.getByRole('button', { name: 'Ship with Delhivery' }).click();
    await expect(panel.getByRole('status')).toContainText('Booked with Delhivery: AWB');
    waybill = (await panel.getByRole('status').textContent())?.match(/AWB (\d+)/)?.[1] ?? '';
    expect(waybill).toMatch(/^\d{10,}$/);
    expect(standIn.packages.map((item) => item.waybill)).toEqual([waybill]);
    expect(standIn.pickups).toHaveLength(1);
    await expect(panel).toContainText('Booked, waiting for pickup');
    await expect(
      seller.getByRole('region', { name: 'Your shipment' }).locator('.badge'),
    ).toHaveText('Packed');
    await seller.screenshot({ path: testInfo.outputPath('seller-booked.png'), fullPage: true });
    await expectNoAxeViolations(seller, 'a seller’s order booked with Delhivery');
    const label = await printedLabel(seller, panel, waybill, testInfo);
    expect(label).toContain(waybill);
    expect(label).toContain(order.data.shippingAddress.pincode);
  } finally {
    await sellerContext.close();
  }

  // Delhivery's scans: kept in its own tracking (the stand-in's) and pushed to the shop.
  const reference = standIn.packages[0]!.order;
  const push = (scan: DelhiveryScanDetail) =>
    pushScan(request, pushBody(waybill, reference, scan)).then((answer) => {
      expect(answer.status(), waybill).toBe(200);
    });
  const scanned = async (scan: DelhiveryScanDetail) => {
    standIn.addScan(waybill, scan);
    await push(scan);
  };
  const pickedUp = delhiveryScan(
    '2026-11-21T11:00:00',
    'UD',
    'Picked Up',
    'Bengaluru_Hub (Karnataka)',
  );
  const transit = delhiveryScan(
    '2026-11-22T02:10:00',
    'UD',
    'In Transit',
    'Hyderabad_Gateway (Telangana)',
  );
  const out = delhiveryScan(
    '2026-11-23T09:05:00',
    'UD',
    'Dispatched',
    'Jaipur_MIRoad_DC (Rajasthan)',
  );
  standIn.addScan(waybill, pickedUp);
  standIn.addScan(waybill, transit);
  standIn.addScan(waybill, out);
  // Out of order and twice: the page still reads them in order, once each.
  await push(out);
  await push(pickedUp);
  await push(out);
  await push(transit);

  await page.goto(`/order/status/${order.data.trackingID}`);
  const parcel = page.getByTestId('order-shipment');
  await expect(parcel.getByTestId('order-shipment-state')).toHaveText('Out for delivery');
  await expect(parcel).toContainText(waybill);
  await expect(parcel.getByTestId('parcel-scans').getByRole('listitem')).toHaveCount(3);
  await expect(parcel.getByTestId('parcel-scans')).toContainText('Hyderabad_Gateway (Telangana)');
  await expectNoAxeViolations(page, 'the tracking page of a Delhivery parcel with its scans');
  await page.screenshot({
    path: testInfo.outputPath('tracking-out-for-delivery.png'),
    fullPage: true,
  });

  // The attempt fails: Delhivery's Pending with an EOD code, pushed twice.
  const failed = delhiveryScan(
    '2026-11-23T13:20:00',
    'UD',
    'Pending',
    'Jaipur_MIRoad_DC (Rajasthan)',
    'Consignee unavailable',
    'EOD-11',
  );
  await scanned(failed);
  await push(failed);
  await page.reload();
  await expect(parcel.getByTestId('order-shipment-state')).toHaveText('Delivery attempt failed');
  await expect(parcel.getByTestId('parcel-ndr')).toContainText(
    'The courier could not deliver this parcel.',
  );
  await expect(parcel.getByTestId('parcel-ndr')).toContainText('Consignee unavailable');
  await page.screenshot({
    path: testInfo.outputPath('tracking-failed-attempt.png'),
    fullPage: true,
  });

  // The operator sends a re-attempt from the back office: Delhivery's NDR API takes it.
  const office = await browser.newContext({ baseURL });
  const operator = await office.newPage();
  try {
    await signIn(operator, 'operator', OPERATOR);
    await operator
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: 'Failed deliveries' })
      .click();
    const card = operator.getByRole('region', { name: `AWB ${waybill} · order ${orderID}` });
    await expect(card).toContainText('Consignee unavailable');
    await expect(card).toContainText('Delhivery');
    await card.getByLabel('Note for the courier').fill('Call the shopper before coming');
    await card.getByRole('button', { name: 'Send the re-attempt' }).click();
    await expect(operator.getByRole('status').first()).toContainText(
      `Delhivery is asked to try AWB ${waybill} again.`,
    );
    await expect(card).toContainText('Try again — asked by the operator');
    await operator.screenshot({
      path: testInfo.outputPath('failed-deliveries.png'),
      fullPage: true,
    });
  } finally {
    await office.close();
  }
  expect(standIn.calls.filter((call) => call === '/api/p/update')).toHaveLength(1);
  expect(standIn.ndrUpdates).toEqual([expect.objectContaining({ waybill, act: 'RE-ATTEMPT' })]);

  // Out again the next day, then delivered: the tracking page follows.
  await scanned(
    delhiveryScan('2026-11-24T09:30:00', 'UD', 'Dispatched', 'Jaipur_MIRoad_DC (Rajasthan)'),
  );
  await page.reload();
  await expect(parcel.getByTestId('order-shipment-state')).toHaveText('Out for delivery');
  const delivered = delhiveryScan(
    '2026-11-24T12:45:00',
    'DL',
    'Delivered',
    'Jaipur_MIRoad_DC (Rajasthan)',
  );
  await scanned(delivered);
  await push(delivered);
  await page.reload();
  await expect(parcel.getByTestId('order-shipment-state')).toHaveText('Delivered');
  await expect(parcel.getByTestId('parcel-scans').getByRole('listitem')).toHaveCount(6);
  await page.screenshot({ path: testInfo.outputPath('tracking-delivered.png'), fullPage: true });
});

function pushScan(request: APIRequestContext, body: ReturnType<typeof pushBody>) {
  return request.post('/api/couriers/delhivery-scans', {
    headers: { authorization: `Bearer ${DELHIVERY_TEST.pushSecret}` },
    data: body,
  });
}
