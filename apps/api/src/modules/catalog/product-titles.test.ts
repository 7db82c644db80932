// Products' Hindi titles and descriptions (docs/decisions/hindi.md): the Hindi pages' calls
// (Accept-Language: hi-IN) get a product's Hindi title on its page, its listing cards and search
// suggestions, and its Hindi description on its page; English calls the English ones; a product
// with none shows its English text on the Hindi pages; each answer is kept once per language;
// and a word of a Hindi title finds the product.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ListingAnswerSchema, ProductAnswerSchema, SearchAnswerSchema } from '@haat/contract';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { productColors, products } from '../../db/schema/index.ts';
import { markCatalogChanged } from './catalog-cache.ts';

const HINDI = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };
const ENGLISH = { 'accept-language': 'en-IN' };
const DEVANAGARI = /\p{Script=Devanagari}/u;

let t: TestApp;
let sarees: Array<{ id: string; title: string; titleHi: string | null }>;
beforeAll(async () => {
  t = await createTestApp();
  sarees = await t.db
    .select({ id: products.id, title: products.title, titleHi: products.titleHi })
    .from(products)
    .where(and(eq(products.subCategoryId, 'sub_sarees'), eq(products.isPublished, true)))
    .orderBy(products.id);
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the demo catalogue has Hindi titles', () => {
  it('every saree has a Hindi title with its brand in Devanagari', () => {
    expect(sarees.length).toBeGreaterThan(0);
    for (const saree of sarees) {
      expect(saree.titleHi).toMatch(/साड़ी/);
      expect(saree.titleHi).not.toMatch(/[A-Za-z]/);
    }
  });
});

describe("products' titles in the Hindi pages' answers", () => {
  it('a product page: Hindi title and description for Hindi, English for English and none', async () => {
    const saree = sarees[0]!;
    const url = `/api/public/product?productID=${saree.id}`;
    const res = await get(url, HINDI);
    expect(res.headers.vary).toContain('Accept-Language');
    const hindi = ProductAnswerSchema.parse(res.json()).data;
    expect(hindi.title).toBe(saree.titleHi);
    expect(hindi.description).toMatch(DEVANAGARI);
    expect(hindi.description).toContain(saree.titleHi);
    for (const headers of [ENGLISH, {}]) {
      const english = ProductAnswerSchema.parse((await get(url, headers)).json()).data;
      expect(english.title).toBe(saree.title);
      expect(english.description).toContain('About this product');
      expect(english.description).not.toMatch(DEVANAGARI);
    }
  });

  it("a listing's cards carry the Hindi titles, in the same order", async () => {
    const url = '/api/public/products?subCategoryID=sub_sarees&limit=28';
    const hindi = ListingAnswerSchema.parse((await get(url, HINDI)).json());
    const english = ListingAnswerSchema.parse((await get(url, ENGLISH)).json());
    expect(hindi.data.length).toBeGreaterThan(0);
    expect(hindi.data.map((card) => card.productID)).toEqual(
      english.data.map((card) => card.productID),
    );
    for (const card of hindi.data) expect(card.title).toMatch(/साड़ी/);
    for (const card of english.data) expect(card.title).toMatch(/Saree/);
  });

  it('search suggestions carry the Hindi titles, kept once per language', async () => {
    const url = '/api/public/products?search=saree';
    const hindiRes = await get(url, HINDI);
    const englishRes = await get(url, ENGLISH);
    expect(hindiRes.headers.vary).toBe('Accept-Encoding, Accept-Language');
    expect(englishRes.headers.vary).toBe('Accept-Encoding, Accept-Language');
    expect(hindiRes.headers.etag).not.toBe(englishRes.headers.etag);
    const hindi = SearchAnswerSchema.parse(hindiRes.json()).data;
    const english = SearchAnswerSchema.parse(englishRes.json()).data;
    expect(hindi.length).toBeGreaterThan(0);
    expect(hindi.map((hit) => hit.productID)).toEqual(english.map((hit) => hit.productID));
    for (const hit of hindi) expect(hit.title).toMatch(/साड़ी/);
    for (const hit of english) expect(hit.title).toMatch(/Saree/);
    // Devanagari and Hinglish find the same sarees, titled in the page's language.
    for (const text of ['साड़ी', 'saadi']) {
      const found = SearchAnswerSchema.parse(
        (await get(`/api/public/products?search=${encodeURIComponent(text)}`, HINDI)).json(),
      ).data;
      expect(found.length).toBeGreaterThan(0);
      expect(found.some((hit) => /साड़ी/.test(hit.title))).toBe(true);
    }
  });

  it('a product without a Hindi title or description shows its English ones', async () => {
    const saree = sarees[1]!;
    await t.db
      .update(products)
      .set({ titleHi: null, descriptionHi: null })
      .where(eq(products.id, saree.id));
    markCatalogChanged();
    const page = ProductAnswerSchema.parse(
      (await get(`/api/public/product?productID=${saree.id}`, HINDI)).json(),
    ).data;
    expect(page.title).toBe(saree.title);
    expect(page.description).toContain('About this product');
    // The rest of the page is still in Hindi.
    expect(page.subCategory[0]?.name).toBe('साड़ियां');
    const listing = ListingAnswerSchema.parse(
      (await get('/api/public/products?subCategoryID=sub_sarees&limit=28', HINDI)).json(),
    );
    expect(listing.data.find((card) => card.productID === saree.id)?.title).toBe(saree.title);
  });
});

