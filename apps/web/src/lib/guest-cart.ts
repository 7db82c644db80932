// The guest cart as a tiny external store over localStorage, so the badge and the drawer agree.
import { useSyncExternalStore } from 'react';
import { rupeesToPaise } from '@haat/india';
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

/** Same product, colour and size is the same line (SPEC.md §4). */
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

/** price × pieces in paise; the stored `total` is not trusted for display. */
export function lineTotalPaise(line: Pick<GuestCartLine, 'price' | 'pieces'>): number {
  return rupeesToPaise(line.price) * line.pieces;
}

export function subtotalPaise(lines: readonly GuestCartLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotalPaise(line), 0);
}
