// Search in Devanagari and casual Hinglish (docs/decisions/search-languages.md), through the
// suggestions call and the type-7 listing a suggestion opens; and the synonyms the operator keeps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import {
  ListingAnswerSchema,
  SearchAnswerSchema,
  SearchSynonymSavedAnswerSchema,
  SearchSynonymsAnswerSchema,
  type SearchHit,
} from '@haat/contract';
import { createTestApp, signInOperator, type TestApp } from '../../../test/helper.ts';
import { nextIp } from '../../../test/accounts.ts';
import { auditLog, sellers } from '../../db/schema/index.ts';
import { DEMO_OTHER_PASSWORD } from '../../seed/index.ts';

let t: TestApp;
let operator: { authorization: string };
let seller: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  operator = await signInOperator(t);
  const [approved] = await t.db
    .select({ email: sellers.email })
    .from(sellers)
    .where(eq(sellers.status, 'approved'))
    .orderBy(asc(sellers.id))
    .limit(1);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/seller/login',
    payload: { email: approved!.email, password: DEMO_OTHER_PASSWORD },
    remoteAddress: nextIp(),
  });
  seller = { authorization: `Bearer ${login.json().token as string}` };
});
afterAll(async () => t.close());

async function search(text: string): Promise<SearchHit[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/public/products?search=${encodeURIComponent(text)}`,
  });
  expect(res.statusCode).toBe(200);
  return SearchAnswerSchema.parse(res.json()).data;
}

const idsOf = (hits: SearchHit[]) => new Set(hits.map((hit) => hit.productID));

describe('a shopper searching in Devanagari or Hinglish', () => {
  it.each(['साड़ी', 'साडी', 'saree', 'sari', 'saadi', 'SAARI'])(
    '%s finds the sarees',
    async (text) => {
      const hits = await search(text);
      expect(hits).toHaveLength(10);
      expect(hits.filter((hit) => !/saree/i.test(hit.title))).toEqual([]);
    },
  );

  it('साड़ी, साडी and saree find the same sarees', async () => {
    const saree = idsOf(await search('saree'));
    expect(idsOf(await search('साड़ी'))).toEqual(saree);
    expect(idsOf(await search('साडी'))).toEqual(saree);
  });

  it.each([
    ['कुर्ता', 'kurta', /kurta/i],
    ['कुरता', 'kurta', /kurta/i],
    ['दीया', 'diya', /diya/i],
    ['दिया', 'diya', /diya/i],
    ['चाय', 'chai', /chai|tea/i],
    ['घी', 'ghee', /ghee/i],
    ['चावल', 'chawal', /rice/i],
    ['चप्पल', 'chappal', /chappal|sandal|slipper/i],
  ])('%s finds what %s finds', async (devanagari, latin, title) => {
    const hits = await search(devanagari);
    expect(hits.length).toBeGreaterThan(0);
    expect(idsOf(hits)).toEqual(idsOf(await search(latin)));
    expect(hits.some((hit) => title.test(hit.title))).toBe(true);
  });

  it.each([
    ['kurtaa', /kurta/i],
    ['chaay', /chai|tea/i],
    ['deeya', /diya/i],
    ['chawaal', /rice/i],
  ])('a casual spelling, %s, finds the same things', async (text, title) => {
    const hits = await search(text);
    expect(hits.length).toBeGreaterThan(0);
    expect(title.test(hits[0]!.title)).toBe(true);
  });

  it('a word being typed in Devanagari already suggests: साड़ finds sarees', async () => {
    const hits = await search('साड़');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((hit) => /saree/i.test(hit.title))).toBe(true);
  });

  it('Latin and Devanagari words mix: "silk साड़ी" finds silk sarees', async () => {
    const hits = await search('silk साड़ी');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((hit) => /silk/i.test(hit.title) && /saree/i.test(hit.title))).toBe(true);
  });

  it('a misspelt word still finds the product in either script: "teracota दीया"', async () => {
    const hits = await search('teracota दीया');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits[0]?.title).toMatch(/terracotta diya/i);
  });

  it('a Devanagari word spelt unlike the catalogue is corrected by its key: बनारसी', async () => {
    const hits = await search('बनारसी');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((hit) => /banarasi/i.test(hit.title))).toBe(true);
  });

  it('a stray vowel sign alone finds nothing and fails nothing', async () => {
    expect(await search('ँ')).toEqual([]);
  });

  it('the listing a Devanagari suggestion opens shows that product', async () => {
    const [hit] = await search('साड़ी');
    const query = new URLSearchParams({
      mainCategoryID: hit!.mainCategoryID,
      categoryID: hit!.categoryID,
      subCategoryID: hit!.subCategoryID,
      brandID: hit!.brandID,
      productID: hit!.productID,
      limit: '28',
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/public/products?${query}` });
    expect(res.statusCode).toBe(200);
    const listing = ListingAnswerSchema.parse(res.json());
    expect(listing.data.map((card) => card.productID)).toEqual([hit!.productID]);
    expect(listing.data[0]?.title).toMatch(/saree/i);
  });
});

