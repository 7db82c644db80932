// The operators' table: only this module writes it.
import type { Executor } from '../../../db/client.ts';
import { admins } from '../../../db/schema/index.ts';

export type NewAdminRow = typeof admins.$inferInsert;

export async function insertAdmin(db: Executor, row: NewAdminRow): Promise<void> {
  await db.insert(admins).values(row);
}
