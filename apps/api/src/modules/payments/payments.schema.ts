// What payment providers told us, one row per event.
// Owned by this module (docs/decisions/foundation.md): only it writes these tables; other
// modules read them through db/schema and write them by calling its index.ts.
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from '../orders/orders.schema.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const paymentEvents = pgTable('payment_events', {
  /** The provider's event id; a replayed webhook finds its id taken and changes nothing. */
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  orderId: text('order_id').references(() => orders.id),
  payload: jsonb('payload').notNull(),
  receivedAt: createdAt(),
});
