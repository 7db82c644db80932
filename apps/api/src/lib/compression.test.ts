import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { chooseEncoding, compressSync, coalesceChunks } from './compression.ts';

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

describe('joining what one flush writes', () => {
  it('sends the pieces written in one turn as one chunk and keeps later turns apart', async () => {
    const stream = coalesceChunks();
    const received: string[] = [];
    stream.on('data', (chunk: Buffer) => received.push(chunk.toString()));
    const ended = new Promise((resolve) => stream.on('end', resolve));
    for (const piece of ['<html>', '<body>', '<main>']) stream.write(Buffer.from(piece));
    // A later flush (a streamed boundary) is not held back for the end of the page.
    await new Promise((resolve) => setImmediate(resolve));
    expect(received).toEqual(['<html><body><main>']);
    stream.write(Buffer.from('</main>'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(received).toEqual(['<html><body><main>', '</main>']);
    stream.write(Buffer.from('</body>'));
    stream.end(Buffer.from('</html>'));
    await ended;
    expect(received).toEqual(['<html><body><main>', '</main>', '</body></html>']);
  });
});
