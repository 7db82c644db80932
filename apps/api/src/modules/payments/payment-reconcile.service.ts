// Reconciliation: an online order still waiting for its payment some minutes after the
// shopper was sent to the gateway is asked about at the gateway itself. If money was captured and
// both the callback and the webhook were lost, the order is confirmed paid now, before its payment
// window releases its stock. A background job runs this on a clock; each order is asked about
// once per run and confirming is idempotent.
import type { Database } from '../../db/client.ts';
import { confirmOrderPayment } from '../checkout/index.ts';
import type { PaymentProvider } from '../../lib/payment-provider.ts';
import { findGatewayOrderIds, selectPendingGatewayOrders } from './payments.repository.ts';
import type { PaymentLog } from './payments.types.ts';

/** A payment in progress is left alone this long: the shopper may still be on the gateway page. */
export const RECONCILE_AFTER_MS = 3 * 60_000;

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
      const paymentId = await provider.findCapturedPayment(gatewayOrderId);
      if (!paymentId) continue;
      const result = await confirmOrderPayment(deps.db, {
        orderId,
        provider: provider.name,
        reference: paymentId,
        now: deps.clock.now(),
      });
      if (result === 'paid') {
        confirmed += 1;
        deps.log.warn(
          { orderId, paymentId },
          `${provider.name}: payment found by reconciliation (its callback and webhook were lost)`,
        );
      }
      break;
    }
  }
  return confirmed;
}
