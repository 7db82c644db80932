import { defineProject } from 'vitest/config';
import { POSTGRES_TEST_FILES } from './test/postgres-files.ts';

// API tests: each file builds the app on its own database cloned from a migrated, seeded template
// (PGlite by default; PostgreSQL when DATABASE_URL is set).
const shared = {
  root: import.meta.dirname,
  globalSetup: ['./test/global-setup.ts'],
  // Backstops, not waits: a test waits for what it names (test/waiting.ts), and these only end
  // one that hangs. Server processes, clones and a PostgreSQL of its own take a while on a busy
  // 2-core machine (docs/decisions/busy-machine-tests.md).
  testTimeout: 120_000,
  hookTimeout: 120_000,
  expect: { poll: { timeout: 60_000, interval: 50 } },
  pool: 'forks',
  fileParallelism: true,
  // A worker keeps its modules from one file to the next instead of importing the app afresh for
  // each (API 291 s → 201 s). Safe because every file builds its own app on its own database
  // (test/helper.ts), no file mocks a module or changes process.env, and what the modules keep
  // (prom-client's registry, caches of hashes and prepared-statement names) is per process on a
  // server too; scripts/test-isolation.test.ts keeps it that way.
  isolate: false,
  unstubEnvs: true,
  unstubGlobals: true,
  restoreMocks: true,
  env: { NODE_ENV: 'test' },
} as const;

export default defineProject({
  test: { ...shared, name: 'api', include: ['src/**/*.test.ts'] },
});

/**
 * The PostgreSQL pass: only the files whose behaviour depends on the database
 * (test/postgres-files.ts). The root config adds it when DATABASE_URL is set.
 */
export const apiPostgresProject = defineProject({
  test: { ...shared, name: 'api-postgres', include: [...POSTGRES_TEST_FILES] },
});
