// Serves the storefront's built browser files (apps/web/build/client: hashed assets, favicon, the
// link-preview card) and the pictures under /media: DATA_DIR/media's files, or the object store's
// (STORAGE=s3), so an address the storefront once printed answers on every machine. Pages are
// rendered by plugins/web-render.ts; what neither answers is a 404 in the API's envelope.
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MediaStore } from '../lib/media-store.ts';
import { isStorageKey } from '../lib/object-store.ts';
import { buildErrorAnswer } from './error-handler.ts';

export interface StaticWebOptions {
  /** apps/web/build/client, or undefined when the storefront is not built (or served by Vite). */
  clientDir: string | undefined;
  media: { kind: 'folder'; dir: string } | { kind: 'store'; store: MediaStore };
}

/** An uploaded picture's files live in a folder named by a random id and never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const MEDIA_MAX_AGE = 'public, max-age=604800, immutable';

function notFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const pathname = request.url.split('?')[0] ?? '/';
  return reply
    .code(404)
    .send(buildErrorAnswer('NOT_FOUND', `No such address: ${request.method} ${pathname}`));
}

/** /media/<key> read from the object store, with its validator; 304 when the client has it. */
function registerStoredMedia(app: FastifyInstance, store: MediaStore): void {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    handler: async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      if (!isStorageKey(key)) return notFound(request, reply);
      // With a cache (STORAGE=s3): whether the copy kept in memory answered, the store being away.
      const stored = await store.get(key, (isKept) =>
        reply.header('x-media-cache', isKept ? 'HIT' : 'MISS'),
      );
      if (!stored) return notFound(request, reply);
      reply
        .header('content-type', stored.contentType)
        .header('etag', stored.etag)
        .header('last-modified', stored.lastModified.toUTCString())
        .header('cache-control', key.startsWith('pictures/') ? IMMUTABLE : MEDIA_MAX_AGE);
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === stored.etag)) {
        return reply.code(304).send();
      }
      return reply.send(stored.bytes);
    },
  });
}

export async function registerStaticWeb(
  app: FastifyInstance,
  options: StaticWebOptions,
): Promise<void> {
  if (options.media.kind === 'store') registerStoredMedia(app, options.media.store);
  else {
    await app.register(fastifyStatic, {
      root: options.media.dir,
      prefix: '/media/',
      decorateReply: false,
      maxAge: '7d',
      immutable: true,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}pictures${path.sep}`)) {
          res.header('cache-control', IMMUTABLE);
        }
      },
    });
  }

  if (options.clientDir) {
    await app.register(fastifyStatic, {
      root: options.clientDir,
      prefix: '/',
      // One route per file found at start: every other path is a page (web-render.ts).
      wildcard: false,
      index: false,
      decorateReply: false,
      // apps/web/vite-precompress.ts writes .br and .gz beside each text file of the build.
      preCompressed: true,
      // Hashed file names under assets/ never change; the service worker is checked on every
      // visit (a new build is taken at once); the rest must be revalidated within the hour.
      setHeaders: (res, filePath) => {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : path.basename(filePath) === 'sw.js'
              ? 'no-cache'
              : 'public, max-age=3600',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => notFound(request, reply));
}
