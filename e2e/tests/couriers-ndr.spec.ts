// Failed deliveries and returns to origin through Shiprocket (docs/decisions/couriers.md) against
// its stand-in: a parcel's delivery fails, the shopper's tracking page gives the courier's reason,
// and the operator re-attempts it from the back office's Failed deliveries (a later day, a
// corrected mobile), which reaches Shiprocket's NDR action; the parcel is then delivered. Another
// parcel goes back to its seller (RTO delivered): its stock comes back and its page says so.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { OPERATOR, signIn } from './support/back-office';
import { SHOPPER } from './support/shop-api';
import {
  bookedAwb,
  orderReadyToShip,
  sendShiprocketScans,
  shipWithShiprocket,
} from './support/couriers';
import { TOKEN_STORAGE_KEY } from './support/spec-routes';
import { expectNoAxeViolations } from './support/axe';
import {
  standInScan,
  type ShiprocketStandIn,
  type StandInScan,
} from '../../apps/api/test/shiprocket-stand-in';

const RUN = Date.now().toString(36).toUpperCase().slice(-5);
/** Tomorrow in India (YYYY-MM-DD): a day the courier may try again on. */
const TOMORROW = new Date(Date.now() + (24 * 60 + 330) * 60_000).toISOString().slice(0, 10);

test.use({ withShiprocket: true });

const scan = {
  pickedUp: standInScan('2026-11-21 11:00:00', 42, 'PICKED UP', 'Bengaluru_Hub (Karnataka)'),
  out: standInScan('2026-11-23 09:05:00', 17, 'OUT FOR DELIVERY', 'Local_Hub'),
  failed: standInScan(
    '2026-11-23 18:30:00',
    21,
    'UNDELIVERED',
    'Local_Hub',
    'Customer not reachable',
  ),
  outAgain: standInScan('2026-11-25 09:00:00', 17, 'OUT FOR DELIVERY', 'Local_Hub'),
  delivered: standInScan('2026-11-25 13:00:00', 7, 'DELIVERED', 'Local_Hub'),
  rto: standInScan('2026-11-26 10:00:00', 9, 'RTO INITIATED', 'Local_Hub'),
  rtoDelivered: standInScan(
    '2026-11-28 12:00:00',
    10,
    'RTO DELIVERED',
    'Bengaluru_Hub (Karnataka)',
  ),
};

/** The courier scans: the stand-in keeps them (its NDR check reads them) and the webhook sends them. */
async function scanned(
  request: APIRequestContext,
  standIn: ShiprocketStandIn,
  awb: string,
  scans: StandInScan[],
) {
  for (const each of scans) standIn.addScan(awb, each);
  const sent = await sendShiprocketScans(request, awb, scans);
  expect(sent.ok(), await sent.text()).toBe(true);
}

/** The shop ships with Shiprocket; a shopper's order from the gadget seller, booked: its AWB. */
async function bookedOrder(request: APIRequestContext, key: string) {
  await shipWithShiprocket(request);
  const { orderID, productIDs, order } = await orderReadyToShip(request, key);
  const awb = await bookedAwb(request, orderID);
  return { orderID, awb, trackingID: order.data.trackingID, productID: productIDs[0]! };
}

/** What is left to sell of a product (every size of every colour). */
async function stockOf(request: APIRequestContext, productID: string) {
  const answer = await request.get(`/api/public/product?productID=${productID}`);
  const product = (
    (await answer.json()) as {
      data: { stock: number; colorID: Array<{ sizeID: Array<{ stock: number }> }> };
    }
  ).data;
  return product.colorID.length === 0
    ? product.stock
    : product.colorID.flatMap((colour) => colour.sizeID).reduce((sum, size) => sum + size.stock, 0);
}

