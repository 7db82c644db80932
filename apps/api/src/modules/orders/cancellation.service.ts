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
import { returnStock } from '../catalog/index.ts';
import { allocateProRata } from '../invoices/index.ts';
import {
  cancelRefusal,
  partsAtCancel,
  quoteCancellation,
  type CancelFees,
  type CancellationQuote,
} from './cancellation-quote.ts';
import { moveOrder } from './orders.service.ts';
import {
  insertEvent,
  markLinesCancelled,
  selectLines,
  selectOrderById,
  updateOrderRow,
  type OrderLineRow,
  type OrderRow,
} from './orders.repository.ts';
import { oweCancellationRefund, oweItemsRefund } from './refunds.service.ts';
import { selectShipments } from './shipments.repository.ts';

/** The quote of an order as it stands (the cancel's), or why there is none. */
async function quoteNow(
  db: Executor,
  order: OrderRow,
  fees: CancelFees,
): Promise<{ quote: CancellationQuote; refusal: null } | { quote: null; refusal: string }> {
  const ended = order.shippingStatus === 'Delivered' || order.shippingStatus === 'Cancelled';
  const recorded = ended ? [] : (await selectShipments(db, order.id)).map((row) => row.state);
  const parts = partsAtCancel(order, recorded);
  const quote = quoteCancellation(order, parts, fees);
  if (quote) return { quote, refusal: null };
  return { quote: null, refusal: cancelRefusal(order, parts) ?? 'This order changed; look again.' };
}

/** The quote of an order as it stands, for its answer to the shopper. */
export async function readCancellationQuote(
  db: Executor,
  order: OrderRow,
  fees: CancelFees,
): Promise<CancellationQuote | null> {
  return (await quoteNow(db, order, fees)).quote;
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
  const { quote, refusal } = await quoteNow(db, before, input.fees);
  if (!quote) throw new AppError('CONFLICT', refusal);
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
    const { quote: now, refusal: refusedNow } = await quoteNow(tx, order, input.fees);
    if (!now) throw new AppError('CONFLICT', refusedNow);
    if (!now.afterShipping) throw new AppError('CONFLICT', 'This order changed; look again.');
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
      ...(order.paymentStatus === 'pending' ? { paymentStatus: 'failed' as const } : {}),
      updatedAt: input.now,
    });
    // Added to what an item cancelled earlier may still owe (the refund due is a sum).
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

/** What a parcel back at its seller (the courier's RTO delivered) did to its order. */
export type CourierReturnOutcome =
  | 'received' // a cancelled order's parcel, awaited: its stock is back
  | 'order-cancelled' // the order's only part: cancelled, stock back, a paid order refunded
  | 'part-cancelled' // one seller's part of several: its lines cancelled, stock back, refunded
  | 'nothing'; // recorded already, delivered, or cancelled before it shipped

/**
 * The courier brought a seller's parcel back (docs/decisions/couriers.md "Returns to origin"):
 * inside the caller's transaction (the parcel's state change), its goods go back on sale and, for
 * an order paid online, what was paid for them is owed back as a cancellation's refund. Exactly
 * once: the order's row is locked and every branch leaves a mark the next call reads
 * (`returnToOrigin` received, the order cancelled, or the part's lines cancelled).
 */
export async function receiveCourierReturn(
  tx: Executor,
  input: { orderId: string; sellerId: string; actor: string; reason: string; now: Date },
): Promise<CourierReturnOutcome> {
  const order = await selectOrderById(tx, input.orderId, { lock: true });
  if (!order) throw notFound('Order');
  if (order.returnToOrigin === 'received' || order.shippingStatus === 'Delivered') return 'nothing';
  if (order.returnToOrigin === 'awaited') {
    // The shopper cancelled after it shipped: the refund was owed then; the stock comes back now.
    await releaseOrderGoods(tx, order.id);
    await updateOrderRow(tx, order.id, {
      returnToOrigin: 'received',
      returnedToOriginAt: input.now,
      updatedAt: input.now,
    });
    return 'received';
  }
  if (order.shippingStatus === 'Cancelled') return 'nothing';
  const active = await selectLines(tx, [order.id]);
  const own = active.filter((line) => line.sellerId === input.sellerId);
  if (own.length === 0) return 'nothing';
  if (own.length === active.length) {
    await releaseOrderGoods(tx, order.id);
    await updateOrderRow(tx, order.id, {
      shippingStatus: 'Cancelled',
      status: -1,
      cancelReason: input.reason,
      cancelFeePaise: 0,
      returnToOrigin: 'received',
      returnedToOriginAt: input.now,
      updatedAt: input.now,
    });
    if (order.paymentStatus === 'paid') await oweCancellationRefund(tx, order, input.now);
    await insertEvent(tx, {
      id: newId('evt'),
      orderId: order.id,
      state: 'Cancelled',
      actor: input.actor,
      at: input.now,
    });
    return 'order-cancelled';
  }
  const figures = await cancelSomeLines(tx, order, active, own, input.now);
  if (order.paymentStatus === 'paid' && figures.backPaise > 0)
    await oweItemsRefund(tx, order, figures.backPaise, input.now);
  return 'part-cancelled';
}

