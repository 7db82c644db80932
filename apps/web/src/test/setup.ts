import { afterAll, afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// A worker keeps one jsdom from file to file (`isolate: false` in vitest.config.ts: making a
// jsdom for each file was most of the unit stage's time). Each file still starts as if alone: the
// app's own modules are evaluated afresh for it (their stores — session, toasts, the login
// dialog, the guest cart — start empty), and what the page keeps is cleared when a file ends.
vi.resetModules();

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
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

afterAll(() => {
  vi.useRealTimers();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.title = '';
});
