import { callContract, defineCall } from '../../../lib/api-client';

/** POST /customer/wishlist {productID} adds; DELETE /customer/wishlist?productID= removes. */
const postWishlist = defineCall('wishlistAdd', 'POST', '/customer/wishlist');
const deleteWishlist = defineCall('wishlistRemove', 'DELETE', '/customer/wishlist');

export const WISHLIST_MUTATION_KEY = ['customer', 'wishlist', 'change'] as const;

export function addToWishlist(productID: string) {
  return callContract(postWishlist, { body: { productID } });
}

export function removeFromWishlist(productID: string) {
  return callContract(deleteWishlist, { query: { productID } });
}
