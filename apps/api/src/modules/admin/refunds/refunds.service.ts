// The operator records the refund of a cancelled, paid order (the bank's reference), with its
// audit row in the same transaction; the shopper is told by SMS and e-mail.
import { recordRefund } from '../../orders/index.ts';
import { type Actor, type OperatorDependencies, audit } from '../shared/operator.ts';

/** A refund paid back to the shopper of a cancelled, paid order, with its audit row. */
export async function recordOrderRefund(
  deps: Pick<OperatorDependencies, 'db' | 'clock'> & { siteUrl?: string | undefined },
  actor: Actor,
  input: { orderId: string; reference: string },
): Promise<{ refundedPaise: number }> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const refund = await recordRefund(tx, {
      orderId: input.orderId,
      reference: input.reference,
      now,
      siteUrl: deps.siteUrl,
    });
    await audit(tx, {
      actor,
      action: 'order.refund',
      target: input.orderId,
      details: { refundedPaise: refund.refundedPaise, reference: input.reference },
      at: now,
    });
    return refund;
  });
}
