// The admin API: who may call it, the order list, and order state changes through the
// transition table, each audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { ShippingState } from '@haat/contract';
import { createTestApp, signInAs, type TestApp } from '../../../test/helper.ts';
import { nextIp } from '../../../test/accounts.ts';
import { auditLog, orderEvents, orderLines, orders, products } from '../../db/schema/index.ts';
import { DEMO_ADMIN, DEMO_ADMIN_ID } from '../../seed/index.ts';

const ACTOR = `admin:${DEMO_ADMIN_ID}`;
let t: TestApp;
let operator: { authorization: string };
let shopper: { authorization: string };

async function logInOperator(email: string, password: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email, password },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode).toBe(200);
  return { authorization: `Bearer ${res.json().token as string}` };
}

beforeAll(async () => {
  t = await createTestApp();
  operator = await logInOperator(DEMO_ADMIN.email, DEMO_ADMIN.password);
  shopper = await signInAs(t, 'cus_demo');
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, payload?: object, headers = operator) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const auditRowsFor = (target: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.target, target)).orderBy(auditLog.at);

async function orderIn(state: ShippingState): Promise<string> {
  const [row] = await t.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.shippingStatus, state), inArray(orders.paymentStatus, ['paid', 'cod'])))
    .orderBy(orders.id)
    .limit(1);
  if (!row) throw new Error(`no seeded order is ${state}`);
  return row.id;
}

const stateOf = async (orderId: string) =>
  (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.shippingStatus;

describe('who may call the admin API', () => {
  const calls: Array<[Method, string, object?]> = [
    ['GET', '/api/admin/orders'],
    ['POST', '/api/admin/orders/OD100000000001/advance'],
    ['PUT', '/api/admin/orders/OD100000000001/state', { state: 'Packed' }],
    ['PUT', '/api/admin/stock', { productID: 'x', stock: 1 }],
    ['POST', '/api/admin/coupons', { code: 'NOBODY10', kind: 'flat', value: 10 }],
    ['POST', '/api/admin/sellers/s1/approve'],
    ['POST', '/api/admin/admins', { email: 'x@haat.in', password: 'long-enough-1' }],
  ];

  it.each(calls)('%s %s without a token is 401', async (method, url, payload) => {
    const res = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(401);
  });

  it.each(calls)(
    "%s %s with a customer's token is 403 'Operators only.'",
    async (method, url, payload) => {
      const res = await call(method, url, payload, shopper);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Operators only.');
    },
  );

  it('a forged token is 401, and nothing was audited on the way', async () => {
    const res = await call('GET', '/api/admin/orders', undefined, {
      authorization: 'Bearer abc.def.ghi',
    });
    expect(res.statusCode).toBe(401);
    expect(await auditRowsFor('NOBODY10')).toEqual([]);
  });

  it("an operator's token lists the orders", async () => {
    const res = await call('GET', '/api/admin/orders');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.length).toBeGreaterThanOrEqual(12);
  });
});

describe('the order list', () => {
  it('filters by shipping state and shows the customer and the payable amount in rupees', async () => {
    const res = await call(
      'GET',
      `/api/admin/orders?status=${encodeURIComponent('Out for delivery')}`,
    );
    expect(res.statusCode).toBe(200);
    const listed = res.json().data as Array<Record<string, unknown>>;
    const expected = await t.db
      .select()
      .from(orders)
      .where(eq(orders.shippingStatus, 'Out for delivery'));
    expect(listed.map((order) => order.orderID).sort()).toEqual(
      expected.map((order) => order.id).sort(),
    );
    const first = expected.find((order) => order.id === listed[0]?.orderID)!;
    expect(listed[0]).toMatchObject({
      customerName: 'Asha Verma',
      shippingStatus: 'Out for delivery',
      paymentType: first.paymentType,
      payableAmount: first.payablePaise / 100,
    });
  });

  it('refuses an unknown state with 400', async () => {
    expect((await call('GET', '/api/admin/orders?status=Lost')).statusCode).toBe(400);
  });
});

describe('moving an order', () => {
  it('advance walks Placed → Packed → Shipped → Out for delivery → Delivered, then stops with 409', async () => {
    const orderId = await orderIn('Placed');
    const path: ShippingState[] = ['Placed', 'Packed', 'Shipped', 'Out for delivery', 'Delivered'];
    for (let step = 1; step < path.length; step += 1) {
      const res = await call('POST', `/api/admin/orders/${orderId}/advance`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ orderID: orderId, from: path[step - 1], to: path[step] });
    }
    expect(await stateOf(orderId)).toBe('Delivered');
    const last = await call('POST', `/api/admin/orders/${orderId}/advance`);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe('An order that is Delivered has no next state.');

    const audits = await auditRowsFor(orderId);
    expect(audits.map((row) => [row.actor, row.action, row.details])).toEqual(
      path.slice(1).map((to, index) => [ACTOR, 'order.advance', { from: path[index], to }]),
    );
    // In the order they happened: the relay's handled_at update may move rows in the table.
    const events = await t.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(asc(orderEvents.at));
    expect(events.filter((event) => event.actor === ACTOR).map((event) => event.state)).toEqual(
      path.slice(1),
    );
  });

  it.each<[ShippingState, ShippingState]>([
    ['Delivered', 'Packed'],
    ['Shipped', 'Cancelled'],
    ['Out for delivery', 'Cancelled'],
    ['Delivered', 'Cancelled'],
    ['Cancelled', 'Placed'],
    ['Cancelled', 'Packed'],
    ['Placed', 'Shipped'],
    ['Packed', 'Placed'],
    ['Shipped', 'Packed'],
    ['Out for delivery', 'Shipped'],
  ])('%s → %s is 409 and changes nothing', async (from, to) => {
    const orderId = await orderIn(from);
    const auditsBefore = (await auditRowsFor(orderId)).length;
    const res = await call('PUT', `/api/admin/orders/${orderId}/state`, { state: to });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`An order that is ${from} cannot become ${to}.`);
    expect(await stateOf(orderId)).toBe(from);
    expect(await auditRowsFor(orderId)).toHaveLength(auditsBefore);
  });

  it('Packed → Cancelled gives the stock back and audits the reason', async () => {
    const orderId = await orderIn('Packed');
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    const stockOf = async () =>
      (await t.db.select().from(products).where(eq(products.id, line!.productId)))[0]!.stock;
    const before = await stockOf();
    const res = await call('PUT', `/api/admin/orders/${orderId}/state`, {
      state: 'Cancelled',
      reason: 'Courier cannot reach the address.',
    });
    expect(res.statusCode).toBe(200);
    expect(await stockOf()).toBe(before + line!.pieces);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.cancelReason).toBe('Courier cannot reach the address.');
    const audits = await auditRowsFor(orderId);
    expect(audits.at(-1)).toMatchObject({
      actor: ACTOR,
      action: 'order.set_state',
      details: { from: 'Packed', to: 'Cancelled', reason: 'Courier cannot reach the address.' },
    });
  });

  it('an unknown order is 404', async () => {
    expect((await call('POST', '/api/admin/orders/OD999999999999/advance')).statusCode).toBe(404);
  });
});

describe('the audit log', () => {
  it('names the signed-in operator as the actor of every change made through the API', async () => {
    const rows = await t.db.select().from(auditLog).orderBy(desc(auditLog.at));
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.actor))).toEqual(new Set([ACTOR]));
  });
});
