// Business constants shared by the server and the web client: docs/spec.md §9 as settled by
// docs/decisions/product-owner.md. Zod-free (`@haat/contract/constants`); split by audience so a
// page downloads only what it uses.
export * from './constants/storefront.ts';
export * from './constants/rules.ts';
export * from './constants/languages.ts';
