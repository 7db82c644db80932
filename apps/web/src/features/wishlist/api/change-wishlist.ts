import * as paths from '@haat/contract/paths';
import { callContract, defineCall } from '../../../lib/api-client';

/** POST /customer/wishlist {productID} adds; DELETE /customer/wishlist?productID= removes. */
const postWishlist = defineCall(paths.wishlistAdd);
const deleteWishlist = defineCall(paths.wishlistRemove);

export function addToWishlist(productID: string) {
  return callContract(postWishlist, { body: { productID } });
}

export function removeFromWishlist(productID: string) {
  return callContract(deleteWishlist, { query: { productID } });
}
