import { describe, expect, it } from 'vitest';
import { buildListingPath, parseListingPath } from '@haat/contract/listing-path';
import { categoryHref, mainCategoryHref, subCategoryHref } from './category-links';

describe('category links', () => {
  it('write the same listing paths as the contract, which reads them back', () => {
    expect(mainCategoryHref('m1', true)).toBe(buildListingPath(0, ['m1']));
    expect(categoryHref('m1', 'c1')).toBe(buildListingPath(0, ['m1', 'c1']));
    expect(subCategoryHref('m1', 'c1', 's1')).toBe(buildListingPath(0, ['m1', 'c1', 's1']));
    expect(parseListingPath(subCategoryHref('m1', 'c1', 's1').replace('/products/', ''))).toEqual({
      type: 0,
      mainCategoryID: 'm1',
      categoryID: 'c1',
      subCategoryID: 's1',
    });
  });

  it('send a main category with nothing below it to /products/category/{id}', () => {
    expect(mainCategoryHref('m9', false)).toBe('/products/category/m9');
  });
});
