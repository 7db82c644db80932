import * as paths from '@haat/contract/paths';
import { callContract, defineCall, type Transport } from '../../../lib/api-client';

/** GET /public/sellers/:slug — what a marketplace names of a seller, for its page. */
const getSellerPage = defineCall(paths.sellerPage);

/** The seller page's answer, fetched by its loader (in process on the server). */
export function fetchSellerPage(slug: string, transport?: Transport) {
  return callContract(getSellerPage, { params: { slug }, fetch: transport });
}
