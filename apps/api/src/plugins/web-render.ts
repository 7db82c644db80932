// The storefront rendered by React Router inside this Fastify process and port: every
// GET or HEAD that no API, media or asset route answered goes to React Router's request handler,
// whose route loaders reach the API in-process through `app.inject` (no socket, the same routes,
// validation and caches as any client). The bridge is Fetch API ⇄ Fastify in both directions:
// the request becomes a `Request`, the `Response` streams back through Fastify's reply, so the
// hooks (security headers, logging) still apply and the HTML is compressed as it streams.
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import {
  answerBytes,
  collectShownAnswers,
  sendAnswer,
  type AnswerCache,
  type CachedAnswer,
} from '../lib/answer-cache.ts';
import { chooseEncoding, coalesceChunks, createStreamCompressor } from '../lib/compression.ts';
import { createRenderAnswers } from '../lib/render-answers.ts';
import { createTurns } from '../lib/turns.ts';
import type { ChangeCounter } from '../db/change-feed.ts';
import { buildErrorAnswer } from './error-handler.ts';
import {
  inProcessTransport,
  renderAnswersHeader,
  RENDER_ANSWERS_HEADER,
  type InProcessTransport,
  type RenderTrace,
} from './in-process-transport.ts';
import { keptPageContentSecurityPolicy, pageContentSecurityPolicy } from './security-headers.ts';

/** What the web app's loaders find in their context (apps/web/src/lib/server-data.ts). */
export interface WebLoadContext {
  [key: string]: unknown;
  fetch: InProcessTransport;
  origin: string;
  nonce: string;
  /** A real shop taking test payments: every page opens with the "test shop" strip. */
  testPayments: boolean;
}

export interface WebRenderOptions {
  /** The server build, or a function giving the current one (a dev server's, rebuilt on change). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /**
   * The storefront in each other language, answering the paths under its prefix ('/hi' and
   * '/hi/…'; docs/decisions/hindi.md).
   */
  translated?: ReadonlyArray<{ prefix: string; build: ServerBuild }>;
  /** PUBLIC_URL: the origin of absolute URLs behind a proxy; else each request's own. */
  publicUrl: string | undefined;
  mode: 'production' | 'development';
  /**
   * A real shop taking test payments (lib/shop-mode.ts): the storefront writes its strip at the top
   * of every page. One setting of the whole process, so every kept page agrees with it.
   */
  testPayments: boolean;
  /**
   * Rendered pages kept as HTML (the catalogue's answer cache and change counter, so a catalogue
   * write drops them too). A kept page carries the tags of the kept answers its loaders read, and
   * UNKEPT_ANSWER_TAG when one answer was not from a cache: an order then drops only the pages
   * showing its products' stock or order data. Every page is rendered as a guest (the session
   * lives in the browser), so one copy serves everyone; personal pages are only their frame on the
   * server.
   */
  cache?: AnswerCache;
  /**
   * The catalogue's change counter: given, a render reuses the public answers earlier renders read
   * while nothing they show has changed (lib/render-answers.ts), instead of asking the API again.
   */
  answerChanges?: Pick<ChangeCounter, 'read' | 'isCurrent'>;
}

/**
 * The inline scripts a page runs (React Router's context and module loader, scroll restoration),
 * by the SHA-256 a CSP names them with. Data blocks (JSON-LD) do not run and are left out.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes) || /type\s*=\s*"application\/(ld\+)?json"/i.test(attributes))
      continue;
    hashes.push(
      createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64'),
    );
  }
  return hashes;
}

/** A kept page's policy, worked out once per kept copy. */
const keptPolicies = new WeakMap<CachedAnswer, string>();

const KEPT_PAGE_HEADERS = {
  cacheControl: 'no-cache',
  vary: 'Accept-Encoding',
  contentType: 'text/html; charset=utf-8',
};

/** A page that is not kept (not a 200 HTML answer), already rendered in full. */
class UncachedPage extends Error {
  constructor(
    readonly status: number,
    readonly headers: Headers,
    readonly body: string,
    /** Set when the page failed for the database being away (then `status` is 503). */
    readonly retryAfter?: string,
  ) {
    super('not kept');
  }
}

const NOT_PAGES = ['/api/', '/media/'];

function toHeaders(raw: FastifyRequest['headers']): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}

/**
 * A page that failed because the database was away is the visitor's to retry, as the API's
 * answers are: 503 with Retry-After, not 500 (a crawler then comes back, a load balancer may try
 * another process). Anything else that failed stays a 500.
 */
function pageStatusOf(status: number, trace: RenderTrace): number {
  return status >= 500 && trace.unavailableRetryAfter !== undefined ? 503 : status;
}

/**
 * The HTML stream, compressed as React flushes it (nothing waits for the end): what one flush
 * writes is compressed as one piece (`coalesceChunks`).
 */
function encode(
  body: Readable,
  request: FastifyRequest,
  reply: FastifyReply,
  type: string | null,
): Readable {
  if (!type?.startsWith('text/html')) return body;
  reply.header('vary', 'Accept-Encoding');
  const html = body.pipe(coalesceChunks());
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (!encoding) return html;
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return html.pipe(createStreamCompressor(encoding));
}

/**
 * How many pages render at once; the rest wait their turn, first come first served (lib/turns.ts).
 * Two, so one renders while the other waits for the database.
 */
export const RENDERS_AT_ONCE = 2;

