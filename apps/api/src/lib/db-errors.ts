// Reads PostgreSQL error codes through drizzle's wrapper (DrizzleQueryError keeps the driver's
// error as `cause`), the same on node-postgres and PGlite, and tells a database out of reach from
// a bug: node-postgres reports the one with network error codes or bare messages, not SQLSTATEs.
const UNIQUE_VIOLATION = '23505';

/** The error and what it wraps: `cause` (drizzle), `errors` (AggregateError of a dual-stack connect). */
function* unwrap(error: unknown, depth = 0): Generator<Record<string, unknown>> {
  if (typeof error !== 'object' || error === null || depth > 4) return;
  const record = error as Record<string, unknown>;
  yield record;
  yield* unwrap(record.cause, depth + 1);
  if (Array.isArray(record.errors)) yield* unwrap(record.errors[0], depth + 1);
}

function findCode(error: unknown): string | undefined {
  for (const layer of unwrap(error)) {
    const { code } = layer;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return findCode(error) === UNIQUE_VIOLATION;
}

/**
 * PostgreSQL aborted the transaction so that another could go on: a deadlock (40P01) or a
 * serialization failure (40001). Nothing of it was written; run again, it normally succeeds.
 */
const CONFLICT_SQLSTATES = new Set(['40P01', '40001']);

export function isTransactionConflict(error: unknown): boolean {
  const code = findCode(error);
  return code !== undefined && CONFLICT_SQLSTATES.has(code);
}

/**
 * Why the database could not serve a request, when that is the reason:
 * - `busy`: every connection stayed in use past DATABASE_CONNECT_TIMEOUT_MS (pg-pool's timeout),
 *   the server has no connection slot left (53300), or a transaction kept being aborted as a
 *   deadlock or serialization failure;
 * - `down`: the server refuses or drops connections, is starting or shutting down, or a new
 *   connection did not open in time.
 */
export type DatabaseUnavailable = 'busy' | 'down';

/** SQLSTATE class 08 is "connection exception"; 57P01–57P03 are shutdown and start-up. */
const DOWN_SQLSTATES = /^(08\w{3}|57P0[123])$/;
const DOWN_NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
/** node-postgres and pg-pool say these in words only (pg 8.23). */
const BUSY_MESSAGES = [/^timeout exceeded when trying to connect$/];
const DOWN_MESSAGES = [
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable$/,
  // A client the pool dropped after its connection died (db/pool-guard.ts), used once more.
  /^Client was closed and is not queryable$/,
];

export function classifyDatabaseUnavailable(error: unknown): DatabaseUnavailable | undefined {
  for (const layer of unwrap(error)) {
    const code = typeof layer.code === 'string' ? layer.code : undefined;
    const message = typeof layer.message === 'string' ? layer.message : '';
    // A transaction still aborted after its retries (db/transaction-retry.ts): contention.
    if (code === '53300' || (code && CONFLICT_SQLSTATES.has(code))) return 'busy';
    if (code && (DOWN_SQLSTATES.test(code) || DOWN_NETWORK_CODES.has(code))) return 'down';
    if (BUSY_MESSAGES.some((pattern) => pattern.test(message))) return 'busy';
    if (DOWN_MESSAGES.some((pattern) => pattern.test(message))) return 'down';
  }
  return undefined;
}
