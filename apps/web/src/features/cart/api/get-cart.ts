import * as paths from '@haat/contract/paths';
import type { CartAnswer } from '@haat/contract';
import { callContract, defineCall } from '../../../lib/api-client';
import { createPersonalAnswer, type PersonalAnswer } from '../../../lib/personal-answer';

/** GET /customer/cart — the signed-in customer's cart as the server holds it. */
const getCart = defineCall(paths.cart);

export type CartStore = PersonalAnswer<CartAnswer>;

/**
 * docs/spec.md §4: the cart loads once at start (and at login); after that every change answers
 * with the whole cart, which replaces the one held, so it does not go stale on its own.
 */
export function createCartStore(): CartStore {
  return createPersonalAnswer('customer/cart', (signal) => callContract(getCart, { signal }));
}
