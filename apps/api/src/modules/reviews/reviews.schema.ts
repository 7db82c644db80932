// Reviews of delivered order lines.
// Owned by this module (docs/decisions/foundation.md): only it writes these tables; other
// modules read them through db/schema and write them by calling its index.ts.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from '../catalog/catalog.schema.ts';
import { customers } from '../customer/customer.schema.ts';
import { orderLines } from '../orders/orders.schema.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    orderLineId: text('order_line_id')
      .notNull()
      .references(() => orderLines.id)
      .unique(),
    rating: integer('rating').notNull(),
    remark: text('remark').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('reviews_product_idx').on(t.productId, t.createdAt)],
);
