// The settlement schedule's one row.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { settlementSettings } from './payouts.schema.ts';

const ROW_ID = 'shop';

export type SettlementRow = typeof settlementSettings.$inferSelect;

export async function selectSettlementRow(db: Executor): Promise<SettlementRow | null> {
  const [row] = await db.select().from(settlementSettings).where(eq(settlementSettings.id, ROW_ID));
  return row ?? null;
}

export async function upsertSettlementRow(
  db: Executor,
  values: Omit<SettlementRow, 'id'>,
): Promise<void> {
  await db
    .insert(settlementSettings)
    .values({ id: ROW_ID, ...values })
    .onConflictDoUpdate({ target: settlementSettings.id, set: values });
}
