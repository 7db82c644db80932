// EMAIL_PROVIDER=smtp end to end: the shop runs as main.ts builds it, its relay sends through a
// real SMTP server on loopback, and each order e-mail is read back as a mail app would read it —
// headers, the HTML and the plain-text body, and the GST invoice PDF on "shipped".
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, gt } from 'drizzle-orm';
import { formatInr } from '@haat/india';
import { createTestApp, signInOperator, type TestApp } from '../../../test/helper.ts';
import {
  advanceOrder,
  flatProductInStock,
  TEST_CAPTCHA,
  placeCodOrder,
} from '../../../test/orders.fixtures.ts';
import { readPdfText } from '../../../test/invoices.fixtures.ts';
import {
  startSmtpStandIn,
  type ReceivedMail,
  type SmtpStandIn,
} from '../../../test/smtp-stand-in.ts';
import {
  customers,
  invoices,
  notifications,
  orderLines,
  orders,
  products,
} from '../../db/schema/index.ts';
import { UNTIL } from '../../../test/waiting.ts';

let smtp: SmtpStandIn;
let t: TestApp;
let operator: { authorization: string };
let product: typeof products.$inferSelect;

const FROM = 'Haat Orders <orders@haat.example>';
const REPLY_TO = 'help@haat.example';

beforeAll(async () => {
  smtp = await startSmtpStandIn();
  t = await createTestApp({
    env: {
      HAAT_TEST_CAPTCHA: TEST_CAPTCHA,
      PUBLIC_URL: 'https://haat.example',
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: smtp.url,
      EMAIL_FROM: FROM,
      EMAIL_REPLY_TO: REPLY_TO,
    },
  });
  operator = await signInOperator(t);
  product = await flatProductInStock(t);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const mailsTo = (address: string) =>
  smtp.received.filter((received) => received.envelope.to.includes(address));

async function shopperOf(orderId: string) {
  const [row] = await t.db
    .select({ email: customers.email, order: orders })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row;
}

/** Waits until the mail of that subject has arrived, and answers it. */
async function waitForMail(address: string, subject: string): Promise<ReceivedMail> {
  await vi.waitFor(
    () => expect(mailsTo(address).map((received) => received.mail.subject)).toContain(subject),
    { ...UNTIL, interval: 100 },
  );
  return mailsTo(address).find((received) => received.mail.subject === subject)!;
}

/** What every order e-mail carries, in both bodies. */
async function expectOrderEmail(received: ReceivedMail, orderId: string, to: string) {
  const { mail } = received;
  expect(mail.from?.value).toEqual([{ name: 'Haat Orders', address: 'orders@haat.example' }]);
  expect(mail.replyTo?.value).toEqual([{ name: '', address: REPLY_TO }]);
  expect(received.envelope.to).toEqual([to]);
  expect(received.envelope.from).toBe('orders@haat.example');
  expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe(to);
  const [notification] = await t.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.orderId, orderId),
        eq(notifications.channel, 'email'),
        eq(notifications.subject, mail.subject ?? ''),
      ),
    );
  // The outbox row's id: a copy sent again after a crash is recognisable as the same message.
  expect(mail.messageId).toBe(`<${notification!.id}@haat.example>`);

  const { order } = await shopperOf(orderId);
  const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  const html = typeof mail.html === 'string' ? mail.html : '';
  const text = mail.text ?? '';
  const link = `https://haat.example/order/details/${orderId}`;
  for (const body of [html, text]) {
    expect(body).toContain(`Order ${orderId}`);
    for (const line of lines) {
      expect(body).toContain(line.title.replaceAll('&', '&amp;'));
      expect(body).toContain(formatInr(line.lineTotalPaise));
    }
    expect(body).toContain(formatInr(order.subtotalPaise));
    expect(body).toContain(formatInr(order.payablePaise));
    expect(body).toContain(link);
  }
  expect(html).toContain(`href="${link}"`);
  expect(text).toContain(`${lines[0]!.title}`);
  return { html, text };
}

