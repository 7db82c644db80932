import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { NO_VARIANT_ID } from '@haat/contract';
import { createCustomerWithAddress, createTestApp, type TestApp } from '../../../test/helper.ts';
import { cartItems, productColors, productSizes, products } from '../../db/schema/index.ts';
import { findCartPurchasables, findPurchasables, lineKeyOf } from './purchasable.service.ts';

let t: TestApp;
let customerId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ customerId } = await createCustomerWithAddress(t, 1));
});
afterAll(async () => t.close());

describe('a cart priced in one statement', () => {
  it('answers what pricing each line on its own answers, pictures included, oldest line first', async () => {
    const flats = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.hasVariants, false))
      .orderBy(asc(products.id))
      .limit(3);
    // Sizes of different colours of one product, and a size under the wrong colour.
    const sizes = await t.db
      .select({
        id: productSizes.id,
        productId: productSizes.productId,
        colorId: productSizes.colorId,
      })
      .from(productSizes)
      .innerJoin(productColors, eq(productColors.id, productSizes.colorId))
      .orderBy(sql`${productSizes.productId}, ${productColors.id} desc`)
      .limit(4);
    const [unpublished] = await t.db
      .update(products)
      .set({ isPublished: false })
      .where(eq(products.id, flats[2]!.id))
      .returning({ id: products.id });
    const keys = [
      ...flats.map((row) => ({ productId: row.id, colorId: NO_VARIANT_ID, sizeId: NO_VARIANT_ID })),
      ...sizes.map((row) => ({ productId: row.productId, colorId: row.colorId, sizeId: row.id })),
      { productId: sizes[0]!.productId, colorId: 'col_nope', sizeId: sizes[0]!.id },
      { productId: sizes[0]!.productId, colorId: NO_VARIANT_ID, sizeId: NO_VARIANT_ID },
    ];
    let at = Date.parse('2026-01-01T00:00:00Z');
    for (const [index, key] of keys.entries()) {
      await t.db.insert(cartItems).values({
        customerId,
        ...key,
        pieces: index + 1,
        createdAt: new Date((at += 1000)),
      });
    }
    const separately = await findPurchasables(t.db, keys);
    const together = await findCartPurchasables(t.db, customerId);

    expect(together.map((line) => line.key)).toEqual(keys);
    expect(together.map((line) => line.pieces)).toEqual(keys.map((_, index) => index + 1));
    for (const line of together) expect(line.item).toEqual(separately.get(lineKeyOf(line.key)));
    // The published lines are there, with pictures; the rest name nothing purchasable.
    expect(together.filter((line) => line.item).length).toBe(2 + sizes.length);
    expect(together.every((line) => !line.item || line.item.imageUrl !== '')).toBe(true);
    expect(together.find((line) => line.key.productId === unpublished!.id)?.item).toBeUndefined();
    await t.db.delete(cartItems).where(and(eq(cartItems.customerId, customerId)));
  });
});
