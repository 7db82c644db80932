// Consent records (Digital Personal Data Protection Act, 2023, s.6; docs/decisions/
// personal-data.md). Owned by this module (docs/decisions/foundation.md).
import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from '../customer/customer.schema.ts';

/**
 * Each choice a shopper made about a purpose, never changed afterwards: the newest says whether
 * consent stands, the rest show when it was given and withdrawn. No row: not given.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    /** What the consent is for: 'marketing' (offers by SMS and e-mail). */
    purpose: text('purpose', { enum: ['marketing'] }).notNull(),
    granted: boolean('granted').notNull(),
    /** Where it was given: 'account' (My account). */
    source: text('source').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consent_records_customer_idx').on(t.customerId, t.purpose, t.recordedAt)],
);
