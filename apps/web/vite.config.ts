import { defineConfig } from 'vite';
import { preactAliases } from './preact-aliases.ts';
import { precompress } from './vite-precompress.ts';

// The API (apps/api) serves /api and uploaded images under /media on port 3000 (ARCHITECTURE.md).
const apiTarget = 'http://127.0.0.1:3000';
const proxy = {
  '/api': { target: apiTarget, changeOrigin: false },
  '/media': { target: apiTarget, changeOrigin: false },
};

export default defineConfig({
  root: import.meta.dirname,
  plugins: [precompress()],
  resolve: { alias: preactAliases },
  // Vite's own transform compiles the JSX (automatic runtime, imports aliased to Preact above).
  // No @vitejs/plugin-react: React Fast Refresh needs React's renderer, so `npm run dev` reloads
  // the page when a component changes.
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The API reads the manifest to serve the built app and preload the entry chunk.
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Everything the entry imports statically is needed before the first paint anyway: one
        // chunk instead of ~15 small ones. Over HTTP/1.1 a phone opens 6 connections to a host,
        // so 15 files on a 150 ms round trip queue behind each other (issue 7, Lighthouse).
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
      onwarn(warning, defaultHandler) {
        // Libraries written for React Server Components mark client modules; meaningless in an
        // SPA (@vitejs/plugin-react silenced the same warning).
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client'))
          return;
        // React Router reads React 19's `use` and `useOptimistic` if present and falls back when
        // they are not; preact/compat has neither.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && /`(use|useOptimistic)`/.test(warning.message))
          return;
        defaultHandler(warning);
      },
    },
  },
});
