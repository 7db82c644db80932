// A lost database connection in a promise nobody awaited is logged and survived; anything else
// unhandled still ends the process.
import { describe, expect, it } from 'vitest';
import { createRejectionHandler } from './unhandled-rejections.ts';

function capture() {
  const lines: Array<{ level: string; message: string }> = [];
  const exits: number[] = [];
  const handler = createRejectionHandler(
    {
      warn: (_detail, message) => lines.push({ level: 'warn', message }),
      error: (_detail, message) => lines.push({ level: 'error', message }),
    },
    (code) => exits.push(code),
  );
  return { handler, lines, exits };
}

describe('an unhandled rejection', () => {
  it.each([
    ['a reset connection', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    [
      'an administrator shutdown',
      Object.assign(new Error('terminating connection'), { code: '57P01' }),
    ],
    ['a terminated connection', new Error('Connection terminated unexpectedly')],
    [
      'a failed query caused by a reset',
      new Error('Failed query: update pgboss.job', {
        cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      }),
    ],
  ])('from %s is logged and the process goes on', (_name, reason) => {
    const { handler, lines, exits } = capture();
    handler(reason);
    expect(exits).toEqual([]);
    expect(lines.map((line) => line.level)).toEqual(['warn']);
  });

  it('from anything else ends the process with exit code 1, after saying why', () => {
    const { handler, lines, exits } = capture();
    handler(new TypeError("Cannot read properties of undefined (reading 'id')"));
    expect(exits).toEqual([1]);
    expect(lines).toEqual([
      { level: 'error', message: 'unhandled promise rejection: the process ends' },
    ]);
  });
});
