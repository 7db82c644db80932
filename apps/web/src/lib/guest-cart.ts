// The guest cart as a tiny external store over localStorage, so the badge and the drawer agree.
import { useSyncExternalStore } from 'react';
import { QUANTITY_MAX } from '@haat/contract/constants';
import { paiseToRupees, rupeesToPaise } from '@haat/india';
import {
  STORAGE_KEYS,
  parseGuestCart,
  readRaw,
  setGuestCart,
  subscribeToStorage,
  type GuestCartLine,
} from './storage';

const EMPTY: readonly GuestCartLine[] = Object.freeze([]);

let cachedRaw: string | null = null;
let cachedLines: readonly GuestCartLine[] = EMPTY;

/** Same array for the same stored text: `useSyncExternalStore` needs a stable snapshot. */
function getSnapshot(): readonly GuestCartLine[] {
  const raw = readRaw(STORAGE_KEYS.guestCart);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    const lines = parseGuestCart(raw);
    cachedLines = lines.length === 0 ? EMPTY : lines;
  }
  return cachedLines;
}

function getServerSnapshot(): readonly GuestCartLine[] {
  return EMPTY;
}

export function useGuestCart(): readonly GuestCartLine[] {
  return useSyncExternalStore(subscribeToStorage, getSnapshot, getServerSnapshot);
}

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

/** price × pieces in paise; the stored `total` is not trusted for display. */
export function lineTotalPaise(line: Pick<GuestCartLine, 'price' | 'pieces'>): number {
  return rupeesToPaise(line.price) * line.pieces;
}

export function subtotalPaise(lines: readonly GuestCartLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotalPaise(line), 0);
}
