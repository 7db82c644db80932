// Complaints to the grievance officer through the API (docs/decisions/grievances.md), on a test
// clock: a shopper files one about their own order with a picture and gets a ticket at once, by
// SMS and e-mail too; its 48-hour and one-month deadlines are stored on the row, so a restarted
// server still finds it overdue a month later, first in the queue. The operator assigns, answers
// and closes it (each change audited); the order's seller answers it, another seller cannot see
// it; the shopper reads the resolution by ticket and the mobile's last four digits. Every
// refusal is a clear 4xx that changes nothing.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray, like, ne } from 'drizzle-orm';
import {
  BackOfficeGrievanceSchema,
  EntityDetailsAnswerSchema,
  GRIEVANCE_TICKET_PATTERN,
  GrievanceFiledAnswerSchema,
  GrievanceStatusAnswerSchema,
} from '@haat/contract';
import { createTestClock, nextIp, readOutbox, type TestClock } from '../../../test/accounts.ts';
import {
  buildAppOn,
  createTestApp,
  signInAs,
  signInOperator,
  type TestApp,
} from '../../../test/helper.ts';
import { makePicture } from '../../../test/pictures.ts';
import {
  auditLog,
  customers,
  grievanceMessages,
  grievances,
  orderLines,
  orders,
  sellers,
} from '../../db/schema/index.ts';
import { DEMO_OTHER_PASSWORD } from '../../seed/index.ts';
import { grievanceDeadlines } from './index.ts';
import { oneMonthAfter } from './grievance-clocks.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const FILED_AT = new Date('2026-01-31T06:30:00.000Z'); // 12:00 IST on 31 January

let t: TestApp;
let clock: TestClock;
let operator: { authorization: string };
let shopper: { id: string; mobile: string; headers: { authorization: string } };
let orderId: string;
let otherOrderId: string;
let orderSeller: { authorization: string };
let otherSeller: { authorization: string };
let sellerEmails: { own: string; other: string };

/** Back-office sessions end with time: after the clock moves, everyone signs in again. */
async function signInAgain() {
  operator = await signInOperator(t);
  orderSeller = await sellerLogin(sellerEmails.own);
  otherSeller = await sellerLogin(sellerEmails.other);
}

async function sellerLogin(email: string) {
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/seller/login',
    payload: { email, password: DEMO_OTHER_PASSWORD },
    remoteAddress: nextIp(),
  });
  if (login.statusCode !== 200) throw new Error(`seller login failed: ${login.body}`);
  return { authorization: `Bearer ${login.json().token as string}` };
}

