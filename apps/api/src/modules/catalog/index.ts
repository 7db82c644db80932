// The catalog module owns categories, menus, product listings and product pages.
export { registerCatalogRoutes } from './catalog.routes.ts';
