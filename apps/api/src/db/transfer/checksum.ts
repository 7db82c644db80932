// A checksum per table, computed by the same SQL on both sides of a move or a restore: the md5 of
// each row's text (its stored columns, in the source's column order, under the fixed output
// settings of session.ts), added up as two 64-bit halves. A sum needs no ordering — so text
// collations, which differ between PGlite and a server, cannot matter — and no one string of the
// whole table, which PostgreSQL caps at 1 GB (docs/decisions/backups.md).
import { createHash } from 'node:crypto';
import { quoteIdentifier, type SqlSession } from './session.ts';
import type { TableShape } from './tables.ts';

export interface TableSum {
  table: string;
  rows: number;
  /** 32 hex digits. */
  checksum: string;
}

export async function checksumTable(session: SqlSession, table: TableShape): Promise<TableSum> {
  const columns = table.columns.map(quoteIdentifier).join(', ');
  const [row] = await session.query<{ rows: string; high: string; low: string }>(
    `select count(*)::text as rows,
            coalesce(sum(('x' || substr(hash, 1, 16))::bit(64)::bigint), 0)::text as high,
            coalesce(sum(('x' || substr(hash, 17, 16))::bit(64)::bigint), 0)::text as low
       from (select md5(row(${columns})::text) as hash
               from public.${quoteIdentifier(table.name)}) as hashed`,
  );
  const rows = row?.rows ?? '0';
  const digest = createHash('md5')
    .update(`${rows}:${row?.high ?? '0'}:${row?.low ?? '0'}`)
    .digest('hex');
  return { table: table.name, rows: Number(rows), checksum: digest };
}

export async function checksumTables(
  session: SqlSession,
  tables: readonly TableShape[],
): Promise<TableSum[]> {
  const sums: TableSum[] = [];
  for (const table of tables) sums.push(await checksumTable(session, table));
  return sums;
}
