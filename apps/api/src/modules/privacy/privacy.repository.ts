// All SQL of consent records.
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { consentRecords } from '../../db/schema/index.ts';

export type ConsentRow = typeof consentRecords.$inferSelect;

export function selectConsentRecords(db: Executor, customerId: string): Promise<ConsentRow[]> {
  return db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.customerId, customerId))
    .orderBy(asc(consentRecords.recordedAt), asc(consentRecords.id));
}

export async function insertConsentRecord(
  db: Executor,
  row: typeof consentRecords.$inferInsert,
): Promise<void> {
  await db.insert(consentRecords).values(row);
}

export async function deleteConsentRecords(db: Executor, customerId: string): Promise<void> {
  await db.delete(consentRecords).where(eq(consentRecords.customerId, customerId));
}
