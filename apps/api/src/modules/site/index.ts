// The site module owns what is not the catalog or an order: health, the contact form, subscribers.
export { registerSiteRoutes } from './site.routes.ts';
// The data principal's rights (docs/decisions/personal-data.md).
export { eraseSitePersonalData, sitePersonalData } from './personal-data.ts';
export { shopPolicyOf } from './shop-policy.ts';
