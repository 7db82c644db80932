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
} satisfies Config;
