import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { usePreloadWhenIdle } from '../../../components/ui/overlays';
import { showToast } from '../../../components/ui/toast';
import { openLoginModal } from '../../../lib/login-modal';
import { usePersonalAnswer } from '../../../lib/personal-answer';
import { isLoggedIn, onLogin, onLogout, useSession } from '../../../lib/session';
import { TOAST_MS } from '@haat/contract/constants';
import { WishlistControlsContext, type WishlistControls } from '../../../lib/wishlist-controls';
import { messages as m } from '../../../messages';
import { createWishlistStore } from '../api/get-wishlist';
import { WishlistStoreContext } from '../hooks/use-wishlist';

type Pending = ReadonlyMap<string, boolean>;

/** The change's code: with the first heart tapped, or when the browser is idle. */
const loadChange = () => import('./wishlist-change');

/**
 * Mounted once (app/providers.tsx): the signed-in customer's wishlist for every heart on the
 * page (lib/wishlist-controls), loaded at start and at login (docs/spec.md §4).
 */
export function WishlistProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createWishlistStore);
  usePreloadWhenIdle(loadChange);
  const session = useSession();
  const wishlist = usePersonalAnswer(store);
  // productID → the state a change on its way will leave it in; the heart shows that at once.
  const [pending, setPending] = useState<Pending>(() => new Map());
  const pendingRef = useRef<Pending>(pending);

  const savedIds = useMemo(
    () => new Set((wishlist.data?.data.productID ?? []).map((item) => item.productID)),
    [wishlist.data],
  );
  const savedIdsRef = useRef(savedIds);
  useEffect(() => {
    savedIdsRef.current = savedIds;
    pendingRef.current = pending;
  });

  useEffect(
    () =>
      onLogin(async () => {
        await store.fetch();
      }),
    [store],
  );

  useEffect(() => onLogout(() => store.forget()), [store]);

  const setPendingEntry = useCallback((productID: string, value: boolean | null) => {
    setPending((previous) => {
      const next = new Map(previous);
      if (value === null) next.delete(productID);
      else next.set(productID, value);
      pendingRef.current = next;
      return next;
    });
  }, []);

  const toggle = useCallback(
    async (productID: string) => {
      // docs/spec.md §6: the wishlist needs login; a guest's heart opens the login modal.
      if (!isLoggedIn()) {
        openLoginModal('login');
        return;
      }
      if (pendingRef.current.has(productID)) return;
      const add = !savedIdsRef.current.has(productID);
      setPendingEntry(productID, add);
      try {
        const { changeWishlist } = await loadChange();
        await changeWishlist(store, productID, add);
      } catch (error) {
        // The change's code did not arrive (the connection dropped): as a failed call would.
        console.error('Wishlist code failed to load', error);
        showToast(m.errors.internalServerError, { durationMs: TOAST_MS.default, tone: 'error' });
      } finally {
        setPendingEntry(productID, null);
      }
    },
    [store, setPendingEntry],
  );

  const isKnown = session.isLoggedIn && wishlist.data !== undefined;
  const controls = useMemo<WishlistControls>(
    () => ({
      has: (productID) => {
        const wanted = pending.get(productID);
        if (wanted !== undefined) return wanted;
        return isKnown ? savedIds.has(productID) : undefined;
      },
      isPending: (productID) => pending.has(productID),
      toggle: (productID) => void toggle(productID),
    }),
    [isKnown, pending, savedIds, toggle],
  );

  return (
    <WishlistStoreContext.Provider value={store}>
      <WishlistControlsContext.Provider value={controls}>
        {children}
      </WishlistControlsContext.Provider>
    </WishlistStoreContext.Provider>
  );
}
