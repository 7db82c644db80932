// The India Post pin-code directory and where each seller delivers.
// Owned by this module (docs/decisions/foundation.md): only it writes these tables; other
// modules read them through db/schema and write them by calling its index.ts.
import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { sellers } from '../sellers/sellers.schema.ts';

/** Where a seller delivers: the longest matching pin-code prefix wins (a prefix of 6 is one pin). */
export const serviceAreas = pgTable(
  'service_areas',
  {
    sellerId: text('seller_id')
      .notNull()
      .references(() => sellers.id),
    pincodePrefix: text('pincode_prefix').notNull(),
    prepaid: boolean('prepaid').notNull(),
    cod: boolean('cod').notNull(),
    deliveryDays: integer('delivery_days').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.pincodePrefix] })],
);

export const pincodes = pgTable('pincodes', {
  pincode: text('pincode').primaryKey(),
  district: text('district').notNull(),
  state: text('state').notNull(),
  /** GST state code (two digits) of `state`, used to choose IGST or CGST + SGST. */
  stateCode: text('state_code').notNull(),
  country: text('country').notNull().default('India'),
});
