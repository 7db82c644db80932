// The storefront's service worker (/sw.js, written by vite-service-worker.ts at build) registered
// once the page has loaded, and a new version offered to the shopper: it waits until they choose
// "Reload", is never offered during checkout, and reloads the page once it has taken over
// (docs/decisions/offline.md).

export interface WaitingVersion {
  /** Asks the waiting version to take over; the page reloads when it has. */
  take(): void;
}

/** Registers /sw.js; calls `onWaiting` when a new version has installed beside the current one. */
export function registerServiceWorker(onWaiting: (version: WaitingVersion) => void): void {
  if (!('serviceWorker' in navigator)) return;
  const offer = (worker: ServiceWorker | null) => {
    // The first install has nothing to replace: nothing to offer.
    if (!worker || !navigator.serviceWorker.controller) return;
    onWaiting({
      take() {
        navigator.serviceWorker.addEventListener(
          'controllerchange',
          () => window.location.reload(),
          {
            once: true,
          },
        );
        worker.postMessage({ type: 'SKIP_WAITING' });
      },
    });
  };
  const start = () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then((registration) => {
        offer(registration.waiting);
        registration.addEventListener('updatefound', () => {
          const installing = registration.installing;
          installing?.addEventListener('statechange', () => {
            if (installing.state === 'installed') offer(installing);
          });
        });
      })
      .catch((error: unknown) => console.warn('The offline shell could not be set up', error));
  };
  // After the page has loaded: the shell's download never competes with the first paint.
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