/** A multipart form of text fields and, optionally, one file in `attachment`. */
function form(
  fields: Record<string, string>,
  file?: { bytes: Buffer; name: string; type: string },
) {
  const boundary = '----haatgrievance';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const file = (
  headers: { authorization: string } | Record<string, never>,
  fields: Record<string, string>,
  attachment?: { bytes: Buffer; name: string; type: string },
) => {
  const body = form(fields, attachment);
  return t.app.inject({
    method: 'POST',
    url: '/api/customer/grievances',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

const countGrievances = async () => (await t.db.select({ n: count() }).from(grievances))[0]!.n;

const A_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

beforeAll(async () => {
  clock = createTestClock(FILED_AT);
  t = await createTestApp({ clock });
  operator = await signInOperator(t);
  // A demo shopper with two orders: one to complain about, one of another shopper to be refused.
  const [row] = await t.db
    .select({ orderId: orders.id, customerId: orders.customerId, mobile: customers.mobile })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .limit(1);
  if (!row) throw new Error('the demo has no order');
  orderId = row.orderId;
  shopper = { id: row.customerId, mobile: row.mobile, headers: await signInAs(t, row.customerId) };
  const [other] = await t.db
    .select({ id: orders.id })
    .from(orders)
    .where(ne(orders.customerId, row.customerId))
    .limit(1);
  otherOrderId = other!.id;
  const lineSellers = await t.db
    .selectDistinct({ sellerId: orderLines.sellerId })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  const sellerIds = lineSellers.map((line) => line.sellerId);
  const [own] = await t.db.select().from(sellers).where(inArray(sellers.id, sellerIds));
  const [notOwn] = await t.db
    .select()
    .from(sellers)
    .where(and(eq(sellers.status, 'approved')))
    .then((rows) => rows.filter((seller) => !sellerIds.includes(seller.id)));
  sellerEmails = { own: own!.email, other: notOwn!.email };
  await signInAgain();
});
afterAll(async () => t?.close());

describe('the clocks', () => {
  it('48 hours to acknowledge; one calendar month in India to redress, the month’s last day when it is shorter', () => {
    const { ackDueAt, resolveDueAt } = grievanceDeadlines(FILED_AT);
    expect(ackDueAt.toISOString()).toBe('2026-02-02T06:30:00.000Z');
    // 31 January → 28 February 2026 (no 31st), same time of day in India.
    expect(resolveDueAt.toISOString()).toBe('2026-02-28T06:30:00.000Z');
    expect(oneMonthAfter(new Date('2026-03-15T20:00:00.000Z')).toISOString()).toBe(
      '2026-04-15T20:00:00.000Z',
    );
    // 23:00 IST on 31 December is already 31 December in India: due 31 January.
    expect(oneMonthAfter(new Date('2026-12-31T17:30:00.000Z')).toISOString()).toBe(
      '2027-01-31T17:30:00.000Z',
    );
  });
});

describe('the entity’s details', () => {
  it('are public and filled by the demo seed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/entity' });
    expect(res.statusCode).toBe(200);
    const { data } = EntityDetailsAnswerSchema.parse(res.json());
    expect(data.legalName).toBe('Haat Commerce Private Limited');
    expect(data.officer).toMatchObject({ name: 'Meera Joshi', designation: 'Grievance Officer' });
    expect(res.headers['cache-control']).toMatch(/^public, max-age=300/);
  });

  it('are the operator’s to change, audited, and the footer’s answer follows', async () => {
    const current = EntityDetailsAnswerSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/public/entity' })).json(),
    ).data;
    const changed = { ...current, officer: { ...current.officer, phone: '+91 731 400 9999' } };
    const seller = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/entity-settings',
      headers: orderSeller,
      payload: changed,
    });
    expect(seller.statusCode).toBe(403);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/entity-settings',
      headers: operator,
      payload: changed,
    });
    expect(saved.statusCode).toBe(200);
    const after = EntityDetailsAnswerSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/public/entity' })).json(),
    ).data;
    expect(after.officer.phone).toBe('+91 731 400 9999');
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'entity-settings.save'));
    expect(audits).toHaveLength(1);
  });
});

