// The zod schema of a parsed listing path (docs/spec.md §2 "Listing path data"); the parser itself is
// zod-free (listing-path.ts) so the storefront can read paths without downloading zod.
import { z } from 'zod';
import { LISTING_TYPE } from './constants.ts';

/** An id inside a listing path: no spaces, nothing a URL segment would need to escape. */
const PathIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/**
 * A parsed listing path. Type 0 holds main category, category and sub-category ids; docs/spec.md §2
 * also shows a search list with a leading 0 and all five ids, so brand and product may follow.
 * Type 7 (search results) holds all five. Types 1–4 hold one id each.
 */
export const ListingPathSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal(LISTING_TYPE.mainCategory),
    mainCategoryID: PathIdSchema,
    categoryID: PathIdSchema.optional(),
    subCategoryID: PathIdSchema.optional(),
    brandID: PathIdSchema.optional(),
    productID: PathIdSchema.optional(),
  }),
  z.object({ type: z.literal(LISTING_TYPE.brand), brandID: PathIdSchema }),
  z.object({ type: z.literal(LISTING_TYPE.seller), sellerID: PathIdSchema }),
  z.object({ type: z.literal(LISTING_TYPE.card), cardID: PathIdSchema }),
  z.object({ type: z.literal(LISTING_TYPE.offer), offerID: PathIdSchema }),
  z.object({
    type: z.literal(LISTING_TYPE.search),
    mainCategoryID: PathIdSchema,
    categoryID: PathIdSchema,
    subCategoryID: PathIdSchema,
    brandID: PathIdSchema,
    productID: PathIdSchema,
  }),
]);
