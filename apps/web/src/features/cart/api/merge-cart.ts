import * as paths from '@haat/contract/paths';
import type { CartMergeBodyInput } from '@haat/contract';
import { callContract, defineCall } from '../../../lib/api-client';

/**
 * POST /customer/multi-product/cart — docs/spec.md §4 "On login": the guest cart's lines add their
 * pieces to the server cart (capped at 10 and at the stock); answers with the whole cart.
 */
const postMergeCart = defineCall(paths.cartMerge);

export function mergeCart(body: CartMergeBodyInput) {
  return callContract(postMergeCart, { body });
}
