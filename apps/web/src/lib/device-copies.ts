// The signed-in shopper's cart and wishlist as last received, kept on the device so that with no
// connection they still show (docs/decisions/offline.md). Only these two personal answers are
// kept (never by the service worker), under the customer's id so another account never sees
// them, and they go with everything else in storage at logout (storage.clearAll).
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { readSession } from './session';
import { getToken, readRaw } from './storage';

const PREFIX = 'haat.copy.';
/** The query keys kept: ['customer', 'cart'] and ['customer', 'wishlist']. */
const KEPT = new Set(['customer/cart', 'customer/wishlist']);

const nameOf = (queryKey: QueryKey) => queryKey.map(String).join('/');

function currentCustomerId(): string | null {
  const session = readSession(getToken(), Date.now());
  return session.isLoggedIn ? session.customerId : null;
}

/** The kept copy of `queryKey` for the signed-in customer, or undefined. */
export function deviceCopyOf<T>(queryKey: QueryKey): T | undefined {
  const customerId = currentCustomerId();
  const raw = readRaw(`${PREFIX}${nameOf(queryKey)}`);
  if (!customerId || raw === null) return undefined;
  try {
    const copy = JSON.parse(raw) as { customerId?: unknown; data?: unknown };
    return copy.customerId === customerId ? (copy.data as T) : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps each successful answer of the kept queries; answers a function that stops keeping. */
export function keepDeviceCopies(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const name = nameOf(event.query.queryKey);
    const customerId = currentCustomerId();
    if (!KEPT.has(name) || !customerId) return;
    try {
      window.localStorage.setItem(
        `${PREFIX}${name}`,
        JSON.stringify({ customerId, data: event.query.state.data }),
      );
    } catch {
      // Storage full or disabled: the copy is only a convenience.
    }
  });
}
