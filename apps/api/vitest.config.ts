import { defineProject } from 'vitest/config';

// API tests: each file builds the app on its own database cloned from a migrated, seeded template
// (PGlite by default; PostgreSQL when DATABASE_URL is set).
export default defineProject({
  test: {
    name: 'api',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: true,
    env: { NODE_ENV: 'test' },
  },
});
