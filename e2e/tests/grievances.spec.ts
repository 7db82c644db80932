import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { OPERATOR, signIn } from './support/back-office';
import { solidPng } from './support/pictures';
import { serverDataDir } from './support/server-data';

// A complaint to the grievance officer end to end (docs/decisions/grievances.md): the demo
// shopper opens one of her orders, follows "Complain about this order", writes what went wrong
// with a photo and gets a ticket number at once; the same ticket reaches her mobile and e-mail
// (the journey server keeps both in files). The operator finds it in the back office's
// Grievances with its 48-hour and one-month clocks, answers and closes it; the shopper then reads
// the answer and the resolution on the public status page, by the ticket and her mobile's last
// four digits.

const SHOPPER = { email: 'demo@haat.in', password: 'Demo@12345' };

/** Waits for a file-kept message naming the ticket: the SMS outbox line, the e-mail's file. */
async function messagesWith(dataDir: string, ticket: string, mobile: string) {
  const sms = (await readFile(path.join(dataDir, 'sms-outbox.jsonl'), 'utf8').catch(() => ''))
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as { to: string; text: string })
    .find((line) => line.to === mobile && line.text.includes(ticket));
  const mailDir = path.join(dataDir, 'outbox', 'email');
  let mail: { to: string; subject: string; body: string } | undefined;
  for (const name of await readdir(mailDir).catch(() => [] as string[])) {
    const kept = JSON.parse(await readFile(path.join(mailDir, name), 'utf8')) as {
      to: string;
      subject: string;
      body: string;
    };
    if (kept.subject.includes(ticket)) mail = kept;
  }
  return { sms, mail };
}

async function grievancesPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signIn(page, 'operator', OPERATOR);
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Grievances' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grievances' })).toBeVisible();
  return { page, close: () => context.close() };
}

test('a shopper complains about an order with a photo, gets a ticket by SMS and e-mail, the operator answers and closes it, the shopper reads the resolution by ticket', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const login = await request.post('/api/auth/login', { data: SHOPPER });
  expect(login.ok()).toBe(true);
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const profile = (await (await request.get('/api/customer/profile', { headers })).json()) as {
    data: { mobile: string; email: string };
  };
  const orders = (await (
    await request.get('/api/customer/orders?status=4', { headers })
  ).json()) as { data: Array<{ orderID: string }> };
  const orderID = orders.data[0]!.orderID;

  // The shopper, signed in, goes from her order to the complaint form.
  await page.goto('/');
  await page.locator('.top-bar').getByRole('link', { name: 'My account' }).click();
  const modal = page.getByRole('dialog', { name: 'Log in' });
  await modal.getByLabel('User Name').fill(SHOPPER.email);
  await modal.getByLabel('Password', { exact: true }).fill(SHOPPER.password);
  await modal.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(modal).toBeHidden();
  await page.goto(`/order/details/${orderID}`);
  await page.getByRole('link', { name: 'Complain about this order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grievance officer' })).toBeVisible();
  await expect(page.locator('.grievance-officer')).toContainText('Meera Joshi');
  const form = page.locator('form.grievance-form');
  await expect(form.getByLabel('Which order?')).toHaveValue(orderID);
  await expectNoAxeViolations(page, 'the grievance page');

  // No text: refused, nothing filed.
  await form.getByRole('button', { name: 'Send complaint' }).click();
  await expect(form.getByText('Write what went wrong, in at least 10 characters.')).toBeVisible();

  await form.getByLabel('What went wrong?').fill('The lamp arrived with a dent in its base.');
  await form.getByLabel('A picture or PDF (optional, up to 5 MB)').setInputFiles({
    name: 'dent.png',
    mimeType: 'image/png',
    buffer: solidPng(640, 480, [180, 120, 40]),
  });
  await form.getByRole('button', { name: 'Send complaint' }).click();
  const ticket = (await page.getByTestId('grievance-ticket').textContent())!.trim();
  expect(ticket).toMatch(/^GRV-[0-9A-HJKMNP-TV-Z]{10}$/);
  await page.screenshot({ path: testInfo.outputPath('complaint-filed.png'), fullPage: true });

  // The SMS and the e-mail carry the same ticket.
  const dataDir = await serverDataDir(baseURL);
  await expect(async () => {
    const { sms, mail } = await messagesWith(dataDir, ticket, profile.data.mobile);
    expect(sms?.text).toContain('we have received your complaint');
    expect(mail?.to).toBe(profile.data.email);
    expect(mail?.body).toContain(ticket);
  }).toPass({ timeout: 30_000 });

  // The operator sees it with its clocks, answers and closes it.
  const asOperator = await grievancesPage(browser);
  const row = asOperator.page.getByTestId('grievance-row').filter({ hasText: ticket });
  await expect(row).toContainText('The lamp arrived with a dent in its base.');
  await expect(row).toContainText('48 hours: acknowledged');
  await expect(row.getByTestId('resolve-clock')).toContainText(
    /One month: due .+ \(in (29|30|31) days\)/,
  );
  await row.getByRole('button', { name: `Answer ${ticket}` }).click();
  await row.getByLabel('Answer (the shopper reads it)').fill('The seller is sending a new lamp.');
  await row.getByRole('button', { name: 'Send answer' }).click();
  await expect(asOperator.page.getByRole('status')).toContainText(`Answer sent on ${ticket}`);
  await row.getByRole('button', { name: `Close ${ticket}` }).click();
  await row
    .getByLabel('Resolution (the shopper reads it)')
    .fill('A new lamp was delivered and the dented one collected.');
  await row.getByRole('button', { name: 'Close ticket' }).click();
  await expect(asOperator.page.getByRole('status')).toContainText(`${ticket} is closed`);
  await expect(row).toContainText('Closed');
  await asOperator.page.screenshot({ path: testInfo.outputPath('back-office-grievances.png') });
  await asOperator.close();

  // Anyone with the ticket and the mobile's last four digits reads the resolution; a wrong
  // mobile reads nothing.
  await page.goto('/grievance/status');
  await page.getByLabel('Ticket number').fill(ticket);
  await page.getByLabel('Last four digits of your mobile').fill('0000');
  await page.getByRole('button', { name: 'Show status' }).click();
  await expect(page.getByRole('alert')).toContainText('No complaint matches');
  await page.getByLabel('Ticket number').fill(ticket);
  await page.getByLabel('Last four digits of your mobile').fill(profile.data.mobile.slice(-4));
  await page.getByRole('button', { name: 'Show status' }).click();
  const status = page.getByTestId('grievance-status');
  await expect(status).toContainText('Resolved');
  await expect(status).toContainText('The seller is sending a new lamp.');
  await expect(page.getByTestId('grievance-resolution')).toHaveText(
    'A new lamp was delivered and the dented one collected.',
  );
  await expectNoAxeViolations(page, 'a ticket’s status page');
  await page.screenshot({ path: testInfo.outputPath('complaint-resolved.png'), fullPage: true });
});
