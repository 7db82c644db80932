// The relay sending order e-mails through a real SMTP server on loopback, driven as its background
// job drives it, on a clock the test moves past each back-off: the invoices of an order from two
// sellers, and each way an SMTP relay can fail — down, a temporary refusal (4xx), a refused
// recipient (550), a refused message (554), a refused sender, a server that stops answering, a
// refused login.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openTestDatabase, type TestDatabase } from '../../../test/helper.ts';
import {
  SMTP_PASSWORD,
  SMTP_USER,
  startSmtpStandIn,
  type SmtpStandIn,
} from '../../../test/smtp-stand-in.ts';
import { startTcpProxy, type TcpProxy } from '../../../test/tcp-proxy.ts';
import {
  GUJARAT_SELLER_ID,
  RAJASTHAN_SELLER_ID,
  insertTestOrder,
  readPdfText,
} from '../../../test/invoices.fixtures.ts';
import { issueInvoicesForOrder } from '../invoices/index.ts';
import { notifications, orderLines, orders } from '../../db/schema/index.ts';
import { createFileObjectStore } from '../../lib/object-store.ts';
import { newId } from '../../lib/ids.ts';
import { DELIVERY, deliverPendingNotifications } from '../notifications/index.ts';
import { createSmtpEmailSender, verifySmtpRelay, type SmtpTimeouts } from './index.ts';

let smtp: SmtpStandIn;
/** Between the sender and the SMTP server: cut, the server is down (connection refused). */
let proxy: TcpProxy;
let database: TestDatabase;
let dataDir: string;
let orderId: string;
let now = new Date('2026-11-20T10:00:00Z');
const clock = { now: () => now };

beforeAll(async () => {
  smtp = await startSmtpStandIn();
  proxy = await startTcpProxy({ host: '127.0.0.1', port: smtp.port });
  database = await openTestDatabase();
  dataDir = mkdtempSync(path.join(tmpdir(), 'haat-smtp-failures-'));
  const [order] = await database.handle.db
    .select({ id: orders.id })
    .from(orders)
    .where(sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id})`)
    .limit(1);
  orderId = order!.id;
});
afterAll(async () => {
  await database?.close();
  await proxy?.close();
  await smtp?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** What the sender logged for the operator. */
const logged: Array<{ level: 'warn' | 'error'; detail: object; message: string }> = [];
const log = {
  warn: (detail: object, message: string) => logged.push({ level: 'warn', detail, message }),
  error: (detail: object, message: string) => logged.push({ level: 'error', detail, message }),
};

function sender(options: { password?: string; timeouts?: Partial<SmtpTimeouts> } = {}) {
  return createSmtpEmailSender({
    db: database.handle.db,
    smtpUrl: `smtp://${SMTP_USER}:${options.password ?? SMTP_PASSWORD}@127.0.0.1:${proxy.port}`,
    from: 'Haat <orders@haat.example>',
    replyTo: undefined,
    siteUrl: 'https://haat.example',
    files: createFileObjectStore(dataDir),
    log,
    ...(options.timeouts ? { timeouts: options.timeouts } : {}),
  });
}

/** An order e-mail owed to `to`, as the relay records one. */
async function owe(
  to: string,
  about: { orderId: string; kind: 'placed' | 'shipped' } = { orderId, kind: 'placed' },
): Promise<string> {
  const id = newId('ntf');
  await database.handle.db.insert(notifications).values({
    id,
    eventId: null,
    orderId: about.orderId,
    channel: 'email',
    kind: about.kind,
    recipient: to,
    subject: `Order ${about.orderId} ${about.kind}`,
    body: 'Your order is placed.',
    createdAt: now,
  });
  return id;
}

async function rowOf(id: string) {
  const [row] = await database.handle.db
    .select()
    .from(notifications)
    .where(eq(notifications.id, id));
  return row!;
}

const deliver = (through = sender()) =>
  deliverPendingNotifications(database.handle.db, through, clock);
const afterFirstBackOff = () => {
  now = new Date(now.getTime() + (DELIVERY.retrySeconds + 1) * 1000);
};
const mailsTo = (address: string) =>
  smtp.received.filter((received) => received.envelope.to.includes(address));

describe('the invoices on "shipped"', () => {
  it('an order from two sellers: one PDF holding each seller’s invoice', async () => {
    const order = await insertTestOrder(database.handle.db, {
      lines: [
        { sellerId: RAJASTHAN_SELLER_ID, pieces: 1 },
        { sellerId: GUJARAT_SELLER_ID, pieces: 2 },
      ],
    });
    const issued = await issueInvoicesForOrder(database.handle.db, {
      orderId: order.id,
      files: createFileObjectStore(dataDir),
      now,
    });
    expect(issued).toHaveLength(2);
    await owe('two-sellers@example.in', { orderId: order.id, kind: 'shipped' });
    expect(await deliver()).toBe(1);

    const [received] = mailsTo('two-sellers@example.in');
    expect(received!.mail.attachments.map((file) => file.filename)).toEqual([
      `Haat-invoice-${order.id}.pdf`,
    ]);
    const text = readPdfText(received!.mail.attachments[0]!.content);
    for (const invoice of issued) expect(text).toContain(invoice.number);
    expect(received!.mail.text).toContain('Your GST invoice is attached to this e-mail');
  });
});

