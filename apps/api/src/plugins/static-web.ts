// Serves the storefront's built browser files (apps/web/build/client: hashed assets, favicon, the
// link-preview card) and the generated media under DATA_DIR/media. Pages are rendered by
// plugins/web-render.ts; what neither answers is a 404 in the API's envelope.
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { buildErrorAnswer } from './error-handler.ts';

export interface StaticWebOptions {
  /** apps/web/build/client, or undefined when the storefront is not built (or served by Vite). */
  clientDir: string | undefined;
  mediaDir: string;
}

export async function registerStaticWeb(
  app: FastifyInstance,
  options: StaticWebOptions,
): Promise<void> {
  await app.register(fastifyStatic, {
    root: options.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '7d',
    immutable: true,
    // An uploaded picture's files live in a folder named by a random id and never change.
    setHeaders: (res, filePath) => {
      if (filePath.includes(`${path.sep}pictures${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });

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
      // Hashed file names under assets/ never change; the rest must be revalidated.
      setHeaders: (res, filePath) => {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    return reply
      .code(404)
      .send(buildErrorAnswer('NOT_FOUND', `No such address: ${request.method} ${pathname}`));
  });
}
