import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy/waitFor give up after 3 s, not 1 s: the first test of a file that opens a lazy page
// waits for Vite to transform that page's modules, over a second on a busy 2-core machine.
configure({ asyncUtilTimeout: 3000 });

// jsdom has no layout; React Router's ScrollRestoration calls scrollTo on every navigation.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
