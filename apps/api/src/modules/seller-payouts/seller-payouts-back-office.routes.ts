// The back office's calls of sellers' payouts: the seller's own payout details; the operator's
// list of every seller's onboarding with approve, reject and link again; the transfers to sellers
// with their failures, and a failed one asked for again. Who may call each is the contract's
// `auth`; money is rupees on the wire.
import { sellerPayoutsBackOfficeEndpoints as endpoints, type SellerTransfer } from '@haat/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { toWireRupees } from '../../lib/money.ts';
import { registerRoute } from '../../lib/route.ts';
import { audit } from '../admin/index.ts';
import {
  approvePayoutAccount,
  getPayoutAccount,
  linkPayoutAccount,
  listPayoutAccounts,
  rejectPayoutAccount,
  submitPayoutAccount,
} from './payout-accounts.service.ts';
import { balanceTransferNumber } from './balance-transfers.ts';
import { createRouteForConfig } from './route-for-config.ts';
import { selectTransfer, selectTransferPage, type TransferRow } from './transfers.repository.ts';
import { retryFailedTransfer, TransferRefused } from './transfers.service.ts';

function toWireTransfer(row: TransferRow, shopName: string): SellerTransfer {
  const balanceNumber = balanceTransferNumber(row.orderId);
  return {
    transferID: row.id,
    orderID: row.orderId,
    sellerID: row.sellerId,
    shopName,
    kind: balanceNumber !== null ? 'balance' : row.paymentId ? 'payment' : 'direct',
    balanceNumber,
    amount: toWireRupees(row.amountPaise),
    reversed: toWireRupees(row.reversedPaise),
    status: row.status,
    onHold: row.onHold,
    holdUntil: row.holdUntil?.toISOString() ?? null,
    routeTransferID: row.routeTransferId,
    settlementUTR: row.settlementUtr,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
  };
}

export function registerSellerPayoutBackOffice(app: FastifyInstance, context: AppContext): void {
  const { auth, db, config, clock } = context;
  const deps = () => ({ db, config, clock, route: createRouteForConfig(config, db) });
  const sellerOf = (request: Parameters<typeof auth.getBackOfficeScope>[0]) => {
    const scope = auth.getBackOfficeScope(request);
    if (scope.role !== 'seller') throw new AppError('FORBIDDEN', 'Sellers only.');
    return scope.sellerId;
  };
  const operatorOf = (request: Parameters<typeof auth.getAdminId>[0]) =>
    `admin:${auth.getAdminId(request)}` as const;

  registerRoute(app, endpoints.payoutAccount, async ({ request }) => ({
    status: 'success' as const,
    data: await getPayoutAccount(db, sellerOf(request)),
  }));
  registerRoute(app, endpoints.payoutAccountSubmit, async ({ body, request }) => ({
    status: 'success' as const,
    message: 'Your payout details are sent: the operator checks them next.',
    data: await submitPayoutAccount({ db, config, clock }, sellerOf(request), body),
  }));
  registerRoute(app, endpoints.payoutAccounts, async ({ query }) => ({
    status: 'success' as const,
    data: await listPayoutAccounts(db, query),
  }));
  registerRoute(app, endpoints.payoutAccountApprove, async ({ params, request }) => {
    const account = await approvePayoutAccount(deps(), operatorOf(request), params.sellerID);
    return {
      status: 'success' as const,
      message: account.linkError
        ? `Approved; the linked account is not made yet: ${account.linkError}`
        : `Approved; ${account.shopName}'s linked account is ${account.routeAccountID}.`,
      data: account,
    };
  });
  registerRoute(app, endpoints.payoutAccountReject, async ({ params, body, request }) => ({
    status: 'success' as const,
    message: 'Rejected; the seller sees the reason and may send its details again.',
    data: await rejectPayoutAccount(
      { db, config, clock },
      operatorOf(request),
      params.sellerID,
      body.reason,
    ),
  }));
  registerRoute(app, endpoints.payoutAccountLink, async ({ params, request }) => {
    const account = await linkPayoutAccount(deps(), operatorOf(request), params.sellerID);
    return {
      status: 'success' as const,
      message: account.linkError
        ? `The linked account is not made yet: ${account.linkError}`
        : `${account.shopName}'s linked account is ${account.routeAccountID}.`,
      data: account,
    };
  });
  registerRoute(app, endpoints.sellerTransfers, async ({ query }) => {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const { rows, total } = await selectTransferPage(
      db,
      { status: query.status },
      {
        limit: pageSize,
        offset: (page - 1) * pageSize,
      },
    );
    return {
      status: 'success' as const,
      data: {
        items: rows.map((row) => toWireTransfer(row.transfer, row.shopName)),
        total,
        page,
        pageSize,
      },
    };
  });
  registerRoute(app, endpoints.sellerTransferRetry, async ({ params, request }) => {
    try {
      const outcome = await retryFailedTransfer(
        { db, clock, route: createRouteForConfig(config, db) },
        params.transferID,
      );
      await audit(db, {
        actor: operatorOf(request),
        action: 'seller-transfer.retry',
        target: params.transferID,
        details: { outcome: outcome.outcome },
        at: clock.now(),
      });
      const row =
        'transfer' in outcome ? outcome.transfer : await selectTransfer(db, params.transferID);
      if (!row) throw new AppError('NOT_FOUND', `There is no transfer ${params.transferID}.`);
      const listed = await selectTransferPage(
        db,
        { sellerId: row.sellerId },
        { limit: 1, offset: 0 },
      );
      const shopName = listed.rows[0]?.shopName ?? '';
      return {
        status: 'success' as const,
        message:
          outcome.outcome === 'transferred'
            ? `Transfer ${row.id} is made.`
            : `Transfer ${row.id} is ${row.status}: ${row.lastError ?? outcome.outcome}`,
        data: toWireTransfer(row, shopName),
      };
    } catch (error) {
      if (error instanceof TransferRefused)
        throw new AppError('CONFLICT', error.message, { [error.field]: error.message });
      throw error;
    }
  });
}