describe("a category's or brand's Hindi name finds its products", () => {
  it.each([
    ['पर्दे', /curtain/i],
    ['दीवार घड़ियां', /clock/i],
    ['कुशन कवर', /cushion/i],
    // Its Latin spelling too, by the Hindi word's key.
    ['divar', /wall|clock/i],
  ])('%s', async (text, title) => {
    const hits = await search(text);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.filter((hit) => !title.test(hit.title))).toEqual([]);
  });

  it('a Hindi name the operator gives finds its products at once', async () => {
    const isCurtain = (hit: SearchHit) => /curtain/i.test(hit.title);
    expect((await search('चिलमन')).filter(isCurtain)).toEqual([]);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/categories/sub/sub_curtains',
      headers: operator,
      payload: { name: 'Curtains', nameHi: 'चिलमन' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const found = await search('चिलमन');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every(isCurtain)).toBe(true);
  });
});

describe('the operator keeps the synonyms', () => {
  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it("lists today's Hinglish words, sari → saree among them", async () => {
    const res = await call('GET', '/api/admin/search-synonyms?q=sari', operator);
    expect(res.statusCode).toBe(200);
    const list = SearchSynonymsAnswerSchema.parse(res.json()).data;
    expect(list.items.find((item) => item.word === 'sari')?.synonyms).toEqual(['saree']);
    const all = SearchSynonymsAnswerSchema.parse(
      (await call('GET', '/api/admin/search-synonyms', operator)).json(),
    ).data;
    expect(all.total).toBe(45);
  });

  it('a word added finds its products at once, and no more once removed', async () => {
    const isBedsheet = (hit: SearchHit) => /bedsheet/i.test(hit.title);
    expect((await search('bistar')).filter(isBedsheet)).toEqual([]);

    const added = await call('POST', '/api/admin/search-synonyms', operator, {
      word: 'Bistar',
      synonyms: 'bedsheet, chadar',
    });
    expect(added.statusCode).toBe(200);
    expect(SearchSynonymSavedAnswerSchema.parse(added.json()).data).toMatchObject({
      word: 'bistar',
      synonyms: ['bedsheet', 'chadar'],
    });
    const found = await search('bistar');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every(isBedsheet)).toBe(true);
    // By its phonetic key too, and in Devanagari.
    expect((await search('bisttar')).every(isBedsheet)).toBe(true);
    expect((await search('बिस्तर')).every(isBedsheet)).toBe(true);
    expect(await search('बिस्तर')).not.toEqual([]);

    const removed = await call('DELETE', '/api/admin/search-synonyms/bistar', operator);
    expect(removed.statusCode).toBe(200);
    expect((await search('bistar')).filter(isBedsheet)).toEqual([]);

    const rows = await t.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.target, 'bistar')))
      .orderBy(asc(auditLog.at));
    expect(rows).toEqual([
      {
        action: 'search-synonym.save',
        details: { before: null, after: { synonyms: ['bedsheet', 'chadar'] } },
      },
      {
        action: 'search-synonym.remove',
        details: { before: { synonyms: ['bedsheet', 'chadar'] }, after: null },
      },
    ]);
  });

  it('adding a word already kept replaces its words', async () => {
    const save = (synonyms: string[]) =>
      call('POST', '/api/admin/search-synonyms', operator, { word: 'चद्दर', synonyms });
    expect((await save(['bedsheet'])).statusCode).toBe(200);
    const replaced = await save(['chadar', 'bedsheet']);
    expect(SearchSynonymSavedAnswerSchema.parse(replaced.json()).data.synonyms).toEqual([
      'chadar',
      'bedsheet',
    ]);
    const removed = await call(
      'DELETE',
      `/api/admin/search-synonyms/${encodeURIComponent('चद्दर')}`,
      operator,
    );
    expect(removed.statusCode).toBe(200);
  });

  it.each([
    [{ word: 'two words', synonyms: ['saree'] }, 'word'],
    [{ word: 'sari', synonyms: [] }, 'synonyms'],
    [{ word: 'sari', synonyms: 'साड़ी' }, 'synonyms'],
    [{ word: 'sari', synonyms: ['sari'] }, 'synonyms'],
  ])('%j is refused, naming %s', async (body, field) => {
    const res = await call('POST', '/api/admin/search-synonyms', operator, body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().validation)).toEqual([field]);
  });

  it('removing a word that is not kept is 404', async () => {
    const res = await call('DELETE', '/api/admin/search-synonyms/nahihai', operator);
    expect(res.statusCode).toBe(404);
  });

  it.each([
    ['GET', '/api/admin/search-synonyms'],
    ['POST', '/api/admin/search-synonyms'],
    ['DELETE', '/api/admin/search-synonyms/sari'],
  ] as const)('a seller may not %s %s', async (method, url) => {
    const res = await call(method, url, seller, { word: 'sari', synonyms: ['saree'] });
    expect(res.statusCode).toBe(403);
  });
});
