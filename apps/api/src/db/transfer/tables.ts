// The table walker: what the database holds, read from its own catalog rather than from the
// drizzle schema, so a table a later migration adds is copied, backed up and checked without a
// change here. "Ours" is every table and sequence of the public schema that no extension owns;
// drizzle's bookkeeping lives in its own schema and is made by the migrations on the target.
import { z } from 'zod';
import { quoteIdentifier, TransferRefusal, type SqlSession } from './session.ts';

export const TableShapeSchema = z.object({
  name: z.string().min(1),
  /** Stored columns in table order; generated columns are left out (the target computes them). */
  columns: z.array(z.string().min(1)).min(1),
  primaryKey: z.array(z.string()),
  /** Other tables of ours this one has foreign keys to. */
  references: z.array(z.string()),
});
export type TableShape = z.infer<typeof TableShapeSchema>;

export const SequenceValueSchema = z.object({
  name: z.string().min(1),
  /** bigint as text: a sequence may pass Number.MAX_SAFE_INTEGER. */
  lastValue: z.string().regex(/^-?\d+$/),
  isCalled: z.boolean(),
});
export type SequenceValue = z.infer<typeof SequenceValueSchema>;

const NOT_EXTENSION_OWNED = `not exists (
  select 1 from pg_depend d
  where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')`;

/** Every table of ours, parents before the tables that reference them. */
export async function describeTables(session: SqlSession): Promise<TableShape[]> {
  const tables = await session.query<{ name: string }>(
    `select c.relname::text as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
        and ${NOT_EXTENSION_OWNED}
      order by c.relname`,
  );
  const columns = await session.query<{ table: string; column: string }>(
    `select c.relname::text as "table", a.attname::text as "column"
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')
        and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by c.relname, a.attnum`,
  );
  const keys = await session.query<{ table: string; column: string }>(
    `select c.relname::text as "table", a.attname::text as "column"
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_namespace n on n.oid = c.relnamespace
       cross join lateral unnest(k.conkey) with ordinality as key(attnum, position)
       join pg_attribute a on a.attrelid = c.oid and a.attnum = key.attnum
      where k.contype = 'p' and n.nspname = 'public'
      order by c.relname, key.position`,
  );
  const references = await session.query<{ table: string; referenced: string }>(
    `select distinct c.relname::text as "table", r.relname::text as referenced
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_class r on r.oid = k.confrelid
       join pg_namespace rn on rn.oid = r.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and rn.nspname = 'public'`,
  );
  const byName = new Map<string, TableShape>(
    tables.map(({ name }) => [name, { name, columns: [], primaryKey: [], references: [] }]),
  );
  for (const row of columns) byName.get(row.table)?.columns.push(row.column);
  for (const row of keys) byName.get(row.table)?.primaryKey.push(row.column);
  for (const row of references) byName.get(row.table)?.references.push(row.referenced);
  return orderByReferences([...byName.values()]);
}

/**
 * Parents first (Kahn's algorithm, ties by name so the order is the same on every run). A cycle,
 * or a table referencing itself, would need rows inserted in an order inside one table or
 * deferred constraints; none of our tables has one, and the walker says so if one ever appears.
 */
export function orderByReferences(tables: readonly TableShape[]): TableShape[] {
  const names = new Set(tables.map((table) => table.name));
  const waiting = new Map(
    tables.map((table) => [table, new Set(table.references.filter((name) => names.has(name)))]),
  );
  const ordered: TableShape[] = [];
  while (waiting.size > 0) {
    const ready = [...waiting]
      .filter(([, parents]) => parents.size === 0)
      .map(([table]) => table)
      .sort((a, b) => (a.name < b.name ? -1 : 1));
    if (ready.length === 0) {
      const stuck = [...waiting.keys()].map((table) => table.name).join(', ');
      throw new TransferRefusal(
        `These tables reference each other in a cycle, so no copy order exists: ${stuck}.`,
      );
    }
    for (const table of ready) {
      ordered.push(table);
      waiting.delete(table);
      for (const parents of waiting.values()) parents.delete(table.name);
    }
  }
  return ordered;
}

