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
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import pgUtils from 'pg/lib/utils.js';

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

/** Parse, Bind, Describe, Execute and Sync of one statement, as one message. */
function oneTripMessage(text: string, params: readonly unknown[]): Uint8Array {
  const serialize = protocol.serialize;
  return concatenate([
    serialize.parse({ text }),
    // pg-protocol's bind types its values as node-postgres's own (strings, Buffers and nulls).
    serialize.bind({ values: params.map(toParameter) as never[] }),
    serialize.describe({ type: 'P' }),
    serialize.execute({}),
    serialize.sync(),
  ]);
}

/**
 * Options PGlite's own `query` must handle: a blob (COPY to or from /dev/blob) or parameter types
 * named by the caller. Drizzle passes neither.
 */
function needsOwnQuery(options: QueryOptions | undefined): boolean {
  return options?.blob !== undefined || options?.paramTypes !== undefined;
}

/**
 * Runs one statement in one trip. The caller holds the locks PGlite's `query` would: its
 * transaction lock outside a transaction (so a statement never lands inside someone else's),
 * and its query lock always. The Sync in the message ends an error's statement too, so the
 * connection is ready for the next one whether this one failed or not.
 */
async function runOneTrip<T>(
  client: PGlite,
  text: string,
  params: readonly unknown[],
  options: QueryOptions | undefined,
): Promise<Results<T>> {
  const { messages } = await client.execProtocol(oneTripMessage(text, params), {
    // PGlite's `query` leaves the filesystem's sync to its own schedule (relaxed durability).
    syncToFs: false,
  });
  const [result] = parse.parseResults(messages, client.parsers, options);
  if (!result) throw new Error(`PGlite gave no result for: ${text.slice(0, 80)}`);
  return result as Results<T>;
}

/**
 * The queries drizzle runs on `client`, each in one trip; everything else (migrations, COPY,
 * LISTEN) keeps using the client itself.
 */
export function oneTripQueries(client: PGlite): PgliteQueries {
  const inTransaction = (tx: Transaction): PgliteQueries => ({
    query: <T>(text: string, params: unknown[] = [], options?: QueryOptions) =>
      needsOwnQuery(options)
        ? tx.query<T>(text, params, options)
        : // The transaction holds the transaction lock; a statement still takes the query lock.
          client._runExclusiveQuery(() => runOneTrip<T>(client, text, params, options)),
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
        client._runExclusiveQuery(() => runOneTrip<T>(client, text, params, options)),
      );
    },
    transaction: (callback) => client.transaction((tx) => callback(inTransaction(tx))),
  };
  return queries;
}
