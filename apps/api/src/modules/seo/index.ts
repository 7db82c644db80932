// The seo module owns what crawlers read besides the pages: robots.txt and the sitemaps.
export { registerSeoRoutes } from './seo.routes.ts';
