// Which encoding a client accepts (RFC 9110 §12.5.3) and Node's zlib to produce it. No plugin:
// @fastify/compress is not a dependency, and the few lines below are all the server needs.
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Smaller answers are sent as they are: the headers would eat what compression saves. */
export const COMPRESS_MIN_BYTES = 1024;

/** The best encoding `accept-encoding` allows (brotli before gzip), or undefined for identity. */
export function chooseEncoding(
  acceptEncoding: string | string[] | undefined,
): Encoding | undefined {
  if (acceptEncoding === undefined) return undefined;
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  // Browsers send a handful of distinct headers: each is parsed once.
  if (choices.has(header)) return choices.get(header);
  const choice = parseAcceptEncoding(header);
  if (choices.size >= CHOICES_MAX) choices.clear();
  choices.set(header, choice);
  return choice;
}

const CHOICES_MAX = 64;
const choices = new Map<string, Encoding | undefined>();

function parseAcceptEncoding(header: string): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) =>
    accepted.get(name) ?? (accepted.has('*') ? accepted.get('*')! : 0);
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

// Quality 5 for brotli and level 6 for gzip: most of the saving for little CPU per answer.
const brotliOptions = (size: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 5,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

export function compressSync(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, brotliOptions(body.length))
    : gzipSync(body, { level: 6 });
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Off the event loop (zlib's thread pool), for answers compressed once per request. */
export function compressAsync(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(body, brotliOptions(body.length))
    : gzipAsync(body, { level: 6 });
}
