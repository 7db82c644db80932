import { createContext, useContext } from 'react';
import { usePersonalAnswer } from '../../../lib/personal-answer';
import { useWishlistControls } from '../../../lib/wishlist-controls';
import type { WishlistStore } from '../api/get-wishlist';

/** The signed-in wishlist WishlistProvider holds. */
export const WishlistStoreContext = createContext<WishlistStore | null>(null);

/** The signed-in customer's wishlist items; nothing (and no call) for a guest. Needs WishlistProvider. */
export function useWishlistItems() {
  const store = useContext(WishlistStoreContext);
  if (!store) throw new Error('useWishlistItems needs a WishlistProvider above it');
  const answer = usePersonalAnswer(store);
  return { ...answer, data: answer.data?.data.productID };
}

/** The header badge: how many products the wishlist holds; 0 for a guest (docs/spec.md §2). */
export function useWishlistCount(): number {
  const items = useWishlistItems();
  return items.data?.length ?? 0;
}

/**
 * One product's heart: whether it is saved (the page's own flag until the wishlist has loaded),
 * whether a change is on its way, and the toggle (a guest gets the login modal).
 */
export function useWishlistToggle(productID: string, initiallySaved = false) {
  const controls = useWishlistControls();
  return {
    isInWishlist: controls?.has(productID) ?? initiallySaved,
    isPending: controls?.isPending(productID) ?? false,
    toggle: () => controls?.toggle(productID),
    canToggle: controls !== null,
  };
}
