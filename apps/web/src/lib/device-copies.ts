// The signed-in shopper's cart and wishlist as last received, kept on the device so that with no
// connection they still show (docs/decisions/offline.md). Only these two personal answers are
// kept (lib/personal-answer.ts; never by the service worker), under the customer's id so another
// account never sees them, and they go with everything else in storage at logout (storage.clearAll).
import { readRaw } from './storage';

const PREFIX = 'haat.copy.';

/** The kept copy of `name` ('customer/cart', 'customer/wishlist') if it is `customerId`'s. */
export function deviceCopyOf<T>(name: string, customerId: string): T | undefined {
  const raw = readRaw(`${PREFIX}${name}`);
  if (raw === null) return undefined;
  try {
    const copy = JSON.parse(raw) as { customerId?: unknown; data?: unknown };
    return copy.customerId === customerId ? (copy.data as T) : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps `customerId`'s latest answer of `name`. */
export function keepDeviceCopy(name: string, customerId: string, data: unknown): void {
  try {
    window.localStorage.setItem(`${PREFIX}${name}`, JSON.stringify({ customerId, data }));
  } catch {
    // Storage full or disabled: the copy is only a convenience.
  }
}
