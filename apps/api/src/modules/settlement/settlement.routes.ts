// The operator's calls of the settlement: "Run settlement now" (409 while another run is under
// way, audited) and the reconciliation's mismatches (our transfers against Razorpay's listing).
// Money is rupees on the wire.
import { sellerPayoutsBackOfficeEndpoints as endpoints } from '@haat/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { registerRoute } from '../../lib/route.ts';
import { audit } from '../admin/index.ts';
import { rupeeFigure } from '../payouts/index.ts';
import {
  createRouteForConfig,
  reconcileTransfers,
  type TransferMismatch,
} from '../seller-payouts/index.ts';
import { runSettlement } from './settlement.service.ts';

/** A mismatch's figures (paise) in rupees, by whole paise, never through a float (a status stays as it is). */
function toWireFigure(mismatch: TransferMismatch, figure: string | null): string | null {
  if (figure === null || mismatch.kind === 'status' || mismatch.kind === 'stuck') return figure;
  return rupeeFigure(Number(figure));
}

export function registerSettlementRoutes(app: FastifyInstance, context: AppContext): void {
  const { auth, db, config, clock, shop } = context;

  registerRoute(app, endpoints.settlementRun, async ({ request }) => {
    const run = await runSettlement({
      db,
      clock,
      shop,
      route: createRouteForConfig(config, db),
      returnWindowDays: config.returnWindowDays,
      warn: (details, message) => request.log.warn(details, message),
    });
    if (run.outcome === 'busy')
      throw new AppError('CONFLICT', 'A settlement run is under way: wait for it to finish.', {
        settlement: 'A settlement run is under way.',
      });
    await audit(db, {
      actor: `admin:${auth.getAdminId(request)}`,
      action: 'settlement.run',
      target: 'settlement',
      details: { ...run.tally },
      at: clock.now(),
    });
    const { transferred, released, payoutsRecorded, waitingForAccount, notReached } = run.tally;
    const waiting =
      waitingForAccount > 0 ? ` ${waitingForAccount} waiting for a linked account.` : '';
    const failing = notReached > 0 ? ` ${notReached} not done: see the transfers.` : '';
    const remittance =
      run.tally.awaitingRemittance > 0
        ? ` ${run.tally.awaitingRemittance} COD part${run.tally.awaitingRemittance === 1 ? '' : 's'} waiting for the courier's remittance.`
        : '';
    return {
      status: 'success' as const,
      message: `Settlement done: ${transferred} transferred, ${released} released, ${payoutsRecorded} payouts recorded.${waiting}${remittance}${failing}`,
      data: run.tally,
    };
  });

  registerRoute(app, endpoints.transferMismatches, async ({ query }) => {
    const days = query.days ?? 30;
    const since = new Date(clock.now().getTime() - days * 24 * 3600_000);
    const found = await reconcileTransfers(
      { db, clock, route: createRouteForConfig(config, db) },
      { since },
    );
    return {
      status: 'success' as const,
      data: {
        checked: found.checked,
        settlementsRecorded: found.settlementsRecorded,
        since: since.toISOString(),
        items: found.mismatches.map((mismatch) => ({
          kind: mismatch.kind,
          transferID: mismatch.transferId,
          routeTransferID: mismatch.routeTransferId,
          ours: toWireFigure(mismatch, mismatch.ours),
          razorpays: toWireFigure(mismatch, mismatch.razorpays),
        })),
      },
    };
  });
}
