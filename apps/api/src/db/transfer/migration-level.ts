// Which migrations a database has had, compared with the ones this version of the code ships:
// rows copied or restored are only meaningful between databases of the same schema.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { z } from 'zod';
import { MIGRATIONS_FOLDER } from '../client.ts';
import type { SqlSession } from './session.ts';

export const MigrationLevelSchema = z.object({
  /** How many migrations were applied. */
  count: z.number().int().min(0),
  /** drizzle's hash of the last one's SQL, null when none was applied. */
  hash: z.string().nullable(),
});
export type MigrationLevel = z.infer<typeof MigrationLevelSchema>;

interface ShippedMigration {
  tag: string;
  hash: string;
}

const JournalSchema = z.object({ entries: z.array(z.object({ tag: z.string() })) });

function readShippedMigrations(): ShippedMigration[] {
  const files = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  const journal = JournalSchema.parse(
    JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')),
  );
  return files.map((file, index) => ({
    tag: journal.entries[index]?.tag ?? `#${index + 1}`,
    hash: file.hash,
  }));
}

/** The level a database reaches after this code's migrations. */
export function shippedMigrationLevel(): MigrationLevel {
  const shipped = readShippedMigrations();
  return { count: shipped.length, hash: shipped.at(-1)?.hash ?? null };
}

export async function readMigrationLevel(session: SqlSession): Promise<MigrationLevel> {
  const [bookkeeping] = await session.query<{ present: string }>(
    `select (to_regclass('drizzle.__drizzle_migrations') is not null)::text as present`,
  );
  if (bookkeeping?.present !== 'true') return { count: 0, hash: null };
  const [row] = await session.query<{ count: string; hash: string | null }>(
    `select count(*)::text as count,
            (select hash from drizzle.__drizzle_migrations
              order by created_at desc, id desc limit 1) as hash
       from drizzle.__drizzle_migrations`,
  );
  return { count: Number(row?.count ?? 0), hash: row?.hash ?? null };
}

export function isSameLevel(a: MigrationLevel, b: MigrationLevel): boolean {
  return a.count === b.count && a.hash === b.hash;
}

/** '7 migrations (last 0006_back_office)', naming the last one when this code knows it. */
export function describeLevel(level: MigrationLevel): string {
  if (level.count === 0) return 'no migrations';
  const known = readShippedMigrations().find((migration) => migration.hash === level.hash);
  const last = known ? `last ${known.tag}` : 'the last one unknown to this version of Haat';
  return `${level.count} migration${level.count === 1 ? '' : 's'} (${last})`;
}
