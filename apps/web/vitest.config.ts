import { defineProject } from 'vitest/config';
import { preactAliases } from './preact-aliases.ts';

// The unit tests render with Preact through preact/compat, as the build does (docs/decisions.md,
// issue 7). Libraries that import React are processed by Vite (not handed to Node), so the aliases
// reach their imports too, and resolved to their ES module builds ('module' condition), which
// Vite can transform; Node would load their CommonJS builds, which require React itself.
export default defineProject({
  root: import.meta.dirname,
  resolve: {
    alias: preactAliases,
    conditions: ['module', 'node', 'development|production'],
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    server: {
      deps: {
        inline: ['react-router', '@tanstack/react-query', 'react-hook-form', '@hookform/resolvers'],
      },
    },
  },
});
