// Starting an online order's payment once its transaction has committed (docs/decisions/payments.md).
// The gateway is asked for a link outside any transaction. When it refuses or cannot be reached,
// the order fails at once (its goods, coupon use and cart lines go back) and the shopper is told
// whether trying again in a moment can help. Such an order never reached the gateway, so its
// idempotency key is free again: the shopper's retry from the same checkout (same key) places a
// new order instead of being answered with the failed one.
import type { AddOrderAnswer } from '@haat/contract';
import type { Database, Executor } from '../../db/client.ts';
import { AppError, ServiceUnavailableError } from '../../lib/app-error.ts';
import { PaymentNotStarted } from '../../lib/payment-provider.ts';
import { selectOrderByIdempotencyKey, updateOrder } from './checkout.repository.ts';
import { failOrderPayment } from './payment-outcome.service.ts';

export type StartPayment = (input: {
  orderId: string;
  payablePaise: number;
  customerId: string;
}) => Promise<{ url: string; reference: string }>;

export type StoredOrder = NonNullable<Awaited<ReturnType<typeof selectOrderByIdempotencyKey>>>;

/** The reason the failed order keeps; the shopper sees it in the order's history. */
export const PAYMENT_NOT_STARTED_REASON = 'The payment could not be started.';
/** The gateway did not answer, or failed on its side: a moment later it may. */
export const GATEWAY_UNAVAILABLE_MESSAGE =
  'The payment gateway is not answering just now. Your cart is unchanged; please try again in a moment.';
/** The gateway refused (a setting of the shop's): trying again at once will not help. */
export const GATEWAY_REFUSED_MESSAGE =
  'Online payment is not available just now. Your cart is unchanged; please try again later or choose Cash on Delivery.';
export const PAYMENT_NOT_STARTED_MESSAGE =
  'The payment could not be started. Your cart is unchanged; please try again.';
/** How long the shopper is asked to wait when the gateway did not answer. */
const GATEWAY_RETRY_AFTER_SECONDS = 10;

function answerFor(order: StoredOrder): AddOrderAnswer {
  if (order.paymentStatus === 'pending' && order.paymentUrl)
    return { status: 2, data: { url: order.paymentUrl } };
  return { status: 1, data: order.id };
}

/** An online order that failed before the shopper was ever sent to pay: its start failed, or its window passed without a link. */
export function neverReachedGateway(order: StoredOrder): boolean {
  return order.paymentType === 'prepaid' && order.paymentStatus === 'failed' && !order.paymentUrl;
}

/**
 * Frees the idempotency key of an order that never reached the gateway, so the same key can
 * place a new one; the failed order keeps the key with its own id appended (still unique).
 */
export async function releaseIdempotencyKey(tx: Executor, order: StoredOrder): Promise<void> {
  await updateOrder(tx, order.id, { idempotencyKey: `${order.idempotencyKey}~${order.id}` });
}

/** The answer to a placing request once its order is committed: the link to pay, or the order. */
export async function answerPlacedOrder(
  db: Database,
  order: StoredOrder,
  input: { now: Date; startPayment: StartPayment },
): Promise<AddOrderAnswer> {
  // A second submit that waited on a first whose start failed: never "placed".
  if (neverReachedGateway(order)) throw new AppError('CONFLICT', PAYMENT_NOT_STARTED_MESSAGE);
  if (order.paymentStatus !== 'pending') return answerFor(order);
  // Also for a repeated submit that arrives before the first one has its payment link: the
  // provider answers the same link for the same order.
  return order.paymentUrl ? answerFor(order) : startOnlinePayment(db, order, input);
}

/** A repeated submit of an online order gives the first submit a moment to get its payment link. */
export async function awaitPaymentLink(db: Database, order: StoredOrder): Promise<StoredOrder> {
  let current = order;
  for (
    let attempt = 0;
    attempt < 30 && current.paymentStatus === 'pending' && !current.paymentUrl;
    attempt += 1
  ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    current =
      (await selectOrderByIdempotencyKey(db, order.customerId, order.idempotencyKey)) ?? current;
  }
  return current;
}

async function startOnlinePayment(
  db: Database,
  order: StoredOrder,
  input: { now: Date; startPayment: StartPayment },
): Promise<AddOrderAnswer> {
  try {
    const payment = await input.startPayment({
      orderId: order.id,
      payablePaise: order.payablePaise,
      customerId: order.customerId,
    });
    await updateOrder(db, order.id, {
      paymentReference: payment.reference,
      paymentUrl: payment.url,
    });
    return { status: 2, data: { url: payment.url } };
  } catch (error) {
    await failOrderPayment(db, {
      orderId: order.id,
      reason: PAYMENT_NOT_STARTED_REASON,
      now: input.now,
    });
    // The cause goes to the log with the answer (what the gateway said), never to the shopper.
    if (error instanceof PaymentNotStarted && error.retryable) {
      throw new ServiceUnavailableError(GATEWAY_UNAVAILABLE_MESSAGE, GATEWAY_RETRY_AFTER_SECONDS, {
        cause: error,
      });
    }
    const message =
      error instanceof PaymentNotStarted ? GATEWAY_REFUSED_MESSAGE : PAYMENT_NOT_STARTED_MESSAGE;
    throw new AppError('INTERNAL', message, undefined, { cause: error });
  }
}
