import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { chooseEncoding, compressSync } from './compression.ts';

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

describe('compressing an answer', () => {
  const json = Buffer.from(
    JSON.stringify({
      status: 'success',
      data: Array.from({ length: 40 }, (_, index) => ({ productID: `p_${index}`, price: index })),
    }),
  );

  it.each([
    ['br', 'kept'],
    ['br', 'once'],
    ['gzip', 'kept'],
    ['gzip', 'once'],
  ] as const)('%s for an answer %s gives back the same bytes, smaller', (encoding, effort) => {
    const compressed = compressSync(json, encoding, effort);
    const restored = encoding === 'br' ? brotliDecompressSync(compressed) : gunzipSync(compressed);
    expect(restored.equals(json)).toBe(true);
    expect(compressed.length).toBeLessThan(json.length / 3);
  });
});
