// The zod schemas of the calls' bodies, queries and answers without the endpoint maps: what a form
// loads on first use (`@haat/contract/schemas`) to validate with the server's own rules.
export * from './constants.ts';
export * from './fields.ts';
export * from './errors.ts';
export * from './catalog.ts';
export * from './auth.ts';
export * from './customer.ts';
export * from './cart.ts';
export * from './checkout.ts';
export * from './orders.ts';
export * from './seller.ts';
export * from './site.ts';
export * from './listing-path.schema.ts';