describe('an SMTP relay that fails', () => {
  it('is down: the e-mail waits for its back-off, then goes out', async () => {
    await proxy.cut();
    const id = await owe('down@example.in');
    expect(await deliver()).toBe(0);
    const failed = await rowOf(id);
    expect(failed.sentAt).toBeNull();
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toMatch(/ECONNREFUSED/);
    expect(failed.claimedUntil).toEqual(new Date(now.getTime() + DELIVERY.retrySeconds * 1000));
    // Not before its time.
    await proxy.restore();
    expect(await deliver()).toBe(0);
    expect((await rowOf(id)).attempts).toBe(1);

    afterFirstBackOff();
    expect(await deliver()).toBe(1);
    expect((await rowOf(id)).sentAt).toEqual(now);
    expect(mailsTo('down@example.in').map((received) => received.mail.messageId)).toEqual([
      `<${id}@haat.example>`,
    ]);
  });

  it('defers with 451: retried after the back-off', async () => {
    smtp.refuseRecipients.set('busy@example.in', { code: 451, text: '4.7.1 Try again later' });
    const id = await owe('busy@example.in');
    expect(await deliver()).toBe(0);
    const failed = await rowOf(id);
    expect(failed.attempts).toBe(1);
    expect(failed.sentAt).toBeNull();
    expect(failed.lastError).toContain('451 4.7.1 Try again later');
    expect(logged.at(-1)).toMatchObject({
      level: 'warn',
      detail: {
        notification: id,
        orderId,
        kind: 'placed',
        to: 'bu…@example.in',
        responseCode: 451,
      },
    });
    expect(logged.at(-1)!.message).toMatch(/^Order e-mail not sent, to be tried again: .*451/);

    smtp.refuseRecipients.delete('busy@example.in');
    afterFirstBackOff();
    expect(await deliver()).toBe(1);
    expect(mailsTo('busy@example.in')).toHaveLength(1);
  });

  it('refuses the recipient with 550: failed at once with its reason, never tried again', async () => {
    smtp.refuseRecipients.set('nobody@example.in', { code: 550, text: '5.1.1 No such user' });
    const id = await owe('nobody@example.in');
    expect(await deliver()).toBe(0);
    const failed = await rowOf(id);
    expect(failed.sentAt).toBeNull();
    expect(failed.attempts).toBe(DELIVERY.maxAttempts);
    expect(failed.claimedUntil).toBeNull();
    expect(failed.lastError).toContain('550 5.1.1 No such user');
    // Told to the operator as an error, without the shopper's whole address.
    expect(logged.at(-1)).toMatchObject({
      level: 'error',
      detail: { notification: id, to: 'no…@example.in', responseCode: 550 },
    });
    expect(logged.at(-1)!.message).toMatch(/^Order e-mail refused for good: .*550 5\.1\.1/);
    expect(JSON.stringify(logged)).not.toContain('nobody@example.in');

    now = new Date(now.getTime() + 24 * 3600 * 1000);
    expect(await deliver()).toBe(0);
    expect(smtp.recipientsAsked.filter((address) => address === 'nobody@example.in')).toHaveLength(
      1,
    );
  });

  it('refuses the message itself with 554: failed at once with its reason', async () => {
    smtp.refuseData = { code: 554, text: '5.6.0 Message content rejected' };
    const id = await owe('content@example.in');
    try {
      expect(await deliver()).toBe(0);
    } finally {
      smtp.refuseData = undefined;
    }
    const failed = await rowOf(id);
    expect(failed.sentAt).toBeNull();
    expect(failed.attempts).toBe(DELIVERY.maxAttempts);
    expect(failed.lastError).toContain('554 5.6.0 Message content rejected');
    now = new Date(now.getTime() + 24 * 3600 * 1000);
    expect(await deliver()).toBe(0);
  });

  it('refuses the sender with 550: retried, since EMAIL_FROM is the settings and not the e-mail', async () => {
    smtp.refuseSender = { code: 550, text: '5.7.1 Sender address not verified' };
    const id = await owe('sender@example.in');
    try {
      expect(await deliver()).toBe(0);
    } finally {
      smtp.refuseSender = undefined;
    }
    const failed = await rowOf(id);
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toContain('550 5.7.1 Sender address not verified');

    afterFirstBackOff();
    expect(await deliver()).toBe(1);
    expect(mailsTo('sender@example.in')).toHaveLength(1);
  });

  it('stops answering mid-message: the send times out and is retried, the copy with the same Message-ID', async () => {
    smtp.hangAfterData = true;
    const id = await owe('slow@example.in');
    // A bounded wait for a server that has stopped answering; it never answers, so the bound is
    // what is tested, not how fast this machine is.
    expect(await deliver(sender({ timeouts: { socketMs: 1000 } }))).toBe(0);
    const failed = await rowOf(id);
    expect(failed.sentAt).toBeNull();
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toMatch(/timeout/i);

    smtp.hangAfterData = false;
    afterFirstBackOff();
    expect(await deliver()).toBe(1);
    expect(mailsTo('slow@example.in').map((received) => received.mail.messageId)).toEqual([
      `<${id}@haat.example>`,
      `<${id}@haat.example>`,
    ]);
  });

  it('refuses the login (535): retried, since it is the settings and not the e-mail', async () => {
    const id = await owe('login@example.in');
    expect(await deliver(sender({ password: 'wrong-password' }))).toBe(0);
    const failed = await rowOf(id);
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toContain('535');

    afterFirstBackOff();
    expect(await deliver()).toBe(1);
    expect(mailsTo('login@example.in')).toHaveLength(1);
  });

  it('is checked without sending: the login is tried and a refusal is told', async () => {
    const url = (password: string) => `smtp://${SMTP_USER}:${password}@127.0.0.1:${proxy.port}`;
    const before = smtp.received.length;
    await expect(verifySmtpRelay({ smtpUrl: url(SMTP_PASSWORD) })).resolves.toBeUndefined();
    await expect(verifySmtpRelay({ smtpUrl: url('wrong-password') })).rejects.toThrow(/535/);
    expect(smtp.received).toHaveLength(before);
  });
});