export function registerWebRender(app: FastifyInstance, options: WebRenderOptions): void {
  const renderTurns = createTurns(RENDERS_AT_ONCE);
  const reusable = options.answerChanges && createRenderAnswers(options.answerChanges);
  const handlerFor = async () => {
    const build = typeof options.build === 'function' ? await options.build() : options.build;
    return createRequestHandler(build, options.mode);
  };
  let handler: ReturnType<typeof createRequestHandler> | undefined;
  const translatedHandlers = (options.translated ?? []).map((each) => ({
    prefix: each.prefix,
    handle: createRequestHandler(each.build, options.mode),
  }));
  const translatedHandlerOf = (pathname: string) =>
    translatedHandlers.find(
      ({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`),
    )?.handle;

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname === '/api' || NOT_PAGES.some((prefix) => pathname.startsWith(prefix))) {
        return reply
          .code(404)
          .send(buildErrorAnswer('NOT_FOUND', `No such address: ${request.method} ${pathname}`));
      }
      const origin = `${request.protocol}://${request.host}`;
      const trace: RenderTrace = { reused: 0, asked: 0 };
      const render = async (nonce: string, signal?: AbortSignal) => {
        const fetchRequest = new Request(new URL(request.url, origin), {
          method: request.method,
          headers: toHeaders(request.headers),
          ...(signal ? { signal } : {}),
        });
        const context: WebLoadContext = {
          fetch: inProcessTransport(app, request, trace, reusable),
          origin: options.publicUrl ?? origin,
          nonce,
          testPayments: options.testPayments,
        };
        // A dev server's build changes with every edit: its handler is made per request.
        const handle =
          translatedHandlerOf(pathname) ??
          (typeof options.build === 'function'
            ? await handlerFor()
            : (handler ??= await handlerFor()));
        return renderTurns(() => handle(fetchRequest, context));
      };
      const isDocument = request.method === 'GET' && !pathname.endsWith('.data');
      if (options.cache && isDocument) {
        // A kept page is the same bytes for everyone: no nonce in it, its inline scripts allowed
        // by their hashes, so it is compressed once and validated by its ETag.
        let isHit = false;
        let entry: CachedAnswer;
        try {
          const key = `page:${options.publicUrl ?? origin}${request.url}`;
          entry = await options.cache.get(
            key,
            async () => {
              const { result: response, shown } = await collectShownAnswers(() => render(''));
              const body = await response.text();
              const type = response.headers.get('content-type') ?? '';
              if (response.status !== 200 || !type.startsWith('text/html')) {
                // Thrown to every request waiting on this render: each answers as this one does.
                const status = pageStatusOf(response.status, trace);
                throw new UncachedPage(
                  status,
                  response.headers,
                  body,
                  status === 503 ? trace.unavailableRetryAfter : undefined,
                );
              }
              return { json: body, tags: [...shown.tags] };
            },
            (outcome) => (isHit = outcome !== 'MISS'),
          );
        } catch (error) {
          if (!(error instanceof UncachedPage)) throw error;
          const location = error.headers.get('location');
          if (location) reply.header('location', location);
          const reuse = renderAnswersHeader(trace);
          if (reuse !== undefined) reply.header(RENDER_ANSWERS_HEADER, reuse);
          if (error.retryAfter !== undefined) reply.header('retry-after', error.retryAfter);
          return reply
            .code(error.status)
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-cache')
            .header('x-cache', 'MISS')
            .header(
              'content-security-policy',
              keptPageContentSecurityPolicy(inlineScriptHashes(error.body)),
            )
            .send(error.body);
        }
        let keptPolicy = keptPolicies.get(entry);
        if (keptPolicy === undefined) {
          keptPolicy = keptPageContentSecurityPolicy(
            inlineScriptHashes(answerBytes(entry).toString('utf8')),
          );
          keptPolicies.set(entry, keptPolicy);
        }
        reply
          // Whether this page was rendered for this request or kept from an earlier one.
          .header('x-cache', isHit ? 'HIT' : 'MISS')
          .header('content-security-policy', keptPolicy);
        // Rendered for this request (not kept, nor joined to another's render): its calls' reuse.
        const reuse = isHit ? undefined : renderAnswersHeader(trace);
        if (reuse !== undefined) reply.header(RENDER_ANSWERS_HEADER, reuse);
        return sendAnswer(request, reply, entry, KEPT_PAGE_HEADERS, options.cache);
      }

      const nonce = randomBytes(16).toString('base64');
      const policy = pageContentSecurityPolicy(nonce, options.mode === 'development');
      // The loaders stop when the visitor goes away before the page is sent. Closing after the
      // answer was sent is every request's end, not an abort (an abort costs an exception's
      // stack).
      const aborted = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) aborted.abort();
      });
      const response = await render(nonce, aborted.signal);
      const status = pageStatusOf(response.status, trace);
      reply.code(status);
      if (status === 503) reply.header('retry-after', trace.unavailableRetryAfter);
      const reuse = renderAnswersHeader(trace);
      if (reuse !== undefined) reply.header(RENDER_ANSWERS_HEADER, reuse);
      for (const [name, value] of response.headers) {
        if (name !== 'set-cookie') reply.header(name, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
      if (response.headers.get('content-type')?.startsWith('text/html')) {
        reply.header('content-security-policy', policy);
      }
      if (response.body === null || request.method === 'HEAD') return reply.send();
      // A page rendered whole says its length (apps/web/src/entry.server.tsx): it goes out as one
      // piece, compressed as any answer made for one request is (plugins/compression.ts). Its
      // bytes are sent as they are: read as text, a page would be decoded into a string only to
      // be encoded again (two page-sized copies on the heap per request).
      if (response.headers.has('content-length'))
        return reply.send(Buffer.from(await response.arrayBuffer()));
      const body = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
      return reply.send(encode(body, request, reply, response.headers.get('content-type')));
    },
  });
}
