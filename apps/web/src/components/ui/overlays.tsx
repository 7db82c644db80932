// Drawers and dialogs are mounted only while open (lazy-overlays.tsx). Their code (portal, focus
// trap) is therefore not part of any page's first download (the initial-JS budget,
// docs/decisions/page-weight.md): it is fetched once the browser is idle after hydration
// (usePreloadWhenIdle with preloadOverlays), or on first open if that comes sooner.
import { useEffect } from 'react';

export const loadDrawer = () => import('./drawer');
export const loadDialog = () => import('./dialog');
/**
 * Fetches `load`'s module once the browser is idle after hydration, so a first tap opens it
 * without a wait on the network.
 */
export function usePreloadWhenIdle(load: () => Promise<unknown>): void {
  useEffect(() => {
    const run = () => {
      // A failure here is retried by the tap that needs the module.
      load().catch(() => undefined);
    };
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: 4000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(run, 2000);
    return () => window.clearTimeout(timer);
  }, [load]);
}

/** Preloads the drawer and dialog code when idle (the layout calls it once). */
export const preloadOverlays = () => Promise.all([loadDrawer(), loadDialog()]);
