// The rows the demo seed wrote, by table and id: a database that has any is a demo shop
// (docs/decisions/going-live.md, "A shop is a demo or real"), and `npm run admin -- demo:remove`
// removes exactly these and what hangs from them. Written only by the seed and demo:remove.
import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const demoRows = pgTable(
  'demo_rows',
  {
    tableName: text('table_name').notNull(),
    rowId: text('row_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tableName, table.rowId] })],
);