/**
 * The order's figures once `cancelled` lines are gone (docs/decisions/cancellation.md "One item
 * or one seller's part"): the coupon's discount and the shipping stay where the lines that remain
 * put them (their shares of each, by value and by pieces, as the invoice will split them), the
 * platform charge stays with the order. Answers the new figures and what comes back.
 */
export function totalsWithout(
  order: Pick<OrderRow, 'shippingPaise' | 'platformPaise' | 'discountPaise' | 'payablePaise'>,
  active: readonly Pick<OrderLineRow, 'id' | 'lineTotalPaise' | 'pieces'>[],
  cancelledIds: ReadonlySet<string>,
) {
  const discountShares = allocateProRata(
    order.discountPaise,
    active.map((line) => line.lineTotalPaise),
  );
  const shippingShares = allocateProRata(
    order.shippingPaise,
    active.map((line) => line.pieces),
  );
  let subtotalPaise = 0;
  let discountPaise = 0;
  let shippingPaise = 0;
  active.forEach((line, index) => {
    if (cancelledIds.has(line.id)) return;
    subtotalPaise += line.lineTotalPaise;
    discountPaise += discountShares[index] ?? 0;
    shippingPaise += shippingShares[index] ?? 0;
  });
  const totalPaise = subtotalPaise + shippingPaise + order.platformPaise;
  const payablePaise = Math.max(0, totalPaise - discountPaise);
  return {
    subtotalPaise,
    shippingPaise,
    discountPaise,
    totalPaise,
    payablePaise,
    backPaise: order.payablePaise - payablePaise,
  };
}

/**
 * Cancels `lines` of the order (some of its `active` lines, not all): they are marked cancelled,
 * their stock goes back on sale, and the order's figures shrink (totalsWithout). Answers the new
 * figures with what comes back; what the caller owes the shopper for it is the caller's.
 */
async function cancelSomeLines(
  tx: Executor,
  order: OrderRow,
  active: readonly OrderLineRow[],
  lines: readonly OrderLineRow[],
  now: Date,
) {
  const figures = totalsWithout(order, active, new Set(lines.map((line) => line.id)));
  await markLinesCancelled(
    tx,
    lines.map((line) => line.id),
    now,
  );
  await returnStock(
    tx,
    lines.map((line) => ({
      key: { productId: line.productId, colorId: line.colorId, sizeId: line.sizeId },
      pieces: line.pieces,
    })),
  );
  await updateOrderRow(tx, order.id, {
    subtotalPaise: figures.subtotalPaise,
    shippingPaise: figures.shippingPaise,
    discountPaise: figures.discountPaise,
    totalPaise: figures.totalPaise,
    payablePaise: figures.payablePaise,
    updatedAt: now,
  });
  return figures;
}

export interface CancelLinesInput {
  customerId: string;
  orderId: string;
  lineIds: readonly string[];
  reason: string;
  fees: CancelFees;
  now: Date;
}

/**
 * Cancels some lines of the shopper's order before they ship: their stock comes back, the order's
 * figures shrink, and what was paid for them goes back through the gateway. Cancelling every line
 * left is cancelling the order. Answers what comes back, in paise.
 */
export async function cancelLinesByCustomer(
  db: Database,
  input: CancelLinesInput,
): Promise<number> {
  const before = await selectOrderById(db, input.orderId);
  if (!before || before.customerId !== input.customerId) throw notFound('Order');
  const activeBefore = await selectLines(db, [before.id]);
  if (activeBefore.every((line) => input.lineIds.includes(line.id))) {
    await cancelOrderByCustomer(db, {
      customerId: input.customerId,
      orderId: input.orderId,
      reason: input.reason,
      acceptedFeePaise: undefined,
      fees: input.fees,
      now: input.now,
    });
    return before.paymentStatus === 'paid' ? before.payablePaise : 0;
  }
  return transactWithRetry(db, async (tx) => {
    const order = await selectOrderById(tx, input.orderId, { lock: true });
    if (!order) throw notFound('Order');
    const active = await selectLines(tx, [order.id]);
    const chosen = active.filter((line) => input.lineIds.includes(line.id));
    if (chosen.length !== new Set(input.lineIds).size) {
      throw new AppError('NOT_FOUND', 'Some of these items are not in this order any more.');
    }
    const quote = await readCancellationQuote(tx, order, input.fees);
    if (!quote || quote.afterShipping) {
      throw new AppError(
        'CONFLICT',
        'Items can be cancelled on their own only before the order ships; cancel the whole order instead.',
      );
    }
    if (order.paymentStatus === 'pending') {
      throw new AppError(
        'CONFLICT',
        'This order is waiting for its online payment; pay or cancel it whole.',
      );
    }
    const figures = await cancelSomeLines(tx, order, active, chosen, input.now);
    const paidBack = order.paymentStatus === 'paid' ? figures.backPaise : 0;
    if (paidBack > 0) {
      await oweItemsRefund(tx, order, paidBack, input.now);
    }
    return paidBack;
  });
}
