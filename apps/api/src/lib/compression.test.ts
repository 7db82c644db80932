import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './compression.ts';

describe('the encoding a client accepts', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', undefined],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['GZIP', 'gzip'],
    ['deflate', undefined],
  ] as const)('%j → %j', (header, encoding) => {
    expect(chooseEncoding(header)).toBe(encoding);
  });
});
