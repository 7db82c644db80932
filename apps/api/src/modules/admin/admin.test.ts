import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { makeGstin } from '@haat/india';
import type { ShippingState } from '@haat/contract';
import {
  createCustomerWithAddress,
  createTestApp,
  signInAs,
  type TestApp,
} from '../../../test/helper.ts';
import { nextIp, randomMobile } from '../../../test/accounts.ts';
import {
  auditLog,
  coupons,
  orderEvents,
  orderLines,
  orders,
  productSizes,
  products,
  sellers,
} from '../../db/schema.ts';
import { DEMO_ADMIN, DEMO_ADMIN_ID } from '../../db/seed/index.ts';

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

  it.each(calls)("%s %s with a customer's token is 403 'Operators only.'", async (method, url, payload) => {
    const res = await call(method, url, payload, shopper);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Operators only.');
  });

  it('a forged token is 401, and nothing was audited on the way', async () => {
    const res = await call('GET', '/api/admin/orders', undefined, { authorization: 'Bearer abc.def.ghi' });
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
    const res = await call('GET', `/api/admin/orders?status=${encodeURIComponent('Out for delivery')}`);
    expect(res.statusCode).toBe(200);
    const listed = res.json().data as Array<Record<string, unknown>>;
    const expected = await t.db.select().from(orders).where(eq(orders.shippingStatus, 'Out for delivery'));
    expect(listed.map((order) => order.orderID).sort()).toEqual(expected.map((order) => order.id).sort());
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
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.filter((event) => event.actor === ACTOR).map((event) => event.state)).toEqual(path.slice(1));
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

describe('setting stock', () => {
  it('sets a product without variants and audits the old and new count', async () => {
    const [flat] = await t.db.select().from(products).where(eq(products.hasVariants, false)).limit(1);
    const res = await call('PUT', '/api/admin/stock', { productID: flat!.id, stock: 37 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      productID: flat!.id,
      colorID: null,
      sizeID: null,
      previousStock: flat!.stock,
      stock: 37,
      productStock: 37,
    });
    expect((await t.db.select().from(products).where(eq(products.id, flat!.id)))[0]?.stock).toBe(37);
    expect((await auditRowsFor(flat!.id)).at(-1)).toMatchObject({
      actor: ACTOR,
      action: 'stock.set',
      details: { from: flat!.stock, to: 37, productStock: 37, colorId: null, sizeId: null },
    });
    const withVariant = await call('PUT', '/api/admin/stock', {
      productID: flat!.id,
      colorID: 'c',
      sizeID: 's',
      stock: 1,
    });
    expect(withVariant.statusCode).toBe(400);
  });

  it('sets one size of a product with variants and the product holds the sum of its sizes', async () => {
    const [size] = await t.db
      .select()
      .from(productSizes)
      .innerJoin(products, eq(products.id, productSizes.productId))
      .where(eq(products.hasVariants, true))
      .limit(1);
    const { product_sizes: target } = size!;
    const res = await call('PUT', '/api/admin/stock', {
      productID: target.productId,
      colorID: target.colorId,
      sizeID: target.id,
      stock: target.stock + 11,
    });
    expect(res.statusCode).toBe(200);
    const sizes = await t.db.select().from(productSizes).where(eq(productSizes.productId, target.productId));
    const sum = sizes.reduce((total, row) => total + row.stock, 0);
    expect(res.json().data.productStock).toBe(sum);
    expect((await t.db.select().from(products).where(eq(products.id, target.productId)))[0]?.stock).toBe(sum);

    const withoutSize = await call('PUT', '/api/admin/stock', { productID: target.productId, stock: 4 });
    expect(withoutSize.statusCode).toBe(400);
    const otherColour = await call('PUT', '/api/admin/stock', {
      productID: target.productId,
      colorID: 'not-a-colour',
      sizeID: target.id,
      stock: 4,
    });
    expect(otherColour.statusCode).toBe(404);
  });

  it('refuses a negative count (400) and an unknown product (404)', async () => {
    expect((await call('PUT', '/api/admin/stock', { productID: 'x', stock: -1 })).statusCode).toBe(400);
    expect((await call('PUT', '/api/admin/stock', { productID: 'nope', stock: 1 })).statusCode).toBe(404);
  });
});

describe('creating a coupon', () => {
  it('a new flat coupon is usable at the coupon check, and its code cannot be taken twice', async () => {
    const res = await call('POST', '/api/admin/coupons', {
      code: 'haat150',
      kind: 'flat',
      value: 150,
      minOrder: 500,
      endsAt: '2099-12-31',
      maxUses: 10,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.code).toBe('HAAT150');
    const [stored] = await t.db.select().from(coupons).where(eq(coupons.code, 'HAAT150'));
    expect(stored).toMatchObject({ kind: 'flat', value: 15_000, minOrderPaise: 50_000, maxUsesTotal: 10, maxUsesPerCustomer: 1 });

    const { customerId, addressId } = await createCustomerWithAddress(t, 1);
    const headers = await signInAs(t, customerId);
    const [product] = await t.db
      .select()
      .from(products)
      .where(and(eq(products.hasVariants, false), gt(products.salePaise, 60_000), gt(products.stock, 2)))
      .limit(1);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/customer/cart',
      headers,
      payload: { productID: product!.id, colorID: '0', sizeID: '0', pieces: 1 },
    });
    expect(added.statusCode).toBe(200);
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/customer/coupon/check',
      headers,
      payload: { couponeid: 'HAAT150', addressID: addressId },
    });
    expect(check.json()).toEqual({ Status: 'success', Payload: 150 });

    const again = await call('POST', '/api/admin/coupons', { code: 'HAAT150', kind: 'percent', value: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A coupon with this code already exists.');
    const audits = await auditRowsFor('HAAT150');
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actor: ACTOR, action: 'coupon.create' });
  });

  it('a percent coupon keeps its cap in paise; 95% and a bad code are 400', async () => {
    const res = await call('POST', '/api/admin/coupons', { code: 'PUJA20', kind: 'percent', value: 20, maxDiscount: 250.5 });
    expect(res.statusCode).toBe(200);
    const [stored] = await t.db.select().from(coupons).where(eq(coupons.code, 'PUJA20'));
    expect(stored).toMatchObject({ value: 20, maxDiscountPaise: 25_050, minOrderPaise: 0 });
    expect((await call('POST', '/api/admin/coupons', { code: 'HUGE95', kind: 'percent', value: 95 })).statusCode).toBe(400);
    expect((await call('POST', '/api/admin/coupons', { code: 'A-1', kind: 'flat', value: 5 })).statusCode).toBe(400);
  });
});

