import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt } from 'drizzle-orm';
import { CheckoutAnswerSchema, ListingAnswerSchema, ProductAnswerSchema } from '@haat/contract';
import {
  createCustomerWithAddress,
  createTestApp,
  signInAs,
  type TestApp,
} from '../../../test/helper.ts';
import { DEMO_ADMIN } from '../../seed/index.ts';
import { products } from '../../db/schema/index.ts';
import { markCatalogChanged } from './catalog-cache.ts';

let t: TestApp;
let flat: typeof products.$inferSelect;
beforeAll(async () => {
  t = await createTestApp();
  [flat] = (await t.db
    .select()
    .from(products)
    .where(and(eq(products.hasVariants, false), gt(products.stock, 20)))
    .orderBy(products.id)
    .limit(1)) as [typeof flat];
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const productUrl = () => `/api/public/product?productID=${flat.id}`;
const productAnswer = async () => ProductAnswerSchema.parse((await get(productUrl())).json());

describe('HTTP caching of public catalogue answers', () => {
  it('a listing everyone sees carries a validator and may be reused for 15 s, then revalidated', async () => {
    const res = await get('/api/public/products?limit=28');
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(res.headers['cache-control']).toBe('public, max-age=15, stale-while-revalidate=60');
    // Signed-in shoppers get their own copy (wishlist hearts): shared caches must key on it.
    expect(res.headers.vary).toBe('Authorization, token, Accept-Encoding, Accept-Language');
  });

  it('categories and menus may be reused for 5 minutes', async () => {
    for (const url of ['/api/public/categories', '/api/public/menus']) {
      const res = await get(url);
      expect(res.headers['cache-control']).toBe(
        'public, max-age=300, stale-while-revalidate=86400',
      );
      expect(res.headers.vary).toBe('Accept-Encoding, Accept-Language');
    }
  });

  it('the validator a client holds answers 304 with no body', async () => {
    const first = await get(productUrl());
    const again = await get(productUrl(), { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await get(productUrl(), { 'if-none-match': 'W/"something-else"' });
    expect(other.statusCode).toBe(200);
  });

  it('a signed-in shopper gets a private copy with their own hearts', async () => {
    const { customerId } = await createCustomerWithAddress(t, 71);
    const headers = await signInAs(t, customerId);
    const listingUrl = '/api/public/products?limit=28';
    const anonymous = ListingAnswerSchema.parse((await get(listingUrl)).json());
    const wished = anonymous.data[0]!.productID;
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/customer/wishlist',
      headers,
      payload: { productID: wished },
    });
    expect(added.statusCode).toBe(200);

    const mine = await get(listingUrl, headers);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const cards = ListingAnswerSchema.parse(mine.json()).data;
    expect(cards.find((card) => card.productID === wished)?.wishlist).toBe(true);
    expect(cards.filter((card) => card.wishlist)).toHaveLength(1);
    // Everyone else's copy is unchanged.
    const again = ListingAnswerSchema.parse((await get(listingUrl)).json());
    expect(again.data.every((card) => !card.wishlist)).toBe(true);
  });

  it('answers of 1 KB or more are compressed as the client accepts: brotli, then gzip', async () => {
    const plain = await get('/api/public/menus');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get('/api/public/menus', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('/api/public/menus', { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('an answer made for one request (a cart) is compressed too; a small one is not', async () => {
    const { customerId } = await createCustomerWithAddress(t, 73);
    const headers = await signInAs(t, customerId);
    const flats = await t.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.hasVariants, false), gt(products.stock, 5)))
      .limit(6);
    for (const product of flats) {
      await t.app.inject({
        method: 'POST',
        url: '/api/customer/cart',
        headers,
        payload: { productID: product.id, colorID: '0', sizeID: '0', pieces: 1 },
      });
    }
    const plain = await get('/api/customer/cart', headers);
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(1024);
    const br = await get('/api/customer/cart', { ...headers, 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const small = await get('/api/health', { 'accept-encoding': 'br' });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('x-answer-cache', () => {
  it('says MISS for an answer computed for the request, HIT for one kept, MISS again after a write', async () => {
    markCatalogChanged();
    const first = await get('/api/public/menus');
    expect(first.headers['x-answer-cache']).toBe('MISS');
    const second = await get('/api/public/menus');
    expect(second.headers['x-answer-cache']).toBe('HIT');
    expect(second.body).toBe(first.body);
    // Said on a 304 too: the validator was checked against the kept copy.
    const revalidated = await get('/api/public/menus', { 'if-none-match': first.headers.etag! });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['x-answer-cache']).toBe('HIT');
    markCatalogChanged();
    expect((await get('/api/public/menus')).headers['x-answer-cache']).toBe('MISS');
  });

  it("a signed-in shopper's copy with hearts says how the copy it was made from was found", async () => {
    const headers = await signInAs(t, 'cus_demo');
    markCatalogChanged();
    expect((await get(productUrl(), headers)).headers['x-answer-cache']).toBe('MISS');
    expect((await get(productUrl(), headers)).headers['x-answer-cache']).toBe('HIT');
    expect((await get(productUrl())).headers['x-answer-cache']).toBe('HIT');
  });

  it('is sent by the crawlers’ answers kept beside the catalogue, and by no personal answer', async () => {
    markCatalogChanged();
    expect((await get('/robots.txt')).headers['x-answer-cache']).toBe('MISS');
    expect((await get('/robots.txt')).headers['x-answer-cache']).toBe('HIT');
    const cart = await get('/api/customer/cart', await signInAs(t, 'cus_demo'));
    expect(cart.statusCode).toBe(200);
    expect(cart.headers['x-answer-cache']).toBeUndefined();
  });
});

describe('the in-process cache never outlives a write', () => {
  it("the operator's new stock shows on the product page at once", async () => {
    expect((await productAnswer()).data.stock).toBe(flat.stock);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    });
    const operator = { authorization: `Bearer ${login.json().token as string}` };
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/stock',
      headers: operator,
      payload: { productID: flat.id, stock: flat.stock + 7 },
    });
    expect(set.statusCode).toBe(200);
    expect((await productAnswer()).data.stock).toBe(flat.stock + 7);
  });

  it('checkout prices from the database even while a page shows a cached price', async () => {
    const { customerId, addressId } = await createCustomerWithAddress(t, 72);
    const headers = await signInAs(t, customerId);
    const cachedPrice = (await productAnswer()).data.salePrice;
    await t.app.inject({
      method: 'POST',
      url: '/api/customer/cart',
      headers,
      payload: { productID: flat.id, colorID: '0', sizeID: '0', pieces: 1 },
    });
    // A price written behind the API's back (say, by a script on the database).
    const newPaise = flat.salePaise - 100;
    await t.db.update(products).set({ salePaise: newPaise }).where(eq(products.id, flat.id));

    const summary = await get(`/api/customer/order-checkout/${addressId}/prepaid`, headers);
    expect(CheckoutAnswerSchema.parse(summary.json()).data.sub_total).toBe(newPaise / 100);
    // The page may still show the old price until the catalogue is marked changed...
    expect((await productAnswer()).data.salePrice).toBe(cachedPrice);
    markCatalogChanged();
    // ...and then shows the new one at once, on the product page and in listings.
    expect((await productAnswer()).data.salePrice).toBe(newPaise / 100);
    const listing = ListingAnswerSchema.parse(
      (await get(`/api/public/products?productID=${flat.id}&limit=28`)).json(),
    );
    expect(listing.data[0]?.salePrice).toBe(newPaise / 100);
  });

  it('a cart change keeps the cached pages: it cannot change them', async () => {
    const before = await get(productUrl());
    const headers = await signInAs(t, 'cus_demo');
    const cart = await t.app.inject({
      method: 'POST',
      url: '/api/customer/cart',
      headers,
      payload: { productID: flat.id, colorID: '0', sizeID: '0', pieces: 1 },
    });
    expect(cart.statusCode).toBe(200);
    const after = await get(productUrl(), { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(304);
  });

  it('a write that fails leaves the cache as it was', async () => {
    const before = await get(productUrl());
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/stock',
      payload: { productID: flat.id, stock: 1 },
    });
    expect(refused.statusCode).toBe(401);
    const after = await get(productUrl(), { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(304);
  });
});
