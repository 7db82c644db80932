// Razorpay's Refunds API (docs/decisions/refunds.md), over the one Razorpay HTTP helper
// (razorpay-http.ts). It creates a refund idempotently (our refund's id is both the receipt and
// the X-Refund-Idempotency key), finds one by receipt when a create's answer was lost, and
// fetches one.
import { z } from 'zod';
import { createRazorpayCall, RazorpayApiError, type RazorpayApiOptions } from './razorpay-http.ts';

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

function toRefund(answer: z.infer<typeof refundSchema>): RazorpayRefund {
  return {
    id: answer.id,
    paymentId: answer.payment_id,
    amountPaise: answer.amount,
    status: answer.status,
    receipt: answer.receipt ?? null,
  };
}

export function createRazorpayRefundsApi(options: RazorpayApiOptions): RazorpayRefundsApi {
  const call = createRazorpayCall(options);
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
