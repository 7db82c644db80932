// The SQL of the back-office accounts: the operators' table (only this module writes it), the
// signed-in operator's or seller's credentials, and an operator's new password (a seller's is
// the sellers module's write).
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { admins, sellers } from '../../../db/schema/index.ts';

export type NewAdminRow = typeof admins.$inferInsert;
export type AccountKind = 'operator' | 'seller';

const tableOf = (kind: AccountKind) => (kind === 'operator' ? admins : sellers);

export async function insertAdmin(db: Executor, row: NewAdminRow): Promise<void> {
  await db.insert(admins).values(row);
}

export async function selectAdmin(db: Executor, adminId: string) {
  const [admin] = await db.select().from(admins).where(eq(admins.id, adminId));
  return admin;
}

/** The account's password hash and e-mail, locked until the transaction ends. */
export async function selectCredentialsForUpdate(tx: Executor, kind: AccountKind, id: string) {
  const table = tableOf(kind);
  const [account] = await tx
    .select({ hash: table.passwordHash, email: table.email })
    .from(table)
    .where(eq(table.id, id))
    .for('update');
  return account;
}

/** An operator's new password hash; the token version moves on, so every older session ends. */
export async function updateAdminPasswordHash(
  tx: Executor,
  adminId: string,
  passwordHash: string,
): Promise<number> {
  const [updated] = await tx
    .update(admins)
    .set({ passwordHash, tokenVersion: sql`${admins.tokenVersion} + 1` })
    .where(eq(admins.id, adminId))
    .returning({ tokenVersion: admins.tokenVersion });
  return updated?.tokenVersion ?? 0;
}
