import { defineConfig } from '@playwright/test';

// Journeys run in Debian's Chromium against the real server on a fresh, seeded database: each
// worker starts its own server on its own port and DATA_DIR (tests/support/fixtures.ts sets
// baseURL to it), so the two workers share nothing. E2E_WORKERS=1 runs them one after another.
export default defineConfig({
  testDir: './tests',
  // One seeded DATA_DIR that every worker's server copies (global-setup.ts).
  globalSetup: './global-setup.ts',
  timeout: 60_000,
  // How long an expect looks for what it names before calling it missing: it passes as soon as it
  // is there, so on a busy 2-core machine this is a backstop, not a wait.
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    // A failed test keeps its trace: actions, network and DOM snapshots, plus one screenshot at the
    // failure. Without a screencast: recording frames through every passing test was a sixth of
    // the suite's time (6.1 → 5.3 min) and the snapshots show the same pages.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    screenshot: 'only-on-failure',
    // The storefront's service worker (docs/decisions/offline.md) is driven by offline.spec.ts;
    // elsewhere it is off: request routing does not see what a worker answers, and a worker
    // keeping its shell competes with a journey's own requests on a busy machine.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'mobile',
      use: {
        browserName: 'chromium',
        viewport: { width: 375, height: 740 },
        isMobile: true,
        hasTouch: true,
      },
    },
    { name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
  ],
});