describe('approving a seller', () => {
  it('a pending seller becomes approved once, with an audit row', async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/public/seller',
      remoteAddress: nextIp(),
      payload: {
        firstName: 'Meena',
        lastName: 'Iyer',
        mobile: randomMobile(),
        address: '14/2, Johari Bazaar, Near Badi Chaupar',
        pinCode: '302001',
        city: 'Jaipur',
        state: 'Rajasthan',
        country: 'India',
        email: 'meena.admin@example.in',
        shopName: 'Meena Handlooms Admin',
        description: 'Block-printed cotton from Sanganer.',
        gstNo: makeGstin('08', 'ABCFX9001Z'),
        password: 'handloom-2024',
        confirmpassword: 'handloom-2024',
        TermCondition: true,
      },
    });
    expect(registered.statusCode).toBe(200);
    const sellerId = registered.json().data.sellerID as string;

    const res = await call('POST', `/api/admin/sellers/${sellerId}/approve`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ sellerID: sellerId, shopName: 'Meena Handlooms Admin', status: 'approved' });
    expect((await t.db.select().from(sellers).where(eq(sellers.id, sellerId)))[0]?.status).toBe('approved');
    expect((await call('POST', `/api/admin/sellers/${sellerId}/approve`)).statusCode).toBe(409);
    expect((await auditRowsFor(sellerId)).map((row) => [row.actor, row.action, row.details])).toEqual([
      [ACTOR, 'seller.approve', { from: 'pending', to: 'approved' }],
    ]);
    expect((await call('POST', '/api/admin/sellers/no-such-seller/approve')).statusCode).toBe(404);
  });
});

describe('adding an operator', () => {
  it('the new operator can sign in and use the admin API; the audit keeps no password', async () => {
    const res = await call('POST', '/api/admin/admins', { email: 'Ops@Haat.in', password: 'masala-dosa-42' });
    expect(res.statusCode).toBe(200);
    const { adminID } = res.json().data as { adminID: string };
    const second = await logInOperator('ops@haat.in', 'masala-dosa-42');
    expect((await call('GET', '/api/admin/orders?limit=1', undefined, second)).json().data).toHaveLength(1);

    const [row] = await auditRowsFor(adminID);
    expect(row).toMatchObject({ actor: ACTOR, action: 'admin.create', details: { email: 'ops@haat.in' } });
    expect(JSON.stringify(row)).not.toContain('masala');

    const duplicate = await call('POST', '/api/admin/admins', { email: 'ops@haat.in', password: 'another-one-77' });
    expect(duplicate.statusCode).toBe(409);
    expect((await call('POST', '/api/admin/admins', { email: 'weak@haat.in', password: 'password123' })).statusCode).toBe(400);
    expect((await call('POST', '/api/admin/admins', { email: 'short@haat.in', password: 'abc12' })).statusCode).toBe(400);
  });
});

describe('the audit log', () => {
  it('names the signed-in operator as the actor of every change made through the API', async () => {
    const rows = await t.db.select().from(auditLog).orderBy(desc(auditLog.at));
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.actor))).toEqual(new Set([ACTOR]));
  });
});
