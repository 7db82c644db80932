import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { CartCommandsContext, type CartCommands } from '../../../lib/cart-commands';
import { onLogin, onLogout } from '../../../lib/session';
import { createCartStore } from '../api/get-cart';
import { usePreloadWhenIdle } from '../../../components/ui/overlays';
import {
  CartActionsContext,
  CartStoreContext,
  lazyCartActions,
  preloadCartActions,
} from '../hooks/cart-context';

/**
 * Mounted once (app/providers.tsx): holds the signed-in cart, owns the cart's changes, merges the
 * guest cart at login (docs/spec.md §4) and gives the product page its Add to Cart through
 * lib/cart-commands.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createCartStore);
  const actions = useMemo(() => lazyCartActions(store), [store]);
  const commands = useMemo<CartCommands>(() => ({ addLine: actions.addLine }), [actions]);

  useEffect(() => onLogin(() => actions.syncAtLogin()), [actions]);
  usePreloadWhenIdle(preloadCartActions);
  useEffect(() => onLogout(() => store.forget()), [store]);

  return (
    <CartStoreContext.Provider value={store}>
      <CartActionsContext.Provider value={actions}>
        <CartCommandsContext.Provider value={commands}>{children}</CartCommandsContext.Provider>
      </CartActionsContext.Provider>
    </CartStoreContext.Provider>
  );
}
