import { HeartIcon } from '../../../components/ui/icons';
import { openLoginModal } from '../../../lib/login-modal';
import { useSession } from '../../../lib/session';
import { useWishlistControls } from '../../../lib/wishlist-controls';

interface WishlistHeartProps {
  /** A function of the heart's live state reads right after a toggle. */
  label: string | ((isSaved: boolean) => string);
  /** The page's own flag (the listing or product answer); the live wishlist wins once loaded. */
  isInWishlist: boolean;
  /**
   * The product to add or remove through the wishlist feature (lib/wishlist-controls). Without
   * it, or without `onToggle`, a signed-in customer sees the heart's state only.
   */
  productID?: string;
  onToggle?: (() => void) | undefined;
  className?: string;
}

/** docs/spec.md §6: the wishlist needs login, so a guest's tap opens the login modal. */
export function WishlistHeart({
  label,
  isInWishlist,
  productID,
  onToggle,
  className = '',
}: WishlistHeartProps) {
  const session = useSession();
  const controls = useWishlistControls();
  const isGuest = !session.isLoggedIn;
  const isSaved = (productID !== undefined ? controls?.has(productID) : undefined) ?? isInWishlist;
  const isPending = productID !== undefined && (controls?.isPending(productID) ?? false);
  const toggle =
    onToggle ??
    (productID !== undefined && controls ? () => controls.toggle(productID) : undefined);
  return (
    <button
      type="button"
      className={`wishlist-heart ${isSaved ? 'is-active' : ''} ${className}`.trim()}
      aria-label={typeof label === 'function' ? label(isSaved) : label}
      aria-pressed={isGuest ? false : isSaved}
      aria-busy={isPending || undefined}
      disabled={!isGuest && (toggle === undefined || isPending)}
      onClick={() => (isGuest ? openLoginModal('login') : toggle?.())}
    >
      <HeartIcon size={20} fill={isSaved ? 'currentColor' : 'none'} />
    </button>
  );
}
