// Carts and their lines.
// Owned by this module (docs/decisions/foundation.md): only it writes these tables; other
// modules read them through db/schema and write them by calling its index.ts.
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from '../catalog/catalog.schema.ts';
import { customers } from '../customer/customer.schema.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** One per customer; `version` changes with every cart change and keys order idempotency. */
export const carts = pgTable('carts', {
  customerId: text('customer_id')
    .primaryKey()
    .references(() => customers.id),
  version: integer('version').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const cartItems = pgTable(
  'cart_items',
  {
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    /** '0' when the product has no variants (docs/spec.md §3). */
    colorId: text('color_id').notNull().default('0'),
    sizeId: text('size_id').notNull().default('0'),
    pieces: integer('pieces').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productId, t.colorId, t.sizeId] })],
);
