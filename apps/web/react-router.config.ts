import type { Config } from '@react-router/dev/config';
import { languageOfBuild } from './vite-language.ts';

const language = languageOfBuild();

// React Router framework mode: the route modules under src/, rendered on the server by
// the API's Fastify process (apps/api/src/plugins/web-render.ts) and hydrated in the browser.
// One build per language (scripts/build.mjs, docs/decisions/hindi.md): the default's in build/,
// another's in build/<code>/ with its pages under /<code>.
export default {
  appDirectory: 'src',
  buildDirectory: language.prefix ? `build/${language.code}` : 'build',
  basename: language.prefix || '/',
  ssr: true,
  // React Router 8's behaviours, adopted now (docs/decisions/foundation.md, "A quiet start"): the
  // browser's files are byte for byte the same with them. Loaders read the shopper's address from
  // `url`, which drops a data request's `.data` and `_routes`; `request.url` is the raw request.
  // v8_middleware is not adopted yet: the load context the API passes (plugins/web-render.ts) would
  // become a RouterContextProvider keyed across two separately bundled programs.
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
