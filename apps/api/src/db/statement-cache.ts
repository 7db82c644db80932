// Parameterised statements prepared once per PostgreSQL connection, as postgres.js and pgx do by
// default. node-postgres sends an unnamed statement for every query, so PostgreSQL parses and
// plans it again each time: measured on a cart add (four statements), parse and plan were 2.3 ms
// of its 3.0 ms in PostgreSQL. A named statement is parsed once per connection and its plan kept
// (PostgreSQL switches to a generic plan only when it costs no more than the custom ones).
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';

/** The query config node-postgres accepts; only plain `{ text }` objects are ever named here. */
interface QueryConfig {
  text?: unknown;
  name?: unknown;
  values?: unknown;
  submit?: unknown;
}

/**
 * A statement whose best plan depends on its values (a text search whose words may match ten
 * products or half the catalogue; a listing whose scope holds forty products or a sixth of a
 * million, with or without a price range) says so with this comment, anywhere in its text: it is
 * never named, so PostgreSQL plans it for the values each time instead of settling on one generic
 * plan. Measured on 1,000,000 products: a seller's listing in a price range took 14 ms for its
 * first five runs and 131–174 ms from the sixth, when the generic plan took over.
 */
export const PLANNED_PER_VALUE = '/* planned per value */';

/** Whether `text` asks to be planned for its values (PLANNED_PER_VALUE). */
export const isPlannedPerValue = (text: string) => text.includes(PLANNED_PER_VALUE);

/** A condition that marks the statement holding it as planned per value (a query builder's). */
export const plannedPerValue = (condition: SQL | undefined): SQL =>
  condition
    ? sql`${sql.raw(PLANNED_PER_VALUE)} ${condition}`
    : sql`${sql.raw(PLANNED_PER_VALUE)} true`;

/** Statement names by SQL text, shared by every connection (texts come from our own code). */
const namesByText = new Map<string, string>();
const NAME_MEMO_MAX = 4096;

export function statementNameOf(text: string): string {
  let name = namesByText.get(text);
  if (name === undefined) {
    // 27 characters of base64url SHA-1 (PostgreSQL allows 63): a collision would need a SHA-1
    // collision between two of our own SQL texts.
    name = `h${createHash('sha1').update(text).digest('base64url')}`;
    if (namesByText.size >= NAME_MEMO_MAX) namesByText.clear();
    namesByText.set(text, name);
  }
  return name;
}

/**
 * Names the parameterised statements a connection runs, up to `maxPerConnection` distinct texts
 * (later new texts run unnamed, so a connection's kept plans stay bounded). Statements without
 * parameters go as before: they may hold several commands (migrations), which a prepared
 * statement may not. Query objects (cursors, streams) are left alone.
 */
export function prepareStatementsOn(client: pg.ClientBase, maxPerConnection: number): void {
  if (maxPerConnection <= 0) return;
  const prepared = new Set<string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (
    config: unknown,
    values?: unknown,
    callback?: unknown,
  ) => {
    if (typeof config === 'object' && config !== null) {
      const { text, name, submit } = config as QueryConfig;
      const parameters = Array.isArray(values) ? values : (config as QueryConfig).values;
      if (
        typeof text === 'string' &&
        !isPlannedPerValue(text) &&
        name === undefined &&
        submit === undefined &&
        Array.isArray(parameters) &&
        parameters.length > 0
      ) {
        const statement = statementNameOf(text);
        if (prepared.has(statement) || prepared.size < maxPerConnection) {
          prepared.add(statement);
          return query({ ...config, name: statement }, values, callback);
        }
      }
    }
    return query(config, values, callback);
  };
}

/** Every connection the pool opens prepares its statements (see `prepareStatementsOn`). */
export function prepareStatementsOnPool(pool: pg.Pool, maxPerConnection: number): void {
  if (maxPerConnection <= 0) return;
  pool.on('connect', (client) => prepareStatementsOn(client, maxPerConnection));
}
