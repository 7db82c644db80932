// One rule for every string the server accepts, whatever route or schema it reaches: no NUL and no
// other control character but tab, line feed and carriage return. PostgreSQL cannot store NUL in
// text (it failed as a 500 on most endpoints before this guard), and no field of docs/spec.md §5
// has a use for the others. Runs for every route, JSON, form and multipart bodies alike, after the
// body is parsed and before any handler, so no module has to remember it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';

// eslint-disable-next-line no-control-regex -- the control characters are what this refuses.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const CONTROL_CHARACTER_MESSAGE =
  'Remove the control characters (such as NUL) from this field.';
/** Deeper than any answer of ours nests; a deeper body is refused rather than walked. */
const MAX_DEPTH = 32;

/** The dotted path of the first string (or key) holding a control character, or undefined. */
export function findControlCharacter(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path : undefined;
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return undefined;
  if (depth > MAX_DEPTH) return path;
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value as Record<string, unknown>);
  for (const [key, item] of entries) {
    const at = path === '' ? key : `${path}.${key}`;
    if (CONTROL_CHARACTER.test(key)) return at.replace(CONTROL_CHARACTER, '?');
    const found = findControlCharacter(item, at, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Half of a UTF-16 surrogate pair without its other half: JSON's `\\ud800` decodes to one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * For text the guard cannot see because it arrives encoded inside a field or a raw body (JSON in
 * a form field, a webhook's signed bytes) and is decoded by the handler: the dotted path of the
 * first string holding a control character or a lone surrogate, which PostgreSQL refuses in text
 * (NUL) and in jsonb (both), or undefined.
 */
export function findUnstorableText(value: unknown, path = '', depth = 0): string | undefined {
  const isUnstorable = (text: string) => CONTROL_CHARACTER.test(text) || LONE_SURROGATE.test(text);
  if (typeof value === 'string') return isUnstorable(value) ? path : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  if (depth > MAX_DEPTH) return path;
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const at = path === '' ? key : `${path}.${key}`;
    if (isUnstorable(key)) return at;
    const found = findUnstorableText(item, at, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

function checkRequest(request: FastifyRequest): void {
  const field =
    findControlCharacter(request.params, '') ??
    findControlCharacter(request.query, '') ??
    findControlCharacter(request.body, '') ??
    (CONTROL_CHARACTER.test(request.url) ? 'url' : undefined);
  if (field === undefined) return;
  const name = field === '' ? 'request' : field;
  throw new AppError('VALIDATION_FAILED', `Please check the form: ${CONTROL_CHARACTER_MESSAGE}`, {
    [name]: CONTROL_CHARACTER_MESSAGE,
  });
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => checkRequest(request));
}
