// The ledger's SQL: entries are only ever inserted (never updated or deleted), each once by its key.
import { eq, inArray, sql } from 'drizzle-orm';
import { readRows, type Executor } from '../../db/client.ts';
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

/** The entries of one tax month (every GSTIN), for the true-up and GSTR-8. */
export async function selectMonthEntries(db: Executor, month: string): Promise<LedgerRow[]> {
  return db.select().from(sellerLedger).where(eq(sellerLedger.taxMonth, month));
}

/** The TCS entries: withheld, given back, trued up. */
const TCS_KINDS = sql.join(
  (['tcs', 'tcs_reversal', 'tcs_true_up'] as const satisfies readonly LedgerKind[]).map(
    (kind) => sql`${kind}`,
  ),
  sql`, `,
);

/**
 * A tax month's sums per supplier GSTIN (GSTR-8), taken by the database in one grouped read over
 * the month's index: the taxable value of sales and of returns, the TCS per head; each GSTIN
 * named by its seller's shop (the first seller's by id where several share it; an entry's
 * seller id where none has it).
 */
export async function selectGstr8Sums(db: Executor, month: string) {
  const result = await db.execute(sql`
    select l.gstin,
      coalesce(sum(l.taxable_paise) filter (where l.kind = 'sale'), 0) as supplies,
      coalesce(-sum(l.taxable_paise) filter (where l.kind = 'return'), 0) as returns,
      coalesce(sum(l.cgst_paise) filter (where l.kind in (${TCS_KINDS})), 0) as cgst,
      coalesce(sum(l.sgst_paise) filter (where l.kind in (${TCS_KINDS})), 0) as sgst,
      coalesce(sum(l.igst_paise) filter (where l.kind in (${TCS_KINDS})), 0) as igst,
      coalesce(
        (select s.shop_name from sellers s where s.gstin = l.gstin order by s.id limit 1),
        min(l.seller_id)
      ) as name
    from seller_ledger l
    where l.tax_month = ${month} and l.gstin is not null
    group by l.gstin`);
  type Sums = Record<'supplies' | 'returns' | 'cgst' | 'sgst' | 'igst', string>;
  return readRows<Sums & { gstin: string; name: string }>(result).map((row) => ({
    gstin: row.gstin,
    suppliesPaise: Number(row.supplies),
    returnsPaise: Number(row.returns),
    cgstPaise: Number(row.cgst),
    sgstPaise: Number(row.sgst),
    igstPaise: Number(row.igst),
    name: row.name,
  }));
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
