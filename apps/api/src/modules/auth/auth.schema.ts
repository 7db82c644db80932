// One-time passwords.
// Owned by this module (docs/decisions/foundation.md): only it writes these tables; other
// modules read them through db/schema and write them by calling its index.ts.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const otps = pgTable(
  'otps',
  {
    id: text('id').primaryKey(),
    mobile: text('mobile').notNull(),
    /** 'register': a new account's mobile; 'delete-account': the owner confirms erasing it. */
    purpose: text('purpose', { enum: ['register', 'delete-account'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('otps_mobile_idx').on(t.mobile, t.purpose, t.createdAt)],
);
