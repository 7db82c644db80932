// Reconciliation: an online order still waiting for its payment some minutes after the
// shopper was sent to the gateway is asked about at the gateway itself. If money was captured and
// both the callback and the webhook were lost, the order is confirmed paid now, before its payment
// window releases its stock. A background job runs this on a clock; each order is asked about
// once per run and confirming is idempotent (a paid order is never paid again).
import type { Database } from '../../db/client.ts';
import { confirmOrderPayment } from '../checkout/index.ts';
import type { PaymentProvider } from '../../lib/payment-provider.ts';
import {
  findGatewayOrderIds,
  findPaymentOrder,
  selectPendingGatewayOrders,
} from './payments.repository.ts';
import type { PaymentLog } from './payments.types.ts';

/** A payment in progress is left alone this long: the shopper may still be on the gateway page. */
export const RECONCILE_AFTER_MS = 3 * 60_000;

/**
 * Answers how many orders it found paid. An order whose payments failed, or were never made, is
 * left to its payment window (the expiry sweep releases it). One the gateway could not answer
 * about is logged and asked about again at the next run; the others are still asked about.
 */
export async function reconcilePendingPayments(deps: {
  db: Database;
  provider: PaymentProvider;
  clock: { now(): Date };
  log: PaymentLog;
}): Promise<number> {
  const { provider } = deps;
  if (!provider.findCapturedPayment) return 0;
  const before = new Date(deps.clock.now().getTime() - RECONCILE_AFTER_MS);
  let confirmed = 0;
  for (const orderId of await selectPendingGatewayOrders(deps.db, provider.name, before)) {
    for (const gatewayOrderId of await findGatewayOrderIds(deps.db, provider.name, orderId)) {
      let captured;
      try {
        captured = await provider.findCapturedPayment(gatewayOrderId);
      } catch (error) {
        deps.log.warn(
          { err: error, orderId, gatewayOrderId },
          `${provider.name}: could not ask about a pending payment; asking again at the next run`,
        );
        continue;
      }
      if (!captured) continue;
      const order = await findPaymentOrder(deps.db, orderId);
      if (!order || captured.amountPaise !== order.payablePaise || captured.currency !== 'INR') {
        // As a webhook with another amount: money moved, but not this order's; an operator looks.
        deps.log.error(
          { orderId, ...captured, payablePaise: order?.payablePaise },
          `${provider.name}: the amount captured is not the amount payable; order left unchanged`,
        );
        break;
      }
      const result = await confirmOrderPayment(deps.db, {
        orderId,
        provider: provider.name,
        reference: captured.paymentId,
        now: deps.clock.now(),
      });
      if (result === 'paid') {
        confirmed += 1;
        deps.log.warn(
          { orderId, paymentId: captured.paymentId },
          `${provider.name}: payment found by reconciliation (its callback and webhook were lost)`,
        );
      } else if (result === 'not-pending') {
        // Its window closed between the look-up and now: the money must go back by hand.
        deps.log.warn(
          { orderId, paymentId: captured.paymentId },
          `${provider.name}: payment captured for an order that is no longer pending; refund it`,
        );
      }
      break;
    }
  }
  return confirmed;
}
