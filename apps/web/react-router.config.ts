import type { Config } from '@react-router/dev/config';

// React Router framework mode: the route modules under src/, rendered on the server by
// the API's Fastify process (apps/api/src/plugins/web-render.ts) and hydrated in the browser.
export default {
  appDirectory: 'src',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
