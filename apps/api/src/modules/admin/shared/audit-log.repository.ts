// Writing the audit log: one row per change, in the change's transaction.
import type { Executor } from '../../../db/client.ts';
import { auditLog } from '../../../db/schema/index.ts';

export type AuditRow = typeof auditLog.$inferInsert;

export async function insertAuditEntry(db: Executor, row: AuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}
