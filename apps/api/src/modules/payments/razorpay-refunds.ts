// A small client for Razorpay's Refunds API over Node's fetch (not the razorpay SDK, whose host is
// fixed, so that tests can point it at a loopback stand-in). It creates a refund idempotently
// (our refund's id is both the receipt and the X-Refund-Idempotency key), finds one by receipt
// when a create's answer was lost, and fetches one. Every answer is checked with zod; whatever
// goes wrong becomes a RazorpayApiError saying whether trying again could help. It never
// retries by itself: the caller does, from a background job.
import { z } from 'zod';

export interface RazorpayRefund {
  id: string;
  paymentId: string;
  amountPaise: number;
  status: 'pending' | 'processed' | 'failed';
  receipt: string | null;
}

export interface RazorpayRefundsApi {
  /**
   * Creates a refund of `amountPaise` on a captured payment; `receipt` is our refund's id and is
   * also sent as X-Refund-Idempotency. A repeat with the same receipt answers the refund the first
   * one made (whose amount the caller may compare with what it asked).
   */
  create(input: {
    paymentId: string;
    amountPaise: number;
    receipt: string;
    notes?: Record<string, string>;
  }): Promise<RazorpayRefund>;
  /** The payment's refund whose receipt is `receipt`, or null (to learn whether a create whose answer was lost went through). */
  findByReceipt(paymentId: string, receipt: string): Promise<RazorpayRefund | null>;
  fetch(refundId: string): Promise<RazorpayRefund>;
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

export const DEFAULT_RAZORPAY_TIMEOUT_MS = 15_000;
/** The most refunds Razorpay lists in one page. */
const PAGE_SIZE = 100;
/** A payment has few refunds; a listing that goes on past this many pages is not Razorpay's. */
const MAX_PAGES = 20;

const refundSchema = z.object({
  id: z.string().min(1),
  entity: z.literal('refund'),
  amount: z.number().int().nonnegative(),
  payment_id: z.string().min(1),
  status: z.enum(['pending', 'processed', 'failed']),
  receipt: z.string().nullish(),
});

const collectionSchema = z.object({
  entity: z.literal('collection'),
  count: z.number().int().nonnegative(),
  items: z.array(refundSchema),
});

const errorSchema = z.object({
  error: z.object({
    code: z.string(),
    description: z.string(),
    field: z.string().nullish(),
    reason: z.string().nullish(),
  }),
});

function toRefund(answer: z.infer<typeof refundSchema>): RazorpayRefund {
  return {
    id: answer.id,
    paymentId: answer.payment_id,
    amountPaise: answer.amount,
    status: answer.status,
    receipt: answer.receipt ?? null,
  };
}

export function createRazorpayRefundsApi(options: {
  baseUrl: string;
  keyId: string;
  keySecret: string;
  timeoutMs?: number;
}): RazorpayRefundsApi {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_RAZORPAY_TIMEOUT_MS;
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  /** Razorpay's words with the secret taken out, should anything ever echo it. */
  const clean = (text: string) =>
    options.keySecret ? text.split(options.keySecret).join('[redacted]') : text;

  async function call<T>(
    operation: string,
    schema: z.ZodType<T>,
    path: string,
    init: { method: 'GET' | 'POST'; body?: object; headers?: Record<string, string> },
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
  }

  const segment = encodeURIComponent;
  return {
    async create({ paymentId, amountPaise, receipt, notes }) {
      const answer = await call(
        `refund of payment ${paymentId}`,
        refundSchema,
        `/v1/payments/${segment(paymentId)}/refund`,
        {
          method: 'POST',
          body: { amount: amountPaise, speed: 'normal', receipt, notes: notes ?? {} },
          headers: { 'x-refund-idempotency': receipt },
        },
      );
      return toRefund(answer);
    },
    async findByReceipt(paymentId, receipt) {
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const query = `count=${PAGE_SIZE}&skip=${page * PAGE_SIZE}`;
        const { items } = await call(
          `refunds of payment ${paymentId}`,
          collectionSchema,
          `/v1/payments/${segment(paymentId)}/refunds?${query}`,
          { method: 'GET' },
        );
        const found = items.find((item) => item.receipt === receipt);
        if (found) return toRefund(found);
        if (items.length < PAGE_SIZE) return null;
      }
      throw new RazorpayApiError(`refunds of payment ${paymentId}`, {
        status: null,
        code: 'MALFORMED_ANSWER',
        description: `listed more than ${MAX_PAGES * PAGE_SIZE} refunds`,
        retryable: true,
      });
    },
    async fetch(refundId) {
      const answer = await call(
        `refund ${refundId}`,
        refundSchema,
        `/v1/refunds/${segment(refundId)}`,
        {
          method: 'GET',
        },
      );
      return toRefund(answer);
    },
  };
}
