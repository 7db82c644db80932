import { defineProject } from 'vitest/config';

// API tests: each file builds the app on its own database cloned from a migrated, seeded template
// (PGlite by default; PostgreSQL when DATABASE_URL is set).
export default defineProject({
  test: {
    name: 'api',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // Backstops, not waits: a test waits for what it names (test/waiting.ts), and these only end
    // one that hangs. Server processes, clones and a PostgreSQL of its own take a while on a busy
    // 2-core machine (docs/decisions/busy-machine-tests.md).
    testTimeout: 120_000,
    hookTimeout: 120_000,
    expect: { poll: { timeout: 60_000, interval: 50 } },
    pool: 'forks',
    fileParallelism: true,
    env: { NODE_ENV: 'test' },
  },
});
