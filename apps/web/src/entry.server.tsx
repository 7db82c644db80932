// Renders a page on the server as a stream: the shell goes out as soon as it is ready
// and the rest follows as it renders; crawlers and link-preview bots get the whole page at once.
// React Router's template, with the CSP nonce from the load context and a UTF-8 content type.
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { createScriptDeferral } from './lib/deferred-scripts';
import { NonceContext } from './lib/nonce';

/** Larger than any page we render: each boundary's content is written where it belongs. */
const PAGE_CHUNK_BYTES = 4 * 1024 * 1024;

/** How long a slow part of the page may stream before it is cut off with its fallback. */
export const streamTimeout = 5_000;

export default function handleRequest(
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
      const html = import.meta.env.DEV ? body : body.pipe(createScriptDeferral());
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
