// The ledger's SQL: entries are only ever inserted (never updated or deleted), each once by its key.
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import type { LedgerKind } from './ledger-kinds.ts';
import { sellerLedger, sellerTaxProfiles } from './payouts.schema.ts';

export type LedgerRow = typeof sellerLedger.$inferSelect;
export type NewLedgerEntry = Omit<typeof sellerLedger.$inferInsert, 'id' | 'createdAt'> & {
  kind: LedgerKind;
};

/**
 * Inserts the entries whose keys are not in the ledger yet; answers how many it wrote. Two
 * workers posting the same thing: the unique key makes the second wait for the first and then
 * write nothing.
 */
export async function insertEntries(
  tx: Executor,
  entries: readonly NewLedgerEntry[],
): Promise<number> {
  if (entries.length === 0) return 0;
  const written = await tx
    .insert(sellerLedger)
    .values(entries.map((entry) => ({ ...entry, id: newId('le') })))
    .onConflictDoNothing({ target: sellerLedger.idempotencyKey })
    .returning({ id: sellerLedger.id });
  return written.length;
}

/** The entries of some keys (which of them exist). */
export async function selectEntriesByKeys(
  db: Executor,
  keys: readonly string[],
): Promise<LedgerRow[]> {
  if (keys.length === 0) return [];
  return db.select().from(sellerLedger).where(inArray(sellerLedger.idempotencyKey, keys));
}

/** A seller's entries, oldest first, optionally from/until instants. */
export async function selectSellerEntries(
  db: Executor,
  sellerId: string,
  range: { from?: Date; until?: Date } = {},
): Promise<LedgerRow[]> {
  return db
    .select()
    .from(sellerLedger)
    .where(
      and(
        eq(sellerLedger.sellerId, sellerId),
        range.from ? gte(sellerLedger.occurredAt, range.from) : undefined,
        range.until ? lt(sellerLedger.occurredAt, range.until) : undefined,
      ),
    )
    .orderBy(asc(sellerLedger.occurredAt), asc(sellerLedger.createdAt), asc(sellerLedger.id));
}

/** The sum of a seller's entries before an instant (a statement's opening balance). */
export async function sumSellerBefore(
  db: Executor,
  sellerId: string,
  before: Date,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${sellerLedger.amountPaise}), 0)` })
    .from(sellerLedger)
    .where(and(eq(sellerLedger.sellerId, sellerId), lt(sellerLedger.occurredAt, before)));
  return Number(row?.total ?? 0);
}

/** The entries of one tax month (every GSTIN), for the true-up and GSTR-8. */
export async function selectMonthEntries(db: Executor, month: string): Promise<LedgerRow[]> {
  return db.select().from(sellerLedger).where(eq(sellerLedger.taxMonth, month));
}

/** The PAN on file for some sellers (absent or null: none). */
export async function selectPans(
  db: Executor,
  sellerIds: readonly string[],
): Promise<Map<string, string | null>> {
  if (sellerIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(sellerTaxProfiles)
    .where(inArray(sellerTaxProfiles.sellerId, [...sellerIds]));
  return new Map(rows.map((row) => [row.sellerId, row.pan]));
}

/** Keeps a seller's PAN (null: none on file). */
export async function upsertPan(
  db: Executor,
  sellerId: string,
  pan: string | null,
  now: Date,
): Promise<void> {
  await db
    .insert(sellerTaxProfiles)
    .values({ sellerId, pan, updatedAt: now })
    .onConflictDoUpdate({ target: sellerTaxProfiles.sellerId, set: { pan, updatedAt: now } });
}
