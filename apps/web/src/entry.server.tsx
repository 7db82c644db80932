// Renders a page on the server. The loaders have finished before this runs and the page's code is
// loaded, so a page is rendered whole, as one string (`renderToString`, ~3× cheaper than React's
// stream for the same tree: docs/decisions/page-weight.md "One string per page"). A page that
// still has to wait for something (a lazy component's first load, deferred data) goes out as a
// stream instead: the shell as soon as it is ready and the rest as it renders, crawlers and
// link-preview bots the whole page at once. React Router's template, with the CSP nonce from the
// load context and a UTF-8 content type.
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { createScriptDeferral, deferScriptsInPieces } from './lib/deferred-scripts';
import { NonceContext } from './lib/nonce';
import { createTestShopStripInsertion, withTestShopStrip } from './lib/test-shop-strip';

/** Larger than any page we render: each boundary's content is written where it belongs. */
const PAGE_CHUNK_BYTES = 4 * 1024 * 1024;

/** How long a slow part of the page may stream before it is cut off with its fallback. */
export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // A page kept for everyone has no nonce: its scripts are allowed by their hashes.
  const nonce = loadContext.nonce || undefined;
  // A real shop taking test payments says so at the top of every page (lib/test-shop-strip.ts).
  const testShop = loadContext.testPayments;
  const rendered = await renderWhole(routerContext, request.url, nonce);
  const whole = rendered !== null && testShop ? withTestShopStrip(rendered) : rendered;
  if (whole !== null) {
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
    // Written out as bytes piece by piece: a page is ~100 KB on the heap as a string (₹ makes it
    // two bytes a character), and each whole copy made per request outlives the young
    // generation's collections while the pages queued behind it render (the old generation then
    // fills and is collected every few seconds under load).
    const pieces = import.meta.env.DEV ? [whole] : deferScriptsInPieces(whole);
    const body = Buffer.concat([DOCTYPE, ...pieces.map((piece) => Buffer.from(piece))]);
    responseHeaders.set('Content-Length', String(body.length));
    return new Response(body, { headers: responseHeaders, status: responseStatusCode });
  }

  const userAgent = request.headers.get('user-agent');
  const waitForAll = (userAgent !== null && isbot(userAgent)) || routerContext.isSpaMode;
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    let timeout: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const ready = () => {
      shellRendered = true;
      const body = new PassThrough({
        final(callback) {
          clearTimeout(timeout);
          timeout = undefined;
          callback();
        },
      });
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
      pipe(body);
      // In development Vite's client must load as it expects: only built pages defer.
      const page = testShop ? body.pipe(createTestShopStripInsertion()) : body;
      const html = import.meta.env.DEV ? page : page.pipe(createScriptDeferral());
      resolve(
        new Response(createReadableStreamFromReadable(html), { headers: responseHeaders, status }),
      );
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // React outlines a finished boundary over 12.8 KB behind a script that reveals it; the
        // page's own content must be in the HTML as it is (crawlers, link previews, no script).
        progressiveChunkSize: PAGE_CHUNK_BYTES,
        ...(waitForAll ? { onAllReady: ready } : { onShellReady: ready }),
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Errors before the shell reject above and are logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

const DOCTYPE = Buffer.from('<!DOCTYPE html>');

/** What React writes where a Suspense boundary could not finish on the server. */
const UNFINISHED_BOUNDARY = '<!--$!';

/**
 * The page as one string (its doctype left to the caller), or null when part of it had to wait
 * (it then suspended and would have been left to the browser). The loader data React Router streams into the page is read whole
 * first and handed to its `StreamTransfer` as one finished piece, so nothing in the page waits.
 */
async function renderWhole(
  routerContext: EntryContext,
  url: string,
  nonce: string | undefined,
): Promise<string | null> {
  const stream = routerContext.serverHandoffStream;
  if (stream) {
    const reader = stream.getReader();
    const decoder = new TextDecoder();
    let data = '';
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      data += decoder.decode(read.value, { stream: true });
    }
    data += decoder.decode();
    const finished = Object.assign(Promise.resolve(), { result: { done: true, value: data } });
    routerContext.renderMeta = { ...routerContext.renderMeta, streamCache: { 0: finished } };
    // React Router takes a reader of the stream each time it renders (and keeps it); the
    // finished piece above is what it reads instead.
    routerContext.serverHandoffStream = readAlready();
  }
  const html = renderToString(
    <NonceContext.Provider value={nonce}>
      <ServerRouter context={routerContext} url={url} nonce={nonce} />
    </NonceContext.Provider>,
  );
  if (!html.includes(UNFINISHED_BOUNDARY)) return html;
  if (stream) routerContext.serverHandoffStream = readAlready();
  return null;
}

/** A stream in place of one whose content has been read: React Router only takes a reader of it. */
function readAlready(): ReadableStream<Uint8Array> {
  return new ReadableStream({ start: (controller) => controller.close() });
}
