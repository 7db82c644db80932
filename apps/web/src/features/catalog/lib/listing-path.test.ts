import { describe, expect, it } from 'vitest';
import { scopeFromRoute, suggestionHref } from './listing-path';

describe('listing path', () => {
  it('links a suggestion to the type-7 listing with all five ids (docs/spec.md §2)', () => {
    expect(
      suggestionHref({
        mainCategoryID: 'mc_puja',
        categoryID: 'cat_diyas',
        subCategoryID: 'sub_terracotta',
        brandID: 'br_kala',
        productID: 'p_000261',
      }),
    ).toBe('/products/7 mc_puja cat_diyas sub_terracotta br_kala p_000261');
  });

  it('reads each home link type as the filter it names', () => {
    expect(scopeFromRoute({ data: '0 mc_1' })).toEqual({
      kind: 'category',
      mainCategoryID: 'mc_1',
    });
    expect(scopeFromRoute({ data: '1 br_1' })).toEqual({ kind: 'brand', brandID: 'br_1' });
    expect(scopeFromRoute({ data: '2 sl_1' })).toEqual({ kind: 'seller', sellerID: 'sl_1' });
    expect(scopeFromRoute({ data: '3 cd_1' })).toEqual({ kind: 'card', cardID: 'cd_1' });
    expect(scopeFromRoute({ data: '4 of_1' })).toEqual({ kind: 'offer', offerID: 'of_1' });
  });

  it('shows a searched product first instead of filtering down to it', () => {
    expect(scopeFromRoute({ data: '7 m c s b p' })).toEqual({
      kind: 'search',
      mainCategoryID: 'm',
      categoryID: 'c',
      subCategoryID: 's',
      brandID: 'b',
      pinnedProductID: 'p',
    });
    // docs/spec.md §2's second search list: a leading 0 with the same five ids.
    expect(scopeFromRoute({ data: '0 m c s b p' })).toMatchObject({
      kind: 'search',
      pinnedProductID: 'p',
    });
  });

  it('serves the other two listing routes of docs/spec.md §2', () => {
    expect(scopeFromRoute({ categoryId: 'mc_grocery' })).toEqual({
      kind: 'category',
      mainCategoryID: 'mc_grocery',
    });
    expect(scopeFromRoute({ type: '0', id: 'mc_1', pid: 'cat_2' })).toEqual({
      kind: 'category',
      mainCategoryID: 'mc_1',
      categoryID: 'cat_2',
    });
  });

  it('refuses an address that names nothing', () => {
    expect(scopeFromRoute({ data: '6 x' })).toBeNull();
    expect(scopeFromRoute({ data: 'diyas' })).toBeNull();
    expect(scopeFromRoute({ categoryId: 'a b' })).toBeNull();
    expect(scopeFromRoute({ type: '1', id: 'a', pid: 'b' })).toBeNull();
  });
});
