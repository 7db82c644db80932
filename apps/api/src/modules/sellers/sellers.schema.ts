// Sellers: the marketplace's shops and their registration state.
// Owned by this module (docs/decisions/foundation.md): only it writes these tables; other
// modules read them through db/schema and write them by calling its index.ts.
import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const sellers = pgTable('sellers', {
  id: text('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull().unique(),
  mobile: text('mobile').notNull().unique(),
  shopName: text('shop_name').notNull(),
  /** Lower-cased shop name: two shops may not differ only by letter case. */
  shopNameKey: text('shop_name_key').notNull().unique(),
  /**
   * The storefront's /seller/<slug>: from the shop name at registration (sellerSlugOf), made
   * unique with the id's end when taken, and never changed after, so links to it keep working.
   */
  slug: text('slug').notNull().unique(),
  description: text('description').notNull().default(''),
  address: text('address').notNull(),
  pincode: text('pincode').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  country: text('country').notNull().default('India'),
  gstin: text('gstin').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  /** Only an approved seller is listed and may sign in; suspension takes the products off at once. */
  status: text('status', { enum: ['pending', 'approved', 'rejected', 'suspended'] })
    .notNull()
    .default('pending'),
  logoUrl: text('logo_url'),
  isFeatured: boolean('is_featured').notNull().default(false),
  /** Bumped by a password change or a suspension: every older back-office session ends. */
  tokenVersion: integer('token_version').notNull().default(0),
  createdAt: createdAt(),
});
