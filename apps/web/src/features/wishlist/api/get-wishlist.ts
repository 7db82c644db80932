import * as paths from '@haat/contract/paths';
import type { WishlistAnswer } from '@haat/contract';
import { callContract, defineCall } from '../../../lib/api-client';
import { createPersonalAnswer, type PersonalAnswer } from '../../../lib/personal-answer';

/** GET /customer/wishlist — docs/spec.md §3: the items come as `data.productID[]`. */
const getWishlist = defineCall(paths.wishlist);

export type WishlistStore = PersonalAnswer<WishlistAnswer>;

/** docs/spec.md §4: loads once at start (and at login); each add or remove reads it again. */
export function createWishlistStore(): WishlistStore {
  return createPersonalAnswer('customer/wishlist', (signal) =>
    callContract(getWishlist, { signal }),
  );
}
