// Returns in the back office (docs/decisions/returns.md): the list (a seller's own lines', or
// every one for the operator) and each step — approve, reject, picked up, received — made in one
// transaction with its audit row. A received return's credit note is issued just after. The
// operator reads a cash on delivery return's refund details whole to pay them (audited).
import {
  RefundPayeeSchema,
  type BackOfficeReturn,
  type BackOfficeReturnsQuery,
  type RefundPayee,
  type ReturnStatus,
} from '@haat/contract';
import { openText, type SealingSource } from '../../../lib/sealed-text.ts';
import { transactWithRetry } from '../../../db/transaction-retry.ts';
import type { BackOfficeScope } from '../../../plugins/auth.ts';
import {
  issueReturnCreditNoteOf,
  moveReturn,
  selectReturn,
  selectReturnNames,
  selectReturnPage,
  toWireReturns,
  type ReturnRow,
} from '../../orders/index.ts';
import { notFound } from '../../../lib/app-error.ts';
import { type OperatorDependencies, auditAs, sellerOf } from '../shared/operator.ts';
import { pageOf } from '../shared/paging.ts';

type Deps = Pick<OperatorDependencies, 'db' | 'clock' | 'storage'> & {
  siteUrl: string | undefined;
};

async function toBackOfficeReturns(
  deps: Pick<Deps, 'db'>,
  rows: readonly ReturnRow[],
): Promise<BackOfficeReturn[]> {
  const [views, names] = await Promise.all([
    toWireReturns(deps.db, rows),
    selectReturnNames(deps.db, {
      sellerIds: [...new Set(rows.map((row) => row.sellerId))],
      customerIds: [...new Set(rows.map((row) => row.customerId))],
      orderIds: [...new Set(rows.map((row) => row.orderId))],
    }),
  ]);
  return views.map((view, index) => {
    const row = rows[index];
    if (!row) throw new Error('A return view has no row');
    return {
      ...view,
      sellerID: row.sellerId,
      shopName: names.shopNames.get(row.sellerId) ?? '',
      customerName: names.customerNames.get(row.customerId) ?? '',
      paymentType: names.paymentTypes.get(row.orderId) ?? 'prepaid',
    };
  });
}

export async function listReturns(
  deps: Pick<Deps, 'db'>,
  scope: BackOfficeScope,
  query: BackOfficeReturnsQuery,
) {
  const { page, pageSize, limit, offset } = pageOf(query);
  const { rows, total } = await selectReturnPage(deps.db, {
    ...sellerOf(scope),
    ...(query.status ? { status: query.status } : {}),
    limit,
    offset,
  });
  return { items: await toBackOfficeReturns(deps, rows), total, page, pageSize };
}

type BackOfficeStep = Extract<ReturnStatus, 'approved' | 'rejected' | 'picked-up' | 'received'>;

/** One step of a return, audited; a seller may move only their own lines' returns (else 404). */
export async function moveReturnAudited(
  deps: Deps,
  scope: BackOfficeScope,
  input: { returnId: string; to: BackOfficeStep; note: string | null },
): Promise<BackOfficeReturn> {
  const now = deps.clock.now();
  const before = await transactWithRetry(deps.db, async (tx) => {
    const moved = await moveReturn(tx, {
      returnId: input.returnId,
      to: input.to,
      role: scope.role,
      actor: scope.actor,
      ...sellerOf(scope),
      note: input.note,
      now,
      siteUrl: deps.siteUrl,
    });
    await auditAs(tx, scope, {
      action: `return.${input.to}`,
      target: input.returnId,
      details: { orderId: moved.orderId, to: input.to, note: input.note },
      at: now,
    });
    return moved;
  });
  if (input.to === 'received') {
    // After the commit: the stock and the refund do not wait for a PDF; a download issues it
    // later if the store is down now.
    await issueReturnCreditNoteOf(deps.db, {
      returnId: before.id,
      files: deps.storage.objects,
      now,
    }).catch(() => false);
  }
  const row = await selectReturn(deps.db, input.returnId);
  if (!row) throw notFound('Return');
  const [view] = await toBackOfficeReturns(deps, [row]);
  if (!view) throw notFound('Return');
  return view;
}

/** One return as the back office shows it (a seller: their own lines' only, else 404). */
export async function readBackOfficeReturn(
  deps: Pick<Deps, 'db'>,
  scope: BackOfficeScope,
  returnId: string,
): Promise<BackOfficeReturn> {
  const row = await findReturnFor(deps, scope, returnId);
  const [view] = await toBackOfficeReturns(deps, [row]);
  if (!view) throw notFound('Return');
  return view;
}

/** Finds a return the caller may see (a seller: their own lines'), or 404. */
export async function findReturnFor(
  deps: Pick<Deps, 'db'>,
  scope: BackOfficeScope,
  returnId: string,
): Promise<ReturnRow> {
  const row = await selectReturn(deps.db, returnId);
  if (!row || (scope.role === 'seller' && row.sellerId !== scope.sellerId)) {
    throw notFound('Return');
  }
  return row;
}

/**
 * Where a cash on delivery return's refund is to be paid, whole, for the operator paying it by
 * hand; the reading is audited (who saw it, when), never the details themselves.
 */
export async function revealReturnPayee(
  deps: Pick<Deps, 'db' | 'clock'> & { sealing: SealingSource },
  scope: BackOfficeScope,
  returnId: string,
): Promise<RefundPayee> {
  const row = await findReturnFor(deps, scope, returnId);
  if (!row.payeeSealed) throw notFound('Refund details');
  const payee = RefundPayeeSchema.parse(JSON.parse(await openText(deps.sealing, row.payeeSealed)));
  await auditAs(deps.db, scope, {
    action: 'return.payee.read',
    target: row.id,
    details: { orderId: row.orderId, payee: row.payeeMasked },
    at: deps.clock.now(),
  });
  return payee;
}
