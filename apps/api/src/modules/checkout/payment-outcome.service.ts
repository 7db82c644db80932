// Online payment outcomes: a pending order becomes paid, or fails and gives its goods back (and
// its lines return to the customer's cart). A paid or failed order never moves again.
import type { Database } from '../../db/client.ts';
import { transactWithRetry } from '../../db/transaction-retry.ts';
import { newId } from '../../lib/ids.ts';
import { lockCartVersion, restoreCartLines } from '../cart/index.ts';
import {
  insertOrderEvent,
  selectExpiredPendingOrderIds,
  selectOrder,
  updateOrder,
} from './checkout.repository.ts';
import { releaseOrderGoods } from './order-stock.service.ts';

export async function confirmOrderPayment(
  db: Database,
  input: { orderId: string; provider: string; reference: string; now: Date },
): Promise<'paid' | 'already-paid' | 'not-pending'> {
  return transactWithRetry(db, async (tx) => {
    const order = await selectOrder(tx, input.orderId, { lock: true });
    if (!order || order.paymentType !== 'prepaid') return 'not-pending';
    if (order.paymentStatus === 'paid') return 'already-paid';
    if (order.paymentStatus !== 'pending') return 'not-pending';
    await updateOrder(tx, order.id, {
      paymentStatus: 'paid',
      paymentProvider: input.provider,
      paymentReference: input.reference,
      paymentExpiresAt: null,
    });
    return 'paid';
  });
}

export async function failOrderPayment(
  db: Database,
  input: { orderId: string; reason: string; now: Date },
): Promise<'failed' | 'not-pending'> {
  return transactWithRetry(db, async (tx) => {
    const order = await selectOrder(tx, input.orderId, { lock: true });
    if (!order || order.paymentStatus !== 'pending') return 'not-pending';
    // The cart before the stock, as placing an order takes them: the shopper placing another
    // order while this one is released cannot hold the cart while waiting for the stock we hold.
    await lockCartVersion(tx, order.customerId);
    const lines = await releaseOrderGoods(tx, order.id);
    await updateOrder(tx, order.id, {
      paymentStatus: 'failed',
      status: -1,
      shippingStatus: 'Cancelled',
      cancelReason: input.reason,
      paymentExpiresAt: null,
    });
    await insertOrderEvent(tx, {
      id: newId('evt'),
      orderId: order.id,
      state: 'Cancelled',
      actor: 'payment',
      at: input.now,
    });
    await restoreCartLines(tx, order.customerId, lines);
    return 'failed';
  });
}

/** Fails every online order whose payment window has passed; answers how many. */
export async function releaseExpiredPayments(db: Database, now: Date): Promise<number> {
  let released = 0;
  for (const orderId of await selectExpiredPendingOrderIds(db, now)) {
    if (
      (await failOrderPayment(db, { orderId, reason: 'Payment not completed in time.', now })) ===
      'failed'
    )
      released += 1;
  }
  return released;
}
