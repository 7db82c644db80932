// The changes a shopper makes to the cart, for both carts of docs/spec.md §4: the guest cart on the
// phone when signed out; when signed in, each change goes to the server and the server's answer
// replaces the cart shown. Created once per app, with the first change (cart-context.ts).
import type { CartAnswer, CartMergeBodyInput, CartUpdateBodyInput } from '@haat/contract';
import { showToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { type CartLineKey, cartLineKey, fromServerLine } from '../../../lib/cart-lines';
import {
  addGuestCartLine,
  clearGuestCart,
  setGuestCartLinePieces,
} from '../../../lib/guest-cart-changes';
import { isLoggedIn } from '../../../lib/session';
import { QUANTITY_MAX, TOAST_MS } from '@haat/contract/constants';
import { getGuestCart, type GuestCartLine } from '../../../lib/storage';
import { messages as m } from '../../../messages';
import type { CartStore } from '../api/get-cart';
import { mergeCart } from '../api/merge-cart';
import { updateCartLine } from '../api/update-cart';
import { piecesAfterAdding } from '../lib/quantity';

export interface CartActions {
  /** docs/spec.md §4: the same line gains these pieces (capped at 10), a new line is appended. */
  addLine(line: GuestCartLine): Promise<boolean>;
  /** Sets a line's pieces; 0 removes it. Resolves false when the change was refused. */
  setPieces(line: CartLineKey, pieces: number): Promise<boolean>;
  removeLine(line: CartLineKey): Promise<boolean>;
  /** An order took the cart: the server emptied it, so the phone shows it empty at once. */
  markOrdered(): void;
  /** Reads the server cart again (an order failed and its lines came back, stock moved). */
  reload(): Promise<void>;
  /** docs/spec.md §4 "On login": merge a non-empty guest cart, else fetch the server cart. */
  syncAtLogin(): Promise<void>;
}

/** The two server calls; tests pass fakes. */
export interface CartCalls {
  update(body: CartUpdateBodyInput): Promise<CartAnswer>;
  merge(body: CartMergeBodyInput): Promise<CartAnswer>;
}

export const serverCartCalls: CartCalls = { update: updateCartLine, merge: mergeCart };

const EMPTY_CART: CartAnswer = { status: 'success', data: { products: [] } };

function showCartToast(message: string): void {
  showToast(message, { durationMs: TOAST_MS.cart, tone: 'success' });
}

/** A refused change: the server's reason (e.g. 'Only 3 left of …'), or the network message. */
function showCartError(error: unknown): void {
  console.error('Cart change failed', error);
  const message = error instanceof ApiError ? error.message : m.errors.somethingWentWrong;
  showToast(message, { durationMs: TOAST_MS.default, tone: 'error' });
}

function toWireKey(line: CartLineKey | GuestCartLine): CartUpdateBodyInput {
  return {
    productID: line.productID,
    colorID: String(line.colorID),
    sizeID: String(line.sizeID),
    pieces: 0,
  };
}

export function createCartActions(
  cart: CartStore,
  calls: CartCalls = serverCartCalls,
): CartActions {
  // One change at a time, in order: a second tap reads the cart the first one left, and answers
  // can never land out of order and put back an older cart.
  let queue: Promise<unknown> = Promise.resolve();
  function enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  }

  async function currentServerPieces(key: string): Promise<number> {
    const answer = await cart.ensure();
    const line = answer.data.products.map(fromServerLine).find((entry) => entry.key === key);
    return line?.pieces ?? 0;
  }

  async function sendLine(body: CartUpdateBodyInput, toast: string): Promise<boolean> {
    try {
      // The server's answer replaces the cart shown (docs/spec.md §4), and any older read.
      cart.set(await cart.track(calls.update(body)));
      showCartToast(toast);
      return true;
    } catch (error) {
      showCartError(error);
      // The cart shown may no longer be the server's: read it again.
      void cart.refresh();
      return false;
    }
  }

  const actions: CartActions = {
    addLine(line) {
      return enqueue(async () => {
        if (!isLoggedIn()) {
          addGuestCartLine(line);
          showCartToast(m.toasts.cartAdded);
          return true;
        }
        let current: number;
        try {
          current = await currentServerPieces(cartLineKey(line));
        } catch (error) {
          showCartError(error);
          return false;
        }
        return sendLine(
          { ...toWireKey(line), pieces: piecesAfterAdding(current, line.pieces) },
          m.toasts.cartAdded,
        );
      });
    },

    setPieces(line, pieces) {
      return enqueue(async () => {
        const wanted = Math.max(0, Math.min(QUANTITY_MAX, Math.floor(pieces)));
        const toast = wanted === 0 ? m.toasts.cartRemoved : m.toasts.cartUpdated;
        if (!isLoggedIn()) {
          setGuestCartLinePieces(line, wanted);
          showCartToast(toast);
          return true;
        }
        return sendLine({ ...toWireKey(line), pieces: wanted }, toast);
      });
    },

    removeLine(line) {
      return actions.setPieces(line, 0);
    },

    markOrdered() {
      cart.set(EMPTY_CART);
    },

    async reload() {
      if (isLoggedIn()) await cart.refresh();
    },

    syncAtLogin() {
      return enqueue(async () => {
        const guestLines = getGuestCart().filter((line) => line.pieces > 0);
        if (guestLines.length === 0) {
          await cart.fetch();
          return;
        }
        const answer = await cart.track(
          calls.merge({
            products: guestLines.map((line) => ({
              ...toWireKey(line),
              pieces: Math.min(line.pieces, QUANTITY_MAX),
            })),
          }),
        );
        cart.set(answer);
        // Only once the server holds them: a failed merge keeps the lines for the next login.
        clearGuestCart();
      });
    },
  };
  return actions;
}
