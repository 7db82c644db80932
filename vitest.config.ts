import { defineConfig } from 'vitest/config';

// One runner for the whole workspace; `npm run test:unit` and `npm run test:api` pick projects.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'india', root: './packages/india', include: ['src/**/*.test.ts'] } },
      { test: { name: 'contract', root: './packages/contract', include: ['src/**/*.test.ts'] } },
      {
        test: { name: 'client', root: './packages/client', include: ['src/**/*.test.ts'], environment: 'jsdom' },
      },
      { test: { name: 'repo', root: './scripts', include: ['**/*.test.ts'] } },
      './apps/web/vitest.config.ts',
      './apps/admin/vitest.config.ts',
      './apps/api/vitest.config.ts',
    ],
  },
});
