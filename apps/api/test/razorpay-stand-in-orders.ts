// The Orders API of the loopback Razorpay stand-in (test/razorpay-stand-in.ts), as Razorpay
// documents it: POST /v1/orders (amount in paise, an integer of at least 100; currency; a receipt
// of at most 40 characters, unique on the account; notes; no other field) answers the order entity
// `created`; GET /v1/orders/:id/payments lists its payments. A test makes the shopper's payments
// with `pay`: a captured one makes the order `paid`, any attempt makes it at least `attempted`.
import { randomBytes } from 'node:crypto';

export interface StandInOrder {
  id: string;
  amountPaise: number;
  currency: string;
  receipt: string | null;
  notes: Record<string, string>;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  createdAt: number;
}

export interface StandInPayment {
  id: string;
  orderId: string | null;
  amountPaise: number;
  currency: string;
  status: 'authorized' | 'captured' | 'failed';
  createdAt: number;
}

type Answer = { status: number; json: object };

/** Razorpay's error body: `{ error: { code, description, source, step, reason, metadata, field? } }`. */
export function razorpayError(description: string, field?: string) {
  return {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      metadata: {},
      ...(field ? { field } : {}),
    },
  };
}

const ORDER_FIELDS = new Set(['amount', 'currency', 'receipt', 'notes', 'partial_payment']);
const now = () => Math.floor(Date.now() / 1000);
const newEntityId = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;

export function orderEntity(order: StandInOrder, payments: StandInPayment[]) {
  const paid = payments
    .filter((payment) => payment.orderId === order.id && payment.status === 'captured')
    .reduce((sum, payment) => sum + payment.amountPaise, 0);
  return {
    id: order.id,
    entity: 'order',
    amount: order.amountPaise,
    amount_paid: paid,
    amount_due: order.amountPaise - paid,
    currency: order.currency,
    receipt: order.receipt,
    offer_id: null,
    status: order.status,
    attempts: order.attempts,
    notes: order.notes,
    created_at: order.createdAt,
  };
}

export function paymentEntity(payment: StandInPayment) {
  const failed = payment.status === 'failed';
  return {
    id: payment.id,
    entity: 'payment',
    amount: payment.amountPaise,
    currency: payment.currency,
    status: payment.status,
    order_id: payment.orderId,
    invoice_id: null,
    international: false,
    method: 'upi',
    amount_refunded: 0,
    refund_status: null,
    captured: payment.status === 'captured',
    description: null,
    vpa: 'asha.verma@okaxis',
    email: 'demo@haat.in',
    contact: '+919876543210',
    notes: [],
    error_code: failed ? 'BAD_REQUEST_ERROR' : null,
    error_description: failed
      ? 'Payment was unsuccessful as you cancelled it on the UPI app.'
      : null,
    created_at: payment.createdAt,
  };
}

/** The stand-in's orders and their payments, and the two Orders API calls. */
export function createStandInOrders() {
  const orders = new Map<string, StandInOrder>();
  const payments: StandInPayment[] = [];

  function create(body: string): Answer {
    let request: Record<string, unknown>;
    try {
      request = JSON.parse(body) as Record<string, unknown>;
    } catch {
      return { status: 400, json: razorpayError('The request body is not valid JSON') };
    }
    const extra = Object.keys(request).filter((field) => !ORDER_FIELDS.has(field));
    if (extra.length > 0) {
      const description = `${extra.join(', ')} is/are not required and should not be sent`;
      return { status: 400, json: razorpayError(description) };
    }
    const { amount, currency, receipt, notes } = request;
    if (amount === undefined)
      return { status: 400, json: razorpayError('The amount field is required.', 'amount') };
    if (typeof amount !== 'number' || !Number.isInteger(amount))
      return { status: 400, json: razorpayError('The amount must be an integer.', 'amount') };
    if (amount < 100)
      return { status: 400, json: razorpayError('The amount must be at least INR 1.00', 'amount') };
    if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency))
      return { status: 400, json: razorpayError('The currency field is required.', 'currency') };
    if (receipt !== undefined && (typeof receipt !== 'string' || receipt.length > 40)) {
      const description = 'The receipt may not be greater than 40 characters.';
      return { status: 400, json: razorpayError(description, 'receipt') };
    }
    if ([...orders.values()].some((order) => receipt !== undefined && order.receipt === receipt))
      return { status: 400, json: razorpayError('Order receipt should be unique.', 'receipt') };
    const order: StandInOrder = {
      id: newEntityId('order'),
      amountPaise: amount,
      currency,
      receipt: receipt ?? null,
      notes: (notes as Record<string, string> | undefined) ?? {},
      status: 'created',
      attempts: 0,
      createdAt: now(),
    };
    orders.set(order.id, order);
    return { status: 200, json: orderEntity(order, payments) };
  }

  function listPayments(orderId: string): Answer {
    if (!orders.has(orderId))
      return { status: 400, json: razorpayError('The id provided does not exist') };
    const items = payments.filter((payment) => payment.orderId === orderId).map(paymentEntity);
    return { status: 200, json: { entity: 'collection', count: items.length, items } };
  }

  /** The shopper pays on Razorpay's page (captured), gives up (failed), or is only authorized. */
  function pay(
    orderId: string,
    status: StandInPayment['status'],
    options: { amountPaise?: number } = {},
  ): StandInPayment {
    const order = orders.get(orderId);
    if (!order) throw new Error(`the Razorpay stand-in has no order ${orderId}`);
    if (order.status === 'paid')
      throw new Error(`order ${orderId} is paid: Razorpay takes no more`);
    const payment: StandInPayment = {
      id: newEntityId('pay'),
      orderId,
      amountPaise: options.amountPaise ?? order.amountPaise,
      currency: order.currency,
      status,
      createdAt: now(),
    };
    payments.push(payment);
    order.attempts += 1;
    order.status = status === 'captured' ? 'paid' : 'attempted';
    return payment;
  }

  return { orders, payments, create, listPayments, pay };
}
