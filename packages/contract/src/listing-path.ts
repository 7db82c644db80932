// The listing path of docs/spec.md §2: `/products/{data}`, a type digit followed by space-separated ids.
// Zod-free at run time (`@haat/contract/listing-path`): the storefront reads paths on the phone
// without downloading zod; listing-path.test.ts checks every parse against ListingPathSchema.
import type { z } from 'zod';
import { LISTING_TYPE } from './constants.ts';
import type { ListingType } from './fields.ts';
import type { ListProductsQueryInput } from './catalog.ts';
import type { ListingPathSchema } from './listing-path.schema.ts';

export type ListingPath = z.infer<typeof ListingPathSchema>;

/** An id inside a listing path: no spaces, nothing a URL segment would need to escape. */
const PATH_ID = /^[A-Za-z0-9_-]{1,64}$/;

type ListingIdField =
  | 'mainCategoryID'
  | 'categoryID'
  | 'subCategoryID'
  | 'brandID'
  | 'sellerID'
  | 'cardID'
  | 'offerID'
  | 'productID';

const CATEGORY_CHAIN = [
  'mainCategoryID',
  'categoryID',
  'subCategoryID',
  'brandID',
  'productID',
] as const satisfies readonly ListingIdField[];

/** Which query field each position holds, and how many ids the type needs at least. */
const ID_FIELDS_BY_TYPE: Record<ListingType, { fields: readonly ListingIdField[]; min: number }> = {
  [LISTING_TYPE.mainCategory]: { fields: CATEGORY_CHAIN, min: 1 },
  [LISTING_TYPE.brand]: { fields: ['brandID'], min: 1 },
  [LISTING_TYPE.seller]: { fields: ['sellerID'], min: 1 },
  [LISTING_TYPE.card]: { fields: ['cardID'], min: 1 },
  [LISTING_TYPE.offer]: { fields: ['offerID'], min: 1 },
  [LISTING_TYPE.search]: { fields: CATEGORY_CHAIN, min: CATEGORY_CHAIN.length },
};

function isListingType(value: number): value is ListingType {
  return (Object.values(LISTING_TYPE) as number[]).includes(value);
}

/**
 * Reads the `{data}` segment of `/products/{data}` as the router gives it (already decoded):
 * `'7 m c s b p'` → `{ type: 7, mainCategoryID: 'm', … }`. Null when the path is malformed:
 * an unknown type, too few or too many ids, or an id with characters an id never has.
 */
export function parseListingPath(data: string): ListingPath | null {
  const [typeText, ...ids] = data.trim().split(/\s+/);
  if (typeText === undefined || !/^[0-9]$/.test(typeText)) return null;
  const type = Number(typeText);
  if (!isListingType(type)) return null;
  const { fields, min } = ID_FIELDS_BY_TYPE[type];
  if (ids.length < min || ids.length > fields.length) return null;
  if (!ids.every((id) => PATH_ID.test(id))) return null;
  const candidate = Object.fromEntries(ids.map((id, index) => [fields[index], id]));
  return { ...candidate, type } as ListingPath;
}

/** The listProducts query fields a parsed listing path asks for. */
export function listingQueryFromPath(
  path: ListingPath,
): Pick<ListProductsQueryInput, ListingIdField> {
  const { type: _type, ...ids } = path;
  return ids;
}

// Building a path is a module of its own (`@haat/contract/listing-href`): every page's header links
// to listings, while only a listing page reads one.
export { buildListingPath } from './listing-href.ts';
