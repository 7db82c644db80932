import { useQuery } from '@tanstack/react-query';
import type { WishlistAnswer } from '@haat/contract';
import { useSession } from '../../../lib/session';
import { useWishlistControls } from '../../../lib/wishlist-controls';
import { wishlistQueryOptions } from '../api/get-wishlist';

function selectItems(answer: WishlistAnswer) {
  return answer.data.productID;
}

/** The signed-in customer's wishlist items; disabled (pending, no call) for a guest. */
export function useWishlistItems() {
  const session = useSession();
  return useQuery({
    ...wishlistQueryOptions(),
    enabled: session.isLoggedIn,
    select: selectItems,
  });
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
