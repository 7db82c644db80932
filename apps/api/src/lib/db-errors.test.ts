import { describe, expect, it } from 'vitest';
import {
  classifyDatabaseUnavailable,
  isTransactionConflict,
  isUniqueViolation,
} from './db-errors.ts';

/** As drizzle wraps a failed query: its own error, the driver's as `cause`. */
const wrapped = (cause: unknown) =>
  Object.assign(new Error('Failed query: select 1\nparams: '), { cause });
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('reading a database failure', () => {
  it.each([
    [
      'a full pool past its wait (pg-pool)',
      new Error('timeout exceeded when trying to connect'),
      'busy',
    ],
    [
      'no connection slot left on the server',
      wrapped(withCode('sorry, too many clients already', '53300')),
      'busy',
    ],
    [
      'a refused connection',
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      'down',
    ],
    [
      'a refused dual-stack connection (AggregateError)',
      Object.assign(
        new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]),
        {
          code: 'ECONNREFUSED',
        },
      ),
      'down',
    ],
    [
      'a server shutting down, through drizzle',
      wrapped(withCode('terminating connection due to administrator command', '57P01')),
      'down',
    ],
    ['a server starting up', withCode('the database system is starting up', '57P03'), 'down'],
    ['a connection exception (class 08)', wrapped(withCode('connection failure', '08006')), 'down'],
    [
      'a connection dropped mid-query',
      wrapped(new Error('Connection terminated unexpectedly')),
      'down',
    ],
    [
      'a client dropped after its connection died, used again',
      wrapped(new Error('Client was closed and is not queryable')),
      'down',
    ],
    [
      'a new connection not opened in time',
      new Error('Connection terminated due to connection timeout'),
      'down',
    ],
    [
      'a deadlock still aborted after its retries',
      wrapped(withCode('deadlock detected', '40P01')),
      'busy',
    ],
    [
      'a serialization failure still aborted after its retries',
      wrapped(withCode('could not serialize access', '40001')),
      'busy',
    ],
    [
      'a unique violation is not an outage',
      wrapped(withCode('duplicate key value', '23505')),
      undefined,
    ],
    [
      'a syntax error is not an outage',
      wrapped(withCode('syntax error at or near "selec"', '42601')),
      undefined,
    ],
    [
      'a bug is not an outage',
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      undefined,
    ],
    ['not an error at all', 'nothing', undefined],
  ])('%s → %s', (_name, error, expected) => {
    expect(classifyDatabaseUnavailable(error)).toBe(expected);
  });

  it('finds a unique violation through drizzle’s wrapper', () => {
    expect(isUniqueViolation(wrapped(withCode('duplicate key value', '23505')))).toBe(true);
    expect(isUniqueViolation(wrapped(withCode('connection failure', '08006')))).toBe(false);
  });

  it('tells a transaction PostgreSQL aborted to let another go on', () => {
    expect(isTransactionConflict(wrapped(withCode('deadlock detected', '40P01')))).toBe(true);
    expect(isTransactionConflict(withCode('could not serialize access', '40001'))).toBe(true);
    expect(isTransactionConflict(wrapped(withCode('duplicate key value', '23505')))).toBe(false);
    expect(isTransactionConflict(new Error('Connection terminated unexpectedly'))).toBe(false);
  });
});