test('a failed delivery is re-attempted from the back office, then delivered', async ({
  page,
  request,
  shiprocket,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one NDR journey is enough');
  const standIn = shiprocket!;
  const { awb, trackingID } = await bookedOrder(request, `e2e-ndr-${RUN}`);
  await scanned(request, standIn, awb, [scan.pickedUp, scan.out, scan.failed]);

  // The shopper's tracking page: the attempt failed, and why.
  await page.goto(`/order/status/${trackingID}`);
  const parcel = page.getByTestId('order-shipment');
  await expect(parcel.getByTestId('order-shipment-state')).toHaveText('Delivery attempt failed');
  await expect(parcel.getByTestId('parcel-ndr')).toContainText('Customer not reachable');
  await page.screenshot({
    path: testInfo.outputPath('tracking-failed-attempt.png'),
    fullPage: true,
  });

  // The operator: Failed deliveries, the courier's reason, a re-attempt on a later day.
  await signIn(page, 'operator', OPERATOR);
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Failed deliveries' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Failed deliveries' })).toBeVisible();
  const card = page.getByRole('region', { name: new RegExp(`AWB ${awb}`) });
  await expect(card).toContainText('Customer not reachable');
  await expectNoAxeViolations(page, 'the failed deliveries queue');
  await card.getByLabel('On (optional)').fill(TOMORROW);
  await card.getByLabel('Corrected mobile (optional)').fill('98765');
  await card.getByLabel('Note for the courier').fill('Call before coming');
  await card.getByRole('button', { name: 'Send the re-attempt' }).click();
  await expect(card.getByText('Enter a 10-digit mobile number')).toBeVisible();
  await card.getByLabel('Corrected mobile (optional)').fill('9876543210');
  await card.getByRole('button', { name: 'Send the re-attempt' }).click();
  await expect(page.getByRole('status').first()).toContainText(
    `Shiprocket is asked to try AWB ${awb} again`,
  );
  await expect(card).toContainText(`Try again on ${TOMORROW} — asked by the operator`);
  await page.screenshot({ path: testInfo.outputPath('failed-deliveries.png'), fullPage: true });
  const sent = standIn.orders.find((order) => order.awb === awb)?.ndrActions ?? [];
  expect(sent).toEqual([
    {
      action: 're-attempt',
      comments: 'Call before coming',
      phone: '9876543210',
      deferred_date: TOMORROW,
    },
  ]);

  // Out again and delivered: the tracking page follows; the queue is empty of it.
  await scanned(request, standIn, awb, [scan.outAgain, scan.delivered]);
  await page.goto(`/order/status/${trackingID}`);
  await expect(parcel.getByTestId('order-shipment-state')).toHaveText('Delivered');
  await expect(parcel.getByTestId('parcel-ndr')).toHaveCount(0);
});

test('a parcel back at its seller puts its stock back, and its page says so', async ({
  page,
  request,
  shiprocket,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one RTO journey is enough');
  const standIn = shiprocket!;
  const { awb, trackingID, productID } = await bookedOrder(request, `e2e-rto-${RUN}`);
  const stockWhileOrdered = await stockOf(request, productID);
  // RTO delivered arrives first, then everything again: applied once.
  await scanned(request, standIn, awb, [scan.rtoDelivered]);
  await scanned(request, standIn, awb, [scan.pickedUp, scan.failed, scan.rto, scan.rtoDelivered]);
  await expect.poll(() => stockOf(request, productID)).toBe(stockWhileOrdered + 1);

  await page.goto(`/order/status/${trackingID}`);
  const parcel = page.getByTestId('order-shipment');
  await expect(parcel.getByTestId('order-shipment-state')).toHaveText(
    'The parcel is back with the seller',
  );
  await expect(parcel.getByTestId('parcel-scans').getByRole('listitem')).toHaveCount(4);
  await page.screenshot({
    path: testInfo.outputPath('tracking-rto-delivered.png'),
    fullPage: true,
  });
  expect(await stockOf(request, productID)).toBe(stockWhileOrdered + 1);
});

test('the shopper asks the courier to try again from their order page, once', async ({
  page,
  request,
  shiprocket,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one shopper request is enough');
  const standIn = shiprocket!;
  const { orderID, awb } = await bookedOrder(request, `e2e-ndr-shopper-${RUN}`);
  await scanned(request, standIn, awb, [scan.pickedUp, scan.out, scan.failed]);
  const login = await request.post('/api/auth/login', { data: SHOPPER });
  const token = ((await login.json()) as { token: string }).token;
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [TOKEN_STORAGE_KEY, token],
  );

  await page.goto(`/order/details/${orderID}`);
  const parcel = page.getByTestId('order-shipment');
  await expect(parcel.getByTestId('parcel-ndr')).toContainText('Customer not reachable');
  await parcel.getByRole('button', { name: 'Ask the courier to try again' }).click();
  const form = parcel.getByRole('form', { name: 'Ask the courier to try again' });
  await form.getByLabel('Deliver on (optional)').fill(TOMORROW);
  await page.screenshot({ path: testInfo.outputPath('order-reattempt.png'), fullPage: true });
  await expectNoAxeViolations(page, 'the order page asking for a re-attempt');
  await form.getByRole('button', { name: 'Send the request' }).click();
  await expect(parcel.getByTestId('parcel-ndr')).toContainText(
    'The courier has been asked to try again.',
  );
  await expect(parcel.getByRole('button', { name: 'Ask the courier to try again' })).toHaveCount(0);
  const sent = standIn.orders.find((order) => order.awb === awb)?.ndrActions ?? [];
  expect(sent).toEqual([
    expect.objectContaining({ action: 're-attempt', deferred_date: TOMORROW }),
  ]);
  await page.screenshot({ path: testInfo.outputPath('order-reattempt-asked.png'), fullPage: true });
});
