// The operator records that a cancelled, paid order's money went back to the shopper:
// the refund due becomes refunded, with the gateway's or bank's reference, and the shopper's
// SMS and e-mail are written in the same transaction (the notification outbox).
import type { Executor } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordOrderNotifications } from '../notifications/index.ts';
import { orderFactsOf } from './order-facts.ts';
import { selectCustomerContact, selectOrderById, updateOrderRow } from './orders.repository.ts';

export interface RecordRefundInput {
  orderId: string;
  /** The refund's reference at the gateway or bank (e.g. Razorpay's rfnd_…, a UTR). */
  reference: string;
  now: Date;
  siteUrl: string | undefined;
}

/** Answers what was refunded, in paise. Call inside the caller's transaction (its audit row). */
export async function recordRefund(
  tx: Executor,
  input: RecordRefundInput,
): Promise<{ refundedPaise: number }> {
  const order = await selectOrderById(tx, input.orderId, { lock: true });
  if (!order) throw notFound('Order');
  if (order.refundDuePaise <= 0) {
    throw new AppError(
      'CONFLICT',
      order.refundedAt
        ? 'This order has been refunded already.'
        : 'Nothing is owed back on this order.',
    );
  }
  const refundedPaise = order.refundDuePaise;
  await updateOrderRow(tx, order.id, {
    refundDuePaise: 0,
    refundedPaise: order.refundedPaise + refundedPaise,
    refundedAt: input.now,
    refundReference: input.reference,
    updatedAt: input.now,
  });
  const customer = await selectCustomerContact(tx, order.customerId);
  if (customer) {
    await recordOrderNotifications(tx, {
      eventId: null,
      kind: 'refunded',
      now: input.now,
      to: { mobile: customer.mobile, email: customer.email },
      order: {
        ...orderFactsOf(order, customer.firstName, input.siteUrl),
        refund: { paise: refundedPaise, reference: input.reference },
      },
    });
  }
  return { refundedPaise };
}
