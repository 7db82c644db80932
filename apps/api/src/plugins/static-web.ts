// Serves the built storefront (with SPA fallback: any unknown non-API GET gets index.html and the
// client router shows its 404 page) and the generated media under DATA_DIR/media.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { buildErrorAnswer } from './error-handler.ts';
import { createIndexHtmlFor } from './route-preloads.ts';

export interface StaticWebOptions {
  webDistDir: string | undefined;
  mediaDir: string;
  /** The picture a page shows largest, preloaded by its index.html (issue 7). */
  findLargestImage?: (pathname: string) => Promise<string | undefined>;
}

const API_PREFIXES = ['/api/', '/media/'];

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
  });

  const indexPath = options.webDistDir ? path.join(options.webDistDir, 'index.html') : undefined;
  const hasWeb = indexPath !== undefined && existsSync(indexPath);
  if (hasWeb && options.webDistDir) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // apps/web/vite-precompress.ts writes .br and .gz beside each text file of the build.
      preCompressed: true,
      // Hashed file names under assets/ never change; index.html must always be revalidated.
      setHeaders: (res, filePath) => {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  const indexHtml = hasWeb && indexPath ? readFileSync(indexPath, 'utf8') : undefined;
  const indexHtmlFor =
    indexHtml !== undefined && options.webDistDir
      ? createIndexHtmlFor(options.webDistDir, indexHtml)
      : undefined;

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
    if (!isApi && indexHtmlFor && (request.method === 'GET' || request.method === 'HEAD')) {
      // A page that cannot be found or read still gets the app; it shows its own error.
      const image = await options.findLargestImage?.(pathname).catch(() => undefined);
      return reply
        .code(200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(indexHtmlFor(pathname, image));
    }
    return reply
      .code(404)
      .send(buildErrorAnswer('NOT_FOUND', `No such address: ${request.method} ${pathname}`));
  });
}
