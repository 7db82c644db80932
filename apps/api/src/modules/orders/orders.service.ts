// Orders after purchase: the customer's list and details, public tracking, cancellation, and the
// operator's state changes through the transition table. The order-events relay issues the GST
// invoices once an order ships (background-jobs.ts).
import { and, eq, type SQL } from 'drizzle-orm';
import type { Order, PublicOrder, ShippingState } from '@haat/contract';
import type { LanguageCode } from '@haat/contract/constants';
import type { Database, Executor } from '../../db/client.ts';
import { transactWithRetry } from '../../db/transaction-retry.ts';
import { orders } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { releaseOrderGoods } from '../checkout/index.ts';
import type { StoredAddress } from '../customer/index.ts';
import { canMove, nextShippingState, statusCodeFor } from './order-states.ts';
import {
  insertEvent,
  selectAllOrders,
  operatorOrderCondition,
  type OperatorOrderFilter,
  selectCustomerOrders,
  selectOrderById,
  selectOrderByTrackingId,
  updateOrderRow,
  type OrderRow,
} from './orders.repository.ts';
import { selectShipments } from './shipments.repository.ts';
import {
  loadOrderParts,
  statusNameOf,
  toWireOrders,
  type OrderAnswerPolicy,
} from './order-views.ts';
import { oweCancellationRefund, oweShopCancelCredit } from './refunds.service.ts';
import { isTestPaid, refuseShippingTestPaid } from './test-payments.ts';
import type { ShopKind } from '../../lib/shop-mode.ts';

const ORDERS_LISTED = 100;

/** docs/spec.md §9 order list filters: 1 prepaid, 2 cash on delivery (both still active), 4 complete, -1 cancelled. */
function filterCondition(filter: 1 | 2 | 4 | -1): SQL | undefined {
  switch (filter) {
    case 1:
      return and(eq(orders.paymentType, 'prepaid'), eq(orders.status, 1));
    case 2:
      return and(eq(orders.paymentType, 'cod'), eq(orders.status, 1));
    case 4:
      return eq(orders.status, 4);
    case -1:
      return eq(orders.status, -1);
  }
}

export async function listCustomerOrders(
  db: Database,
  customerId: string,
  filter: 1 | 2 | 4 | -1,
  policy: OrderAnswerPolicy,
): Promise<Order[]> {
  return toWireOrders(
    db,
    await selectCustomerOrders(db, customerId, filterCondition(filter), ORDERS_LISTED),
    policy,
  );
}

/** Another customer's order is answered exactly like a missing one (404). */
export async function findCustomerOrderRow(
  db: Executor,
  customerId: string,
  orderId: string,
): Promise<OrderRow> {
  const row = await selectOrderById(db, orderId);
  if (!row || row.customerId !== customerId) throw notFound('Order');
  return row;
}

export async function getCustomerOrder(
  db: Database,
  customerId: string,
  orderId: string,
  policy: OrderAnswerPolicy,
): Promise<Order> {
  const [order] = await toWireOrders(
    db,
    [await findCustomerOrderRow(db, customerId, orderId)],
    policy,
  );
  if (!order) throw notFound('Order');
  return order;
}

/** The shareable tracking view: progress, items and the city — no name, phone, street or e-mail. */
export async function trackOrder(
  db: Database,
  trackingId: string,
  language: LanguageCode,
): Promise<PublicOrder> {
  const row = await selectOrderByTrackingId(db, trackingId);
  if (!row) throw notFound('Order');
  const parts = await loadOrderParts(db, [row], language);
  return {
    orderID: row.id,
    createdAt: row.createdAt.toISOString(),
    statusName: statusNameOf(row),
    shippingStatus: row.shippingStatus,
    status: row.status as 1 | 4 | -1,
    timeline: parts.timelineOf(row.id),
    city: (row.shippingAddress as StoredAddress).city,
    products: parts.linesOf(row.id),
    shipments: parts.shipmentsOf(row),
  };
}