describe('a complaint', () => {
  let ticket: string;
  let grievanceId: string;

  it('about the shopper’s own order, with a picture, gets a ticket at once, by SMS and e-mail too', async () => {
    const res = await file(
      shopper.headers,
      { about: 'order', subjectID: orderId, text: 'The parcel came with a cracked lid.' },
      { bytes: await makePicture('jpeg', 800, 600), name: 'lid.jpg', type: 'image/jpeg' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const { data } = GrievanceFiledAnswerSchema.parse(res.json());
    expect(data.ticket).toMatch(GRIEVANCE_TICKET_PATTERN);
    expect(data.status).toBe('open');
    expect(data.filedAt).toBe(FILED_AT.toISOString());
    expect(data.acknowledgedAt).toBe(FILED_AT.toISOString());
    expect(data.ackDueAt).toBe('2026-02-02T06:30:00.000Z');
    expect(data.resolveDueAt).toBe('2026-02-28T06:30:00.000Z');
    ticket = data.ticket;
    const [row] = await t.db.select().from(grievances).where(eq(grievances.ticket, ticket));
    grievanceId = row!.id;
    expect(row!.attachmentKind).toBe('picture');

    const sms = readOutbox(t.dataDir).filter((line) => line.to === shopper.mobile);
    expect(sms.at(-1)?.text).toContain(ticket);
    const mailDir = path.join(t.dataDir, 'outbox', 'email');
    const mails = readdirSync(mailDir).map((name) =>
      JSON.parse(readFileSync(path.join(mailDir, name), 'utf8')),
    ) as Array<{ subject: string; body: string }>;
    expect(mails.some((mail) => mail.subject.includes(ticket) && mail.body.includes(ticket))).toBe(
      true,
    );
  });

  it('with a PDF about the site is taken; a file that is neither picture nor PDF is refused by its content', async () => {
    const pdf = await file(
      shopper.headers,
      { about: 'site', text: 'The invoice page would not open for me.' },
      { bytes: A_PDF, name: 'screen.pdf', type: 'application/pdf' },
    );
    expect(pdf.statusCode, pdf.body).toBe(200);
    const before = await countGrievances();
    const fake = await file(
      shopper.headers,
      { about: 'site', text: 'The invoice page would not open for me.' },
      {
        bytes: Buffer.from('just some text, named as a PDF'),
        name: 'bill.pdf',
        type: 'application/pdf',
      },
    );
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toMatch(/picture .* or a PDF/);
    expect(await countGrievances()).toBe(before);
  });

  it('without text, about another shopper’s order, or signed out, is refused and nothing is kept', async () => {
    const before = await countGrievances();
    const noText = await file(shopper.headers, { about: 'order', subjectID: orderId, text: '' });
    expect(noText.statusCode).toBe(400);
    expect(noText.json().code).toBe('VALIDATION_FAILED');
    const notTheirs = await file(shopper.headers, {
      about: 'order',
      subjectID: otherOrderId,
      text: 'Somebody else’s order, tried on purpose.',
    });
    expect(notTheirs.statusCode).toBe(404);
    const noSubject = await file(shopper.headers, {
      about: 'product',
      text: 'No product named here.',
    });
    expect(noSubject.statusCode).toBe(400);
    const signedOut = await file({}, { about: 'site', text: 'Filed without signing in.' });
    expect(signedOut.statusCode).toBe(401);
    expect(await countGrievances()).toBe(before);
  });

  it('is shown by ticket only with the mobile’s last four digits; a guessed ticket tells nothing', async () => {
    const last4 = shopper.mobile.slice(-4);
    const wrong = last4 === '0000' ? '1111' : '0000';
    const right = await t.app.inject({ url: `/api/public/grievances/${ticket}?last4=${last4}` });
    expect(right.statusCode).toBe(200);
    const view = GrievanceStatusAnswerSchema.parse(right.json()).data;
    expect(view).toMatchObject({ ticket, status: 'open', about: 'order' });
    expect(right.body).not.toContain(shopper.mobile);
    expect(right.body).not.toContain('cracked lid');
    const other = await t.app.inject({ url: `/api/public/grievances/${ticket}?last4=${wrong}` });
    expect(other.statusCode).toBe(404);
    const guessed = await t.app.inject({
      url: `/api/public/grievances/GRV-0000000000?last4=${last4}`,
    });
    expect(guessed.statusCode).toBe(404);
    expect(guessed.body).toBe(other.body);
    const malformed = await t.app.inject({ url: `/api/public/grievances/12345?last4=${last4}` });
    expect(malformed.statusCode).toBe(400);
  });

  it('is overdue after a month, first in the queue, and still so after a restart', async () => {
    // A later complaint, due later.
    clock.advance(10 * DAY);
    const later = await file(shopper.headers, {
      about: 'site',
      text: 'Search shows nothing in Hindi.',
    });
    expect(later.statusCode).toBe(200);

    clock.advance(17 * DAY); // 27 days after the first: within its month
    await signInAgain();
    const within = await t.app.inject({ url: '/api/admin/grievances', headers: operator });
    const queue = within
      .json()
      .data.items.map((item: unknown) => BackOfficeGrievanceSchema.parse(item));
    // The two filed first (this one and the PDF) are due first; none is overdue yet.
    expect(queue.slice(0, 2).map((item: { ticket: string }) => item.ticket)).toContain(ticket);
    expect(queue.every((item: { overdue: boolean }) => !item.overdue)).toBe(true);

    // Past 28 February 12:00 IST: a restarted server, on the same database, finds it overdue.
    const restartAt = new Date('2026-02-28T06:30:01.000Z');
    const restarted = await buildAppOn(t.db, { config: t.config, clock: { now: () => restartAt } });
    try {
      const signedIn = await signInOperator({ ...t, app: restarted });
      const res = await restarted.inject({ url: '/api/admin/grievances', headers: signedIn });
      expect(res.statusCode).toBe(200);
      const items = res
        .json()
        .data.items.map((item: unknown) => BackOfficeGrievanceSchema.parse(item));
      const overdue = items.filter((item: { overdue: boolean }) => item.overdue);
      expect(overdue).toHaveLength(2);
      expect(items.slice(0, 2)).toEqual(overdue);
      expect(overdue.map((item: { ticket: string }) => item.ticket)).toContain(ticket);
      expect(overdue[0]).toMatchObject({ resolveDueAt: '2026-02-28T06:30:00.000Z' });
      const laterTicket = GrievanceFiledAnswerSchema.parse(later.json()).data.ticket;
      expect(items[2]).toMatchObject({ ticket: laterTicket, overdue: false });
    } finally {
      await restarted.close();
    }
  });

  it('is assigned, answered and closed by the operator, each change audited; the shopper reads the resolution', async () => {
    const assign = await t.app.inject({
      method: 'POST',
      url: `/api/admin/grievances/${grievanceId}/assign`,
      headers: operator,
      payload: { assignee: 'Meera Joshi' },
    });
    expect(assign.statusCode).toBe(200);
    expect(assign.json().data).toMatchObject({ assignedTo: 'Meera Joshi', status: 'in-progress' });
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/admin/grievances/${grievanceId}/answers`,
      headers: operator,
      payload: { body: 'We have asked the seller to send a new lid.' },
    });
    expect(answer.statusCode).toBe(200);
    const close = await t.app.inject({
      method: 'POST',
      url: `/api/admin/grievances/${grievanceId}/close`,
      headers: operator,
      payload: { resolution: 'A new lid was delivered on 3 February.' },
    });
    expect(close.statusCode).toBe(200);
    expect(close.json().data).toMatchObject({ status: 'closed', overdue: false });

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/grievances/${grievanceId}/close`,
      headers: operator,
      payload: { resolution: 'Closing it a second time, by mistake.' },
    });
    expect(again.statusCode).toBe(409);

    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.target, ticket), like(auditLog.action, 'grievance.%')));
    expect(audits.map((row) => row.action).sort()).toEqual([
      'grievance.answer',
      'grievance.assign',
      'grievance.close',
    ]);

    const status = await t.app.inject({
      url: `/api/public/grievances/${ticket.toLowerCase()}?last4=${shopper.mobile.slice(-4)}`,
    });
    const view = GrievanceStatusAnswerSchema.parse(status.json()).data;
    expect(view.status).toBe('closed');
    expect(view.resolution).toBe('A new lid was delivered on 3 February.');
    expect(view.answers).toEqual([
      expect.objectContaining({
        from: 'operator',
        body: 'We have asked the seller to send a new lid.',
      }),
    ]);
  });
});

