// Delete my account reaches the complaints and the WhatsApp rows too (docs/decisions/
// personal-data.md): the complaint's text, attachment and mobile digits go while the ticket, its
// dates and its state stay for the grievance officer's record; the WhatsApp choice and the number
// and parameters of each message go while the operator's counts of them stay as they were.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, signInOperator, type TestApp } from '../../../test/helper.ts';
import { nextIp, readLatestOtp } from '../../../test/accounts.ts';
import { makePicture } from '../../../test/pictures.ts';
import {
  advanceOrder,
  flatProductInStock,
  placeCodOrder,
  TEST_CAPTCHA,
} from '../../../test/orders.fixtures.ts';
import {
  courierNdrActions,
  courierShipments,
  customers,
  grievances,
  sellers,
  whatsappConsents,
  whatsappMessages,
} from '../../db/schema/index.ts';
import { ERASED_COMPLAINT_TEXT } from '../grievances/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { HAAT_TEST_CAPTCHA: TEST_CAPTCHA } });
});
afterAll(async () => t.close());

const A_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

function fileComplaint(
  headers: { authorization: string },
  fields: Record<string, string>,
  file: { bytes: Buffer; name: string; type: string },
) {
  const boundary = '----haaterasure';
  const body = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/customer/grievances',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
    remoteAddress: nextIp(),
  });
}

async function deleteAccount(headers: { authorization: string }, customerId: string) {
  const [row] = await t.db
    .select({ mobile: customers.mobile })
    .from(customers)
    .where(eq(customers.id, customerId));
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/customer/account/deletion-otp',
    headers,
    remoteAddress: nextIp(),
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const otp = readLatestOtp(t.dataDir, row!.mobile);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/customer/account/delete',
    headers,
    payload: { otp },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return row!.mobile;
}

