import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { apiPostgresProject } from './apps/api/vitest.config.ts';

// One runner for the whole workspace; `npm run test:unit`, `npm run test:api` and
// `npm run test:api:postgres` pick projects (docs/testing.md).
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than cores: one on a 2-core machine, which leaves a
    // core idle while a test waits on its database or a server process. Two there (unit 123 s →
    // 75 s); more where there are more cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'india', root: './packages/india', include: ['src/**/*.test.ts'] } },
      { test: { name: 'contract', root: './packages/contract', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'client',
          root: './packages/client',
          include: ['src/**/*.test.ts'],
          environment: 'jsdom',
        },
      },
      { test: { name: 'repo', root: './scripts', include: ['**/*.test.ts'] } },
      './apps/web/vitest.config.ts',
      './apps/admin/vitest.config.ts',
      './apps/api/vitest.config.ts',
      // Only on PostgreSQL: without DATABASE_URL it would run its files on PGlite a second time.
      ...(process.env.DATABASE_URL ? [apiPostgresProject] : []),
    ],
  },
});
