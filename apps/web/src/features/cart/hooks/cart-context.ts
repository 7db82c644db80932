// What the cart's providers share with every page: the signed-in cart and the changes a shopper
// makes to it. The changes' code (cart-actions.ts) loads with the first change, or at login; it is
// not part of a page's first download (docs/decisions/page-weight.md "The lightest page").
import { createContext } from 'react';
import { showToast } from '../../../components/ui/toast';
import { TOAST_MS } from '@haat/contract/constants';
import { messages as m } from '../../../messages';
import type { CartStore } from '../api/get-cart';
import type { CartActions } from './cart-actions';

export type { CartActions };

/** The signed-in cart CartProvider holds, for useCart. */
export const CartStoreContext = createContext<CartStore | null>(null);
export const CartActionsContext = createContext<CartActions | null>(null);

/**
 * The cart's changes, their code loaded on first use (and once only): a change made meanwhile
 * waits for it. When it cannot arrive (the connection dropped) the change is refused with the
 * network message, as a refused call would be.
 */
export function lazyCartActions(cart: CartStore): CartActions {
  let loading: Promise<CartActions> | undefined;
  const load = () => {
    loading ??= import('./cart-actions').then(
      (module) => module.createCartActions(cart),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const refused = (error: unknown) => {
    console.error('Cart code failed to load', error);
    showToast(m.errors.internalServerError, { durationMs: TOAST_MS.default, tone: 'error' });
    return false;
  };
  return {
    addLine: (line) => load().then((actions) => actions.addLine(line), refused),
    setPieces: (line, pieces) => load().then((actions) => actions.setPieces(line, pieces), refused),
    removeLine: (line) => load().then((actions) => actions.removeLine(line), refused),
    markOrdered: () => {
      void load().then((actions) => actions.markOrdered(), refused);
    },
    reload: () => load().then((actions) => actions.reload()),
    syncAtLogin: () => load().then((actions) => actions.syncAtLogin()),
  };
}

/** Loads the changes' code ahead, when the browser is idle. */
export function preloadCartActions(): Promise<unknown> {
  return import('./cart-actions');
}
