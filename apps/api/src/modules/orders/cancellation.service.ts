// A shopper's cancel (docs/spec.md §4 'Cancel Request'; docs/decisions/cancellation.md): free
// until the order ships, moved through the transition table as before. After it has shipped (or
// any seller's part has), the order is cancelled with a fee the shopper saw and accepted, kept
// from a prepaid order's refund; its goods are with the courier, so its stock comes back only
// when the operator records the parcel back (return to origin).
import type { Executor, Database } from '../../db/client.ts';
import { transactWithRetry } from '../../db/transaction-retry.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { formatInr } from '@haat/india';
import { releaseOrderGoods } from '../checkout/index.ts';
import {
  quoteCancellation,
  type CancelFees,
  type CancellationQuote,
} from './cancellation-quote.ts';
import { moveOrder } from './orders.service.ts';
import {
  insertEvent,
  selectOrderById,
  updateOrderRow,
  type OrderRow,
} from './orders.repository.ts';
import { oweCancellationRefund } from './refunds.service.ts';
import { selectShipments } from './shipments.repository.ts';

async function anyPartShipped(db: Executor, orderId: string): Promise<boolean> {
  const shipments = await selectShipments(db, orderId);
  return shipments.some((shipment) => shipment.state !== 'Packed');
}

/** The quote of an order as it stands, for its answer to the shopper. */
export async function readCancellationQuote(
  db: Executor,
  order: OrderRow,
  fees: CancelFees,
): Promise<CancellationQuote | null> {
  if (order.shippingStatus === 'Delivered' || order.shippingStatus === 'Cancelled') return null;
  return quoteCancellation(order, await anyPartShipped(db, order.id), fees);
}

export interface CustomerCancelInput {
  customerId: string;
  orderId: string;
  reason: string;
  /** The fee the shopper saw and accepted, in paise; absent from the old client. */
  acceptedFeePaise: number | undefined;
  fees: CancelFees;
  now: Date;
}

/** docs/spec.md §4 'Cancel Request': the owner, with a reason; after shipping, with its fee. */
export async function cancelOrderByCustomer(
  db: Database,
  input: CustomerCancelInput,
): Promise<void> {
  const before = await selectOrderById(db, input.orderId);
  if (!before || before.customerId !== input.customerId) throw notFound('Order');
  const quote = await readCancellationQuote(db, before, input.fees);
  if (!quote) {
    throw new AppError(
      'CONFLICT',
      before.shippingStatus === 'Cancelled'
        ? 'This order is already cancelled.'
        : 'This order has been delivered; ask for a return instead.',
    );
  }
  if (!quote.afterShipping) {
    await moveOrder(db, {
      orderId: before.id,
      to: 'Cancelled',
      actor: `customer:${input.customerId}`,
      now: input.now,
      reason: input.reason,
    });
    return;
  }
  await transactWithRetry(db, async (tx) => {
    // Read again under the lock: the courier may have moved it on since the shopper looked.
    const order = await selectOrderById(tx, input.orderId, { lock: true });
    if (!order) throw notFound('Order');
    const now = await readCancellationQuote(tx, order, input.fees);
    if (!now?.afterShipping) throw new AppError('CONFLICT', 'This order changed; look again.');
    if (now.feePaise > 0 && input.acceptedFeePaise !== now.feePaise) {
      throw new AppError(
        'CONFLICT',
        `This order has shipped: cancelling it now costs ${formatInr(now.feePaise)}, and ${formatInr(now.refundPaise)} comes back to you. Confirm the fee to cancel.`,
      );
    }
    await updateOrderRow(tx, order.id, {
      shippingStatus: 'Cancelled',
      status: -1,
      cancelReason: input.reason,
      cancelFeePaise: now.feePaise,
      returnToOrigin: 'awaited',
      refundDuePaise: now.refundPaise,
      ...(order.paymentStatus === 'pending' ? { paymentStatus: 'failed' as const } : {}),
      updatedAt: input.now,
    });
    if (order.paymentStatus === 'paid') {
      await oweCancellationRefund(tx, order, input.now, now.refundPaise);
    }
    await insertEvent(tx, {
      id: newId('evt'),
      orderId: order.id,
      state: 'Cancelled',
      actor: `customer:${input.customerId}`,
      at: input.now,
    });
  });
}

/**
 * The operator records a cancelled order's parcel back from the courier: its goods go back on
 * sale. Call inside the caller's transaction (its audit row). Refused for an order not awaiting
 * one (409).
 */
export async function receiveReturnToOrigin(
  tx: Executor,
  input: { orderId: string; now: Date },
): Promise<void> {
  const order = await selectOrderById(tx, input.orderId, { lock: true });
  if (!order) throw notFound('Order');
  if (order.returnToOrigin !== 'awaited') {
    throw new AppError(
      'CONFLICT',
      order.returnToOrigin === 'received'
        ? 'This parcel has been recorded back already.'
        : 'This order is not coming back from the courier.',
    );
  }
  await releaseOrderGoods(tx, order.id);
  await updateOrderRow(tx, order.id, {
    returnToOrigin: 'received',
    returnedToOriginAt: input.now,
    updatedAt: input.now,
  });
}
