// How a page outside the cart feature puts something in the cart (the product page's Add to Cart
// and Buy Now). The cart feature provides the real thing — the guest cart when signed out, the
// server cart when signed in (features/cart/components/cart-provider.tsx); features never import
// each other, so the seam lives here. Without a provider (a component test) it is the guest cart.
import { createContext, useContext } from 'react';
import { showToast } from '../components/ui/toast';
import { messages as m } from '../messages';
import { TOAST_MS } from '@haat/contract/constants';
import type { GuestCartLine } from './storage';

export interface CartCommands {
  /**
   * docs/spec.md §4: a line already in the cart (same product, colour and size) gains these pieces,
   * capped at 10; a new line is appended. Shows the toast. Resolves false when the cart could not
   * take it (the reason is already on screen).
   */
  addLine(line: GuestCartLine): Promise<boolean>;
}

export const guestCartCommands: CartCommands = {
  async addLine(line) {
    const { addGuestCartLine } = await import('./guest-cart-changes');
    addGuestCartLine(line);
    showToast(m.toasts.cartAdded, { durationMs: TOAST_MS.cart, tone: 'success' });
    return true;
  },
};

export const CartCommandsContext = createContext<CartCommands>(guestCartCommands);

export function useCartCommands(): CartCommands {
  return useContext(CartCommandsContext);
}
