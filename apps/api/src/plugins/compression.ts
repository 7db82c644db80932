// Compresses text answers of 1 KB or more (JSON, the SPA's index.html) with brotli or gzip, as the
// client's Accept-Encoding allows. Static assets are precompressed at build time and served by
// @fastify/static; cached catalogue answers arrive here already encoded (lib/answer-cache.ts).
import type { FastifyInstance } from 'fastify';
import {
  chooseEncoding,
  compressAsync,
  compressSync,
  COMPRESS_MIN_BYTES,
} from '../lib/compression.ts';

const COMPRESSIBLE =
  /^(application\/json|text\/html|text\/plain|text\/css|application\/javascript|image\/svg\+xml)/;
/** Above this, compressing on the event loop would hold other requests up: zlib's pool does it. */
const SYNC_LIMIT_BYTES = 64 * 1024;

function appendVary(current: unknown, value: string): string {
  const existing = typeof current === 'string' ? current : '';
  if (existing.split(',').some((part) => part.trim().toLowerCase() === value.toLowerCase()))
    return existing;
  return existing ? `${existing}, ${value}` : value;
}

export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304)
      return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !COMPRESSIBLE.test(type)) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < COMPRESS_MIN_BYTES) return payload;
    reply.header('vary', appendVary(reply.getHeader('vary'), 'Accept-Encoding'));
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed =
      body.length > SYNC_LIMIT_BYTES
        ? await compressAsync(body, encoding)
        : compressSync(body, encoding, 'once');
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}
