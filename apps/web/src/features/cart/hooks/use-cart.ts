import { useContext, useMemo } from 'react';
import { useIsMutating, useQuery } from '@tanstack/react-query';
import type { CartAnswer } from '@haat/contract';
import {
  countPieces,
  fromGuestLine,
  fromServerLine,
  sumLinesPaise,
  type CartLine,
} from '../../../lib/cart-lines';
import { useGuestCart } from '../../../lib/guest-cart';
import { useSession } from '../../../lib/session';
import { cartQueryOptions } from '../api/get-cart';
import { CART_MUTATION_KEY } from '../api/update-cart';
import { CartActionsContext, type CartActions } from './cart-actions';

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
  if (!actions) throw new Error('useCart needs a CartProvider above it');
  const session = useSession();
  const guestLines = useGuestCart();
  const server = useQuery({
    ...cartQueryOptions(),
    enabled: session.isLoggedIn,
    select: selectLines,
  });
  const changes = useIsMutating({ mutationKey: CART_MUTATION_KEY });

  const localLines = useMemo(() => guestLines.map(fromGuestLine), [guestLines]);
  const lines = session.isLoggedIn ? (server.data ?? NO_LINES) : localLines;

  return {
    ...actions,
    lines,
    isSignedIn: session.isLoggedIn,
    isLoading: session.isLoggedIn && server.isPending,
    isUpdating: changes > 0,
    pieceCount: countPieces(lines),
    subtotalPaise: sumLinesPaise(lines),
  };
}
