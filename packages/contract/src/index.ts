// @haat/contract owns the wire: zod schemas of every call's request and answer, the endpoint map, error codes and shared constants.
export * from './schemas.ts';
export * from './plain-messages.ts';
export { buildPath, type HttpMethod, type Route, type RouteOf } from './route-path.ts';
export * from './endpoint.ts';
export * from './listing-path.ts';
export * from './endpoints.ts';
export * from './admin.ts';
export * from './admin-operations.ts';
export * from './admin-after-sale.ts';
export * from './admin-content.ts';
export * from './product-rules.ts';
export * from './back-office.ts';
export * from './back-office-products.ts';
export * from './back-office-categories.ts';
export * from './pictures.ts';
export * from './catalog-io.ts';
export * from './shipments.ts';