describe("a product page's colours in the page's language", () => {
  it('names each colour by its Hindi name on a Hindi page, its English one otherwise', async () => {
    const [colour] = await t.db
      .select()
      .from(productColors)
      .where(eq(productColors.name, 'Midnight Black'))
      .limit(1);
    expect(colour?.nameHi).toBe('मिडनाइट ब्लैक');
    const url = `/api/public/product?productID=${colour!.productId}`;
    const hindi = ProductAnswerSchema.parse((await get(url, HINDI)).json()).data;
    const english = ProductAnswerSchema.parse((await get(url, ENGLISH)).json()).data;
    const nameOf = (detail: typeof hindi) =>
      detail.colorID.find((each) => each.colorID === colour!.id)?.name;
    expect(nameOf(hindi)).toBe('मिडनाइट ब्लैक');
    expect(nameOf(english)).toBe('Midnight Black');
    // Sizes are written as the seller wrote them, in both languages.
    expect(hindi.colorID.map((each) => each.sizeID.map((size) => size.name))).toEqual(
      english.colorID.map((each) => each.sizeID.map((size) => size.name)),
    );

    // A colour without a Hindi name shows its English one on the Hindi page.
    await t.db.update(productColors).set({ nameHi: null }).where(eq(productColors.id, colour!.id));
    markCatalogChanged();
    expect(nameOf(ProductAnswerSchema.parse((await get(url, HINDI)).json()).data)).toBe(
      'Midnight Black',
    );
  });
});

describe('the answer cache keeps a title per language', () => {
  it('each language is served its own copy until the catalogue changes', async () => {
    markCatalogChanged();
    const saree = sarees[2] ?? sarees[0]!;
    const url = `/api/public/product?productID=${saree.id}`;
    const titleOf = async (headers: Record<string, string>) => {
      const res = await get(url, headers);
      return { title: ProductAnswerSchema.parse(res.json()).data.title, etag: res.headers.etag };
    };
    const hindi = await titleOf(HINDI);
    const english = await titleOf(ENGLISH);
    expect(hindi.title).toMatch(/साड़ी/);
    expect(english.title).toMatch(/Saree/);
    expect(hindi.etag).not.toBe(english.etag);

    // Changed behind the API's back: both languages still get their kept copy.
    await t.db
      .update(products)
      .set({ title: 'Renamed Saree', titleHi: 'नई साड़ी' })
      .where(eq(products.id, saree.id));
    expect(await titleOf(HINDI)).toEqual(hindi);
    expect(await titleOf(ENGLISH)).toEqual(english);
    // A validator of one language does not answer 304 to the other.
    const crossed = await get(url, { ...HINDI, 'if-none-match': english.etag as string });
    expect(crossed.statusCode).toBe(200);

    markCatalogChanged();
    expect((await titleOf(HINDI)).title).toBe('नई साड़ी');
    expect((await titleOf(ENGLISH)).title).toBe('Renamed Saree');
  });
});

describe('searching a Hindi title', () => {
  it('a word only the Hindi title has finds the product, with or without nukta', async () => {
    const saree = sarees[3] ?? sarees[0]!;
    await t.db
      .update(products)
      .set({ titleHi: 'बढ़िया चमकीली पोशाक' })
      .where(eq(products.id, saree.id));
    markCatalogChanged();
    for (const text of ['चमकीली', 'बढ़िया', 'बढिया', 'पोशाक चमकीली']) {
      const res = await get(`/api/public/products?search=${encodeURIComponent(text)}`, HINDI);
      const hits = SearchAnswerSchema.parse(res.json()).data;
      expect(
        hits.map((hit) => hit.productID),
        text,
      ).toContain(saree.id);
      expect(hits.find((hit) => hit.productID === saree.id)?.title).toBe('बढ़िया चमकीली पोशाक');
    }
    const english = SearchAnswerSchema.parse(
      (await get(`/api/public/products?search=${encodeURIComponent('चमकीली')}`, ENGLISH)).json(),
    ).data;
    expect(english.find((hit) => hit.productID === saree.id)?.title).toBe(saree.title);
  });
});
