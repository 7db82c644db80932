import { useContext, useMemo } from 'react';
import type { CartAnswer } from '@haat/contract';
import {
  countPieces,
  fromGuestLine,
  fromServerLine,
  sumLinesPaise,
  type CartLine,
} from '../../../lib/cart-lines';
import { useGuestCart } from '../../../lib/guest-cart';
import { usePersonalAnswer } from '../../../lib/personal-answer';
import { useSession } from '../../../lib/session';
import { CartActionsContext, CartStoreContext, type CartActions } from './cart-context';

export interface Cart extends CartActions {
  lines: readonly CartLine[];
  isSignedIn: boolean;
  /** Signed in and the server cart has not arrived yet: neither 'Empty' nor a redirect yet. */
  isLoading: boolean;
  /** A change is on its way to the server; quantity buttons wait for it (docs/spec.md §4). */
  isUpdating: boolean;
  /** The header badge: pieces in the cart, not lines (docs/decisions/checkout.md). */
  pieceCount: number;
  subtotalPaise: number;
}

const NO_LINES: readonly CartLine[] = Object.freeze([]);

function selectLines(answer: CartAnswer): readonly CartLine[] {
  return answer.data.products.map(fromServerLine);
}

/**
 * The one cart of docs/spec.md §4: the guest cart when signed out, the server cart when signed in,
 * both as the same lines. Needs CartProvider (app/providers.tsx).
 */
export function useCart(): Cart {
  const actions = useContext(CartActionsContext);
  const store = useContext(CartStoreContext);
  if (!actions || !store) throw new Error('useCart needs a CartProvider above it');
  const session = useSession();
  const guestLines = useGuestCart();
  const server = usePersonalAnswer(store);

  const localLines = useMemo(() => guestLines.map(fromGuestLine), [guestLines]);
  const serverLines = useMemo(
    () => (server.data ? selectLines(server.data) : NO_LINES),
    [server.data],
  );
  const lines = session.isLoggedIn ? serverLines : localLines;

  return {
    ...actions,
    lines,
    isSignedIn: session.isLoggedIn,
    isLoading: session.isLoggedIn && server.isPending,
    isUpdating: server.isUpdating,
    pieceCount: countPieces(lines),
    subtotalPaise: sumLinesPaise(lines),
  };
}
