// The one way this server speaks to Razorpay's REST API: Node's fetch at RAZORPAY_API_URL (not
// the razorpay SDK, whose host is fixed, so that tests can point it at a loopback stand-in), Basic
// auth with the key id and secret, a timeout, every answer checked with zod, and whatever goes
// wrong turned into a RazorpayApiError saying whether trying again could help. It never retries by
// itself: the caller decides (the shopper at checkout, a background job for refunds). The Orders
// client (razorpay-orders.ts) and the Refunds client (razorpay-refunds.ts) are built on it, and
// the seller-payouts module's Route client reaches it through this module's index.ts.
import { z } from 'zod';

export interface RazorpayApiOptions {
  /** RAZORPAY_API_URL: Razorpay's own unless a test points it at a stand-in. */
  baseUrl: string;
  keyId: string;
  keySecret: string;
  timeoutMs?: number;
}

/** Razorpay said no (4xx: `retryable` false, with its description) or could not be reached / failed on its side (network error, timeout, 5xx, 429: `retryable` true). */
export class RazorpayApiError extends Error {
  readonly status: number | null;
  readonly code: string;
  readonly description: string;
  readonly retryable: boolean;

  constructor(
    operation: string,
    fields: { status: number | null; code: string; description: string; retryable: boolean },
    options?: { cause?: unknown },
  ) {
    const status = fields.status === null ? '' : ` (HTTP ${fields.status})`;
    super(`Razorpay ${operation}: ${fields.description}${status}`, options);
    this.name = 'RazorpayApiError';
    this.status = fields.status;
    this.code = fields.code;
    this.description = fields.description;
    this.retryable = fields.retryable;
  }
}

/** RAZORPAY_TIMEOUT_MS's default, for a client made without one. */
const DEFAULT_RAZORPAY_TIMEOUT_MS = 15_000;

/** Razorpay's error body: `{ error: { code, description, source, step, reason, metadata, field } }`. */
const errorSchema = z.object({
  error: z.object({
    code: z.string(),
    description: z.string(),
    field: z.string().nullish(),
    reason: z.string().nullish(),
  }),
});

export interface RazorpayRequest {
  method: 'GET' | 'POST' | 'PATCH';
  body?: object;
  headers?: Record<string, string>;
}

/** One call: `operation` names it in errors, `schema` is what a 2xx answer must be. */
export type RazorpayCall = <T>(
  operation: string,
  schema: z.ZodType<T>,
  path: string,
  request: RazorpayRequest,
) => Promise<T>;

export function createRazorpayCall(options: RazorpayApiOptions): RazorpayCall {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_RAZORPAY_TIMEOUT_MS;
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  /** Razorpay's words with the secret taken out, should anything ever echo it. */
  const clean = (text: string) =>
    options.keySecret ? text.split(options.keySecret).join('[redacted]') : text;

  return async function call<T>(
    operation: string,
    schema: z.ZodType<T>,
    path: string,
    init: RazorpayRequest,
  ): Promise<T> {
    const failure = (
      fields: { status: number | null; code: string; description: string; retryable: boolean },
      cause?: unknown,
    ) =>
      new RazorpayApiError(
        operation,
        { ...fields, description: clean(fields.description) },
        cause === undefined ? undefined : { cause },
      );
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method: init.method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(init.body ? { 'content-type': 'application/json' } : {}),
          ...init.headers,
        },
        body: init.body ? JSON.stringify(init.body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
      text = await response.text();
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      if (name === 'TimeoutError' || name === 'AbortError') {
        const description = `no answer within ${timeoutMs} ms`;
        throw failure({ status: null, code: 'TIMEOUT', description, retryable: true });
      }
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
      const reason = (cause as { code?: string } | undefined)?.code ?? String(cause);
      const description = `could not be reached (${reason})`;
      throw failure({ status: null, code: 'NETWORK_ERROR', description, retryable: true }, error);
    }
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    const { status } = response;
    if (status >= 400) {
      const retryable = status >= 500 || status === 429;
      const parsed = errorSchema.safeParse(json);
      if (parsed.success) {
        const { code, description } = parsed.data.error;
        throw failure({ status, code, description, retryable });
      }
      const description = `answered HTTP ${status} without Razorpay's error`;
      throw failure({ status, code: `HTTP_${status}`, description, retryable });
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const what = json === undefined ? 'not JSON' : z.prettifyError(parsed.error);
      const description = `answered something unexpected: ${what.slice(0, 300)}`;
      throw failure({ status, code: 'MALFORMED_ANSWER', description, retryable: true });
    }
    return parsed.data;
  };
}
