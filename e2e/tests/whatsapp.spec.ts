// Order updates on WhatsApp (docs/decisions/whatsapp.md), against a stand-in of Meta's Cloud API
// (the fixtures' `shop: 'whatsapp'`): a shopper opts in at checkout in Hindi, the operator ships
// and delivers the order from the back office, and the stand-in receives the Hindi templates with
// the tracking link; a second shopper's number fails (Meta's signed `failed` status) and gets the
// SMS instead; the operator's Messages page and the order's page show both.
import type { APIRequestContext } from '@playwright/test';
import { shellMessages as hi } from '../../apps/web/src/messages/hi';
import { accountMessages as hiAccounts } from '../../apps/web/src/messages/hi-accounts';
import { cartMessages as hiCart } from '../../apps/web/src/messages/hi-cart';
import { catalogMessages as hiCatalog } from '../../apps/web/src/messages/hi-catalog';
import { sign, statusBody } from '../../apps/api/test/whatsapp-stand-in.ts';
import { OPERATOR, signIn } from './support/back-office';
import { emptyServerCart, placeOrderWith } from './support/shop-api';
import { orderSmsSentTo } from './support/server-data';
import { expect, test } from './support/fixtures';

// A shopper whose phone reads Hindi.
test.use({ shop: 'whatsapp', locale: 'hi-IN' });

const MOUSE = 'p_000022';
const DEMO = { email: 'demo@haat.in', password: 'Demo@12345' };
const SECOND = { email: 'arjun.reddy@example.in', password: 'Shop@12345' };
const RUN = Date.now().toString(36);

/** The shopper's mobile as the shop holds it (the box shows it; WhatsApp gets it as 91…). */
async function mobileOf(request: APIRequestContext, headers: Record<string, string>) {
  const answer = await request.get('/api/customer/whatsapp', { headers });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { data } = (await answer.json()) as { data: { mobile: string; available: boolean } };
  expect(data.available).toBe(true);
  return data.mobile;
}

