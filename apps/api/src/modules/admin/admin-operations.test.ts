// The back office's other operator calls: the order list's filters and
// pages, an order's details and invoice, coupons (list, edit, pause), the audit log, and where a
// seller delivers. Who may call them, what they answer, and that every change is audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { createTestApp, signInAs, signInOperator, type TestApp } from '../../../test/helper.ts';
import { auditLog, orderLines, orders, products, sellers } from '../../db/schema/index.ts';

let t: TestApp;
let operator: { authorization: string };
let shopper: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  operator = await signInOperator(t);
  shopper = await signInAs(t, 'cus_demo');
});
afterAll(async () => t.close());

type Method = 'GET' | 'PUT';
const call = (method: Method, url: string, payload?: object, headers = operator) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const anyOrder = async (where = ne(orders.shippingStatus, 'Cancelled')) => {
  const [row] = await t.db.select().from(orders).where(where).orderBy(orders.id).limit(1);
  if (!row) throw new Error('no seeded order');
  return row;
};
const anySeller = async () => {
  const [row] = await t.db.select({ id: sellers.id }).from(sellers).limit(1);
  if (!row) throw new Error('no seeded seller');
  return row.id;
};

describe('who may call the back-office operations', () => {
  const calls: Array<[Method, string, object?]> = [
    ['GET', '/api/admin/orders/OD100000000001'],
    ['GET', '/api/admin/orders/OD100000000001/invoice'],
    ['GET', '/api/admin/coupons'],
    ['PUT', '/api/admin/coupons/cpn_x', { code: 'ABCD', kind: 'flat', value: 10 }],
    ['PUT', '/api/admin/coupons/cpn_x/active', { active: false }],
    ['GET', '/api/admin/audit'],
    ['GET', '/api/admin/sellers/sel_x/service-areas'],
    ['PUT', '/api/admin/sellers/sel_x/service-areas', { areas: [] }],
  ];
  it.each(calls)('%s %s: 401 signed out, 403 for a shopper', async (method, url, payload) => {
    const anonymous = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(anonymous.statusCode).toBe(401);
    const customer = await call(method, url, payload, shopper);
    expect(customer.statusCode).toBe(403);
    expect(customer.json().message).toBe('Operators only.');
  });
});

describe('the order list', () => {
  it('pages with a total across every page', async () => {
    const first = (await call('GET', '/api/admin/orders?limit=2&page=1')).json();
    const second = (await call('GET', '/api/admin/orders?limit=2&page=2')).json();
    expect(first.total).toBeGreaterThan(3);
    expect(second.total).toBe(first.total);
    expect(first.data).toHaveLength(2);
    expect(second.data[0].orderID).not.toBe(first.data[1].orderID);
  });

  it('filters by payment type, pin code, seller and day', async () => {
    const order = await anyOrder();
    const address = order.shippingAddress as { pincode: string };
    const cod = (await call('GET', '/api/admin/orders?paymentType=cod&limit=500')).json();
    expect(cod.data.every((row: { paymentType: string }) => row.paymentType === 'cod')).toBe(true);

    const byPin = (
      await call('GET', `/api/admin/orders?pincode=${address.pincode}&limit=500`)
    ).json();
    expect(byPin.data.map((row: { orderID: string }) => row.orderID)).toContain(order.id);
    expect(byPin.data.every((row: { pincode: string }) => row.pincode === address.pincode)).toBe(
      true,
    );

    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const bySeller = (
      await call('GET', `/api/admin/orders?sellerID=${line!.sellerId}&limit=500`)
    ).json();
    expect(bySeller.data.map((row: { orderID: string }) => row.orderID)).toContain(order.id);

    const day = new Date(order.createdAt.getTime() + 5.5 * 3600_000).toISOString().slice(0, 10);
    const onDay = (await call('GET', `/api/admin/orders?from=${day}&to=${day}&limit=500`)).json();
    expect(onDay.data.map((row: { orderID: string }) => row.orderID)).toContain(order.id);
    const dayAfter = new Date(Date.parse(day) + 86_400_000).toISOString().slice(0, 10);
    const later = (await call('GET', `/api/admin/orders?from=${dayAfter}&limit=500`)).json();
    expect(later.data.map((row: { orderID: string }) => row.orderID)).not.toContain(order.id);
  });

  it('finds an order by its id or by the mobile it ships to', async () => {
    const order = await anyOrder();
    const byId = (await call('GET', `/api/admin/orders?q=${order.id.toLowerCase()}`)).json();
    expect(byId.data.map((row: { orderID: string }) => row.orderID)).toEqual([order.id]);
    const mobile = (order.shippingAddress as { mobile: string }).mobile;
    const byMobile = (await call('GET', `/api/admin/orders?q=${mobile}&limit=500`)).json();
    expect(byMobile.data.map((row: { orderID: string }) => row.orderID)).toContain(order.id);
    const none = (await call('GET', '/api/admin/orders?q=0000000000')).json();
    expect(none).toMatchObject({ total: 0, data: [] });
  });

  it('refuses a bad pin code or day with a message', async () => {
    const res = await call('GET', '/api/admin/orders?pincode=12&from=31-03-2026');
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('Use a 6-digit pin code.');
  });
});

