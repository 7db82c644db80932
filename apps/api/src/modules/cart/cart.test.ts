import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt } from 'drizzle-orm';
import { CartAnswerSchema, WishlistAnswerSchema } from '@haat/contract';
import {
  createCustomerWithAddress,
  createTestApp,
  signInAs,
  type TestApp,
} from '../../../test/helper.ts';
import { cartItems, productSizes, products } from '../../db/schema/index.ts';

let t: TestApp;
let headers: { authorization: string };
let flat: typeof products.$inferSelect;
let size: typeof productSizes.$inferSelect;

beforeAll(async () => {
  t = await createTestApp();
  const { customerId } = await createCustomerWithAddress(t, 1);
  headers = await signInAs(t, customerId);
  [flat] = (await t.db
    .select()
    .from(products)
    .where(and(eq(products.hasVariants, false), gt(products.stock, 20)))
    .limit(1)) as [typeof flat];
  [size] = (await t.db.select().from(productSizes).where(gt(productSizes.stock, 20)).limit(1)) as [
    typeof size,
  ];
});
afterAll(async () => t.close());

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('server cart', () => {
  it('every cart call needs a signed-in customer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/customer/cart' });
    expect(res.statusCode).toBe(401);
  });

  it('a flat line is priced from the catalog, never from the request', async () => {
    const res = await post('/api/customer/cart', {
      productID: flat.id,
      colorID: 0,
      sizeID: 0,
      pieces: 2,
      price: 1,
      mrprice: 1,
      total: 2,
    });
    expect(res.statusCode).toBe(200);
    const line = CartAnswerSchema.parse(res.json()).data.products.find(
      (product) => product.productID === flat.id,
    );
    expect(line).toMatchObject({
      pieces: 2,
      salePrice: flat.salePaise / 100,
      total: (flat.salePaise * 2) / 100,
    });
  });

  it('a variant line answers its colour and size with the size price', async () => {
    const res = await post('/api/customer/cart', {
      productID: size.productId,
      colorID: size.colorId,
      sizeID: size.id,
      pieces: 3,
    });
    const line = CartAnswerSchema.parse(res.json()).data.products.find(
      (product) => product.productID === size.productId,
    );
    expect(line && 'colorID' in line ? line.colorID[0]?.sizeID : undefined).toMatchObject({
      sizeID: size.id,
      pieces: 3,
      price: size.salePaise / 100,
    });
  });

  it('pieces 0 removes the line', async () => {
    await post('/api/customer/cart', { productID: flat.id, colorID: '0', sizeID: '0', pieces: 1 });
    const res = await post('/api/customer/cart', {
      productID: flat.id,
      colorID: '0',
      sizeID: '0',
      pieces: 0,
    });
    expect(
      res
        .json()
        .data.products.some((product: { productID: string }) => product.productID === flat.id),
    ).toBe(false);
  });

  it.each([-1, 1.5, 11, 1e9, '2'])('a quantity of %j is refused', async (pieces) => {
    const res = await post('/api/customer/cart', {
      productID: flat.id,
      colorID: '0',
      sizeID: '0',
      pieces,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().validation.pieces).toBeTruthy();
  });

  it('an unknown product, or a size under the wrong colour, is a 404', async () => {
    expect(
      (
        await post('/api/customer/cart', {
          productID: 'p_nope',
          colorID: '0',
          sizeID: '0',
          pieces: 1,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await post('/api/customer/cart', {
          productID: size.productId,
          colorID: 'c_wrong',
          sizeID: size.id,
          pieces: 1,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await post('/api/customer/cart', {
          productID: size.productId,
          colorID: '0',
          sizeID: '0',
          pieces: 1,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('more pieces than the stock are refused with how many are left', async () => {
    await t.db.update(products).set({ stock: 2 }).where(eq(products.id, flat.id));
    const res = await post('/api/customer/cart', {
      productID: flat.id,
      colorID: '0',
      sizeID: '0',
      pieces: 3,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('Only 2 left');
    await t.db.update(products).set({ stock: flat.stock }).where(eq(products.id, flat.id));
  });

  it('a 51st different item is refused; the 50 already in the cart can still change', async () => {
    const { customerId } = await createCustomerWithAddress(t, 2);
    const shopper = await signInAs(t, customerId);
    const flats = await t.db
      .select({ id: products.id })
      .from(products)
      .where(
        and(eq(products.hasVariants, false), eq(products.isPublished, true), gt(products.stock, 5)),
      )
      .limit(51);
    expect(flats).toHaveLength(51);
    const [last, ...fifty] = flats as [{ id: string }, ...Array<{ id: string }>];
    await t.db.insert(cartItems).values(
      fifty.map(({ id }) => ({
        customerId,
        productId: id,
        colorId: '0',
        sizeId: '0',
        pieces: 1,
      })),
    );
    const add = (productID: string, pieces: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/customer/cart',
        payload: { productID, colorID: '0', sizeID: '0', pieces },
        headers: shopper,
      });
    const refused = await add(last.id, 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A cart holds at most 50 different items.');
    const changed = await add(fifty[0]!.id, 3);
    expect(changed.statusCode).toBe(200);
    const lines = CartAnswerSchema.parse(changed.json()).data.products;
    expect(lines).toHaveLength(50);
    expect(lines.find((line) => line.productID === fifty[0]!.id)).toMatchObject({ pieces: 3 });
  });

  it('a guest cart merges at login: pieces add up, capped at 10 and at the stock', async () => {
    await post('/api/customer/cart', { productID: flat.id, colorID: '0', sizeID: '0', pieces: 6 });
    const res = await post('/api/customer/multi-product/cart', {
      products: [
        { productID: flat.id, colorID: 0, sizeID: 0, pieces: 7, name: 'ignored' },
        { productID: size.productId, colorID: size.colorId, sizeID: size.id, pieces: 2 },
        { productID: 'p_nope', colorID: '0', sizeID: '0', pieces: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const lines = CartAnswerSchema.parse(res.json()).data.products;
    const flatLine = lines.find((product) => product.productID === flat.id);
    expect(flatLine && 'pieces' in flatLine ? flatLine.pieces : 0).toBe(10);
    expect(lines.some((product) => product.productID === 'p_nope')).toBe(false);
  });
});

describe('wishlist', () => {
  it('adding, listing with the real discount, and removing', async () => {
    const add = await post('/api/customer/wishlist', { productID: flat.id });
    expect(add.json()).toEqual({ status: 'success', message: 'Item successfully added.' });
    await post('/api/customer/wishlist', { productID: flat.id });
    const list = WishlistAnswerSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/customer/wishlist', headers })).json(),
    );
    const items = list.data.productID.filter((item) => item.productID === flat.id);
    expect(items).toHaveLength(1);
    expect(items[0]?.discountPercentage).toBe(
      Math.round(((flat.mrpPaise - flat.salePaise) / flat.mrpPaise) * 100),
    );
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/customer/wishlist?productID=${flat.id}`,
      headers,
    });
    expect(remove.json().message).toBe('Successfully removed.');
  });

  it('the listing and the product page set the heart for the signed-in customer only', async () => {
    await post('/api/customer/wishlist', { productID: flat.id });
    const mine = (
      await t.app.inject({
        method: 'GET',
        url: `/api/public/product?productID=${flat.id}`,
        headers,
      })
    ).json();
    const guest = (
      await t.app.inject({ method: 'GET', url: `/api/public/product?productID=${flat.id}` })
    ).json();
    expect(mine.data.wishlist).toBe(true);
    expect(guest.data.wishlist).toBe(false);
    const listing = (
      await t.app.inject({
        method: 'GET',
        url: `/api/public/products?productID=${flat.id}&limit=1`,
        headers,
      })
    ).json();
    expect(listing.data[0].wishlist).toBe(true);
  });

  it('an unknown product cannot be wishlisted', async () => {
    expect((await post('/api/customer/wishlist', { productID: 'p_nope' })).statusCode).toBe(404);
  });
});
