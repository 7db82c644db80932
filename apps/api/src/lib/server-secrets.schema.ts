// Secrets every server process must share (the token signing key when JWT_SECRET is unset), kept
// in the database so that processes on several machines agree. Only lib/server-secret.ts uses it.
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
