import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListingAnswerSchema, CategoriesAnswerSchema, MenusAnswerSchema } from '@haat/contract';
import { createTestApp, type TestApp } from '../../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('categories and menus', () => {
  it('categories nest main category → category → sub-category in SPEC.md §3 shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/categories' });
    expect(res.statusCode).toBe(200);
    const answer = CategoriesAnswerSchema.parse(res.json());
    expect(answer.data.length).toBeGreaterThanOrEqual(6);
    expect(answer.data.map((main) => main.name)).toEqual(
      expect.arrayContaining(['Fashion', 'Electronics']),
    );
    for (const main of answer.data) {
      expect(main.categories.length).toBeGreaterThan(0);
      for (const category of main.categories)
        expect(category.subsubCategories.length).toBeGreaterThan(0);
    }
  });

  it('menus group categories into boxes under each main category', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/menus' });
    const answer = MenusAnswerSchema.parse(res.json());
    expect(answer.data.length).toBeGreaterThanOrEqual(6);
    const fashion = answer.data.find((menu) => menu.maincategories.name === 'Fashion');
    const boxes = fashion?.subMenus.flatMap((menu) => menu.boxData) ?? [];
    expect(boxes.length).toBeGreaterThan(0);
    expect(boxes[0]?.subCatDetails.length).toBeGreaterThan(0);
  });
});

describe('product listing', () => {
  it('limit=28 answers 28 cards, the total, and the brands and sub-categories in the result', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/products?limit=28' });
    expect(res.statusCode).toBe(200);
    const answer = ListingAnswerSchema.parse(res.json());
    expect(answer.data).toHaveLength(28);
    expect(answer.total).toBeGreaterThanOrEqual(300);
    expect(answer.brands.length).toBeGreaterThanOrEqual(25);
    for (const card of answer.data) {
      expect(card.mrPrice).toBeGreaterThanOrEqual(card.salePrice);
      expect(card.fileUrl).toMatch(/^\/media\//);
      expect(card.wishlist).toBe(false);
    }
  });

  it('a main category filter keeps only its products and names the category', async () => {
    const categories = (
      await t.app.inject({ method: 'GET', url: '/api/public/categories' })
    ).json();
    const fashion = categories.data.find((main: { name: string }) => main.name === 'Fashion');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/public/products?mainCategoryID=${fashion._id}&limit=200`,
    });
    const answer = ListingAnswerSchema.parse(res.json());
    expect(answer.mainCategory?.name).toBe('Fashion');
    expect(answer.total).toBeGreaterThan(0);
    const fashionSubIds = new Set(
      fashion.categories.flatMap((category: { subsubCategories: Array<{ _id: string }> }) =>
        category.subsubCategories.map((sub) => sub._id),
      ),
    );
    for (const sub of answer.subCategories) expect(fashionSubIds.has(sub._id)).toBe(true);
  });

  it('sorting low to high and high to low orders by sale price', async () => {
    const up = ListingAnswerSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/public/products?orderBy=1&limit=50' })
      ).json(),
    );
    const down = ListingAnswerSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/public/products?orderBy=-1&limit=50' })
      ).json(),
    );
    const upPrices = up.data.map((card) => card.salePrice);
    const downPrices = down.data.map((card) => card.salePrice);
    expect(upPrices).toEqual([...upPrices].sort((a, b) => a - b));
    expect(downPrices).toEqual([...downPrices].sort((a, b) => b - a));
    expect(downPrices[0]).toBeGreaterThan(upPrices[0] ?? Infinity);
  });

  it('a price band keeps sale prices inside it, and 90000000 means no upper bound', async () => {
    const band = ListingAnswerSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/public/products?minPrice=500&maxPrice=1000&limit=200',
        })
      ).json(),
    );
    expect(band.total).toBeGreaterThan(0);
    for (const card of band.data)
      expect(card.salePrice >= 500 && card.salePrice <= 1000).toBe(true);
    const open = ListingAnswerSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/public/products?minPrice=10000&maxPrice=90000000&limit=200',
        })
      ).json(),
    );
    const capped = ListingAnswerSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/public/products?minPrice=10000&maxPrice=10000&limit=200',
        })
      ).json(),
    );
    expect(open.total).toBeGreaterThan(capped.total);
  });

  it.each(['limit=201', 'limit=-1', 'limit=abc', 'orderBy=2'])(
    'a bad query (%s) is a 400 with a validation map',
    async (query) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/public/products?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().validation).toBeTruthy();
    },
  );
});
