// The back office's catalogue API: who may call what, sellers signing in and seeing
// only their own, products with colours × sizes saved whole and shown on the storefront at once,
// bad input refused with nothing written, suspension, categories, brands and passwords.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq } from 'drizzle-orm';
import { createTestApp, signInAs, type TestApp } from '../../../test/helper.ts';
import { nextIp } from '../../../test/accounts.ts';
import { DECLARED } from '../../../test/declarations.ts';
import { auditLog, products, sellers, subCategories, brands } from '../../db/schema/index.ts';
import { DEMO_ADMIN, DEMO_OTHER_PASSWORD } from '../../seed/index.ts';

type Headers = { authorization: string };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let t: TestApp;
let operator: Headers;
let shopper: Headers;
let sellerA: Headers;
let sellerB: Headers;
let sellerAId: string;
let sellerBId: string;
let subCategoryId: string;
let brandId: string;

async function logIn(url: string, email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: { email, password },
    remoteAddress: nextIp(),
  });
}
const bearer = (res: { json(): { token: string } }) => ({
  authorization: `Bearer ${res.json().token}`,
});
const call = (method: Method, url: string, headers?: Headers, payload?: object) =>
  t.app.inject({
    method,
    url,
    ...(headers ? { headers } : {}),
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  t = await createTestApp();
  operator = bearer(await logIn('/api/admin/login', DEMO_ADMIN.email, DEMO_ADMIN.password));
  shopper = await signInAs(t, 'cus_demo');
  const [a, b] = await t.db
    .select({ id: sellers.id, email: sellers.email })
    .from(sellers)
    .where(eq(sellers.status, 'approved'))
    .orderBy(asc(sellers.id))
    .limit(2);
  sellerAId = a!.id;
  sellerBId = b!.id;
  sellerA = bearer(await logIn('/api/seller/login', a!.email, DEMO_OTHER_PASSWORD));
  sellerB = bearer(await logIn('/api/seller/login', b!.email, DEMO_OTHER_PASSWORD));
  const [sub] = await t.db.select({ id: subCategories.id }).from(subCategories).limit(1);
  subCategoryId = sub!.id;
  const [brand] = await t.db.select({ id: brands.id }).from(brands).limit(1);
  brandId = brand!.id;
});
afterAll(async () => t.close());

