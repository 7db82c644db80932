// The operator's order changes: one state change at a time through the orders module's transition
// table, each with its audit row in the same transaction; the list with the shoppers' names.
import type { ShippingState } from '@haat/contract';
import { AppError, notFound } from '../../../lib/app-error.ts';
import {
  type OperatorOrderFilter,
  listOrdersForOperator,
  moveOrder,
  nextShippingState,
} from '../../orders/index.ts';
import { type Actor, type OperatorDependencies, audit } from '../shared/operator.ts';
import { selectCustomerNames, selectOrderStateForUpdate } from './orders.repository.ts';

export interface OperatorOrder {
  orderId: string;
  createdAt: Date;
  customerName: string;
  paymentType: 'cod' | 'prepaid';
  paymentStatus: 'pending' | 'paid' | 'failed' | 'cod';
  shippingStatus: ShippingState;
  payablePaise: number;
  pincode: string;
  city: string;
}

export async function listOrders(
  { db }: Pick<OperatorDependencies, 'db'>,
  input: { filter: OperatorOrderFilter; limit: number; offset: number },
): Promise<{ orders: OperatorOrder[]; total: number }> {
  const { rows, total } = await listOrdersForOperator(db, input);
  const names = await selectCustomerNames(db, [...new Set(rows.map((row) => row.customerId))]);
  const orders = rows.map((row) => {
    const address = row.shippingAddress as { pincode?: string; city?: string };
    return {
      orderId: row.id,
      createdAt: row.createdAt,
      customerName: names.get(row.customerId) ?? '',
      paymentType: row.paymentType,
      paymentStatus: row.paymentStatus,
      shippingStatus: row.shippingStatus,
      payablePaise: row.payablePaise,
      pincode: address.pincode ?? '',
      city: address.city ?? '',
    };
  });
  return { orders, total };
}

export interface OrderMove {
  orderId: string;
  from: ShippingState;
  to: ShippingState;
}

/**
 * One state change through the orders module's transition table, with its audit row. The order
 * is locked here first; the orders module's own transaction nests inside as a savepoint.
 */
async function moveOrderWithAudit(
  deps: OperatorDependencies,
  actor: Actor,
  input: { orderId: string; reason?: string | undefined; action: string },
  chooseTarget: (from: ShippingState) => ShippingState,
): Promise<OrderMove> {
  return deps.db.transaction(async (tx) => {
    const from = await selectOrderStateForUpdate(tx, input.orderId);
    if (!from) throw notFound('Order');
    const to = chooseTarget(from);
    const now = deps.clock.now();
    await moveOrder(tx, {
      orderId: input.orderId,
      to,
      actor,
      now,
      shop: deps.shop,
      ...(input.reason ? { reason: input.reason } : {}),
      ...(deps.shopCancelCreditPaise ? { shopCancelCreditPaise: deps.shopCancelCreditPaise } : {}),
    });
    await audit(tx, {
      actor,
      action: input.action,
      target: input.orderId,
      details: { from, to, ...(input.reason ? { reason: input.reason } : {}) },
      at: now,
    });
    return { orderId: input.orderId, from, to };
  });
}

/** Moves the order one step along Placed → Packed → Shipped → Out for delivery → Delivered. */
export function advanceOrder(
  deps: OperatorDependencies,
  actor: Actor,
  orderId: string,
): Promise<OrderMove> {
  return moveOrderWithAudit(deps, actor, { orderId, action: 'order.advance' }, (from) => {
    const next = nextShippingState(from);
    if (!next) throw new AppError('CONFLICT', `An order that is ${from} has no next state.`);
    return next;
  });
}

/** Any move the transition table allows (a forbidden one is 409), e.g. Packed → Cancelled. */
export function setOrderState(
  deps: OperatorDependencies,
  actor: Actor,
  input: { orderId: string; state: ShippingState; reason?: string | undefined },
): Promise<OrderMove> {
  const reason =
    input.state === 'Cancelled' ? (input.reason ?? 'Cancelled by the shop.') : undefined;
  return moveOrderWithAudit(
    deps,
    actor,
    { orderId: input.orderId, reason, action: 'order.set_state' },
    () => input.state,
  );
}
