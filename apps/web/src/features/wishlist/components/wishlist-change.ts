// One add or remove of a product to the signed-in customer's wishlist, with its toast
// (docs/spec.md §8), then the wishlist read again. Loaded with the first heart tapped (or when
// the browser is idle), not in a page's first download (wishlist-provider.tsx).
import { TOAST_MS } from '@haat/contract/constants';
import { showToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/server-errors';
import { messages as m } from '../../../messages';
import { addToWishlist, removeFromWishlist } from '../api/change-wishlist';
import type { WishlistStore } from '../api/get-wishlist';

export async function changeWishlist(
  store: WishlistStore,
  productID: string,
  add: boolean,
): Promise<void> {
  try {
    await store.track(add ? addToWishlist(productID) : removeFromWishlist(productID));
    showToast(add ? m.toasts.wishlistAdded : m.toasts.wishlistRemoved, {
      durationMs: TOAST_MS.default,
      tone: 'success',
    });
    await store.refresh();
  } catch (error) {
    console.error('Wishlist change failed', error);
    // docs/spec.md §8: a network error reads 'Internal Server Error.'.
    showToast(errorMessage(error, m.errors.internalServerError), {
      durationMs: TOAST_MS.default,
      tone: 'error',
    });
  }
}
