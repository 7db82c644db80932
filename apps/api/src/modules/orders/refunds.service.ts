// Money owed back to a shopper (docs/decisions/refunds.md): a refund is written when it becomes
// owed (a paid order cancelled), paid back through the gateway that took the payment by the
// refunds job (refund-settlement.service.ts), settled by the gateway's answer, its webhook or a
// later look; or recorded by the operator when it was paid back by hand. When one is paid back
// the order's figures move and the shopper's SMS and e-mail are written in the same transaction.
import type { Executor } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { recordOrderNotifications } from '../notifications/index.ts';
import { orderFactsOf } from './order-facts.ts';
import {
  addRefundDue,
  selectCustomerContact,
  selectOrderById,
  updateOrderRow,
  type OrderRow,
} from './orders.repository.ts';
import {
  insertRefund,
  selectRefund,
  selectRefundsOfOrders,
  updateRefundFrom,
  type RefundRow,
  type RefundStatus,
} from './refunds.repository.ts';
import { insertReturnEvent, updateReturnFrom } from './returns.repository.ts';

/** Not yet paid back: what the job, a webhook or the operator may still settle. */
const OPEN: readonly RefundStatus[] = ['pending', 'asking', 'processing', 'failed'];

/**
 * Writes what a paid order's cancellation owes back, inside the cancelling transaction: the
 * payable amount (less a fee after shipping), to be paid back through the gateway that took it.
 */
export function oweCancellationRefund(
  tx: Executor,
  order: OrderRow,
  now: Date,
  amountPaise = order.payablePaise,
): Promise<void> {
  return oweRefund(tx, order, { purpose: 'cancellation', amountPaise, now });
}

/** The purpose of the credit a shop's cancel owes (docs/decisions/cancellation.md "Fair cancellation"). */
export const SHOP_CANCEL_CREDIT = 'shop-cancel-credit';

/**
 * What the shop owes a shopper whose paid order it cancelled: the fee a shopper would pay for
 * cancelling once shipped, on top of the order's own refund. Paid by hand (the operator records
 * it with the bank's or UPI reference): a gateway refunds at most what it took.
 */
export function oweShopCancelCredit(
  tx: Executor,
  order: OrderRow,
  amountPaise: number,
  now: Date,
): Promise<void> {
  return oweRefund(tx, order, { purpose: SHOP_CANCEL_CREDIT, amountPaise, now, method: 'manual' });
}

/** What cancelling some lines of a paid order owes back: a refund of its own (its own purpose). */
export function oweItemsRefund(
  tx: Executor,
  order: OrderRow,
  amountPaise: number,
  now: Date,
): Promise<void> {
  return oweRefund(tx, order, { purpose: `items:${newId('it')}`, amountPaise, now });
}

/** The refund purpose of a return: one refund per return. */
export const returnPurpose = (returnId: string) => `return:${returnId}`;

/** The return a refund pays for, from its purpose; null for any other refund. */
export const returnIdOfPurpose = (purpose: string): string | null =>
  purpose.startsWith('return:') ? purpose.slice('return:'.length) : null;

/**
 * What a received return owes back (docs/decisions/returns.md), inside the receiving
 * transaction: through the gateway for an order paid online; paid by hand to the account the
 * shopper gave for a cash on delivery order (the operator records it).
 */
export async function oweReturnRefund(
  tx: Executor,
  order: OrderRow,
  input: { returnId: string; amountPaise: number; now: Date },
): Promise<void> {
  await oweRefund(tx, order, {
    purpose: returnPurpose(input.returnId),
    amountPaise: input.amountPaise,
    now: input.now,
    method: order.paymentType === 'cod' ? 'manual' : 'gateway',
  });
}

/**
 * One refund owed for `purpose` (once: the order and purpose are unique), through the gateway,
 * and its amount added to the order's refund due: the only write that raises it, so the refund
 * due is always the sum of the refunds not yet paid back (docs/decisions/refunds.md "Refund due is
 * a sum"). Callers never set `refundDuePaise` themselves.
 */
async function oweRefund(
  tx: Executor,
  order: OrderRow,
  input: { purpose: string; amountPaise: number; now: Date; method?: 'gateway' | 'manual' },
): Promise<void> {
  if (input.amountPaise <= 0) return;
  const method = input.method ?? 'gateway';
  const written = await insertRefund(tx, {
    id: newId('rf'),
    orderId: order.id,
    purpose: input.purpose,
    amountPaise: input.amountPaise,
    method,
    provider: method === 'gateway' ? order.paymentProvider : null,
    paymentReference: method === 'gateway' ? order.paymentReference : null,
    status: 'pending',
    createdAt: input.now,
    updatedAt: input.now,
  });
  if (written) await addRefundDue(tx, order.id, input.amountPaise);
}

export interface SettleRefundInput {
  refundId: string;
  /** The statuses it may be settled from (the caller's view of where it stood). */
  from: readonly RefundStatus[];
  status: 'processing' | 'processed' | 'failed';
  reference: string | null;
  failure?: string | undefined;
  method?: 'manual';
  now: Date;
  siteUrl: string | undefined;
}

