// @haat/contract owns the wire: zod schemas of every call's request and answer, the endpoint map, error codes and shared constants.
export * from './constants.ts';
export * from './fields.ts';
export { ADMIN_PATHS, PATHS, buildPath, type HttpMethod, type Route } from './paths.ts';
export * from './endpoint.ts';
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
export * from './listing-path.ts';
export * from './endpoints.ts';
export * from './admin.ts';
