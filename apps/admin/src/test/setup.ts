import { afterAll, afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// A worker keeps one jsdom from file to file (`isolate: false` in vitest.config.ts: making a
// jsdom for each file was most of the unit stage's time). Each file still starts as if alone: the
// app's own modules are evaluated afresh for it (the session and every store start empty), and
// what the page keeps is cleared when a test or a file ends.
vi.resetModules();

// findBy/waitFor return as soon as what they look for is there; 15 s is only how long they keep
// looking on a busy machine before calling it missing (docs/decisions/busy-machine-tests.md).
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
});

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.title = '';
});
