// Reading the audit log back: newest first, filtered by who, what, which target and when.
import { type SQL, and, count, desc, gte, ilike, lt } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { auditLog } from '../../../db/schema/index.ts';
import { containsPattern } from '../../../lib/like-pattern.ts';

export type AuditEntry = typeof auditLog.$inferSelect;

export interface AuditFilter {
  actor?: string | undefined;
  action?: string | undefined;
  target?: string | undefined;
  from?: Date | undefined;
  before?: Date | undefined;
}

export async function selectAuditPage(
  db: Executor,
  filter: AuditFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: AuditEntry[]; total: number }> {
  const condition: SQL | undefined = and(
    filter.actor ? ilike(auditLog.actor, containsPattern(filter.actor)) : undefined,
    filter.action ? ilike(auditLog.action, containsPattern(filter.action)) : undefined,
    filter.target ? ilike(auditLog.target, containsPattern(filter.target)) : undefined,
    filter.from ? gte(auditLog.at, filter.from) : undefined,
    filter.before ? lt(auditLog.at, filter.before) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(condition)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(auditLog).where(condition),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
