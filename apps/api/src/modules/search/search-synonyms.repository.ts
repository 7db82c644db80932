// All SQL of the synonyms table: read whole for search, paged for the back office, and changed
// one word at a time by the operator.
import { asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { searchSynonyms } from './search.schema.ts';

export type SynonymRow = typeof searchSynonyms.$inferSelect;

export async function selectAllSynonyms(db: Executor): Promise<SynonymRow[]> {
  return db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.word));
}

/** A page of entries whose word or one of its synonyms contains `search`, by word. */
export async function selectSynonymPage(
  db: Executor,
  search: string | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: SynonymRow[]; total: number }> {
  const pattern = search ? containsPattern(search) : undefined;
  const condition = pattern
    ? or(
        ilike(searchSynonyms.word, pattern),
        ilike(sql`array_to_string(${searchSynonyms.synonyms}, ' ')`, pattern),
      )
    : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(searchSynonyms)
      .where(condition)
      .orderBy(asc(searchSynonyms.word))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(searchSynonyms).where(condition),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The entry of a word, locked until the transaction ends (two saves of one word in turn). */
export async function selectSynonymForUpdate(
  db: Executor,
  word: string,
): Promise<SynonymRow | null> {
  const [row] = await db
    .select()
    .from(searchSynonyms)
    .where(eq(searchSynonyms.word, word))
    .for('update');
  return row ?? null;
}

export async function upsertSynonym(
  db: Executor,
  row: { word: string; synonyms: string[]; updatedAt: Date },
): Promise<SynonymRow> {
  const [saved] = await db
    .insert(searchSynonyms)
    .values(row)
    .onConflictDoUpdate({
      target: searchSynonyms.word,
      set: { synonyms: row.synonyms, updatedAt: row.updatedAt },
    })
    .returning();
  if (!saved) throw new Error(`search synonym ${row.word} was not saved`);
  return saved;
}

export async function deleteSynonym(db: Executor, word: string): Promise<void> {
  await db.delete(searchSynonyms).where(eq(searchSynonyms.word, word));
}

/** Entries for words that have none yet; a word the operator already keeps is left as it is. */
export async function insertMissingSynonyms(
  db: Executor,
  rows: Array<{ word: string; synonyms: string[] }>,
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(searchSynonyms).values(rows).onConflictDoNothing();
}
