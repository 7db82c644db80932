// A listing's address (docs/spec.md §2: `/products/{data}`), built. Apart from the parser
// (listing-path.ts), so a page that only links to listings does not download the parser.
import type { ListingType } from './fields.ts';

/**
 * `/products/7 a b c d e` — with a real space; React Router encodes it in the URL. It does not
 * check the ids: `parseListingPath` is the gate on the way back in.
 */
export function buildListingPath(type: ListingType, ids: readonly string[]): string {
  return `/products/${[String(type), ...ids].join(' ')}`;
}