/**
 * The tables of any schema (ours, a job queue's, anyone's) that hold at least one row. A target is
 * empty only when this is empty: drizzle's bookkeeping and system catalogs do not count.
 */
export async function findPopulatedTables(session: SqlSession): Promise<string[]> {
  const tables = await session.query<{ schema: string; name: string }>(
    `select n.nspname::text as schema, c.relname::text as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and not c.relispartition
        and n.nspname not in ('pg_catalog', 'information_schema', 'drizzle')
        and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'
        and ${NOT_EXTENSION_OWNED}
      order by n.nspname = 'public' desc, n.nspname, c.relname`,
  );
  const populated: string[] = [];
  for (const { schema, name } of tables) {
    const qualified = `${quoteIdentifier(schema)}.${quoteIdentifier(name)}`;
    const [row] = await session.query<{ present: string }>(
      `select exists (select 1 from ${qualified})::text as present`,
    );
    if (row?.present === 'true') populated.push(schema === 'public' ? name : `${schema}.${name}`);
  }
  return populated;
}

/** The refusal for a target that is not empty, naming a few of the tables that have rows. */
export function refuseNonEmpty(where: string, populated: readonly string[], hint: string): never {
  const shown = populated.slice(0, 6).join(', ');
  const more = populated.length > 6 ? ` and ${populated.length - 6} more` : '';
  throw new TransferRefusal(
    `${where} is not empty: ${shown}${more} already hold rows. ${hint}`.trim(),
  );
}

/** Every sequence of ours with its current position (identity and serial columns included). */
export async function readSequences(session: SqlSession): Promise<SequenceValue[]> {
  const sequences = await session.query<{ name: string }>(
    `select c.relname::text as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'S' and n.nspname = 'public' and ${NOT_EXTENSION_OWNED}
      order by c.relname`,
  );
  const values: SequenceValue[] = [];
  for (const { name } of sequences) {
    const [row] = await session.query<{ lastValue: string; isCalled: string }>(
      `select last_value::text as "lastValue", is_called::text as "isCalled"
         from public.${quoteIdentifier(name)}`,
    );
    if (row) values.push({ name, lastValue: row.lastValue, isCalled: row.isCalled === 'true' });
  }
  return values;
}

/** Puts each sequence where the source left it, so the next id continues after the copied ones. */
export async function applySequences(
  session: SqlSession,
  values: readonly SequenceValue[],
): Promise<void> {
  for (const value of values) {
    await session.query('select setval($1::text::regclass, $2::text::bigint, $3::text::boolean)', [
      `public.${quoteIdentifier(value.name)}`,
      value.lastValue,
      String(value.isCalled),
    ]);
  }
}

/**
 * Why the target cannot take the source's rows as they are (a table or column missing on one
 * side), or null when every table has the same stored columns.
 */
export function compareShapes(
  source: readonly TableShape[],
  target: readonly TableShape[],
): string | null {
  const targetByName = new Map(target.map((table) => [table.name, table]));
  const problems: string[] = [];
  for (const table of source) {
    const other = targetByName.get(table.name);
    if (!other) {
      problems.push(`table ${table.name} is missing on the target`);
      continue;
    }
    const missing = table.columns.filter((column) => !other.columns.includes(column));
    const extra = other.columns.filter((column) => !table.columns.includes(column));
    if (missing.length > 0) problems.push(`${table.name} lacks ${missing.join(', ')}`);
    if (extra.length > 0) problems.push(`${table.name} has more columns: ${extra.join(', ')}`);
  }
  const sourceNames = new Set(source.map((table) => table.name));
  for (const table of target) {
    if (!sourceNames.has(table.name)) problems.push(`table ${table.name} is only on the target`);
  }
  return problems.length === 0 ? null : problems.join('; ');
}
