// Every table of the database, for drizzle-kit (migrations) and for drizzle's query builder.
// Each table lives beside the module that owns it (docs/decisions/foundation.md).
export * from '../../modules/catalog/catalog.schema.ts';
export * from '../../modules/search/search.schema.ts';
export * from '../../modules/sellers/sellers.schema.ts';
export * from '../../modules/pincode/pincode.schema.ts';
export * from '../../modules/customer/customer.schema.ts';
export * from '../../modules/auth/auth.schema.ts';
export * from '../../modules/admin/admin.schema.ts';
export * from '../../lib/rate-limits.schema.ts';
export * from '../../lib/server-secrets.schema.ts';
export * from '../../modules/cart/cart.schema.ts';
export * from '../../modules/wishlist/wishlist.schema.ts';
export * from '../../modules/checkout/checkout.schema.ts';
export * from '../../modules/orders/orders.schema.ts';
export * from '../../modules/payments/payments.schema.ts';
export * from '../../modules/seller-payouts/seller-payouts.schema.ts';
export * from '../../modules/reviews/reviews.schema.ts';
export * from '../../modules/invoices/invoices.schema.ts';
export * from '../../modules/site/site.schema.ts';
export * from '../../modules/notifications/notifications.schema.ts';
export * from '../../modules/grievances/grievances.schema.ts';
export * from '../../seed/demo-rows.schema.ts';
export * from '../../modules/payouts/payouts.schema.ts';
export * from '../../modules/privacy/privacy.schema.ts';
export * from '../../modules/whatsapp/whatsapp.schema.ts';
export * from '../../modules/couriers/couriers.schema.ts';