describe('order e-mails through an SMTP relay', () => {
  it('placing, shipping, delivering: each step arrives with both bodies, and the invoice on shipping', async () => {
    const { orderId } = await placeCodOrder(t, { productId: product.id, index: 1, pieces: 2 });
    const { email } = await shopperOf(orderId);

    const placed = await waitForMail(email, `Order ${orderId} placed`);
    const { text: placedText } = await expectOrderEmail(placed, orderId, email);
    const { order } = await shopperOf(orderId);
    expect(placedText).toContain(
      `Please keep ${formatInr(order.payablePaise)} ready for cash on delivery.`,
    );
    expect(placedText).toContain('Delivery address');
    expect(placedText).toMatch(/To pay on delivery: +₹/);
    // Only "shipped" carries the invoice.
    expect(placed.mail.attachments).toEqual([]);

    await advanceOrder(t, { orderId, operator, steps: 4 });

    const shipped = await waitForMail(email, `Order ${orderId} has shipped`);
    const { html: shippedHtml } = await expectOrderEmail(shipped, orderId, email);
    expect(shippedHtml).toContain('Your GST invoice is attached to this e-mail');
    expect(shipped.mail.attachments).toHaveLength(1);
    const [attachment] = shipped.mail.attachments;
    expect(attachment!.contentType).toBe('application/pdf');
    expect(attachment!.filename).toBe(`Haat-invoice-${orderId}.pdf`);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    const pdfText = readPdfText(attachment!.content);
    expect(pdfText).toContain(invoice!.number);
    expect(pdfText).toContain(orderId);
    expect(pdfText).toContain(formatInr(order.payablePaise).replace('₹', ''));

    const outForDelivery = await waitForMail(email, `Order ${orderId} is out for delivery`);
    const { text: todayText } = await expectOrderEmail(outForDelivery, orderId, email);
    expect(todayText).toContain('out for delivery today');
    expect(outForDelivery.mail.attachments).toEqual([]);

    const delivered = await waitForMail(email, `Order ${orderId} delivered`);
    const { text: deliveredText } = await expectOrderEmail(delivered, orderId, email);
    expect(deliveredText).toContain('Review your order: https://haat.example/order/details/');
    expect(deliveredText).toMatch(/Paid on delivery: +₹/);

    // Sent once each, and marked sent.
    expect(mailsTo(email)).toHaveLength(4);
    const rows = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, orderId), eq(notifications.channel, 'email')));
    expect(rows.map((row) => row.sentAt !== null)).toEqual([true, true, true, true]);
  });

  it('a cancellation arrives with its reason, and no delivery address', async () => {
    const { orderId } = await placeCodOrder(t, { productId: product.id, index: 2, pieces: 1 });
    const { email } = await shopperOf(orderId);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${orderId}/state`,
      headers: operator,
      payload: { state: 'Cancelled', reason: 'Seller ran out of <stock> & colour' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = await waitForMail(email, `Order ${orderId} cancelled`);
    const { html, text } = await expectOrderEmail(cancelled, orderId, email);
    expect(text).toContain('Reason: Seller ran out of <stock> & colour');
    // Typed by a person: escaped in the HTML, never markup.
    expect(html).toContain('Reason: Seller ran out of &lt;stock&gt; &amp; colour');
    expect(html).not.toContain('<stock>');
    expect(text).not.toContain('Delivery address');
    expect(text).toMatch(/Order total: +₹/);
  });

  it('an order placed in Hindi is written to in Hindi, linking to its Hindi pages', async () => {
    const { orderId } = await placeCodOrder(t, { productId: product.id, index: 3, pieces: 1 });
    const { email } = await shopperOf(orderId);
    await waitForMail(email, `Order ${orderId} placed`);
    // As checkout records a /hi page's order (Accept-Language: hi-IN): its next messages are Hindi.
    await t.db.update(orders).set({ language: 'hi' }).where(eq(orders.id, orderId));
    await advanceOrder(t, { orderId, operator, steps: 2 });

    const shipped = await waitForMail(email, `ऑर्डर ${orderId} शिप हो गया`);
    const { order } = await shopperOf(orderId);
    const html = typeof shipped.mail.html === 'string' ? shipped.mail.html : '';
    const text = shipped.mail.text ?? '';
    const link = `https://haat.example/hi/order/details/${orderId}`;
    expect(html).toMatch(/<html lang="hi">/);
    expect(html).toContain('आपका ऑर्डर रास्ते में है</h1>');
    for (const body of [html, text]) {
      expect(body).toContain(`ऑर्डर ${orderId}`);
      expect(body).toContain(`ट्रैकिंग ID: ${order.trackingId}।`);
      expect(body).toContain('आपका GST इनवॉइस इस ई-मेल के साथ अटैच है');
      expect(body).toContain(formatInr(order.payablePaise));
      expect(body).toContain(link);
      expect(body).not.toContain('https://haat.example/order/');
      expect(body).toContain('Haat से खरीदारी के लिए धन्यवाद।');
    }
    expect(text).toContain(`अपना ऑर्डर ट्रैक करें: ${link}`);
    expect(text).toMatch(/डिलीवरी पर देय राशि: +₹/);
    expect(shipped.mail.attachments).toHaveLength(1);
  });

  it('a refund arrives with the amount and its reference', async () => {
    const [owed] = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.shippingStatus, 'Cancelled'), gt(orders.refundDuePaise, 0)))
      .limit(1);
    if (!owed) throw new Error('the demo shop has a cancelled paid order with a refund due');
    const { email } = await shopperOf(owed.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${owed.id}/refund`,
      headers: operator,
      payload: { reference: 'rfnd_Mail000000001' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const amount = formatInr(owed.refundDuePaise);
    const refunded = await waitForMail(email, `Refund of ${amount} for order ${owed.id}`);
    const { html, text } = await expectOrderEmail(refunded, owed.id, email);
    for (const body of [html, text]) {
      expect(body).toContain(`We have refunded ${amount} for your cancelled order ${owed.id}`);
      expect(body).toContain('Refund reference: rfnd_Mail000000001');
    }
  });
});
