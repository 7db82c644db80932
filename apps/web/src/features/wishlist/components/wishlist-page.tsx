import { useEffect } from 'react';
import { messages as m } from '../../../messages/wishlist';
import { HeartIcon } from '../../../components/ui/icons';
import { openLoginModal } from '../../../lib/login-modal';
import { useSession } from '../../../lib/session';
import { useWishlistItems } from '../hooks/use-wishlist';
import { WishlistGrid } from './wishlist-grid';

/** /wishlist (docs/spec.md §2): the grid for a signed-in customer; a guest gets the login modal. */
export function WishlistPage() {
  const session = useSession();
  const items = useWishlistItems();

  useEffect(() => {
    if (!session.isLoggedIn) openLoginModal('login');
  }, [session.isLoggedIn]);

  return (
    <div className="container wishlist-page">
      <h1>
        {m.wishlist.title}{' '}
        {session.isLoggedIn && items.data ? (
          <span className="muted wishlist-count">{m.wishlist.count(items.data.length)}</span>
        ) : null}
      </h1>
      {session.isLoggedIn ? (
        <WishlistGrid />
      ) : (
        <div className="wishlist-empty">
          <HeartIcon size={32} />
          <h2 className="wishlist-empty-title">{m.wishlist.guestTitle}</h2>
          <p className="muted">{m.wishlist.guestBody}</p>
          <button
            type="button"
            className="button button-primary"
            onClick={() => openLoginModal('login')}
          >
            {m.wishlist.logIn}
          </button>
        </div>
      )}
    </div>
  );
}
