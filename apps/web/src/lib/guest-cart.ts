// The guest cart as a tiny external store over localStorage, so the badge and the drawer agree.
// Its changes are lib/guest-cart-changes.ts, which loads with the first one.
import { useSyncExternalStore } from 'react';
import {
  STORAGE_KEYS,
  parseGuestCart,
  readRaw,
  subscribeToStorage,
  type GuestCartLine,
} from './storage';

const EMPTY: readonly GuestCartLine[] = Object.freeze([]);

let cachedRaw: string | null = null;
let cachedLines: readonly GuestCartLine[] = EMPTY;

/** Same array for the same stored text: `useSyncExternalStore` needs a stable snapshot. */
export function getSnapshot(): readonly GuestCartLine[] {
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
