// The operator records a refund paid back to the shopper of a cancelled, paid order;
// the order keeps what was refunded and its reference, the change is audited, and the shopper
// gets one SMS and one e-mail, however often the operator clicks.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, gt } from 'drizzle-orm';
import { createTestApp, signInAs, signInOperator, type TestApp } from '../../../../test/helper.ts';
import { auditLog, notifications, orders } from '../../../db/schema/index.ts';
import { UNTIL } from '../../../../test/waiting.ts';

let t: TestApp;
let operator: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  operator = await signInOperator(t);
});
afterAll(async () => t.close());

const refund = (orderId: string, body: object, headers = operator) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refund`,
    headers,
    payload: body,
  });

async function orderOwed() {
  const [row] = await t.db
    .select()
    .from(orders)
    .where(and(eq(orders.shippingStatus, 'Cancelled'), gt(orders.refundDuePaise, 0)))
    .limit(1);
  if (!row) throw new Error('the demo shop has a cancelled paid order with a refund due');
  return row;
}

function emailsAbout(orderId: string): string[] {
  const folder = path.join(t.dataDir, 'outbox', 'email');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .map((file) => readFileSync(path.join(folder, file), 'utf8'))
    .filter((text) => text.includes(orderId) && text.includes('Refund of'));
}

describe('recording a refund', () => {
  it('is for operators only', async () => {
    const order = await orderOwed();
    expect((await refund(order.id, { reference: 'rfnd_x1' }, {} as never)).statusCode).toBe(401);
    const shopper = await signInAs(t, 'cus_demo');
    expect((await refund(order.id, { reference: 'rfnd_x1' }, shopper)).statusCode).toBe(403);
  });

  it('refuses a reference that is missing or not one', async () => {
    const order = await orderOwed();
    for (const reference of ['', 'ab', 'rfnd 1; drop', 'x'.repeat(101)]) {
      const res = await refund(order.id, { reference });
      expect(res.statusCode, reference).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('moves the refund due to refunded, audits it and tells the shopper once', async () => {
    const order = await orderOwed();
    const res = await refund(order.id, { reference: 'rfnd_Test0000000001' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ orderID: order.id, refunded: order.refundDuePaise / 100 });
    expect(res.json().message).toMatch(/^Refund of ₹[\d,.]+ recorded/);

    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}`, headers: operator })
    ).json().data;
    expect(detail.amounts.refundDue).toBe(0);
    expect(detail.amounts.refunded).toBe(order.refundDuePaise / 100);
    expect(detail.refundReference).toBe('rfnd_Test0000000001');

    const again = await refund(order.id, { reference: 'rfnd_Test0000000002' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order has been refunded already.');

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, order.id), eq(auditLog.action, 'order.refund')));
    expect(entry?.actor).toMatch(/^admin:/);

    const rows = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, order.id), eq(notifications.kind, 'refunded')));
    expect(rows.map((row) => row.channel).sort()).toEqual(['email', 'sms']);
    const sms = rows.find((row) => row.channel === 'sms')!;
    expect(sms.body).toContain('rfnd_Test0000000001');
    expect(sms.body.length).toBeLessThanOrEqual(160);
    await vi.waitFor(() => expect(emailsAbout(order.id)).toHaveLength(1), UNTIL);
  });

  it('refuses an order that owes nothing back, and an unknown one', async () => {
    const [cod] = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.paymentType, 'cod'), eq(orders.refundDuePaise, 0)))
      .limit(1);
    const res = await refund(cod!.id, { reference: 'rfnd_Test0000000003' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Nothing is owed back on this order.');
    expect((await refund('OD999999999999', { reference: 'rfnd_Test0000000004' })).statusCode).toBe(
      404,
    );
  });
});
