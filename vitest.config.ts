import { defineConfig } from 'vitest/config';
import { apiPostgresProject } from './apps/api/vitest.config.ts';

// One runner for the whole workspace; `npm run test:unit`, `npm run test:api` and
// `npm run test:api:postgres` pick projects (docs/testing.md).
export default defineConfig({
  test: {
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
