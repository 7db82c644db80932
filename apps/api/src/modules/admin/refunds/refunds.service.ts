// Refunds in the back office (docs/decisions/refunds.md): the list of every refund owed, being
// paid back, paid back or refused; a refused one asked for again; and one paid back by hand
// recorded against its order (the bank's reference); a cancelled order's parcel recorded back from
// the courier (docs/decisions/cancellation.md). Each change is audited in its transaction.
import type { AdminRefund, AdminRefundsQuery, RefundStatus } from '@haat/contract';
import {
  receiveReturnToOrigin,
  recordRefund,
  retryRefund,
  returnIdOfPurpose,
  selectRefundPage,
  selectReturnPayeeMasks,
  type RefundRow,
} from '../../orders/index.ts';
import { toWireRupees } from '../../../lib/money.ts';
import { type Actor, type OperatorDependencies, audit } from '../shared/operator.ts';
import { pageOf } from '../shared/paging.ts';

export function toAdminRefund(row: RefundRow, refundTo: string | null = null): AdminRefund {
  return {
    refundID: row.id,
    orderID: row.orderId,
    purpose: row.purpose,
    amount: toWireRupees(row.amountPaise),
    method: row.method,
    provider: row.provider,
    status: row.status as RefundStatus,
    reference: row.reference,
    failure: row.failure,
    refundTo,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
  };
}

export async function listRefunds(
  deps: Pick<OperatorDependencies, 'db'>,
  query: AdminRefundsQuery,
) {
  const { page, pageSize, limit, offset } = pageOf(query);
  const { rows, total } = await selectRefundPage(deps.db, {
    status: query.status,
    limit,
    offset,
  });
  // A cash on delivery return's refund is paid by hand to the account its shopper gave.
  const payees = await selectReturnPayeeMasks(
    deps.db,
    rows.flatMap((row) => returnIdOfPurpose(row.purpose) ?? []),
  );
  return {
    items: rows.map((row) =>
      toAdminRefund(row, payees.get(returnIdOfPurpose(row.purpose) ?? '') ?? null),
    ),
    total,
    page,
    pageSize,
  };
}

/** A refund the gateway refused, asked for again; the refunds job takes it at once. */
export async function retryRefundAudited(
  deps: Pick<OperatorDependencies, 'db' | 'clock'>,
  actor: Actor,
  refundId: string,
): Promise<AdminRefund> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const refund = await retryRefund(tx, { refundId, now });
    await audit(tx, {
      actor,
      action: 'refund.retry',
      target: refund.orderId,
      details: { refundId, amountPaise: refund.amountPaise },
      at: now,
    });
    return toAdminRefund(refund);
  });
}

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

/** A cancelled order's parcel back from the courier: its stock on sale again, audited. */
export async function receiveReturnToOriginAudited(
  deps: Pick<OperatorDependencies, 'db' | 'clock'>,
  actor: Actor,
  orderId: string,
): Promise<Date> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    await receiveReturnToOrigin(tx, { orderId, now });
    await audit(tx, {
      actor,
      action: 'order.returned-to-origin',
      target: orderId,
      details: {},
      at: now,
    });
    return now;
  });
}
