// Orders paid with a test payment (docs/decisions/going-live.md, "Test payments in a real shop"):
// in a real shop, an online order the sandbox gateway marked paid was paid by nobody. It may be
// packed and cancelled, never shipped (nor moved on from Packed by anyone), and a payout to its
// sellers must never include it. The demo's orders are the demo's: there nothing changes.
import type { ShippingState } from '@haat/contract';
import type { Executor } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { ShopKind } from '../../lib/shop-mode.ts';
import { selectOrderById, type OrderRow } from './orders.repository.ts';

export const TEST_PAID_REFUSAL =
  'This order was paid with a test payment: it cannot be shipped. Cancel it, or take real payments (README, Going live).';

/** The gateway whose "paid" moves no money (lib/payment-provider.ts's sandbox). */
const TEST_GATEWAY = 'sandbox';

/** The order states a test-paid order never reaches: everything past Packed but Cancelled. */
const SHIPPED_STATES: ReadonlySet<ShippingState> = new Set([
  'Shipped',
  'Out for delivery',
  'Delivered',
]);

type PaymentFacts = Pick<OrderRow, 'paymentType' | 'paymentStatus' | 'paymentProvider'>;

/** A paid online order of a real shop whose payment the sandbox gateway recorded. */
export function isTestPaid(shop: ShopKind, order: PaymentFacts): boolean {
  return (
    shop.kind === 'real' &&
    order.paymentType === 'prepaid' &&
    order.paymentStatus === 'paid' &&
    order.paymentProvider === TEST_GATEWAY
  );
}

/**
 * Whether the order was paid with a test payment (404 when there is no such order). The payouts
 * to sellers must leave out every order this answers true for: no money came in for it.
 */
export async function isTestPaidOrder(
  db: Executor,
  shop: ShopKind,
  orderId: string,
): Promise<boolean> {
  const order = await selectOrderById(db, orderId);
  if (!order) throw notFound('Order');
  return isTestPaid(shop, order);
}

/** Refuses (409, nothing changed) sending a test-paid order on: to Shipped or any state past it. */
export function refuseShippingTestPaid(
  shop: ShopKind,
  order: PaymentFacts,
  to: ShippingState,
): void {
  if (SHIPPED_STATES.has(to) && isTestPaid(shop, order)) {
    throw new AppError('CONFLICT', TEST_PAID_REFUSAL);
  }
}
