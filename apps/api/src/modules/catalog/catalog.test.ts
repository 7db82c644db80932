import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { ListingAnswerSchema, CategoriesAnswerSchema, MenusAnswerSchema } from '@haat/contract';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { products } from '../../db/schema/index.ts';
import { summariseFacets } from './catalog.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('categories and menus', () => {
  it('categories nest main category → category → sub-category in docs/spec.md §3 shape', async () => {
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

  it('a price band in the default order lists its first products by id, as many as asked; an empty band none', async () => {
    const list = async (query: string) =>
      ListingAnswerSchema.parse(
        (await t.app.inject({ method: 'GET', url: `/api/public/products?${query}` })).json(),
      );
    const inBand = and(
      eq(products.isPublished, true),
      gte(products.salePaise, 30_000),
      lte(products.salePaise, 90_000),
    );
    const expected = await t.db
      .select({ id: products.id })
      .from(products)
      .where(inBand)
      .orderBy(products.id)
      .limit(5);
    expect(expected.length).toBe(5);
    const band = await list('minPrice=300&maxPrice=900&limit=5');
    expect(band.data.map((card) => card.productID)).toEqual(expected.map((row) => row.id));
    const [count] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(inBand);
    expect(band.total).toBe(count!.n);
    // A lower bound of ₹0 is no bound: the same listing as none.
    expect(await list('minPrice=0&maxPrice=900&limit=5')).toEqual(
      await list('maxPrice=900&limit=5'),
    );
    const empty = await list('minPrice=1&maxPrice=1&limit=28');
    expect(empty.data).toEqual([]);
    expect(empty.total).toBe(0);
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

describe('listing facets: the count, brands and sub-categories from one grouped scan', () => {
  const row = (brandId: string, subCategoryId: string, count: number) => ({
    brandId,
    brandName: brandId.toUpperCase(),
    brandNameHi: null,
    subCategoryId,
    subCategoryName: subCategoryId.toUpperCase(),
    subCategoryNameHi: null,
    originCountry: null as string | null,
    products: count,
  });
  const rows = [row('b1', 's1', 3), row('b1', 's2', 4), row('b2', 's1', 5), row('b3', 's3', 1)];

  it.each([
    [{}, 13, ['b1', 'b2', 'b3'], ['s1', 's2', 's3']],
    [{ brandId: 'b1' }, 7, ['b1', 'b2', 'b3'], ['s1', 's2']],
    [{ subCategoryId: 's1' }, 8, ['b1', 'b2'], ['s1', 's2', 's3']],
    [{ brandId: 'b1', subCategoryId: 's1' }, 3, ['b1', 'b2'], ['s1', 's2']],
    [{ brandId: 'b9' }, 0, ['b1', 'b2', 'b3'], []],
  ])(
    'filters %j: %i products; brands ignore the brand filter, sub-categories their own',
    (filter, total, brands, subCategories) => {
      const summary = summariseFacets(rows, filter, 'en');
      expect(summary.total).toBe(total);
      expect(summary.brands.map((brand) => brand._id)).toEqual(brands);
      expect(summary.subCategories.map((sub) => sub._id)).toEqual(subCategories);
    },
  );

  it('counts products by country of origin under the other filters, sorted by the name in the language', () => {
    const made = [
      { ...row('b1', 's1', 3), originCountry: 'IN' },
      { ...row('b1', 's1', 2), originCountry: 'CN' },
      { ...row('b2', 's1', 4), originCountry: 'DE' },
      { ...row('b2', 's2', 1), originCountry: 'CN' },
      { ...row('b3', 's2', 6), originCountry: null },
    ];
    const english = summariseFacets(made, {}, 'en');
    expect(english.origins).toEqual([
      { code: 'CN', name: 'China', count: 3 },
      { code: 'DE', name: 'Germany', count: 4 },
      { code: 'IN', name: 'India', count: 3 },
    ]);
    expect(english.total).toBe(16);
    // The country filter narrows the count and the other lists, not its own list.
    const chinese = summariseFacets(made, { originCountry: 'CN' }, 'en');
    expect(chinese.total).toBe(3);
    expect(chinese.brands.map((brand) => brand._id)).toEqual(['b1', 'b2']);
    expect(chinese.origins.map((origin) => origin.code)).toEqual(['CN', 'DE', 'IN']);
    // The brand filter narrows the countries.
    expect(summariseFacets(made, { brandId: 'b2' }, 'en').origins).toEqual([
      { code: 'CN', name: 'China', count: 1 },
      { code: 'DE', name: 'Germany', count: 4 },
    ]);
    // Hindi names, in Hindi order: चीन, जर्मनी, भारत.
    expect(summariseFacets(made, {}, 'hi').origins.map((origin) => origin.name)).toEqual([
      'चीन',
      'जर्मनी',
      'भारत',
    ]);
  });

  async function countAndDistinct(where: SQL[], skip: 'brand' | 'sub' | 'none') {
    const conditions = [eq(products.isPublished, true), ...where];
    const [counted] = await t.db
      .select({
        count: sql<number>`count(*)::int`,
        brands: sql<string[]>`array_agg(distinct ${products.brandId})`,
        subs: sql<string[]>`array_agg(distinct ${products.subCategoryId})`,
      })
      .from(products)
      .where(and(...conditions));
    return {
      skip,
      count: counted?.count ?? 0,
      brands: counted?.brands ?? [],
      subs: counted?.subs ?? [],
    };
  }

  it('answers what counting the products themselves answers', async () => {
    const [sample] = await t.db
      .select()
      .from(products)
      .where(eq(products.isPublished, true))
      .limit(1);
    const p = sample!;
    const cases: Array<{ query: string; all: SQL[]; withoutBrand: SQL[]; withoutSub: SQL[] }> = [
      {
        query: `mainCategoryID=${p.mainCategoryId}&brandID=${p.brandId}`,
        all: [eq(products.mainCategoryId, p.mainCategoryId), eq(products.brandId, p.brandId)],
        withoutBrand: [eq(products.mainCategoryId, p.mainCategoryId)],
        withoutSub: [
          eq(products.mainCategoryId, p.mainCategoryId),
          eq(products.brandId, p.brandId),
        ],
      },
      {
        query: `categoryID=${p.categoryId}&subCategoryID=${p.subCategoryId}&minPrice=100&maxPrice=5000`,
        all: [
          eq(products.categoryId, p.categoryId),
          eq(products.subCategoryId, p.subCategoryId),
          gte(products.salePaise, 10_000),
          lte(products.salePaise, 500_000),
        ],
        withoutBrand: [
          eq(products.categoryId, p.categoryId),
          eq(products.subCategoryId, p.subCategoryId),
          gte(products.salePaise, 10_000),
          lte(products.salePaise, 500_000),
        ],
        withoutSub: [
          eq(products.categoryId, p.categoryId),
          gte(products.salePaise, 10_000),
          lte(products.salePaise, 500_000),
        ],
      },
    ];
    for (const example of cases) {
      const answer = ListingAnswerSchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/public/products?${example.query}&limit=28`,
          })
        ).json(),
      );
      const all = await countAndDistinct(example.all, 'none');
      const brands = await countAndDistinct(example.withoutBrand, 'brand');
      const subs = await countAndDistinct(example.withoutSub, 'sub');
      expect(answer.total).toBe(all.count);
      expect(answer.brands.map((brand) => brand._id).sort()).toEqual([...brands.brands].sort());
      expect(answer.subCategories.map((sub) => sub._id).sort()).toEqual([...subs.subs].sort());
    }
  });
});

describe('price filters past any price', () => {
  it('a minimum beyond 2^53 or past the "10000+" value is a 400, not a 500 (fuzz seed 2)', async () => {
    for (const query of ['minPrice=9007199254740992', 'maxPrice=1e21', 'minPrice=90000001']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/public/products?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const top = await t.app.inject({
      method: 'GET',
      url: '/api/public/products?maxPrice=90000000',
    });
    expect(top.statusCode).toBe(200);
  });
});
