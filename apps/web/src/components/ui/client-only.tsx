import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/hydrated';

/**
 * A personal page (cart, checkout, account…) depends on what only the browser knows: the session
 * and the guest cart in localStorage. The server renders `fallback` (the page's shell), the
 * browser hydrates the same, then renders the page itself, whose redirects (signed out, empty
 * cart) can only be decided there.
 */
export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return useHydrated() ? children : fallback;
}
