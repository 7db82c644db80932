import { describe, expect, it } from 'vitest';
import {
  buildListingQuery,
  canLoadMore,
  nextLimit,
  readListingFilters,
  withFilter,
} from './listing-filters';

const params = (text: string) => new URLSearchParams(text);

describe('listing filters', () => {
  it('read a shared address back into the same filters', () => {
    expect(
      readListingFilters(
        params(
          'subCategoryID=sub_1&brandID=br_2&minPrice=500&maxPrice=90000000&orderBy=-1&limit=56',
        ),
      ),
    ).toEqual({
      subCategoryID: 'sub_1',
      brandID: 'br_2',
      minPrice: 500,
      maxPrice: 90000000,
      orderBy: -1,
      limit: 56,
    });
  });

  it('ignore values no control could have written', () => {
    expect(
      readListingFilters(params('brandID=a%20b&minPrice=700&maxPrice=-1&orderBy=2&limit=abc')),
    ).toEqual({ limit: 28 });
    // 'Min' (1) means no minimum; a limit past the server's cap is clamped to it.
    expect(readListingFilters(params('minPrice=1&limit=5000'))).toEqual({ limit: 200 });
  });

  it('always send limit, so the listing is never read as the demo list', () => {
    expect(buildListingQuery({ kind: 'all' }, { limit: 28 })).toEqual({ limit: 28 });
  });

  it('combine the path ids with the sidebar, price and sort', () => {
    expect(
      buildListingQuery(
        { kind: 'category', mainCategoryID: 'mc_1' },
        { brandID: 'br_1', minPrice: 500, maxPrice: 90000000, orderBy: 1, limit: 56 },
      ),
    ).toEqual({
      mainCategoryID: 'mc_1',
      brandID: 'br_1',
      minPrice: 500,
      maxPrice: 90000000,
      orderBy: 1,
      limit: 56,
    });
  });

  it('start again from the first page when a filter changes', () => {
    expect(withFilter(params('limit=84&brandID=a'), 'orderBy', 1).toString()).toBe(
      'brandID=a&orderBy=1',
    );
    expect(withFilter(params('brandID=a'), 'brandID', undefined).toString()).toBe('');
  });

  it('raise the limit by 28 per Load More, up to the server cap of 200', () => {
    expect(nextLimit(28)).toBe(56);
    expect(nextLimit(196)).toBe(200);
  });

  it.each([
    // returned, limit, total, shown
    [28, 28, 100, true],
    [27, 28, 27, false],
    [56, 56, 57, true],
    [28, 28, 28, false],
    [0, 28, 0, false],
    [200, 200, 900, false],
  ])(
    'Load More with %i returned of limit %i (total %i) shows: %s',
    (returned, limit, total, shown) => {
      expect(canLoadMore(returned, limit, total)).toBe(shown);
    },
  );
});
