// The WhatsApp channel's tables (docs/decisions/whatsapp.md). Owned by this module: the shoppers'
// choice of order updates on WhatsApp, and each template message with the statuses Meta reported.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from '../customer/customer.schema.ts';
import { orders } from '../orders/orders.schema.ts';

export const whatsappConsents = pgTable('whatsapp_consents', {
  customerId: text('customer_id')
    .primaryKey()
    .references(() => customers.id),
  /** Order updates on WhatsApp: off until the shopper chooses them. */
  orderUpdates: boolean('order_updates').notNull().default(false),
  /** Where the choice was made or last changed: 'registration' | 'checkout' | 'account' | 'stop'. */
  source: text('source').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
});

export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    /** The outbox row's id (notifications.id) this template message carries. */
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind').notNull(),
    /** 91XXXXXXXXXX, as the Cloud API takes it. */
    recipient: text('recipient').notNull(),
    template: text('template').notNull(),
    language: text('language').notNull(),
    /** The body's parameters in order ({{1}}, {{2}}, …). */
    parameters: text('parameters').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** No `sent` status by then: it falls back to SMS (WHATSAPP_FALLBACK_MINUTES). */
    fallbackDueAt: timestamp('fallback_due_at', { withTimezone: true }).notNull(),
    /** Meta's message id (wamid.…), from the send's answer. */
    wamid: text('wamid'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** Meta's error code of a refusal or a `failed` status (132001, 131026, …). */
    errorCode: integer('error_code'),
    errorTitle: text('error_title'),
    /** When its SMS was written instead (once). */
    fellBackAt: timestamp('fell_back_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('whatsapp_messages_wamid_key').on(t.wamid),
    index('whatsapp_messages_order_idx').on(t.orderId),
    index('whatsapp_messages_pending_idx')
      .on(t.fallbackDueAt)
      .where(sql`${t.fellBackAt} is null and ${t.deliveredAt} is null and ${t.readAt} is null`),
  ],
);
