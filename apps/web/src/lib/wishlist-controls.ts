// How a page outside the wishlist feature draws and toggles a heart (product cards, the product
// page). The wishlist feature provides it (features/wishlist/components/wishlist-provider.tsx);
// features never import each other, so the seam lives here.
import { createContext, useContext } from 'react';

export interface WishlistControls {
  /**
   * Whether the signed-in customer's wishlist holds the product, counting a change still on its
   * way; undefined for a guest or before the wishlist has loaded (the page's own flag then rules).
   */
  has(productID: string): boolean | undefined;
  /** True while an add or remove of this product is on its way. */
  isPending(productID: string): boolean;
  /** Adds or removes it, with the toasts of docs/spec.md §8; a guest gets the login modal. */
  toggle(productID: string): void;
}

export const WishlistControlsContext = createContext<WishlistControls | null>(null);

/** null without a provider: the heart then shows the page's flag and cannot toggle. */
export function useWishlistControls(): WishlistControls | null {
  return useContext(WishlistControlsContext);
}