/**
 * Moves one refund to what the gateway (or the operator) said. Processed: the order's refund due
 * becomes refunded and the shopper is told. Answers false when the refund had already moved on
 * (a webhook and the job at once): nothing changes twice.
 */
export async function settleRefund(tx: Executor, input: SettleRefundInput): Promise<boolean> {
  const refund = await selectRefund(tx, input.refundId, { lock: true });
  if (!refund) throw notFound('Refund');
  const changed = await updateRefundFrom(tx, refund.id, input.from, {
    status: input.status,
    ...(input.reference !== null ? { reference: input.reference } : {}),
    ...(input.method ? { method: input.method } : {}),
    failure: input.status === 'failed' ? (input.failure ?? 'The gateway refused it.') : null,
    ...(input.status === 'processed' ? { processedAt: input.now } : {}),
    updatedAt: input.now,
  });
  if (!changed || input.status !== 'processed') return changed;
  await recordPaidBack(tx, refund, input.reference ?? refund.id, input.now, input.siteUrl);
  return true;
}

async function recordPaidBack(
  tx: Executor,
  refund: RefundRow,
  reference: string,
  now: Date,
  siteUrl: string | undefined,
): Promise<void> {
  const order = await selectOrderById(tx, refund.orderId, { lock: true });
  if (!order) throw notFound('Order');
  await updateOrderRow(tx, order.id, {
    refundDuePaise: Math.max(0, order.refundDuePaise - refund.amountPaise),
    refundedPaise: order.refundedPaise + refund.amountPaise,
    refundedAt: now,
    refundReference: reference,
    updatedAt: now,
  });
  const returnId = returnIdOfPurpose(refund.purpose);
  if (returnId) await markReturnRefunded(tx, returnId, now);
  const customer = await selectCustomerContact(tx, order.customerId);
  if (customer) {
    await recordOrderNotifications(tx, {
      eventId: null,
      kind: 'refunded',
      now,
      to: { mobile: customer.mobile, email: customer.email },
      order: {
        ...orderFactsOf(order, customer.firstName, siteUrl),
        refund: { paise: refund.amountPaise, reference, forReturn: returnId !== null },
      },
    });
  }
}

/** A return's refund was paid back: the return is refunded, on its timeline. */
async function markReturnRefunded(tx: Executor, returnId: string, now: Date): Promise<void> {
  const changed = await updateReturnFrom(tx, returnId, ['received'], {
    status: 'refunded',
    updatedAt: now,
  });
  if (!changed) return;
  await insertReturnEvent(tx, {
    id: newId('rte'),
    returnId,
    state: 'refunded',
    actor: 'system',
    note: null,
    at: now,
  });
}

export interface RecordRefundInput {
  orderId: string;
  /** The refund's reference at the bank or UPI (a UTR), or at the gateway's dashboard. */
  reference: string;
  now: Date;
  siteUrl: string | undefined;
}

/**
 * The operator paid an order's refund back by hand (the gateway refused it, or the shopper paid
 * in cash). Refused while the gateway is paying it: the money would go back twice. Call inside
 * the caller's transaction (its audit row). Answers what was refunded, in paise.
 */
export async function recordRefund(
  tx: Executor,
  input: RecordRefundInput,
): Promise<{ refundedPaise: number }> {
  const order = await selectOrderById(tx, input.orderId, { lock: true });
  if (!order) throw notFound('Order');
  const open = (await selectRefundsOfOrders(tx, [order.id])).filter((refund) =>
    OPEN.includes(refund.status),
  );
  if (open.some((refund) => refund.status === 'asking' || refund.status === 'processing')) {
    throw new AppError(
      'CONFLICT',
      'The payment gateway is paying this refund back now; wait until it has finished or failed.',
    );
  }
  if (open.length === 0 || order.refundDuePaise <= 0) {
    throw new AppError(
      'CONFLICT',
      order.refundedAt
        ? 'This order has been refunded already.'
        : 'Nothing is owed back on this order.',
    );
  }
  let refundedPaise = 0;
  for (const refund of open) {
    await settleRefund(tx, {
      refundId: refund.id,
      from: ['pending', 'failed'],
      status: 'processed',
      reference: input.reference,
      method: 'manual',
      now: input.now,
      siteUrl: input.siteUrl,
    });
    refundedPaise += refund.amountPaise;
  }
  return { refundedPaise };
}

/** A refund the gateway refused, asked for again (the operator fixed what it said was wrong). */
export async function retryRefund(
  tx: Executor,
  input: { refundId: string; now: Date },
): Promise<RefundRow> {
  const refund = await selectRefund(tx, input.refundId, { lock: true });
  if (!refund) throw notFound('Refund');
  if (refund.method !== 'gateway' || refund.status !== 'failed') {
    throw new AppError('CONFLICT', 'Only a refund the gateway could not make is tried again.');
  }
  await updateRefundFrom(tx, refund.id, ['failed'], {
    status: 'pending',
    failure: null,
    nextAttemptAt: null,
    updatedAt: input.now,
  });
  return { ...refund, status: 'pending', failure: null };
}
