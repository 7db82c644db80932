// The admin API's catalogue and people changes: stock, coupons, seller approval, operators.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt } from 'drizzle-orm';
import { makeGstin } from '@haat/india';
import {
  createCustomerWithAddress,
  createTestApp,
  signInAs,
  type TestApp,
} from '../../../test/helper.ts';
import { nextIp, randomMobile } from '../../../test/accounts.ts';
import { auditLog, coupons, productSizes, products, sellers } from '../../db/schema/index.ts';
import { DEMO_ADMIN, DEMO_ADMIN_ID } from '../../seed/index.ts';

const ACTOR = `admin:${DEMO_ADMIN_ID}`;
let t: TestApp;
let operator: { authorization: string };

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
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, payload?: object, headers = operator) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const auditRowsFor = (target: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.target, target)).orderBy(auditLog.at);

describe('setting stock', () => {
  it('sets a product without variants and audits the old and new count', async () => {
    const [flat] = await t.db
      .select()
      .from(products)
      .where(eq(products.hasVariants, false))
      .limit(1);
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
    expect((await t.db.select().from(products).where(eq(products.id, flat!.id)))[0]?.stock).toBe(
      37,
    );
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
    const sizes = await t.db
      .select()
      .from(productSizes)
      .where(eq(productSizes.productId, target.productId));
    const sum = sizes.reduce((total, row) => total + row.stock, 0);
    expect(res.json().data.productStock).toBe(sum);
    expect(
      (await t.db.select().from(products).where(eq(products.id, target.productId)))[0]?.stock,
    ).toBe(sum);

    const withoutSize = await call('PUT', '/api/admin/stock', {
      productID: target.productId,
      stock: 4,
    });
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
    expect((await call('PUT', '/api/admin/stock', { productID: 'x', stock: -1 })).statusCode).toBe(
      400,
    );
    expect(
      (await call('PUT', '/api/admin/stock', { productID: 'nope', stock: 1 })).statusCode,
    ).toBe(404);
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
    expect(stored).toMatchObject({
      kind: 'flat',
      value: 15_000,
      minOrderPaise: 50_000,
      maxUsesTotal: 10,
      maxUsesPerCustomer: 1,
    });

    const { customerId, addressId } = await createCustomerWithAddress(t, 1);
    const headers = await signInAs(t, customerId);
    const [product] = await t.db
      .select()
      .from(products)
      .where(
        and(eq(products.hasVariants, false), gt(products.salePaise, 60_000), gt(products.stock, 2)),
      )
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

    const again = await call('POST', '/api/admin/coupons', {
      code: 'HAAT150',
      kind: 'percent',
      value: 5,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A coupon with this code already exists.');
    const audits = await auditRowsFor('HAAT150');
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actor: ACTOR, action: 'coupon.create' });
  });

  it('a percent coupon keeps its cap in paise; 95% and a bad code are 400', async () => {
    const res = await call('POST', '/api/admin/coupons', {
      code: 'PUJA20',
      kind: 'percent',
      value: 20,
      maxDiscount: 250.5,
    });
    expect(res.statusCode).toBe(200);
    const [stored] = await t.db.select().from(coupons).where(eq(coupons.code, 'PUJA20'));
    expect(stored).toMatchObject({ value: 20, maxDiscountPaise: 25_050, minOrderPaise: 0 });
    expect(
      (await call('POST', '/api/admin/coupons', { code: 'HUGE95', kind: 'percent', value: 95 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/admin/coupons', { code: 'A-1', kind: 'flat', value: 5 }))
        .statusCode,
    ).toBe(400);
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
    expect(res.json().data).toEqual({
      sellerID: sellerId,
      shopName: 'Meena Handlooms Admin',
      status: 'approved',
    });
    expect((await t.db.select().from(sellers).where(eq(sellers.id, sellerId)))[0]?.status).toBe(
      'approved',
    );
    expect((await call('POST', `/api/admin/sellers/${sellerId}/approve`)).statusCode).toBe(409);
    expect(
      (await auditRowsFor(sellerId)).map((row) => [row.actor, row.action, row.details]),
    ).toEqual([[ACTOR, 'seller.approve', { from: 'pending', to: 'approved' }]]);
    expect((await call('POST', '/api/admin/sellers/no-such-seller/approve')).statusCode).toBe(404);
  });
});

describe('adding an operator', () => {
  it('the new operator can sign in and use the admin API; the audit keeps no password', async () => {
    const res = await call('POST', '/api/admin/admins', {
      email: 'Ops@Haat.in',
      password: 'masala-dosa-42',
    });
    expect(res.statusCode).toBe(200);
    const { adminID } = res.json().data as { adminID: string };
    const second = await logInOperator('ops@haat.in', 'masala-dosa-42');
    expect(
      (await call('GET', '/api/admin/orders?limit=1', undefined, second)).json().data,
    ).toHaveLength(1);

    const [row] = await auditRowsFor(adminID);
    expect(row).toMatchObject({
      actor: ACTOR,
      action: 'admin.create',
      details: { email: 'ops@haat.in' },
    });
    expect(JSON.stringify(row)).not.toContain('masala');

    const duplicate = await call('POST', '/api/admin/admins', {
      email: 'ops@haat.in',
      password: 'another-one-77',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(
      (await call('POST', '/api/admin/admins', { email: 'weak@haat.in', password: 'password123' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/admin/admins', { email: 'short@haat.in', password: 'abc12' }))
        .statusCode,
    ).toBe(400);
  });
});
