import { BeingBuilt } from '../components/ui/being-built';
import { messages as m } from '../messages';

/** /wishlist: from the wishlist issue. */
export default function WishlistRoute() {
  return <BeingBuilt title={m.pages.wishlist} />;
}
