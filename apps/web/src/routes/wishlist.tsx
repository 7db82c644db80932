import { WishlistPage } from '../features/wishlist/components/wishlist-page';

/** /wishlist: the wishlist page; guests get the login modal (docs/spec.md §2). */
export default function WishlistRoute() {
  return <WishlistPage />;
}
