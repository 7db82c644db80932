// The notification outbox: one row per message owed to a shopper, written by the
// order-events relay in the transaction that handles the event, sent at least once by delivery.
// Owned by this module (docs/decisions/foundation.md).
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orderEvents, orders } from '../orders/orders.schema.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    /**
     * The order event this message tells of: one message per event and channel, never two. None
     * for a refund (not a shipping state): its order row allows one refund, so one message.
     */
    eventId: text('event_id').references(() => orderEvents.id),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    /** 'sms' | 'email' | 'whatsapp' (a template message; its SMS goes instead if it fails) */
    channel: text('channel').notNull(),
    /** What happened: 'placed', 'shipped', 'out-for-delivery', 'delivered', 'cancelled', 'refunded', 'return'. */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /**
     * An SMS's template variables fixed when it was written, for what the order row does not say
     * (a return's step); null: read from the order when it is sent.
     */
    variables: jsonb('variables').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A sender has taken it until then; after, another may (its process may have died). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** An SMS written because this WhatsApp message failed (its id): one per WhatsApp message. */
    fallbackOf: text('fallback_of'),
    /**
     * Not sent on purpose: a fallback SMS whose WhatsApp message was delivered after all. Out of
     * every claim and count.
     */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_event_channel_key').on(t.eventId, t.channel),
    index('notifications_unsent_idx')
      .on(t.createdAt)
      .where(sql`${t.sentAt} is null`),
    index('notifications_order_idx').on(t.orderId),
  ],
);
