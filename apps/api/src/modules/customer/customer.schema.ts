// Customers and their address book.
// Owned by this module (docs/decisions/foundation.md): only it writes these tables; other
// modules read them through db/schema and write them by calling its index.ts.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const customers = pgTable('customers', {
  id: text('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** Stored lower-cased; login compares lower-cased. */
  email: text('email').notNull().unique(),
  mobile: text('mobile').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  /** Bumped by logout and password change: a token carrying an older version is refused. */
  tokenVersion: integer('token_version').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * When the owner erased the account (docs/decisions/personal-data.md): the row stays, its name,
   * e-mail, mobile and password replaced, because orders and their invoices point at it.
   */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

export const addresses = pgTable(
  'addresses',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    alternateMobile: text('alternate_mobile').notNull().default(''),
    pincode: text('pincode').notNull(),
    landmark: text('landmark').notNull().default(''),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('addresses_customer_idx').on(t.customerId)],
);
