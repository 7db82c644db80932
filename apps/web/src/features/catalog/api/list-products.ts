import * as paths from '@haat/contract/paths';
import { callContract, defineCall, type Transport } from '../../../lib/api-client';
import type { ListingQuery } from '../lib/listing-filters';

/** GET /public/products with filters — a page of product cards plus the filter facets. */
const listProducts = defineCall(paths.listProducts);

/** A listing's answer, fetched by its loader (in process on the server). */
export function fetchListing(query: ListingQuery, transport?: Transport) {
  return callContract(listProducts, { query, fetch: transport });
}
