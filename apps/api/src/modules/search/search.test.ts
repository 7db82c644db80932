import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchAnswerSchema } from '@haat/contract';
import { readRows } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { completeVocabularyCounts } from './search-vocabulary.service.ts';
import { estimateMatches, selectSearchHits } from './search.repository.ts';
import { buildTsquery, splitSearchWords } from './search.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function search(text: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/public/products?search=${encodeURIComponent(text)}`,
  });
  expect(res.statusCode).toBe(200);
  return SearchAnswerSchema.parse(res.json()).data;
}

describe('search words', () => {
  it.each([
    ['Kurta', ['kurta']],
    ["men's  KURTA-set", ['men', 's', 'kurta', 'set']],
    ["'; drop table products; --", ['drop', 'table', 'products']],
    ['.*(a|b)+$', ['a', 'b']],
    ['   ', []],
  ])('%j is read as the words %j', (text, words) => {
    expect(splitSearchWords(text)).toEqual(words);
  });

  it('the last word is matched as a prefix and synonyms are alternatives', () => {
    expect(buildTsquery([['sari', 'saree'], ['red']], true)).toBe('(sari | saree) & (red:*)');
  });
});

describe('search suggestions', () => {
  it('a prefix suggests matching products: "ku" finds kurtas', async () => {
    const hits = await search('ku');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.some((hit) => /kurta/i.test(hit.title))).toBe(true);
  });

  it('every hit carries the five ids of a type-7 listing link and an image', async () => {
    const hits = await search('saree');
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) {
      expect(hit.mainCategoryID).toMatch(/^mc_/);
      expect(hit.categoryID).toMatch(/^cat_/);
      expect(hit.subCategoryID).toMatch(/^sub_/);
      expect(hit.brandID).toMatch(/^br_/);
      expect(hit.fileUrl).toMatch(/^\/media\//);
    }
  });

  it('a misspelt word still finds the product: "teracota diya"', async () => {
    const hits = await search('teracota diya');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits[0]?.title).toMatch(/terracotta/i);
  });

  it('a Hinglish word finds what it means: "joote" finds shoes', async () => {
    const hits = await search('joote');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((hit) => hit.subCategoryID.length > 0)).toBe(true);
  });

  it('"sari" and "saree" find the same sarees', async () => {
    const sari = await search('sari');
    const saree = await search('saree');
    expect(sari.length).toBeGreaterThan(0);
    expect(new Set(sari.map((hit) => hit.productID))).toEqual(
      new Set(saree.map((hit) => hit.productID)),
    );
  });

  it('no more than ten suggestions come back for a one-letter prefix', async () => {
    const hits = await search('s');
    expect(hits.length).toBe(10);
  });

  it.each(["' or 1=1 --", '(((', '\\', '%_%', 'a:* & !b'])(
    'SQL or regex characters (%j) are just text',
    async (text) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/public/products?search=${encodeURIComponent(text)}`,
      });
      expect(res.statusCode).toBe(200);
      expect(Array.isArray(res.json().data)).toBe(true);
    },
  );

  it('words that match nothing answer an empty list', async () => {
    expect(await search('zzqxj')).toEqual([]);
  });

  it('a search longer than 100 characters is refused', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/public/products?search=${'a'.repeat(101)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().validation.search).toBeTruthy();
  });
});

describe('a one-word suggestion’s candidates', () => {
  const documentsOf = async (word: string) =>
    readRows<{ documents: number | null }>(
      await t.db.execute(sql`select documents from search_words where word = ${word}`),
    )[0]?.documents;
  const productsWith = async (word: string) =>
    readRows<{ count: number }>(
      await t.db.execute(sql`
        select count(*)::int as count from products
        where is_published and search_vector @@ to_tsquery('simple', ${word})`),
    )[0]!.count;

  it('the vocabulary counts the published products of each word, and a start counts what it lacks', async () => {
    const kurtas = await productsWith('kurta');
    expect(kurtas).toBeGreaterThan(0);
    expect(await documentsOf('kurta')).toBe(kurtas);
    expect(await completeVocabularyCounts(t.db)).toBe(0);

    // As a database kept before counts existed (migration 0025 adds the column empty).
    await t.db.execute(sql`update search_words set documents = null`);
    expect(await completeVocabularyCounts(t.db)).toBeGreaterThan(0);
    expect(await documentsOf('kurta')).toBe(kurtas);
    expect(await completeVocabularyCounts(t.db)).toBe(0);
  });

  it('the matches of a prefix are estimated from the words that start with it', async () => {
    const { matches, products } = await estimateMatches(t.db, ['kurt', 'zzqxj']);
    expect(matches).toBeGreaterThanOrEqual(await productsWith('kurta'));
    expect(products).toBeGreaterThanOrEqual(0);
    expect((await estimateMatches(t.db, ['zzqxj'])).matches).toBe(0);
  });

  it('read in popularity order or gathered from the text index, they are the same', async () => {
    for (const query of ['(kurta:*)', '(s:*)', '(sari:* | saree:*)']) {
      const popular = await selectSearchHits(t.db, query, 10, 50, 'popular');
      const matches = await selectSearchHits(t.db, query, 10, 50, 'matches');
      expect(popular.length, query).toBeGreaterThan(0);
      expect(
        matches.map((row) => row.id),
        query,
      ).toEqual(popular.map((row) => row.id));
    }
  });
});