interface MoveOrderFacts {
  orderId: string;
  actor: string;
  now: Date;
  reason?: string;
  /**
   * Credited to the shopper when the shop (the operator or a seller, not the shopper) cancels an
   * order paid online: docs/decisions/cancellation.md "Fair cancellation".
   */
  shopCancelCreditPaise?: number;
}

/**
 * One move of an order. Any move but a cancellation names the shop it happens in: a real shop's
 * test-paid order never ships (test-payments.ts).
 */
export type MoveOrderInput = MoveOrderFacts &
  ({ to: 'Cancelled'; shop?: ShopKind } | { to: ShippingState; shop: ShopKind });

/** One state change, checked against the transition table, with its side effects, in one transaction. */
export async function moveOrder(db: Database, input: MoveOrderInput): Promise<OrderRow> {
  return transactWithRetry(db, async (tx) => {
    const order = await selectOrderById(tx, input.orderId, { lock: true });
    if (!order) throw notFound('Order');
    if (!canMove(order.shippingStatus, input.to)) {
      throw new AppError(
        'CONFLICT',
        `An order that is ${order.shippingStatus} cannot become ${input.to}.`,
      );
    }
    if (input.to !== 'Cancelled' && order.paymentStatus === 'pending') {
      throw new AppError('CONFLICT', 'This order is waiting for its online payment.');
    }
    if (input.shop) refuseShippingTestPaid(input.shop, order, input.to);
    // A seller's parcel on its way cannot be called back: the order follows its least advanced
    // part (shipment-states.ts), so it may still read Placed or Packed.
    if (input.to === 'Cancelled') {
      const shipments = await selectShipments(tx, order.id);
      if (shipments.some((shipment) => shipment.state !== 'Packed')) {
        throw new AppError(
          'CONFLICT',
          'Part of this order has already shipped; it can no longer be cancelled.',
        );
      }
    }
    const changes: Partial<OrderRow> = {
      shippingStatus: input.to,
      status: statusCodeFor(input.to),
      updatedAt: input.now,
    };
    if (input.to === 'Cancelled') {
      await releaseOrderGoods(tx, order.id);
      changes.cancelReason = input.reason ?? 'Cancelled';
      // A paid online order is owed back what it still holds, added to its refund due (a refund
      // of items cancelled earlier may still be owed); a pending one will never be charged.
      if (order.paymentStatus === 'paid') await oweCancellationRefund(tx, order, input.now);
      // The shop cancelling bears what a shopper cancelling would (Consumer Protection
      // (E-Commerce) Rules, 2020, rule 4(10)): a like amount on top, paid by hand — in real money,
      // so never for an order a test payment paid (nobody paid anything).
      const credit = input.shopCancelCreditPaise ?? 0;
      const testPaid = input.shop !== undefined && isTestPaid(input.shop, order);
      if (
        order.paymentStatus === 'paid' &&
        !input.actor.startsWith('customer:') &&
        credit > 0 &&
        !testPaid
      ) {
        await oweShopCancelCredit(tx, order, credit, input.now);
      }
      if (order.paymentStatus === 'pending') changes.paymentStatus = 'failed';
    }
    // The GST invoices of a shipped order are issued by the order-events relay just after this
    // commits (its event below is the outbox), or at once when someone downloads them first.
    await updateOrderRow(tx, order.id, changes);
    await insertEvent(tx, {
      id: newId('evt'),
      orderId: order.id,
      state: input.to,
      actor: input.actor,
      at: input.now,
    });
    return { ...order, ...changes };
  });
}

export async function advanceOrder(
  db: Database,
  input: MoveOrderFacts & { shop: ShopKind },
): Promise<OrderRow> {
  const order = await selectOrderById(db, input.orderId);
  if (!order) throw notFound('Order');
  const next = nextShippingState(order.shippingStatus);
  if (!next)
    throw new AppError('CONFLICT', `An order that is ${order.shippingStatus} has no next state.`);
  return moveOrder(db, { ...input, to: next });
}

export async function listOrdersForOperator(
  db: Database,
  input: { filter: OperatorOrderFilter; limit: number; offset: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  return selectAllOrders(db, operatorOrderCondition(input.filter), input);
}
