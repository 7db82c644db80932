// Catalogue names in the request's language (catalog-names.ts, docs/decisions/hindi.md): the
// Hindi pages' calls (Accept-Language: hi-IN) get the category tree's and the brands' Hindi names,
// English ones the English names, and the answer cache keeps one copy per language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  CategoriesAnswerSchema,
  HomeOfferAnswerSchema,
  ListingAnswerSchema,
  MenusAnswerSchema,
  ProductAnswerSchema,
} from '@haat/contract';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { brands, mainCategories, products } from '../../db/schema/index.ts';
import { markCatalogChanged } from './catalog-cache.ts';

const HINDI = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };
const ENGLISH = { 'accept-language': 'en-IN' };

let t: TestApp;
let saree: { id: string; brandId: string };
beforeAll(async () => {
  t = await createTestApp();
  [saree] = (await t.db
    .select({ id: products.id, brandId: products.brandId })
    .from(products)
    .where(and(eq(products.subCategoryId, 'sub_sarees'), eq(products.isPublished, true)))
    .orderBy(products.id)
    .limit(1)) as [typeof saree];
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('category and brand names in the Hindi pages’ answers', () => {
  it('categories: Hindi names for Hindi, English for English and for no language at all', async () => {
    const hindi = CategoriesAnswerSchema.parse((await get('/api/public/categories', HINDI)).json());
    const fashion = hindi.data.find((main) => main._id === 'mc_fashion');
    expect(fashion?.name).toBe('फ़ैशन');
    const ethnic = fashion?.categories.find((category) => category._id === 'cat_womens_ethnic');
    expect(ethnic?.name).toBe('महिलाओं के एथनिक कपड़े');
    expect(ethnic?.subsubCategories.find((sub) => sub._id === 'sub_sarees')?.name).toBe('साड़ियां');
    // Every demo name has its Hindi one: no Latin letter is left in the Hindi tree.
    const names = hindi.data.flatMap((main) => [
      main.name,
      ...main.categories.flatMap((category) => [
        category.name,
        ...category.subsubCategories.map((sub) => sub.name),
      ]),
    ]);
    expect(names.filter((name) => /[A-Za-z]/.test(name))).toEqual([]);

    for (const headers of [ENGLISH, {}]) {
      const english = CategoriesAnswerSchema.parse(
        (await get('/api/public/categories', headers)).json(),
      );
      expect(english.data.find((main) => main._id === 'mc_fashion')?.name).toBe('Fashion');
    }
  });

  it('menus name main categories, categories and sub-categories in Hindi', async () => {
    const menus = MenusAnswerSchema.parse((await get('/api/public/menus', HINDI)).json());
    const home = menus.data.find((menu) => menu.maincategories._id === 'mc_home_kitchen');
    expect(home?.maincategories.name).toBe('घर और रसोई');
    const boxes = home?.subMenus.flatMap((menu) => menu.boxData) ?? [];
    expect(boxes.length).toBeGreaterThan(0);
    for (const box of boxes) {
      expect(box.categoryDetails.name).toMatch(/\p{Script=Devanagari}/u);
      for (const sub of box.subCatDetails) expect(sub.name).toMatch(/\p{Script=Devanagari}/u);
    }
  });

  it("a product's main category, category, sub-category and brand are named in Hindi", async () => {
    const url = `/api/public/product?productID=${saree.id}`;
    const hindi = ProductAnswerSchema.parse((await get(url, HINDI)).json()).data;
    expect(hindi.mainCategory[0]?.name).toBe('फ़ैशन');
    expect(hindi.category[0]?.name).toBe('महिलाओं के एथनिक कपड़े');
    expect(hindi.subCategory[0]?.name).toBe('साड़ियां');
    expect(hindi.brand[0]?.name).toMatch(/\p{Script=Devanagari}/u);
    const english = ProductAnswerSchema.parse((await get(url, ENGLISH)).json()).data;
    expect(english.subCategory[0]?.name).toBe('Sarees');
    expect(english.brand[0]?.name).toMatch(/^[A-Za-z]/);
    // A saree's title is in Hindi too (product-titles.test.ts).
    expect(hindi.title).toMatch(/साड़ी/);
    expect(english.title).toMatch(/Saree/);
  });

  it("a listing's title, brands and sub-categories are named in Hindi", async () => {
    const url = '/api/public/products?mainCategoryID=mc_fashion&limit=28';
    const hindi = ListingAnswerSchema.parse((await get(url, HINDI)).json());
    expect(hindi.mainCategory?.name).toBe('फ़ैशन');
    expect(hindi.subCategories.map((sub) => sub.name)).toContain('साड़ियां');
    expect(hindi.brands.map((brand) => brand.name)).toContain('देसी थ्रेड्स');
    const english = ListingAnswerSchema.parse((await get(url, ENGLISH)).json());
    expect(english.mainCategory?.name).toBe('Fashion');
    expect(english.brands.map((brand) => brand.name)).toContain('Desi Threads');
    expect(hindi.data.map((card) => card.productID)).toEqual(
      english.data.map((card) => card.productID),
    );
    expect(hindi.total).toBe(english.total);
  });

  it("the home page's category tiles and featured brands are named in Hindi", async () => {
    const res = await get('/api/public/home/offer', HINDI);
    expect(res.headers.vary).toBe('Accept-Encoding, Accept-Language');
    const { nodes } = HomeOfferAnswerSchema.parse(res.json()).data;
    const tiles = nodes.flatMap((node) =>
      node.title === 'banners' || node.title === 'collections' ? node.value : [],
    );
    expect(tiles.length).toBeGreaterThan(0);
    for (const tile of tiles) expect(tile.category.name).toMatch(/\p{Script=Devanagari}/u);
    const brandNames = nodes.flatMap((node) =>
      node.title === 'brands' ? node.value.map((brand) => brand.name) : [],
    );
    expect(brandNames).toContain('कलाकृति');
  });

  it('a row with no Hindi name shows its English name on the Hindi pages', async () => {
    await t.db.update(brands).set({ nameHi: null }).where(eq(brands.id, saree.brandId));
    markCatalogChanged();
    const [brand] = await t.db.select().from(brands).where(eq(brands.id, saree.brandId));
    const url = `/api/public/product?productID=${saree.id}`;
    const hindi = ProductAnswerSchema.parse((await get(url, HINDI)).json()).data;
    expect(hindi.brand[0]?.name).toBe(brand?.name);
    expect(hindi.subCategory[0]?.name).toBe('साड़ियां');
  });
});

describe('the answer cache keeps one copy per language', () => {
  it('the same URL in two languages: two answers, each kept and served to its own language', async () => {
    markCatalogChanged();
    const url = '/api/public/menus';
    const fashionName = async (headers: Record<string, string>) => {
      const res = await get(url, headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers.vary).toBe('Accept-Encoding, Accept-Language');
      const menus = MenusAnswerSchema.parse(res.json());
      return {
        name: menus.data.find((menu) => menu.maincategories._id === 'mc_fashion')?.maincategories
          .name,
        etag: res.headers.etag,
      };
    };
    const english = await fashionName(ENGLISH);
    const hindi = await fashionName(HINDI);
    expect(english.name).toBe('Fashion');
    expect(hindi.name).toBe('फ़ैशन');
    expect(hindi.etag).not.toBe(english.etag);

    // Renamed behind the API's back (no write through it marks the catalogue changed): the
    // second requests are answered from the cache, each from its own language's copy.
    await t.db
      .update(mainCategories)
      .set({ name: 'Fashion Renamed', nameHi: 'नया फ़ैशन' })
      .where(eq(mainCategories.id, 'mc_fashion'));
    const hindiAgain = await fashionName(HINDI);
    const englishAgain = await fashionName(ENGLISH);
    expect(hindiAgain).toEqual(hindi);
    expect(englishAgain).toEqual(english);
    // However the language is spelt, it is the same copy.
    expect((await fashionName({ 'accept-language': 'hi' })).etag).toBe(hindi.etag);
    expect((await fashionName({})).etag).toBe(english.etag);

    // A catalogue change makes both stale; each language then reads its new name.
    markCatalogChanged();
    expect((await fashionName(HINDI)).name).toBe('नया फ़ैशन');
    expect((await fashionName(ENGLISH)).name).toBe('Fashion Renamed');
  });

  it('a validator of one language does not answer 304 to the other', async () => {
    const url = `/api/public/product?productID=${saree.id}`;
    const english = await get(url, ENGLISH);
    const hindi = await get(url, { ...HINDI, 'if-none-match': english.headers.etag as string });
    expect(hindi.statusCode).toBe(200);
    expect(hindi.headers.vary).toContain('Accept-Language');
    const again = await get(url, { ...ENGLISH, 'if-none-match': english.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it('search suggestions title products in the language: a copy per language', async () => {
    const res = await get('/api/public/products?search=saree', HINDI);
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toBe('Accept-Encoding, Accept-Language');
  });
});
