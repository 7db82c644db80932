import { afterEach, vi } from 'vitest';
import { cleanup } from './testing-library';

// jsdom has no layout; React Router's ScrollRestoration calls scrollTo on every navigation.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
