// What an answer to bad input may look like: never 5xx; a JSON failure is the error
// envelope of packages/contract/src/errors.ts (POST /public/seller may answer its own refused
// form); and no answer shows a stack trace, SQL or driver text, or a Fastify error code.
import { ErrorCodeSchema, ErrorStatusByCode } from '@haat/contract';
import type { FuzzRequest } from './inputs.ts';

export type FaultKind = '5xx' | 'envelope' | 'leak' | 'not-json';

export interface Verdict {
  kind: FaultKind;
  detail: string;
}

/** Texts that betray internals: a stack, SQL, driver or framework words. */
const LEAKS: [string, RegExp][] = [
  ['stack trace', /\n?\s{4}at |\.ts:\d|\.js:\d+:\d+/],
  [
    'SQL',
    /syntax error|violates|relation \\?"|invalid byte sequence|invalid input syntax|duplicate key|column \\?"/i,
  ],
  ['driver', /pglite|postgres|drizzle|ECONNREFUSED/i],
  ['framework', /FST_ERR/],
];

export function leakIn(body: string): string | undefined {
  return LEAKS.find(([, pattern]) => pattern.test(body))?.[0];
}

/** Why the answer is wrong, or undefined when it is acceptable. */
export function judge(
  request: FuzzRequest,
  answer: { status: number; contentType: string; body: string },
  options: { jsonRoute: boolean },
): Verdict | undefined {
  const { status, contentType, body } = answer;
  if (status >= 500) return { kind: '5xx', detail: `answered ${status}` };
  if (!contentType.startsWith('application/pdf')) {
    const leak = leakIn(body);
    if (leak) return { kind: 'leak', detail: `the answer shows ${leak} text` };
  }
  if (status < 400) return undefined;
  const isJson = /^application\/(.+\+)?json/.test(contentType);
  if (!isJson) {
    return options.jsonRoute
      ? { kind: 'not-json', detail: `a ${status} in ${contentType || 'no content type'}` }
      : undefined;
  }
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(body) as Record<string, unknown>;
  } catch {
    return { kind: 'envelope', detail: `a ${status} JSON answer that does not parse` };
  }
  // docs/spec.md §7 and SellerRegistrationAnswerSchema: a refused seller form answers
  // { status: 2, validation }, any other refusal { status: 0, message }.
  const path = request.url.split('?')[0];
  if (path === '/api/public/seller' && isSellerRefusal(parsed)) return undefined;
  return envelopeFault(parsed, status);
}

function isSellerRefusal(answer: Record<string, unknown> | null): boolean {
  if (typeof answer !== 'object' || answer === null) return false;
  if (answer.status === 2) {
    const validation = answer.validation;
    return typeof validation === 'object' && validation !== null && !Array.isArray(validation);
  }
  return answer.status === 0 && typeof answer.message === 'string' && answer.message !== '';
}

function envelopeFault(answer: Record<string, unknown>, status: number): Verdict | undefined {
  const fault = (detail: string): Verdict => ({ kind: 'envelope', detail: `${status}: ${detail}` });
  if (typeof answer !== 'object' || answer === null) return fault('not an object');
  if (answer.status !== 'error') return fault(`status is ${JSON.stringify(answer.status)}`);
  if (!ErrorCodeSchema.safeParse(answer.code).success)
    return fault(`code ${JSON.stringify(answer.code)}`);
  if (typeof answer.message !== 'string' || answer.message === '') return fault('no message');
  if (answer.Message !== answer.message) return fault('Message differs from message');
  if (answer.validation !== undefined) {
    const validation = answer.validation as Record<string, unknown>;
    if (typeof validation !== 'object' || validation === null || Array.isArray(validation)) {
      return fault('validation is not a map');
    }
    if (Object.values(validation).some((value) => typeof value !== 'string')) {
      return fault('validation holds a non-string');
    }
  }
  const extra = Object.keys(answer).filter(
    (key) => !['status', 'code', 'message', 'Message', 'validation'].includes(key),
  );
  if (extra.length > 0) return fault(`extra keys ${extra.join(', ')}`);
  return undefined;
}

/** An HTTP status the envelope's code does not map to (reported, not failed: 414/415 are ours). */
export function statusMismatch(status: number, body: string): string | undefined {
  try {
    const code = (JSON.parse(body) as { code?: string }).code;
    if (!code || !(code in ErrorStatusByCode)) return undefined;
    const expected = ErrorStatusByCode[code as keyof typeof ErrorStatusByCode];
    return expected === status ? undefined : `${status} answered with code ${code} (${expected})`;
  } catch {
    return undefined;
  }
}
