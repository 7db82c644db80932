// The privacy module owns the shopper's rights over their data (docs/decisions/personal-data.md):
// the download, marketing consent (its records are this module's table) and erasing the account.
export { registerPrivacyRoutes } from './privacy.routes.ts';
