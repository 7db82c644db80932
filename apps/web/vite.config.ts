import { defineConfig } from 'vite';
import { reactRouter } from '@react-router/dev/vite';
import { precompress } from './vite-precompress.ts';
import { serviceWorker } from './vite-service-worker.ts';
import { language, languageOfBuild } from './vite-language.ts';
import { routerProductionBuild } from './vite-router-production.ts';

const built = languageOfBuild();

// What every page loads: React and React Router, one chunk.
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/;
// TanStack Query, one chunk: loaded by the catalogue's pages and with the parts loaded on demand
// (app/query-provider.tsx), never by the shell. Only the library: a group takes in what its
// modules import, and our modules around it import the shell's.
const QUERIES = /node_modules[\\/]@tanstack[\\/]/;
// The shell every page renders (root, layouts, providers, the shared lib and UI parts), one chunk.
// Form helpers (react-hook-form, the schemas, pin-code lookups) stay with the pages that have forms,
// and so do lib modules that query (whatsapp-choice): in the shell they would bring TanStack Query
// to every page.
// Not the client entry: its body hydrates the page, and the page's JavaScript starts after the
// first paint by importing the route modules (which load this chunk) before the entry
// (lib/deferred-scripts.ts); in this chunk it would hydrate before the route modules are known.
const SHELL =
  /src[\\/](root|app[\\/](layout[\\/](?!header-panels|site-footer|payment-badges|bare-layout|search-box|login-dialog)|language[\\/](?!language-offer|offer-choice|script-font)|providers|route-error)|lib[\\/](?!contract-resolver|policy-text|pincode-lookup|input-filter|query-client|api-client-core|dates|picture|online-status|guest-cart-changes|whatsapp-choice|save-file|server-errors)|components[\\/]ui[\\/](?!form-field|place-fields|drawer|dialog|use-modal-focus|price|stars|prose-page|icons-more|lazy-overlays|whatsapp-box)|messages[\\/](index|company|[a-z]{2})\.ts)|packages[\\/](contract[\\/]src[\\/](paths|route-path|listing-href)|client[\\/]src[\\/]api-error)(\.ts$|[\\/])/;

// What the catalogue's and the order pages show (price, stars, dates, titles cut short, product
// addresses and the listing path's parser, the icons the frame does not draw) but the shell does
// not: one chunk with them rather than one file each, and out of the pages that show none.
const CATALOGUE_PARTS =
  /src[\\/](components[\\/]ui[\\/](price|stars|icons-more|lazy-overlays)|lib[\\/](dates|picture)|features[\\/]catalog[\\/]lib[\\/]listing-path)\.tsx?$|packages[\\/]india[\\/]src[\\/](dates|text)\.ts$|packages[\\/]contract[\\/]src[\\/]listing-path\.ts$/;

// The policy pages' text filler and their page component, one chunk: the FAQ fills its answers too,
// and apart they would be one more file on each of those pages.
const POLICY_PAGES = /src[\\/](components[\\/]ui[\\/]prose-page|lib[\\/]policy-text)\.tsx?$/;

// The storefront is rendered by the API's Fastify process on one port, in `npm start` and in
// `npm run dev` alike (apps/api/src/storefront.ts); this config serves both the build and the
// dev server Vite runs inside that process.
export default defineConfig({
  root: import.meta.dirname,
  // React Router framework mode: route modules, server rendering, and in `npm run dev`
  // React Fast Refresh (the plugin compiles the JSX with React's refresh transform).
  // One service worker for every language: the default build writes it.
  plugins: [
    routerProductionBuild(),
    language(built.code),
    reactRouter(),
    ...(built.prefix ? [] : [serviceWorker()]),
    precompress(),
  ],
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Two chunks for what every page needs instead of ~40 small ones: a phone on 4G over
        // HTTP/1.1 opens 6 connections to a host and pays a round trip per file, which Lighthouse's
        // mobile run measured as LCP 3.0 s with 46 files and 2.2 s with 8
        // (docs/decisions/page-weight.md).
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 20 },
            { name: 'queries', test: QUERIES, priority: 15 },
            { name: 'shell', test: SHELL, priority: 10 },
            { name: 'catalogue-parts', test: CATALOGUE_PARTS, priority: 5 },
            { name: 'policy-pages', test: POLICY_PAGES, priority: 5 },
          ],
        },
      },
      // Not the bundler's timing report: precompress() compresses every file after the bundle by
      // design (~2 s of a build), and on a busy machine the report names it on every build.
      checks: { bundlerTimings: false },
      onwarn(warning, defaultHandler) {
        // Libraries written for React Server Components mark client modules; meaningless here.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client'))
          return;
        defaultHandler(warning);
      },
    },
  },
});
