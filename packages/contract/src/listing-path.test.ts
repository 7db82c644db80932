import { describe, expect, it } from 'vitest';
import { ListProductsQuerySchema } from './catalog.ts';
import { buildListingPath, listingQueryFromPath, parseListingPath } from './listing-path.ts';
import { ListingPathSchema } from './listing-path.schema.ts';
import type { ListingType } from './fields.ts';

describe('parseListingPath', () => {
  it('reads a search path as all five ids', () => {
    expect(parseListingPath('7 m1 c1 s1 b1 p1')).toEqual({
      type: 7,
      mainCategoryID: 'm1',
      categoryID: 'c1',
      subCategoryID: 's1',
      brandID: 'b1',
      productID: 'p1',
    });
  });

  it.each([
    ['0 m1', { type: 0, mainCategoryID: 'm1' }],
    ['0 m1 c1', { type: 0, mainCategoryID: 'm1', categoryID: 'c1' }],
    ['0 m1 c1 s1', { type: 0, mainCategoryID: 'm1', categoryID: 'c1', subCategoryID: 's1' }],
    ['1 b1', { type: 1, brandID: 'b1' }],
    ['2 sel-1', { type: 2, sellerID: 'sel-1' }],
    ['3 card_1', { type: 3, cardID: 'card_1' }],
    ['4 o1', { type: 4, offerID: 'o1' }],
  ])('reads %s', (data, expected) => {
    expect(parseListingPath(data)).toEqual(expected);
  });

  it('reads the second search list form, a leading 0 with all five ids', () => {
    expect(parseListingPath('0 m c s b p')).toMatchObject({
      type: 0,
      brandID: 'b',
      productID: 'p',
    });
  });

  it.each([
    '',
    '   ',
    '7',
    '7 a b c d',
    '7 a b c d e f',
    '0',
    '1',
    '1 a b',
    '5 a',
    '9 a',
    '07 a',
    'x a',
    '1 a/b',
    '1 <script>',
  ])('gives null for the malformed path %j', (data) => {
    expect(parseListingPath(data)).toBeNull();
  });
});

describe('buildListingPath', () => {
  it('joins the type and ids with real spaces under /products', () => {
    expect(buildListingPath(7, ['a', 'b', 'c', 'd', 'e'])).toBe('/products/7 a b c d e');
    expect(buildListingPath(1, ['b1'])).toBe('/products/1 b1');
  });

  it.each<[ListingType, string[]]>([
    [0, ['m1', 'c1', 's1']],
    [1, ['b1']],
    [2, ['sel1']],
    [3, ['k1']],
    [4, ['o1']],
    [7, ['m1', 'c1', 's1', 'b1', 'p1']],
  ])('round-trips type %d through parseListingPath', (type, ids) => {
    const data = buildListingPath(type, ids).slice('/products/'.length);
    const parsed = parseListingPath(data);
    expect(parsed?.type).toBe(type);
    expect(Object.values(listingQueryFromPath(parsed ?? { type: 1, brandID: 'none' }))).toEqual(
      ids,
    );
  });
});

describe('listingQueryFromPath', () => {
  it('gives listProducts query fields the listing query accepts', () => {
    const path = parseListingPath('0 m1 c1');
    expect(path).not.toBeNull();
    const query = listingQueryFromPath(path ?? { type: 1, brandID: 'none' });
    expect(query).toEqual({ mainCategoryID: 'm1', categoryID: 'c1' });
    expect(ListProductsQuerySchema.parse(query)).toEqual({
      mainCategoryID: 'm1',
      categoryID: 'c1',
      limit: 28,
    });
  });
});

describe('the zod-free parser and ListingPathSchema', () => {
  it.each([
    '0 m1',
    '0 m1 c1',
    '0 m1 c1 s1',
    '0 m1 c1 s1 b1',
    '0 m1 c1 s1 b1 p1',
    '0 m1 c1 s1 b1 p1 x',
    '1 br_peetal_kala',
    '1 a b',
    '2 sl_1',
    '3 card_1',
    '4 offer_1',
    '7 m c s b p',
    '7 m c s b',
    '5 x',
    '9',
    '0',
    'x m1',
    '10 m1',
    '  0   m1   c1  ',
    '0 m1 bad/id',
    '0 m1 ' + 'a'.repeat(65),
  ])('agree on %j: what the parser reads the schema accepts unchanged', (data) => {
    const parsed = parseListingPath(data);
    if (parsed === null) return;
    expect(ListingPathSchema.parse(parsed)).toEqual(parsed);
  });

  it('refuse what the schema refuses', () => {
    for (const data of ['1 a b', '7 m c s b', '5 x', '0 m1 bad/id', '0 m1 ' + 'a'.repeat(65)]) {
      expect(parseListingPath(data)).toBeNull();
    }
  });
});