const kurta = (overrides: Record<string, unknown> = {}) => ({
  title: 'Block print cotton kurta',
  sku: `KURTA-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
  brandID: brandId,
  condition: 'New',
  subCategoryID: subCategoryId,
  body: '<p>Hand block printed.</p><script>alert(1)</script>',
  description: '<p onclick="steal()">Soft cotton.</p>',
  hsnCode: '6205',
  gstRate: 5,
  weight: 300,
  weightUnit: 'g',
  status: 'published',
  ...DECLARED,
  variants: [
    {
      colour: 'Indigo',
      sizes: [
        { size: 'M', price: 899, mrp: 1299, stock: 5 },
        { size: 'L', price: 949, mrp: 1299, stock: 3 },
      ],
    },
    { colour: 'Rust', sizes: [{ size: 'M', price: 799, mrp: 1199, stock: 2 }] },
  ],
  ...overrides,
});

describe('who may call the back office', () => {
  const everyone: Array<[Method, string, object?]> = [
    ['GET', '/api/admin/me'],
    ['PUT', '/api/admin/password', { currentPassword: 'x', newPassword: 'Str0ng!Passw0rd' }],
    ['GET', '/api/admin/products'],
    ['GET', '/api/admin/products/p_000001'],
    ['POST', '/api/admin/products', {}],
    ['PUT', '/api/admin/products/p_000001', {}],
    ['PUT', '/api/admin/products/p_000001/status', { status: 'draft' }],
    ['GET', '/api/admin/categories'],
    ['GET', '/api/admin/brands'],
  ];
  const operatorOnly: Array<[Method, string, object?]> = [
    ['POST', '/api/admin/categories', { level: 'main', name: 'Toys' }],
    ['PUT', '/api/admin/categories/main/mc_x', { name: 'Toys' }],
    ['DELETE', '/api/admin/categories/main/mc_x'],
    ['POST', '/api/admin/brands', { name: 'Acme' }],
    ['PUT', '/api/admin/brands/b_x', { name: 'Acme' }],
    ['DELETE', '/api/admin/brands/b_x'],
    ['GET', '/api/admin/sellers'],
    ['POST', '/api/admin/sellers/s_x/reject'],
    ['POST', '/api/admin/sellers/s_x/suspend'],
    ['POST', '/api/admin/sellers/s_x/reinstate'],
    ['GET', '/api/admin/orders'],
    ['GET', '/api/admin/coupons'],
    ['GET', '/api/admin/audit'],
    ['GET', '/api/admin/content'],
    ['POST', '/api/admin/content/pictures', {}],
  ];
  const sellerOnly: Array<[Method, string, object?]> = [
    ['GET', '/api/seller/profile'],
    ['PUT', '/api/seller/profile', { description: '', email: 'a@example.in' }],
    ['PUT', '/api/seller/orders/OD100000000001/shipment', { state: 'Packed' }],
  ];

  it.each([...everyone, ...operatorOnly, ...sellerOnly])(
    '%s %s: 401 signed out, 403 for a shopper',
    async (method, url, payload) => {
      expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
      expect((await call(method, url, shopper, payload)).statusCode).toBe(403);
    },
  );
  it.each(operatorOnly)('%s %s: 403 for a seller', async (method, url, payload) => {
    const res = await call(method, url, sellerA, payload);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Operators only.');
  });
  it.each(sellerOnly)('%s %s: 403 for the operator', async (method, url, payload) => {
    expect((await call(method, url, operator, payload)).statusCode).toBe(403);
  });
});

describe('sellers signing in', () => {
  it('an approved seller gets a token and sees who they are', async () => {
    const me = (await call('GET', '/api/admin/me', sellerA)).json();
    expect(me.data).toMatchObject({ role: 'seller', id: sellerAId });
    expect(me.data.shopName).not.toBe('');
    const op = (await call('GET', '/api/admin/me', operator)).json();
    expect(op.data).toMatchObject({ role: 'operator', email: DEMO_ADMIN.email });
  });

  it('a wrong password is 401; a pending seller is told to wait', async () => {
    const [seller] = await t.db.select().from(sellers).where(eq(sellers.id, sellerBId));
    expect((await logIn('/api/seller/login', seller!.email, 'Wrong@12345')).statusCode).toBe(401);
    await t.db.insert(sellers).values({
      ...seller!,
      id: 'sel_waiting',
      email: 'waiting@example.in',
      mobile: '9123400077',
      shopName: 'Waiting Shop',
      shopNameKey: 'waiting shop',
      slug: 'waiting-shop',
      gstin: '08AAPFU0939F1Z1',
      status: 'pending',
      tokenVersion: 0,
    });
    const res = await logIn('/api/seller/login', 'waiting@example.in', DEMO_OTHER_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('waiting for approval');
  });
});

describe('products', () => {
  let productId: string;

  it('the operator creates a product with colours × sizes for a seller; it is listed at once', async () => {
    const body = kurta({ sellerID: sellerAId });
    const res = await call('POST', '/api/admin/products', operator, body);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    productId = data.productID;
    expect(data).toMatchObject({
      sellerID: sellerAId,
      status: 'published',
      listed: true,
      price: null,
      stock: 10,
      body: '<p>Hand block printed.</p>',
    });
    expect(data.description).not.toContain('onclick');
    expect(data.variants.map((c: { colour: string }) => c.colour)).toEqual(['Indigo', 'Rust']);

    const page = (await call('GET', `/api/public/product?productID=${productId}`)).json();
    expect(JSON.stringify(page)).toContain('Block print cotton kurta');
    const listed = await t.db.select().from(products).where(eq(products.id, productId));
    expect(listed[0]).toMatchObject({ salePaise: 79900, mrpPaise: 119900, isPublished: true });

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, productId), eq(auditLog.action, 'product.create')));
    expect(entry?.actor).toMatch(/^admin:/);
    expect((entry?.details as { after: { sku: string } }).after.sku).toBe(body.sku);
  });

  it('a price edit keeps the size ids and the storefront shows it at once', async () => {
    const before = (await call('GET', `/api/admin/products/${productId}`, sellerA)).json().data;
    const indigo = before.variants[0];
    const edited = {
      ...kurta({ sku: before.sku }),
      variants: [
        {
          colorID: indigo.colorID,
          colour: 'Indigo',
          sizes: indigo.sizes.map((size: { sizeID: string; size: string; stock: number }) => ({
            sizeID: size.sizeID,
            size: size.size,
            price: 699,
            mrp: 1299,
            stock: size.stock,
          })),
        },
      ],
    };
    const res = await call('PUT', `/api/admin/products/${productId}`, sellerA, edited);
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().data;
    expect(after.variants).toHaveLength(1);
    expect(after.variants[0].sizes.map((s: { sizeID: string }) => s.sizeID)).toEqual(
      indigo.sizes.map((s: { sizeID: string }) => s.sizeID),
    );
    const page = (await call('GET', `/api/public/product?productID=${productId}`)).json();
    expect(JSON.stringify(page)).toContain('699');
    expect(JSON.stringify(page)).not.toContain('Rust');
  });

  it("another seller's product is a 404 to read, change or publish", async () => {
    expect((await call('GET', `/api/admin/products/${productId}`, sellerB)).statusCode).toBe(404);
    const put = await call('PUT', `/api/admin/products/${productId}`, sellerB, kurta());
    expect(put.statusCode).toBe(404);
    const status = await call('PUT', `/api/admin/products/${productId}/status`, sellerB, {
      status: 'draft',
    });
    expect(status.statusCode).toBe(404);
    const list = (await call('GET', '/api/admin/products?pageSize=100', sellerB)).json();
    expect(list.data.items.every((row: { sellerID: string }) => row.sellerID === sellerBId)).toBe(
      true,
    );
  });

  it('a seller creates their own product; the seller field is theirs whatever is sent', async () => {
    const res = await call('POST', '/api/admin/products', sellerB, kurta({ sellerID: sellerAId }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.sellerID).toBe(sellerBId);
  });

  it('a draft leaves the storefront; publishing brings it back', async () => {
    const draft = await call('PUT', `/api/admin/products/${productId}/status`, sellerA, {
      status: 'draft',
    });
    expect(draft.json().data).toMatchObject({ status: 'draft', listed: false });
    expect((await call('GET', `/api/public/product?productID=${productId}`)).statusCode).toBe(404);
    const published = await call('PUT', `/api/admin/products/${productId}/status`, sellerA, {
      status: 'published',
    });
    expect(published.json().data.listed).toBe(true);
  });

  it.each([
    ['a negative price', { price: -5, mrp: 100, stock: 1, variants: [] }, 'price'],
    ['a price above the MRP', { price: 500, mrp: 400, stock: 1, variants: [] }, 'price'],
    ['stock below zero', { price: 50, mrp: 100, stock: -1, variants: [] }, 'stock'],
    ['a bad HSN code', { hsnCode: '12' }, 'hsnCode'],
    ['a GST rate that is no slab', { gstRate: 7 }, 'gstRate'],
  ])('refuses %s with a message and writes nothing', async (_name, overrides, field) => {
    const body = kurta({ sellerID: sellerAId, ...overrides });
    const res = await call('POST', '/api/admin/products', operator, body);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().validation ?? res.json())).toContain(field);
    const rows = await t.db.select().from(products).where(eq(products.sku, body.sku));
    expect(rows).toHaveLength(0);
  });

  it('refuses a used SKU (409), an unknown sub-category and a size id of another product', async () => {
    const [existing] = await t.db.select({ sku: products.sku }).from(products).limit(1);
    const taken = await call('POST', '/api/admin/products', operator, {
      ...kurta({ sellerID: sellerAId }),
      sku: existing!.sku,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toContain('is already used');
    const unknown = await call(
      'POST',
      '/api/admin/products',
      operator,
      kurta({ sellerID: sellerAId, subCategoryID: 'sub_none' }),
    );
    expect(unknown.statusCode).toBe(400);
    const foreign = await call('PUT', `/api/admin/products/${productId}`, sellerA, {
      ...kurta(),
      variants: [
        {
          colour: 'Indigo',
          sizes: [{ sizeID: 's_000001_1_1', size: 'M', price: 1, mrp: 1, stock: 1 }],
        },
      ],
    });
    expect(foreign.statusCode).toBe(400);
  });

  it('lists with paging, search by SKU or title, and sorting by price', async () => {
    const res = (
      await call('GET', '/api/admin/products?q=kurta&sort=price&dir=asc&pageSize=5', operator)
    ).json();
    expect(res.data.total).toBeGreaterThanOrEqual(2);
    const prices = res.data.items.map((row: { price: number }) => row.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});

describe("a seller's standing", () => {
  it('suspension takes their products off the storefront and ends their session; reinstating brings them back', async () => {
    const [listed] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.sellerId, sellerAId), eq(products.isPublished, true)))
      .limit(1);
    const suspended = await call('POST', `/api/admin/sellers/${sellerAId}/suspend`, operator);
    expect(suspended.json().data.status).toBe('suspended');
    expect((await call('GET', `/api/public/product?productID=${listed!.id}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/me', sellerA)).statusCode).toBe(401);

    const again = await call('POST', `/api/admin/sellers/${sellerAId}/suspend`, operator);
    expect(again.statusCode).toBe(409);

    await call('POST', `/api/admin/sellers/${sellerAId}/reinstate`, operator);
    expect((await call('GET', `/api/public/product?productID=${listed!.id}`)).statusCode).toBe(200);
    const [seller] = await t.db.select().from(sellers).where(eq(sellers.id, sellerAId));
    sellerA = bearer(await logIn('/api/seller/login', seller!.email, DEMO_OTHER_PASSWORD));
  });

  it('the operator lists sellers by standing', async () => {
    const res = (await call('GET', '/api/admin/sellers?status=pending', operator)).json();
    expect(res.data.items.map((row: { sellerID: string }) => row.sellerID)).toContain(
      'sel_waiting',
    );
    const approved = (await call('GET', '/api/admin/sellers?status=approved', operator)).json();
    const [own] = await t.db
      .select({ total: count() })
      .from(products)
      .where(eq(products.sellerId, sellerAId));
    const row = approved.data.items.find(
      (item: { sellerID: string }) => item.sellerID === sellerAId,
    );
    expect(own!.total).toBeGreaterThan(0);
    expect(row.productCount).toBe(own!.total);
  });
});