describe('deleting an account', () => {
  it("erases the complaints' text, files and mobile digits, and keeps each ticket with its dates and state", async () => {
    const product = await flatProductInStock(t);
    const placed = await placeCodOrder(t, { productId: product.id, index: 941, pieces: 1 });
    const operator = await signInOperator(t);
    await advanceOrder(t, { orderId: placed.orderId, operator, steps: 4 });
    const about = await fileComplaint(
      placed.headers,
      { about: 'order', subjectID: placed.orderId, text: 'Priya here: the lid was cracked.' },
      { bytes: await makePicture('jpeg', 640, 480), name: 'lid.jpg', type: 'image/jpeg' },
    );
    expect(about.statusCode, about.body).toBe(200);
    const site = await fileComplaint(
      placed.headers,
      { about: 'site', text: 'My bank statement shows a second charge.' },
      { bytes: A_PDF, name: 'statement.pdf', type: 'application/pdf' },
    );
    expect(site.statusCode, site.body).toBe(200);
    const tickets = [about.json().data.ticket as string, site.json().data.ticket as string];
    const last4 = (await t.db.select().from(grievances).where(inArray(grievances.ticket, tickets)))
      .map((row) => row.mobileLast4)
      .at(0);

    // Download my data lists them while the account is there.
    const download = await t.app.inject({
      url: '/api/customer/personal-data',
      headers: placed.headers,
      remoteAddress: nextIp(),
    });
    expect(
      download.json().data.complaints.map((complaint: { ticket: string }) => complaint.ticket),
    ).toEqual(tickets);

    const before = await t.db.select().from(grievances).where(inArray(grievances.ticket, tickets));
    const picture = before.find((row) => row.attachmentKind === 'picture')!;
    const pdf = before.find((row) => row.attachmentKind === 'pdf')!;
    const pictureFolder = path.join(t.dataDir, 'media', 'grievances', picture.id);
    const pdfFile = path.join(t.dataDir, pdf.attachmentRef!);
    expect(existsSync(pictureFolder)).toBe(true);
    expect(existsSync(pdfFile)).toBe(true);

    await deleteAccount(placed.headers, placed.customerId);

    const after = await t.db.select().from(grievances).where(inArray(grievances.ticket, tickets));
    expect(after).toHaveLength(2);
    for (const row of after) {
      const was = before.find((old) => old.id === row.id)!;
      expect(row.text).toBe(ERASED_COMPLAINT_TEXT);
      expect(row.attachmentKind).toBeNull();
      expect(row.attachmentRef).toBeNull();
      expect(row.mobileLast4).toBe('');
      // What the law keeps: the ticket, what it was about, its clocks and its state.
      expect({
        ...row,
        text: '',
        attachmentKind: null,
        attachmentRef: null,
        mobileLast4: '',
      }).toEqual({ ...was, text: '', attachmentKind: null, attachmentRef: null, mobileLast4: '' });
    }
    expect(existsSync(pictureFolder)).toBe(false);
    expect(existsSync(pdfFile)).toBe(false);

    // The public status page no longer opens it; the operator's queue still has it.
    const status = await t.app.inject({
      url: `/api/public/grievances/${tickets[0]}?last4=${last4}`,
      remoteAddress: nextIp(),
    });
    expect(status.statusCode).toBe(404);
    const queue = await t.app.inject({ url: '/api/admin/grievances', headers: operator });
    expect(queue.statusCode).toBe(200);
    const listed = (queue.json().data.items as Array<{ ticket: string; text?: string }>).filter(
      (item) => tickets.includes(item.ticket),
    );
    expect(listed).toHaveLength(2);
    expect(JSON.stringify(listed)).not.toContain('cracked');
  });

  it('drops the WhatsApp choice and the numbers and words of its messages, and the counts stay', async () => {
    const product = await flatProductInStock(t);
    const placed = await placeCodOrder(t, { productId: product.id, index: 942, pieces: 1 });
    const operator = await signInOperator(t);
    await advanceOrder(t, { orderId: placed.orderId, operator, steps: 4 });
    const [customer] = await t.db
      .select({ mobile: customers.mobile })
      .from(customers)
      .where(eq(customers.id, placed.customerId));
    const number = `91${customer!.mobile}`;
    const sentAt = new Date();
    await t.db.insert(whatsappConsents).values({
      customerId: placed.customerId,
      orderUpdates: true,
      source: 'checkout',
      changedAt: sentAt,
    });
    const message = (id: string, kind: string, delivered: boolean) => ({
      id,
      orderId: placed.orderId,
      kind,
      recipient: number,
      template: `haat_order_${kind}`,
      language: 'en',
      parameters: ['Priya', placed.orderId],
      createdAt: sentAt,
      fallbackDueAt: new Date(sentAt.getTime() + 15 * 60_000),
      wamid: `wamid.${id}`,
      acceptedAt: sentAt,
      sentAt,
      deliveredAt: delivered ? sentAt : null,
    });
    await t.db
      .insert(whatsappMessages)
      .values([
        message(`${placed.orderId}-wa-1`, 'placed', true),
        message(`${placed.orderId}-wa-2`, 'delivered', false),
      ]);
    const summary = async () => {
      const res = await t.app.inject({ url: '/api/admin/messages/summary', headers: operator });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      return {
        billable: data.billableWhatsApp as number,
        days: (data.days as Array<{ channel: string }>).filter((d) => d.channel === 'whatsapp'),
      };
    };
    const countsBefore = await summary();
    expect(countsBefore.billable).toBeGreaterThan(0);

    const download = await t.app.inject({
      url: '/api/customer/personal-data',
      headers: placed.headers,
      remoteAddress: nextIp(),
    });
    expect(download.json().data.whatsapp.choice.orderUpdates).toBe(true);
    expect(download.json().data.whatsapp.messages).toHaveLength(2);

    await deleteAccount(placed.headers, placed.customerId);

    expect(
      await t.db
        .select()
        .from(whatsappConsents)
        .where(eq(whatsappConsents.customerId, placed.customerId)),
    ).toEqual([]);
    const rows = await t.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.orderId, placed.orderId));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.recipient).toBe('');
      expect(row.parameters).toEqual([]);
      expect(row.wamid).not.toBeNull();
      expect(row.sentAt).not.toBeNull();
    }
    expect(JSON.stringify(rows)).not.toContain(customer!.mobile);
    expect(await summary()).toEqual(countsBefore);
  });

  it('drops the corrected mobile and address asked of the courier after a failed delivery, and keeps the request', async () => {
    const product = await flatProductInStock(t);
    const placed = await placeCodOrder(t, { productId: product.id, index: 943, pieces: 1 });
    const operator = await signInOperator(t);
    await advanceOrder(t, { orderId: placed.orderId, operator, steps: 4 });
    const [seller] = await t.db.select({ id: sellers.id }).from(sellers).limit(1);
    const at = new Date();
    const shipmentId = `${placed.orderId}-parcel`;
    await t.db.insert(courierShipments).values({
      id: shipmentId,
      orderId: placed.orderId,
      sellerId: seller!.id,
      provider: 'shiprocket',
      channelOrderId: `${placed.orderId}-channel`,
      status: 'booked',
      awb: `AWB${placed.orderId}`,
      ndrAttempts: 1,
      createdAt: at,
      updatedAt: at,
    });
    await t.db.insert(courierNdrActions).values({
      shipmentId,
      attempt: 1,
      action: 're-attempt',
      actor: `customer:${placed.customerId}`,
      deferredDate: '2026-12-02',
      phone: '9876543210',
      address1: '14 Saket Nagar, behind the temple',
      address2: 'Indore 452018',
      comments: 'Please call before coming',
      sentAt: at,
      createdAt: at,
    });

    const download = await t.app.inject({
      url: '/api/customer/personal-data',
      headers: placed.headers,
      remoteAddress: nextIp(),
    });
    expect(download.statusCode, download.body).toBe(200);
    expect(download.json().data.deliveryRequests).toMatchObject([
      { orderId: placed.orderId, attempt: 1, action: 're-attempt', phone: '9876543210' },
    ]);

    await deleteAccount(placed.headers, placed.customerId);

    const [kept] = await t.db
      .select()
      .from(courierNdrActions)
      .where(inArray(courierNdrActions.shipmentId, [shipmentId]));
    expect(kept).toMatchObject({
      attempt: 1,
      action: 're-attempt',
      deferredDate: '2026-12-02',
      phone: null,
      address1: null,
      address2: null,
      comments: '',
    });
    expect(kept!.sentAt).not.toBeNull();
  });
});
