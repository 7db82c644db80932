// Razorpay's Orders API (docs/decisions/payments.md), over the one Razorpay HTTP helper
// (razorpay-http.ts): create an order for one payment attempt (POST /v1/orders: amount in paise,
// INR, our order id as the receipt, notes), and list the payments made on one (GET
// /v1/orders/:id/payments), which is how reconciliation learns whether money was captured when
// the callback and the webhook were both lost.
import { z } from 'zod';
import { createRazorpayCall, type RazorpayApiOptions } from './razorpay-http.ts';

export interface RazorpayOrderRequest {
  amountPaise: number;
  /** Our order id: unique, at most 40 characters, as Razorpay requires. */
  receipt: string;
  /** At most 15 pairs of at most 256 characters each. */
  notes: Record<string, string>;
}

export interface RazorpayOrder {
  id: string;
  amountPaise: number;
  currency: string;
  receipt: string | null;
  /** `created`, `attempted` (a payment was tried) or `paid` (one was captured). */
  status: string;
}

export interface RazorpayPayment {
  id: string;
  amountPaise: number;
  currency: string;
  /** `created`, `authorized`, `captured`, `refunded` or `failed`. */
  status: string;
}

export interface RazorpayOrdersApi {
  create(request: RazorpayOrderRequest): Promise<RazorpayOrder>;
  /** Every payment attempt on one of Razorpay's orders, failed ones too. */
  fetchPayments(orderId: string): Promise<RazorpayPayment[]>;
}

const orderSchema = z.object({
  id: z.string().min(1),
  entity: z.literal('order'),
  amount: z.number().int().nonnegative(),
  currency: z.string(),
  receipt: z.string().nullish(),
  status: z.string(),
});

const paymentSchema = z.object({
  id: z.string().min(1),
  entity: z.literal('payment'),
  amount: z.number().int().nonnegative(),
  currency: z.string(),
  status: z.string(),
});

const paymentsSchema = z.object({
  entity: z.literal('collection'),
  count: z.number().int().nonnegative(),
  items: z.array(paymentSchema),
});

export function createRazorpayOrdersApi(options: RazorpayApiOptions): RazorpayOrdersApi {
  const call = createRazorpayCall(options);
  return {
    async create({ amountPaise, receipt, notes }) {
      const answer = await call(`order for ${receipt}`, orderSchema, '/v1/orders', {
        method: 'POST',
        body: { amount: amountPaise, currency: 'INR', receipt, notes },
      });
      return {
        id: answer.id,
        amountPaise: answer.amount,
        currency: answer.currency,
        receipt: answer.receipt ?? null,
        status: answer.status,
      };
    },
    async fetchPayments(orderId) {
      const { items } = await call(
        `payments of order ${orderId}`,
        paymentsSchema,
        `/v1/orders/${encodeURIComponent(orderId)}/payments`,
        { method: 'GET' },
      );
      return items.map((item) => ({
        id: item.id,
        amountPaise: item.amount,
        currency: item.currency,
        status: item.status,
      }));
    },
  };
}
