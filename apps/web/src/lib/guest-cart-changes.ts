// The guest cart's changes (docs/spec.md §4): loaded with the first one (the cart's changes,
// features/cart/hooks/cart-actions.ts, or Add to Cart without a cart provider), not in a page's
// first download.
import { QUANTITY_MAX } from '@haat/contract/constants';
import { paiseToRupees, rupeesToPaise } from '@haat/india';
import { getSnapshot } from './guest-cart';
import { setGuestCart, type GuestCartLine } from './storage';

/** Same product, colour and size is the same line (docs/spec.md §4). */
export function isSameLine(
  a: GuestCartLine,
  b: Pick<GuestCartLine, 'productID' | 'colorID' | 'sizeID'>,
) {
  return (
    a.productID === b.productID &&
    String(a.colorID) === String(b.colorID) &&
    String(a.sizeID) === String(b.sizeID)
  );
}

export function removeGuestCartLine(
  line: Pick<GuestCartLine, 'productID' | 'colorID' | 'sizeID'>,
): void {
  setGuestCart(getSnapshot().filter((existing) => !isSameLine(existing, line)));
}

/**
 * docs/spec.md §4 guest cart: adding a line that exists (same product, colour and size) adds its
 * pieces, capped at 10; adding with pieces 0 removes the line; a new line is appended.
 * Returns the pieces the line holds afterwards.
 */
export function addGuestCartLine(line: GuestCartLine): number {
  const lines = getSnapshot();
  if (line.pieces <= 0) {
    removeGuestCartLine(line);
    return 0;
  }
  const existing = lines.find((candidate) => isSameLine(candidate, line));
  const pieces = Math.min((existing?.pieces ?? 0) + line.pieces, QUANTITY_MAX);
  const merged: GuestCartLine = {
    ...line,
    pieces,
    total: paiseToRupees(rupeesToPaise(line.price) * pieces),
  };
  setGuestCart(
    existing
      ? lines.map((candidate) => (isSameLine(candidate, line) ? merged : candidate))
      : [...lines, merged],
  );
  return pieces;
}

/**
 * Sets the pieces of a line already in the cart (the cart page's quantity buttons): 0 removes it,
 * more than 10 is held at 10. Returns the pieces the line holds afterwards.
 */
export function setGuestCartLinePieces(
  line: Pick<GuestCartLine, 'productID' | 'colorID' | 'sizeID'>,
  pieces: number,
): number {
  if (pieces <= 0) {
    removeGuestCartLine(line);
    return 0;
  }
  const held = Math.min(Math.floor(pieces), QUANTITY_MAX);
  setGuestCart(
    getSnapshot().map((candidate) =>
      isSameLine(candidate, line)
        ? {
            ...candidate,
            pieces: held,
            total: paiseToRupees(rupeesToPaise(candidate.price) * held),
          }
        : candidate,
    ),
  );
  return held;
}

/** Empties the guest cart only (after it merged into the server cart at login). */
export function clearGuestCart(): void {
  setGuestCart([]);
}
