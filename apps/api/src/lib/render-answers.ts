// Public answers a page's render read from the API, reused by the renders after it. A render asks
// the API in-process (plugins/web-render.ts), and every page asks the same few things (the menus on
// every page, a product on its page): answered from the API's own caches, each call still paid
// for a request and a reply through Fastify (light-my-request's streams, routing, hooks) and a
// Fetch Response around the bytes, ~15% of a page's render (docs/decisions/page-weight.md
// "Answers a render reuses"). Only what any client may reuse is kept here, for as long as it may:
// a public answer (`cache-control: public, max-age`) to a call without a session, sent from one of
// the API's caches, while nothing it shows has changed by the catalogue's change counter (the same
// stamps and tags the API's caches and the kept pages go by) and at most a minute.
import type { ReadAnswer } from '@haat/contract';
import type { ChangeCounter } from '../db/change-feed.ts';
import { cacheLookupCounter } from './metrics.ts';
import { hasSessionHeader } from './session-token.ts';

export interface RenderAnswer {
  status: number;
  headers: Array<[string, string]>;
  payload: Buffer;
  /** The tags of what the answer shows (lib/answer-cache.ts): a page built from it shows them too. */
  tags: readonly string[];
}

/** A reused answer's JSON: parsed by the first render that reads it, then shared. */
const parsedAnswers = new WeakMap<RenderAnswer, { json: unknown }>();

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const each of Object.values(value)) deepFreeze(each);
}

/**
 * An answer read whole. One reused between renders is parsed once and handed to every render
 * that reads it as the same JSON, frozen: a page that changed what it was given would change it
 * for the pages after it, and throws instead (a module's code is strict). Any other answer goes
 * as its text, for the client to parse.
 */
export function readAnswer(answer: RenderAnswer, reused: boolean): ReadAnswer {
  const contentType =
    answer.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? null;
  const text = () => (answer.status === 204 ? '' : answer.payload.toString('utf8'));
  if (!reused || answer.status === 204) return { status: answer.status, contentType, text: text() };
  let parsed = parsedAnswers.get(answer);
  if (parsed === undefined) {
    try {
      parsed = { json: JSON.parse(text()) as unknown };
    } catch {
      return { status: answer.status, contentType, text: text() };
    }
    deepFreeze(parsed.json);
    parsedAnswers.set(answer, parsed);
  }
  return { status: answer.status, contentType, json: parsed.json };
}

interface Kept extends RenderAnswer {
  stamp: number;
  expiresAt: number;
}

export interface RenderAnswers {
  /** The change counter's stamp to keep an answer with: read before the call is made. */
  stamp(): number;
  /** The kept answer for this call, when it is still current. */
  get(key: string): RenderAnswer | undefined;
  /** Keeps an answer made from `stamp` on, for `maxAgeSeconds` at most (unless it changed meanwhile). */
  keep(key: string, stamp: number, maxAgeSeconds: number, answer: RenderAnswer): void;
}

/** The longest an answer is reused, whatever its max-age: a safety net below every change signal. */
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 1_000;

/**
 * The key of a call whose answer may be reused: its address and the headers it was asked with (the
 * language among them); none for a call carrying a session, whose answer is its caller's.
 */
export function renderAnswerKey(
  method: string,
  url: string,
  headers: Record<string, string>,
): string | undefined {
  if (method !== 'GET') return undefined;
  if (hasSessionHeader({ headers })) return undefined;
  return `${url}\n${JSON.stringify(headers)}`;
}

/** How long any cache may reuse an answer by its Cache-Control: `public` with a max-age, else 0. */
export function publicMaxAge(cacheControl: unknown): number {
  if (typeof cacheControl !== 'string') return 0;
  const directives = cacheControl.split(',').map((directive) => directive.trim().toLowerCase());
  if (!directives.includes('public')) return 0;
  const maxAge = directives.find((directive) => directive.startsWith('max-age='));
  const seconds = maxAge ? Number(maxAge.slice('max-age='.length)) : 0;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

export function createRenderAnswers(
  changes: Pick<ChangeCounter, 'read' | 'isCurrent'>,
  now: () => number = Date.now,
): RenderAnswers {
  const entries = new Map<string, Kept>();
  const count = cacheLookupCounter('render answers');
  return {
    stamp: () => changes.read(),
    get(key) {
      const kept = entries.get(key);
      if (kept && now() < kept.expiresAt && changes.isCurrent(kept.stamp, kept.tags)) {
        // Least recently used goes first: a hit moves to the back of the Map's order.
        entries.delete(key);
        entries.set(key, kept);
        count('hit');
        return kept;
      }
      if (kept) entries.delete(key);
      count('miss');
      return undefined;
    },
    keep(key, stamp, maxAgeSeconds, answer) {
      // A change while the call ran may have changed what it read: used once, kept not.
      if (maxAgeSeconds <= 0 || !changes.isCurrent(stamp, answer.tags)) return;
      entries.delete(key);
      entries.set(key, {
        ...answer,
        stamp,
        expiresAt: now() + Math.min(maxAgeSeconds * 1000, MAX_AGE_MS),
      });
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    },
  };
}
