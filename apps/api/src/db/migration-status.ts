// Whether a database has every migration this code ships: drizzle's journal (migrations/meta)
// against the database's own record (drizzle.__drizzle_migrations). drizzle's migrator applies a
// migration when its `when` is newer than the last applied one's created_at, so that is the test.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { MIGRATIONS_FOLDER, readRows, type Executor } from './client.ts';

const JournalSchema = z.object({
  entries: z.array(z.object({ tag: z.string(), when: z.number() })),
});

/** Each migration's name and time, oldest first, as drizzle-kit wrote them. */
export type MigrationJournal = z.infer<typeof JournalSchema>['entries'];

export function readMigrationJournal(folder: string = MIGRATIONS_FOLDER): MigrationJournal {
  const text = readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8');
  return JournalSchema.parse(JSON.parse(text)).entries;
}

/** How many of the journal's migrations the database has not applied (all, on an empty one). */
export async function countPendingMigrations(
  db: Executor,
  journal: MigrationJournal,
): Promise<number> {
  const exists = readRows<{ present: boolean }>(
    await db.execute(
      sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
    ),
  );
  if (!exists[0]?.present) return journal.length;
  const rows = readRows<{ last: string | number | null }>(
    await db.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`),
  );
  const last = rows[0]?.last;
  if (last === null || last === undefined) return journal.length;
  return journal.filter((entry) => entry.when > Number(last)).length;
}
