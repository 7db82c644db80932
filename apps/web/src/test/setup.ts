import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy/waitFor wait for what the test names (a lazily loaded page or panel, a first render) and
// return as soon as it is there; 15 s is only how long they keep looking before calling it missing.
// On a busy 2-core machine the first test of a file that opens a lazy page waits for Vite to
// transform that page's modules, several seconds (docs/decisions/busy-machine-tests.md).
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no layout; React Router's ScrollRestoration calls scrollTo on every navigation.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
