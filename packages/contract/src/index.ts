// @haat/contract owns the wire: zod schemas of every call's request and answer, the endpoint map, error codes and shared constants.
export * from './schemas.ts';
export * from './plain-messages.ts';
export { buildPath, type HttpMethod, type Route, type RouteOf } from './route-path.ts';
export * from './endpoint.ts';
export type { ReadAnswer } from './read-answer.ts';
export * from './listing-path.ts';
export * from './endpoints.ts';
export * from './returns.ts';
export * from './privacy.ts';
export * from './grievance-model.ts';
export * from './grievances.ts';
// What the storefront and the back office both read: a shipment, a return, where a refund is paid.
export * from './shipment-model.ts';
export * from './return-model.ts';
export * from './refund-payee.ts';
// The back office: its constants, its map, and each resource's calls and schemas.
export * from './back-office-constants.ts';
export * from './back-office-endpoints.ts';
export * from './back-office/lists.ts';
export * from './back-office/accounts.ts';
export * from './back-office/products.ts';
export * from './back-office/pictures.ts';
export * from './back-office/categories.ts';
export * from './back-office/brands.ts';
export * from './back-office/catalog-io.ts';
export * from './back-office/content.ts';
export * from './back-office/search-synonyms.ts';
export * from './back-office/orders.ts';
export * from './back-office/shipments.ts';
export * from './back-office/returns.ts';
export * from './back-office/refunds.ts';
export * from './back-office/coupons.ts';
export * from './back-office/sellers.ts';
export * from './back-office/audit.ts';
export * from './back-office/seller-payouts.ts';
export * from './back-office/seller-money.ts';
export * from './back-office/grievances.ts';
export * from './back-office/grievances.ts';