describe('sellers', () => {
  let grievanceId: string;

  beforeAll(async () => {
    await signInAgain();
    const res = await file(shopper.headers, {
      about: 'order',
      subjectID: orderId,
      text: 'One of the two items is missing from the box.',
    });
    const ticket = GrievanceFiledAnswerSchema.parse(res.json()).data.ticket;
    const [row] = await t.db.select().from(grievances).where(eq(grievances.ticket, ticket));
    grievanceId = row!.id;
  });

  it('see and answer tickets about their own orders; another seller sees none of it', async () => {
    const own = await t.app.inject({ url: '/api/admin/grievances', headers: orderSeller });
    expect(own.statusCode).toBe(200);
    const ids = own.json().data.items.map((item: { grievanceID: string }) => item.grievanceID);
    expect(ids).toContain(grievanceId);

    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/admin/grievances/${grievanceId}/answers`,
      headers: orderSeller,
      payload: { body: 'The second item ships today.' },
    });
    expect(answered.statusCode).toBe(200);

    const others = await t.app.inject({ url: '/api/admin/grievances', headers: otherSeller });
    const otherIds = others
      .json()
      .data.items.map((item: { grievanceID: string }) => item.grievanceID);
    expect(otherIds).not.toContain(grievanceId);
    const before = await t.db
      .select({ n: count() })
      .from(grievanceMessages)
      .where(eq(grievanceMessages.grievanceId, grievanceId));
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/admin/grievances/${grievanceId}/answers`,
      headers: otherSeller,
      payload: { body: 'Not my order, answering anyway.' },
    });
    expect(refused.statusCode).toBe(404);
    const after = await t.db
      .select({ n: count() })
      .from(grievanceMessages)
      .where(eq(grievanceMessages.grievanceId, grievanceId));
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('neither assign nor close (the operator’s), nor see the settings', async () => {
    for (const [url, payload] of [
      [`/api/admin/grievances/${grievanceId}/assign`, { assignee: 'me' }],
      [
        `/api/admin/grievances/${grievanceId}/close`,
        { resolution: 'Closed by the seller itself.' },
      ],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url, headers: orderSeller, payload });
      expect(res.statusCode).toBe(403);
    }
    const settings = await t.app.inject({
      url: '/api/admin/entity-settings',
      headers: orderSeller,
    });
    expect(settings.statusCode).toBe(403);
    const [row] = await t.db.select().from(grievances).where(eq(grievances.id, grievanceId));
    expect(row).toMatchObject({ status: 'in-progress', assignedTo: null, closedAt: null });
  });
});
