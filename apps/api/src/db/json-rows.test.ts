// Rows read as one JSON column are the rows drizzle's own select reads: every column, its type
// and its order, for a table of text, integers, booleans and nulls.
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/helper.ts';
import { readRows } from './client.ts';
import { jsonRows } from './json-rows.ts';
import { categories, productImages, productSizes } from './schema/index.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('rows as JSON', () => {
  it('reads what a select reads, in its order, with booleans, integers and nulls', async () => {
    const { db } = database.handle;
    const [row] = readRows<{ cats: unknown; sizes: unknown; images: unknown; none: unknown }>(
      await db.execute(sql`select
        ${jsonRows(categories, { orderBy: [asc(categories.sortOrder), asc(categories.name)] })} as cats,
        ${jsonRows(productSizes, {
          where: eq(productSizes.productId, 'p_000004'),
          orderBy: [asc(productSizes.sortOrder), asc(productSizes.id)],
        })} as sizes,
        ${jsonRows(productImages, { orderBy: [asc(productImages.sortOrder), asc(productImages.id)] })} as images,
        ${jsonRows(productSizes, { where: eq(productSizes.productId, 'no such product'), orderBy: [asc(productSizes.id)] })} as none`),
    );
    const cats = await db
      .select()
      .from(categories)
      .orderBy(asc(categories.sortOrder), asc(categories.name));
    const sizes = await db
      .select()
      .from(productSizes)
      .where(eq(productSizes.productId, 'p_000004'))
      .orderBy(asc(productSizes.sortOrder), asc(productSizes.id));
    const images = await db
      .select()
      .from(productImages)
      .orderBy(asc(productImages.sortOrder), asc(productImages.id));
    expect(sizes.length).toBeGreaterThan(0);
    expect(images.some((image) => image.colorId === null)).toBe(true);
    expect(row?.cats).toEqual(cats);
    expect(row?.sizes).toEqual(sizes);
    expect(row?.images).toEqual(images);
    expect(row?.none).toEqual([]);
  });
});