describe('categories and brands', () => {
  it('adds main category → category → sub-category, unique among siblings ignoring case', async () => {
    const main = await call('POST', '/api/admin/categories', operator, {
      level: 'main',
      name: 'Toys and Games',
    });
    expect(main.statusCode, main.body).toBe(200);
    const mainId = main.json().data.id;
    const category = await call('POST', '/api/admin/categories', operator, {
      level: 'category',
      parentID: mainId,
      name: 'Wooden toys',
    });
    const categoryId = category.json().data.id;
    const sub = await call('POST', '/api/admin/categories', operator, {
      level: 'sub',
      parentID: categoryId,
      name: 'Channapatna',
    });
    expect(sub.statusCode).toBe(200);
    const twice = await call('POST', '/api/admin/categories', operator, {
      level: 'sub',
      parentID: categoryId,
      name: 'CHANNAPATNA',
    });
    expect(twice.statusCode).toBe(409);

    const tree = (await call('GET', '/api/admin/categories', sellerB)).json().data;
    const added = tree.find((node: { id: string }) => node.id === mainId);
    expect(added.categories[0].subCategories[0].name).toBe('Channapatna');

    const inUse = await call('DELETE', `/api/admin/categories/main/${mainId}`, operator);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toContain('still has 1 categories');
    const gone = await call('DELETE', `/api/admin/categories/sub/${sub.json().data.id}`, operator);
    expect(gone.statusCode).toBe(200);
  });

  it('adds and renames brands, unique ignoring case', async () => {
    const created = await call('POST', '/api/admin/brands', operator, { name: 'Moradabad Metal' });
    expect(created.statusCode).toBe(200);
    const again = await call('POST', '/api/admin/brands', operator, { name: 'moradabad metal' });
    expect(again.statusCode).toBe(409);
    const renamed = await call(
      'PUT',
      `/api/admin/brands/${created.json().data.brandID}`,
      operator,
      { name: 'Moradabad Metalworks' },
    );
    expect(renamed.json().data.name).toBe('Moradabad Metalworks');
  });

  it('deletes a brand without products and refuses one in use, naming what is left', async () => {
    const listed = await call('GET', '/api/admin/brands?pageSize=100', operator);
    const used = listed
      .json()
      .data.items.find((item: { brandID: string }) => item.brandID === brandId);
    expect(used.productCount).toBeGreaterThan(0);
    const inUse = await call('DELETE', `/api/admin/brands/${brandId}`, operator);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toMatch(/still has \d+ products?; move or remove them first/);
    const created = await call('POST', '/api/admin/brands', operator, { name: 'Short Lived' });
    const id = created.json().data.brandID;
    const gone = await call('DELETE', `/api/admin/brands/${id}`, operator);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json().message).toBe('Short Lived is deleted.');
    expect(await t.db.select().from(brands).where(eq(brands.id, id))).toEqual([]);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'brand.delete'), eq(auditLog.target, id)));
    expect(row?.details).toMatchObject({ before: { name: 'Short Lived' }, after: null });
    expect((await call('DELETE', `/api/admin/brands/${id}`, operator)).statusCode).toBe(404);
  });
});

describe('passwords and profiles', () => {
  it("a password change ends the account's other sessions and answers a new token", async () => {
    const [seller] = await t.db.select().from(sellers).where(eq(sellers.id, sellerBId));
    const other = bearer(await logIn('/api/seller/login', seller!.email, DEMO_OTHER_PASSWORD));
    const wrong = await call('PUT', '/api/admin/password', sellerB, {
      currentPassword: 'Nope@12345',
      newPassword: 'Kathputli#2026',
    });
    expect(wrong.statusCode).toBe(400);
    const res = await call('PUT', '/api/admin/password', sellerB, {
      currentPassword: DEMO_OTHER_PASSWORD,
      newPassword: 'Kathputli#2026',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call('GET', '/api/admin/me', other)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/me', bearer(res))).statusCode).toBe(200);
    sellerB = bearer(res);
  });

  it('a seller edits their own description and e-mail', async () => {
    const res = await call('PUT', '/api/seller/profile', sellerB, {
      description: 'Puppets from Jaipur',
      email: 'puppets@example.in',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      sellerID: sellerBId,
      description: 'Puppets from Jaipur',
    });
  });
});
