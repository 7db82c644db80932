/**
 * The offline banner's sentences and the new-version prompt's: `offline`. They load with the
 * offline shell's parts, fetched once the page runs (app/layout/main-layout.tsx).
 */

export const offlineMessages = {
  /** docs/decisions/offline.md: the installed shop without a connection, and a new version. */
  offline: {
    banner:
      'You are offline. Pages you have opened, your cart and your wishlist still work; searching, signing in and placing orders wait for the connection.',
    newVersion: 'A new version of Haat is ready.',
    reload: 'Reload',
    later: 'Later',
  },
};

export type OfflineMessages = typeof offlineMessages;
