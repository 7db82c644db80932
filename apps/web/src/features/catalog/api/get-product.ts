import * as paths from '@haat/contract/paths';
import { callContract, defineCall, type Transport } from '../../../lib/api-client';

/** GET /public/product?productID= — detail, reviews and related products. */
const getProduct = defineCall(paths.product);

/** The product page's answer, fetched by its loader (in process on the server). */
export function fetchProduct(productID: string, transport?: Transport) {
  return callContract(getProduct, { query: { productID }, fetch: transport });
}