/** Posts a status as Meta does: signed with the app secret. */
async function report(request: APIRequestContext, body: string): Promise<void> {
  const answer = await request.post('/api/whatsapp/webhook', {
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign(body) },
    data: body,
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

test('a Hindi shopper opts in at checkout and gets the Hindi templates; a failing number gets SMS; the operator sees both', async ({
  page,
  request,
  whatsapp,
  isMobile,
}) => {
  test.skip(!isMobile, 'one journey, on the phone the shopper uses');
  const standIn = whatsapp!;
  const demoHeaders = await emptyServerCart(request, DEMO);
  const mobile = await mobileOf(request, demoHeaders);
  const number = `91${mobile}`;
  const shown = `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;

  // Into the cart and logged in, in Hindi.
  await page.goto(`/hi/product/${MOUSE}`);
  const cartButton = page.locator('.product-actions').getByRole('button').first();
  await page.getByLabel(hiCatalog.catalog.pincode.label).fill('302001');
  await page.getByRole('button', { name: hiCatalog.catalog.pincode.check, exact: true }).click();
  await expect(cartButton).toHaveText(hiCatalog.catalog.product.buttons.addToCart);
  await cartButton.click();
  await expect(page.getByRole('status').getByText(hi.toasts.cartAdded)).toBeVisible();
  await page.locator('.top-bar').getByRole('link', { name: hi.topBar.account }).click();
  const modal = page.getByRole('dialog', { name: hi.authDialog.loginTitle });
  await modal.getByLabel(hiAccounts.auth.userName).fill(DEMO.email);
  await modal.getByLabel(hiAccounts.auth.password, { exact: true }).fill(DEMO.password);
  await modal.getByRole('button', { name: hiAccounts.auth.loginSubmit, exact: true }).click();
  await expect(modal).toBeHidden();

  // The checkout in Hindi: the box is off until ticked, and names the number.
  await page.goto('/hi/checkout');
  await page.getByRole('radio', { name: /302001/ }).check();
  await page.getByRole('radio', { name: hiCart.checkout.cod }).check();
  const box = page.getByRole('checkbox', { name: hiCart.checkout.whatsappOptIn(shown) });
  await expect(box).not.toBeChecked();
  await page.screenshot({ path: '/tmp/w47ui/checkout-hi.png', fullPage: true });
  await box.check();
  await page.getByLabel(hiCart.checkout.captchaLabel).fill('ABC234');
  await page.getByRole('button', { name: hiCart.checkout.placeOrder }).click();
  await expect(page).toHaveURL(/\/hi\/order\/[^/]+$/);
  const orderID = new URL(page.url()).pathname.split('/').at(-1)!;

  // The operator ships it and delivers it from the back office.
  await signIn(page, 'operator', OPERATOR);
  await page.goto(`/admin/orders/${orderID}`);
  for (const next of ['Packed', 'Shipped', 'Out for delivery', 'Delivered']) {
    await page.getByRole('button', { name: `Advance to ${next}` }).click();
    await expect(page.locator('.status-row .badge')).toHaveText(next);
  }

  // The stand-in got each update as its Hindi template; the shipped one links to the Hindi
  // tracking page.
  const templatesTo = (to: string) =>
    standIn.received.filter((message) => message.to === to && message.type === 'template');
  await expect
    .poll(() =>
      templatesTo(number)
        .map((message) => message.template)
        .sort(),
    )
    .toEqual([
      'haat_order_delivered',
      'haat_order_out_for_delivery',
      'haat_order_placed',
      'haat_order_shipped',
    ]);
  expect(templatesTo(number).every((message) => message.language === 'hi')).toBe(true);
  const shipped = templatesTo(number).find((message) => message.template === 'haat_order_shipped')!;
  expect(shipped.parameters[2]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/hi\/order\/status\/[\w-]+$/);
  expect(templatesTo(number)[0]!.parameters).toContain('डिलीवरी पर पेमेंट');
  // Meta reports each delivered: the month's billable messages.
  for (const message of templatesTo(number)) {
    await report(request, statusBody(message.wamid!, 'delivered', { recipient: number }));
  }
  expect(await orderSmsSentTo(page.url(), mobile)).toEqual([]);

  // A second shopper chose WhatsApp, but their number cannot get it: Meta reports `failed`.
  const secondHeaders = await emptyServerCart(request, SECOND);
  const secondMobile = await mobileOf(request, secondHeaders);
  const secondNumber = `91${secondMobile}`;
  // The demo's own orders of this shopper (the seed's month) had their SMS before this journey.
  const earlierSms = new Set((await orderSmsSentTo(page.url(), secondMobile)).map((sms) => sms.id));
  const newSmsTo = async (mobileNumber: string) =>
    (await orderSmsSentTo(page.url(), mobileNumber)).filter((sms) => !earlierSms.has(sms.id));
  const chosen = await request.put('/api/customer/whatsapp', {
    headers: secondHeaders,
    data: { orderUpdates: true, source: 'account' },
  });
  expect(chosen.ok()).toBe(true);
  const secondOrder = await placeOrderWith(request, ['sl_namma_gadget'], `e2e-whatsapp-${RUN}`);
  await expect.poll(() => templatesTo(secondNumber).filter((m) => m.accepted).length).toBe(1);
  const placed = templatesTo(secondNumber)[0]!;
  await report(
    request,
    statusBody(placed.wamid!, 'failed', {
      recipient: secondNumber,
      error: { code: 131026, title: 'Message undeliverable' },
    }),
  );
  // Its SMS goes instead, once: the WhatsApp message's own id with -sms.
  await expect
    .poll(async () => (await newSmsTo(secondMobile)).map((sms) => sms.orderId))
    .toEqual([secondOrder]);
  expect((await newSmsTo(secondMobile))[0]!.id).toMatch(/-sms$/);

  // The operator's Messages page shows both; the second order's page, the SMS that went instead.
  await page.goto('/admin/messages');
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await expect(page.getByTestId('billable-whatsapp')).toHaveText('4');
  // Today in India: the rows of the demo's own earlier messages are other days'.
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  const todays = page.getByTestId('messages-day').filter({ hasText: today });
  const whatsappRow = todays.filter({ hasText: 'WhatsApp' });
  await expect(whatsappRow.locator('td').nth(2)).toHaveText('5');
  await expect(whatsappRow.locator('td').nth(3)).toHaveText('4');
  await expect(whatsappRow.locator('td').nth(5)).toHaveText('1');
  await expect(whatsappRow.locator('td').nth(6)).toHaveText('1');
  await expect(todays.filter({ hasText: 'SMS' })).toBeVisible();
  await page.screenshot({ path: '/tmp/w47ui/admin-messages.png', fullPage: true });

  await page.goto(`/admin/orders/${secondOrder}`);
  const panel = page.getByRole('region', { name: 'Messages to the shopper' });
  const failed = panel.getByTestId('order-message').filter({ hasText: 'haat_order_placed' });
  await expect(failed).toContainText('error 131026');
  await expect(failed).toContainText('SMS instead');
  await expect(
    panel.getByTestId('order-message').filter({ hasText: 'Stands in for' }),
  ).toBeVisible();
  await page.screenshot({ path: '/tmp/w47ui/admin-order.png', fullPage: true });
});
