// Wishlists.
// Owned by this module (docs/decisions/foundation.md): only it writes these tables; other
// modules read them through db/schema and write them by calling its index.ts.
import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from '../catalog/catalog.schema.ts';
import { customers } from '../customer/customer.schema.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productId] })],
);
