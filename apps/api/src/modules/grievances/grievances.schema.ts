// Complaints to the grievance officer (docs/decisions/grievances.md), their thread of messages,
// and the entity's and the officer's details every page shows. Owned by this module
// (docs/decisions/foundation.md): only it writes these tables.
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The entity and its grievance officer (Consumer Protection (E-Commerce) Rules, 2020, rules 4(1)
 * and 4(4)): one row, id 'entity'. Empty strings until the operator (or the demo seed) fills them;
 * a real shop's start and `doctor` warn while any is empty.
 */
export const grievanceSettings = pgTable('grievance_settings', {
  id: text('id').primaryKey(),
  legalName: text('legal_name').notNull().default(''),
  registeredAddress: text('registered_address').notNull().default(''),
  contactEmail: text('contact_email').notNull().default(''),
  contactPhone: text('contact_phone').notNull().default(''),
  officerName: text('officer_name').notNull().default(''),
  officerDesignation: text('officer_designation').notNull().default(''),
  officerEmail: text('officer_email').notNull().default(''),
  officerPhone: text('officer_phone').notNull().default(''),
  officerAddress: text('officer_address').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One complaint. Its two clocks are stored deadlines, not timers: `ackDueAt` (48 hours) and
 * `resolveDueAt` (one month) are fixed when it is filed, so a restart changes nothing.
 */
export const grievances = pgTable(
  'grievances',
  {
    id: text('id').primaryKey(),
    /** What the shopper quotes: GRV- and 10 random characters (docs/decisions/grievances.md). */
    ticket: text('ticket').notNull().unique(),
    customerId: text('customer_id').notNull(),
    /** 'order' | 'seller' | 'product' | 'site' */
    subjectKind: text('subject_kind').notNull(),
    /** The order, seller or product id; null for the site. */
    subjectId: text('subject_id'),
    /** Sellers it concerns (an order's sellers, a product's seller, the seller): who may answer. */
    sellerIds: jsonb('seller_ids').$type<string[]>().notNull(),
    text: text('text').notNull(),
    /** 'picture' | 'pdf' | null */
    attachmentKind: text('attachment_kind'),
    /** A picture's media URL, or a PDF's object key (private). */
    attachmentRef: text('attachment_ref'),
    /** 'open' | 'in-progress' | 'closed' */
    status: text('status').notNull(),
    assignedTo: text('assigned_to'),
    resolution: text('resolution'),
    /** The mobile's last four digits, kept for the public status page's check. */
    mobileLast4: text('mobile_last4').notNull(),
    language: text('language').notNull(),
    filedAt: timestamp('filed_at', { withTimezone: true }).notNull(),
    ackDueAt: timestamp('ack_due_at', { withTimezone: true }).notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    resolveDueAt: timestamp('resolve_due_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('grievances_due_idx').on(t.status, t.resolveDueAt),
    index('grievances_customer_idx').on(t.customerId, t.filedAt),
  ],
);

/** The thread: the shopper's complaint is the ticket; these are the answers to it. */
export const grievanceMessages = pgTable(
  'grievance_messages',
  {
    id: text('id').primaryKey(),
    grievanceId: text('grievance_id')
      .notNull()
      .references(() => grievances.id),
    /** `admin:<id>` | `seller:<id>` */
    author: text('author').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('grievance_messages_grievance_idx').on(t.grievanceId, t.createdAt)],
);
