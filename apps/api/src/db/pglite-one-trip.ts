// A PGlite query in one trip into Postgres instead of six. PGlite's own `query` sends Parse, then
// Describe (to learn the parameters' types, so it can serialise each value for its type), Bind,
// Describe, Execute and Sync, each as a separate call into the wasm engine with its own awaits
// and buffers. Measured on the demo catalogue (one core): a lookup of a product's pictures took
// 0.81 ms that way and 0.30 ms with the five messages sent together; a product page asks for a
// dozen answers, so this is ~6 ms of the ~21 ms a page cost with nothing kept.
//
// Sending them together means the values are serialised before Postgres says their types, as
// node-postgres does (it never asks): Postgres infers each parameter's type from the statement
// either way, so only the text of a value differs, and `toParameter` writes each kind of value
// as Postgres reads it for any type it can be (docs/decisions/performance.md, "A PGlite query
// in one trip").
import {
  parse,
  protocol,
  messages as backendMessages,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import pgUtils from 'pg/lib/utils.js';
import { isPlannedPerValue, statementNameOf } from './statement-cache.ts';

/** What drizzle's PGlite session uses of a client: `query` and `transaction`. */
export interface PgliteQueries {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  transaction<T>(callback: (tx: PgliteQueries) => Promise<T>): Promise<T>;
}

/** A value as the text (or bytes) Postgres reads for a parameter of the type it infers. */
export function toParameter(value: unknown): string | Buffer | null {
  if (value === null || value === undefined) return null;
  // UTC, as PGlite's own serialiser writes a date: the same instant whatever the process's zone,
  // and the same wall time in a `timestamp` column.
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 't' : 'f';
  // Arrays (as `{…}` literals), bytes, objects (as JSON) and the rest as node-postgres writes them.
  return pgUtils.prepareValue(value) as string | Buffer | null;
}

function concatenate(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
}

/**
 * Parse (unless `statement` is already prepared), Bind, Describe, Execute and Sync of one
 * statement, as one message.
 */
function oneTripMessage(
  text: string,
  params: readonly unknown[],
  statement: string | undefined,
  isPrepared: boolean,
): Uint8Array {
  const serialize = protocol.serialize;
  return concatenate([
    ...(isPrepared ? [] : [serialize.parse({ text, name: statement })]),
    // pg-protocol's bind types its values as node-postgres's own (strings, Buffers and nulls).
    serialize.bind({ statement, values: params.map(toParameter) as never[] }),
    serialize.describe({ type: 'P' }),
    serialize.execute({}),
    serialize.sync(),
  ]);
}

/** Distinct statements prepared on one PGlite, as many as the server's PostgreSQL connections keep. */
export const PREPARED_STATEMENTS_MAX = 256;

/**
 * A statement without parameters is prepared too when it reads or writes rows (the category
 * tree's, asked on every page): not a migration's DDL or a VACUUM, which run once.
 */
const READS_AND_WRITES = /^\s*(select|with|insert|update|delete)\b/i;

/**
 * The statements prepared on one PGlite. As on PostgreSQL (db/statement-cache.ts), a statement
 * with parameters is prepared under a name made from its text the first time it runs, then only
 * bound and executed: Postgres keeps its parse and, once a generic plan costs no more, its plan.
 * Measured on the demo catalogue: a product with its five joined tables 2.75 → 0.25 ms, a
 * product's pictures 0.25 → 0.10 ms. A statement that must be planned for its values says so
 * (PLANNED_PER_VALUE) and is never named.
 */
class PreparedStatements {
  private readonly names = new Set<string>();

  nameFor(text: string, params: readonly unknown[]): string | undefined {
    if (isPlannedPerValue(text)) return undefined;
    if (params.length === 0 && !READS_AND_WRITES.test(text)) return undefined;
    const name = statementNameOf(text);
    return this.names.has(name) || this.names.size < PREPARED_STATEMENTS_MAX ? name : undefined;
  }

  has(name: string | undefined): boolean {
    return name !== undefined && this.names.has(name);
  }

  add(name: string): void {
    this.names.add(name);
  }

  forget(name: string): void {
    this.names.delete(name);
  }
}

/**
 * Postgres refuses a prepared statement whose tables changed the shape of its rows ("cached plan
 * must not change result type"), or that no longer exists: the name is dropped and the statement
 * prepared again.
 */
const STALE_STATEMENT_CODES = new Set(['0A000', '26000']);

/**
 * Options PGlite's own `query` must handle: a blob (COPY to or from /dev/blob) or parameter types
 * named by the caller. Drizzle passes neither.
 */
function needsOwnQuery(options: QueryOptions | undefined): boolean {
  return options?.blob !== undefined || options?.paramTypes !== undefined;
}

/**
 * The parsers for an answer's values and the options without them. PGlite merges a query's own
 * parsers (drizzle names four date and interval types on every query) into a copy of its ~300
 * type parsers on every query: 79 µs each, ~1 ms of a product page. Put in front of PGlite's
 * (as the copy's prototype), the lookup finds the same parser for 2 µs.
 */
function withParsers(
  client: PGlite,
  options: QueryOptions | undefined,
): [PGlite['parsers'], QueryOptions | undefined] {
  if (!options?.parsers) return [client.parsers, options];
  const parsers = Object.assign(
    Object.create(client.parsers) as PGlite['parsers'],
    options.parsers,
  );
  return [parsers, { ...options, parsers: undefined }];
}

/**
 * Runs one statement in one trip. The caller holds the locks PGlite's `query` would: its
 * transaction lock outside a transaction (so a statement never lands inside someone else's),
 * and its query lock always. The Sync in the message ends an error's statement too, so the
 * connection is ready for the next one whether this one failed or not.
 */
async function runOneTrip<T>(
  client: PGlite,
  prepared: PreparedStatements,
  text: string,
  params: readonly unknown[],
  options: QueryOptions | undefined,
  isInTransaction: boolean,
): Promise<Results<T>> {
  const statement = prepared.nameFor(text, params);
  const isPrepared = prepared.has(statement);
  const { messages } = await client.execProtocol(
    oneTripMessage(text, params, statement, isPrepared),
    // PGlite's `query` leaves the filesystem's sync to its own schedule (relaxed durability).
    // Errors are read below, after noting whether the statement was prepared before it failed.
    { syncToFs: false, throwOnError: false },
  );
  if (statement && !isPrepared && messages.some((message) => message.name === 'parseComplete'))
    prepared.add(statement);
  const failure = messages.find(
    (message): message is backendMessages.DatabaseError => message.name === 'error',
  );
  if (failure) {
    if (statement && STALE_STATEMENT_CODES.has(failure.code ?? '')) {
      prepared.forget(statement);
      await client.execProtocol(
        concatenate([
          protocol.serialize.close({ type: 'S', name: statement }),
          protocol.serialize.sync(),
        ]),
        { syncToFs: false, throwOnError: false },
      );
      // Outside a transaction nothing of it ran: it runs again, prepared anew. Inside one, the
      // transaction is already aborted and its caller decides.
      if (!isInTransaction)
        return runOneTrip<T>(client, prepared, text, params, options, isInTransaction);
    }
    throw failure;
  }
  const [result] = parse.parseResults(messages, ...withParsers(client, options));
  if (!result) throw new Error(`PGlite gave no result for: ${text.slice(0, 80)}`);
  return result as Results<T>;
}

/**
 * The queries drizzle runs on `client`, each in one trip; everything else (migrations, COPY,
 * LISTEN) keeps using the client itself.
 */
/** One set per PGlite: a database wrapped twice (two apps in a test) shares its statements. */
const preparedByClient = new WeakMap<PGlite, PreparedStatements>();

function preparedOn(client: PGlite): PreparedStatements {
  let prepared = preparedByClient.get(client);
  if (!prepared) {
    prepared = new PreparedStatements();
    preparedByClient.set(client, prepared);
  }
  return prepared;
}

export function oneTripQueries(client: PGlite): PgliteQueries {
  const prepared = preparedOn(client);
  const run = <T>(
    text: string,
    params: readonly unknown[],
    options: QueryOptions | undefined,
    isInTransaction = false,
  ) => runOneTrip<T>(client, prepared, text, params, options, isInTransaction);
  const inTransaction = (tx: Transaction): PgliteQueries => ({
    query: <T>(text: string, params: unknown[] = [], options?: QueryOptions) =>
      needsOwnQuery(options)
        ? tx.query<T>(text, params, options)
        : // The transaction holds the transaction lock; a statement still takes the query lock.
          client._runExclusiveQuery(() => run<T>(text, params, options, true)),
    transaction: () => {
      throw new Error('a transaction inside a transaction: use a savepoint');
    },
  });
  const queries: PgliteQueries = {
    query: async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
      // PGlite's own query says why it cannot run (closed, closing) and waits for its start.
      if (needsOwnQuery(options) || !client.ready || client.closed)
        return client.query<T>(text, params, options);
      return client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(() => run<T>(text, params, options)),
      );
    },
    transaction: (callback) => client.transaction((tx) => callback(inTransaction(tx))),
  };
  return queries;
}