describe("an order's details and invoice", () => {
  it('shows the customer, address, lines with their shop, amounts and timeline', async () => {
    const order = await anyOrder();
    const res = await call('GET', `/api/admin/orders/${order.id}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      orderID: order.id,
      trackingID: order.trackingId,
      shippingStatus: order.shippingStatus,
      amounts: { payable: order.payablePaise / 100, total: order.totalPaise / 100 },
    });
    expect(data.lines.length).toBeGreaterThan(0);
    expect(data.lines[0].shopName).not.toBe('');
    expect(data.timeline[0].state).toBe('Placed');
    expect(data.customer.mobile).toMatch(/^\d{10}$/);
  });

  it('an unknown order is a 404', async () => {
    expect((await call('GET', '/api/admin/orders/OD999999999999')).statusCode).toBe(404);
  });

  it('downloads the invoice of a shipped order, and 404s before shipping', async () => {
    const shipped = await anyOrder(
      and(eq(orders.shippingStatus, 'Placed'), ne(orders.paymentStatus, 'failed')),
    );
    for (const state of ['Packed', 'Shipped']) {
      const moved = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/orders/${shipped.id}/state`,
        headers: operator,
        payload: { state },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const pdf = await call('GET', `/api/admin/orders/${shipped.id}/invoice`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const placed = await anyOrder(
      and(
        eq(orders.shippingStatus, 'Placed'),
        ne(orders.paymentStatus, 'failed'),
        ne(orders.id, shipped.id),
      ),
    );
    expect((await call('GET', `/api/admin/orders/${placed.id}/invoice`)).statusCode).toBe(404);
  });
});

describe('coupons', () => {
  const code = 'BACKOFFICE10';
  let couponID: string;

  beforeAll(async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/coupons',
      headers: operator,
      payload: { code, kind: 'percent', value: 10, maxDiscount: 200, maxUses: 50 },
    });
    expect(res.statusCode).toBe(200);
    couponID = res.json().data.couponID;
  });

  it('lists them with their rules and uses, searchable by code', async () => {
    const res = (await call('GET', '/api/admin/coupons?q=backoffice')).json();
    expect(res.data.total).toBe(1);
    expect(res.data.items[0]).toMatchObject({
      couponID,
      code,
      kind: 'percent',
      value: 10,
      maxDiscount: 200,
      maxUses: 50,
      usedCount: 0,
      active: true,
    });
  });

  it('an edit changes the rules, keeps the code, and audits before and after', async () => {
    const res = await call('PUT', `/api/admin/coupons/${couponID}`, {
      code,
      kind: 'flat',
      value: 75,
      minOrder: 499,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      kind: 'flat',
      value: 75,
      minOrder: 499,
      maxUses: null,
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, code), eq(auditLog.action, 'coupon.edit')));
    expect(entry?.details).toMatchObject({
      before: { kind: 'percent', value: 10 },
      after: { kind: 'flat', value: 7500, minOrderPaise: 49900 },
    });
  });

  it('refuses a new code, bad rules, and an unknown coupon', async () => {
    const renamed = await call('PUT', `/api/admin/coupons/${couponID}`, {
      code: 'OTHERCODE',
      kind: 'flat',
      value: 10,
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toContain('code cannot change');
    const negative = await call('PUT', `/api/admin/coupons/${couponID}`, {
      code,
      kind: 'flat',
      value: -5,
    });
    expect(negative.statusCode).toBe(400);
    const unknown = await call('PUT', '/api/admin/coupons/cpn_none', {
      code,
      kind: 'flat',
      value: 5,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('pauses and resumes, each change once in the audit log', async () => {
    const paused = await call('PUT', `/api/admin/coupons/${couponID}/active`, { active: false });
    expect(paused.json()).toMatchObject({
      message: `Coupon ${code} is paused.`,
      data: { active: false },
    });
    await call('PUT', `/api/admin/coupons/${couponID}/active`, { active: false });
    const listed = (await call('GET', '/api/admin/coupons?active=false')).json();
    expect(listed.data.items.map((item: { code: string }) => item.code)).toContain(code);

    const pauses = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, code), eq(auditLog.action, 'coupon.pause')));
    expect(pauses).toHaveLength(1);

    const resumed = await call('PUT', `/api/admin/coupons/${couponID}/active`, { active: true });
    expect(resumed.json().data.active).toBe(true);
  });
});

describe('the audit log', () => {
  it('lists changes newest first, filtered by action and target', async () => {
    const res = (await call('GET', '/api/admin/audit?action=coupon.&target=BACKOFFICE10')).json();
    expect(res.data.total).toBeGreaterThanOrEqual(3);
    const actions = res.data.items.map((item: { action: string }) => item.action);
    expect(actions).toContain('coupon.create');
    expect(actions[0]).not.toBe('coupon.create');
    expect(res.data.items[0].actor).toMatch(/^admin:/);
  });

  it('filters by day in India, and an empty filter finds nothing', async () => {
    const empty = (await call('GET', '/api/admin/audit?to=2001-01-01')).json();
    expect(empty.data).toMatchObject({ total: 0, items: [] });
  });
});

describe('where a seller delivers', () => {
  it('replaces the whole list, audited, and the pin-code check follows it', async () => {
    const sellerID = await anySeller();
    const got = await call('GET', `/api/admin/sellers/${sellerID}/service-areas`);
    expect(got.statusCode, got.body).toBe(200);
    const before = got.json();
    const areas = [
      { pincodePrefix: '3', prepaid: true, cod: false, deliveryDays: 6 },
      { pincodePrefix: '302001', prepaid: true, cod: true, deliveryDays: 2 },
      { pincodePrefix: '302002', prepaid: false, cod: false, deliveryDays: 0 },
    ];
    const res = await call('PUT', `/api/admin/sellers/${sellerID}/service-areas`, { areas });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.areas).toEqual(areas);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, sellerID), eq(auditLog.action, 'seller.service-areas')));
    expect(entry?.details).toMatchObject({ before: before.data.areas, after: areas });

    const [product] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.sellerId, sellerID), eq(products.isPublished, true)))
      .limit(1);
    const check = (pincode: string) =>
      t.app
        .inject({ url: `/api/public/availability/pincode/${pincode}?productID=${product!.id}` })
        .then((answer) => answer.json());
    expect((await check('302001')).data).toMatchObject([{ deliveryDays: 2, cod: true }]);
    expect((await check('302002')).data).toEqual([]);
    expect((await check('305001')).data).toMatchObject([{ deliveryDays: 6, cod: false }]);
  });

  it('refuses a repeated prefix, a delivery in 0 days, and an unknown seller', async () => {
    const sellerID = await anySeller();
    const twice = await call('PUT', `/api/admin/sellers/${sellerID}/service-areas`, {
      areas: [
        { pincodePrefix: '30', prepaid: true, cod: true, deliveryDays: 3 },
        { pincodePrefix: '30', prepaid: true, cod: false, deliveryDays: 3 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    const noDays = await call('PUT', `/api/admin/sellers/${sellerID}/service-areas`, {
      areas: [{ pincodePrefix: '30', prepaid: true, cod: false, deliveryDays: 0 }],
    });
    expect(noDays.statusCode).toBe(400);
    expect(JSON.stringify(noDays.json())).toContain('A place you deliver to takes at least 1 day.');
    const unknown = await call('GET', '/api/admin/sellers/sel_none/service-areas');
    expect(unknown.statusCode).toBe(404);
  });
});
