// The loaders' door to the API while a page renders: `/api/…` answered by this app in-process
// (`app.inject`: no socket, the same routes, validation and caches as any client), as a fetch
// and as `read`, the same call read whole (the storefront's client takes its JSON answers that
// way). Public answers are reused between renders (lib/render-answers.ts), and each call's tags
// are added to what the page shows (a kept page's tags).
import { randomUUID } from 'node:crypto';
import type { ReadAnswer } from '@haat/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  collectShownAnswers,
  currentShownAnswers,
  RENDER_CALL_HEADER,
  UNKEPT_ANSWER_TAG,
} from '../lib/answer-cache.ts';
import {
  publicMaxAge,
  readAnswer,
  renderAnswerKey,
  type RenderAnswer,
  type RenderAnswers,
} from '../lib/render-answers.ts';

/** A fetch for `/api/…`, and the same call read whole (@haat/client's `Transport`). */
export type InProcessTransport = ((url: string, init: RequestInit) => Promise<Response>) & {
  read: (url: string, init: RequestInit) => Promise<ReadAnswer>;
};

/**
 * What a page's loaders met: an API answer of 503 (the database away), with its Retry-After; and
 * how many of their calls were answered by a reused answer (`reused`) or asked of the API (`asked`).
 */
export interface RenderTrace {
  unavailableRetryAfter?: string;
  reused: number;
  asked: number;
}

/** The header a rendered page names its calls' reuse in: `hit=2, miss=1` (lib/render-answers.ts). */
export const RENDER_ANSWERS_HEADER = 'x-render-answers';

/** The value of RENDER_ANSWERS_HEADER; undefined when this request's render asked nothing. */
export function renderAnswersHeader(trace: RenderTrace): string | undefined {
  return trace.reused + trace.asked === 0 ? undefined : `hit=${trace.reused}, miss=${trace.asked}`;
}

/** A Fetch answer around an in-process answer's bytes (none for 204). */
function toResponse(answer: RenderAnswer): Response {
  return new Response(answer.status === 204 ? null : answer.payload, {
    status: answer.status,
    headers: answer.headers,
  });
}

/**
 * A call's headers as a plain object with lower-case names. The storefront's client sends a plain
 * object: read as it is, without a Fetch Headers made and read back on every call.
 */
function plainHeaders(given: RequestInit['headers']): Record<string, string> {
  if (given === undefined) return {};
  if (given instanceof Headers || Array.isArray(given))
    return Object.fromEntries(new Headers(given).entries());
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(given))
    headers[name.toLowerCase()] = typeof value === 'string' ? value : value.join(', ');
  return headers;
}

/**
 * `/api/…` answered by this app without a socket, as the loaders' transport: a fetch, and `read`,
 * the same call read whole (the storefront's client takes its JSON answers that way).
 */
export function inProcessTransport(
  app: FastifyInstance,
  request: FastifyRequest,
  trace: RenderTrace,
  reusable: RenderAnswers | undefined,
): InProcessTransport {
  const answerOf = async (
    url: string,
    init: RequestInit,
  ): Promise<{ answer: RenderAnswer; reused: boolean }> => {
    const method = init.method ?? 'GET';
    const headers = plainHeaders(init.headers);
    const shown = currentShownAnswers();
    const key = reusable && renderAnswerKey(method, url, headers);
    const reused = key === undefined ? undefined : reusable?.get(key);
    if (reused) {
      trace.reused += 1;
      if (shown) for (const tag of reused.tags) shown.tags.add(tag);
      return { answer: reused, reused: true };
    }
    trace.asked += 1;
    const stamp = reusable?.stamp();
    const call = randomUUID();
    // What this call showed, then added to what the page shows (a kept page's tags). An injection
    // is sent when first awaited: `then` here sends it within this call's store (awaited outside
    // the store, the route would answer in the page's store instead).
    const { result: answer, shown: showing } = await collectShownAnswers(() =>
      app
        .inject({
          method: method as 'GET',
          url,
          headers: {
            ...headers,
            [RENDER_CALL_HEADER]: call,
            'user-agent': request.headers['user-agent'] ?? 'haat-render',
          },
          remoteAddress: request.ip,
          ...(typeof init.body === 'string' ? { payload: init.body } : {}),
        })
        .then((injected) => injected),
    );
    const isKept = showing.kept.has(call);
    if (shown) {
      for (const tag of showing.tags) shown.tags.add(tag);
      // An answer no cache keeps: no write says what it shows, so every write drops the page.
      if (!isKept) shown.tags.add(UNKEPT_ANSWER_TAG);
    }
    if (answer.statusCode === 503) {
      trace.unavailableRetryAfter ??= String(answer.headers['retry-after'] ?? '10');
    }
    const made: RenderAnswer = {
      status: answer.statusCode,
      payload: answer.rawPayload,
      tags: [...showing.tags],
      headers: Object.entries(answer.headers).flatMap(([name, value]) =>
        value === undefined
          ? []
          : (Array.isArray(value) ? value : [String(value)]).map((one): [string, string] => [
              name,
              one,
            ]),
      ),
    };
    if (key !== undefined && stamp !== undefined && isKept && answer.statusCode === 200) {
      reusable?.keep(key, stamp, publicMaxAge(answer.headers['cache-control']), made);
    }
    return { answer: made, reused: false };
  };
  const fetch = async (url: string, init: RequestInit) =>
    toResponse((await answerOf(url, init)).answer);
  return Object.assign(fetch, {
    read: async (url: string, init: RequestInit) => {
      const { answer, reused } = await answerOf(url, init);
      return readAnswer(answer, reused);
    },
  });
}
