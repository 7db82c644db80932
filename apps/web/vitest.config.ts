import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The unit tests render with React 19 and @testing-library/react, as the build ships.
export default defineProject({
  root: import.meta.dirname,
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // One jsdom per worker, not per file; src/test/setup.ts gives each file fresh modules and a
    // cleared page (unit stage 60 s → 23 s).
    isolate: false,
    // A backstop, not a wait: a test waits for what it names; on a busy 2-core machine a correct
    // test may still take several seconds (docs/decisions/busy-machine-tests.md).
    testTimeout: 30_000,
    expect: { poll: { timeout: 15_000, interval: 50 } },
  },
});
