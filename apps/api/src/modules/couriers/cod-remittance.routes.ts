// The COD remittances' routes (contract: back-office/cod-remittances.ts): the page's view (every
// remittance for the operator, a seller's own parcels' lines for a seller), "Read remittances now"
// (Shiprocket's API) and the upload of Delhivery's remittance report.
import type { FastifyInstance } from 'fastify';
import {
  codRemittancesBackOfficeEndpoints as endpoints,
  type CodRemittanceLineState,
  type CodRemittancesAnswer,
} from '@haat/contract';
import type { AppContext } from '../../app-context.ts';
import { toWireRupees } from '../../lib/money.ts';
import { registerRoute } from '../../lib/route.ts';
import { shiprocketPort, type CourierDependencies } from './account.service.ts';
import { codDueOfPart } from './cod-due.ts';
import {
  selectAwaitingParcels,
  selectLinesOf,
  selectRemittances,
} from './cod-remittance.repository.ts';
import { acceptMismatch, readRemittancesNow, recordRemittance } from './cod-remittance.service.ts';
import { parseDelhiveryRemittanceReport } from './delhivery-remittance-report.ts';

const DAY_MS = 24 * 3600_000;
const SHOWN = 100;

async function remittancesView(
  deps: CourierDependencies,
  sellerId: string | null,
): Promise<CodRemittancesAnswer['data']> {
  const now = deps.clock.now();
  const rows = await selectRemittances(deps.db, sellerId, SHOWN);
  const lines = await selectLinesOf(
    deps.db,
    rows.map((row) => row.id),
    sellerId,
  );
  const awaiting = await selectAwaitingParcels(deps.db, { sellerId, limit: SHOWN });
  return {
    remittances: rows.map((row) => ({
      id: row.id,
      provider: row.provider,
      reference: row.reference,
      utr: row.utr,
      remittedOn: row.remittedOn,
      total: toWireRupees(row.totalPaise),
      source: row.source === 'api' ? ('api' as const) : ('upload' as const),
      recordedAt: row.recordedAt.toISOString(),
      lines: lines
        .filter(({ line }) => line.remittanceId === row.id)
        .map(({ line, orderId, shopName }) => ({
          awb: line.awb,
          orderID: orderId,
          shopName,
          amount: toWireRupees(line.amountPaise),
          expected: line.expectedPaise === null ? null : toWireRupees(line.expectedPaise),
          state: line.status as CodRemittanceLineState,
        })),
    })),
    awaiting: await Promise.all(
      awaiting.map(async ({ shipment, shopName }) => {
        const deliveredAt = shipment.trackingStateAt;
        return {
          awb: shipment.awb ?? '',
          provider: shipment.provider,
          orderID: shipment.orderId,
          shopName,
          expected: toWireRupees(
            (await codDueOfPart(deps.db, shipment.orderId, shipment.sellerId)) ?? 0,
          ),
          deliveredAt: deliveredAt?.toISOString() ?? null,
          ageDays: deliveredAt ? Math.floor((now.getTime() - deliveredAt.getTime()) / DAY_MS) : 0,
        };
      }),
    ),
  };
}

export function registerCodRemittanceRoutes(
  app: FastifyInstance,
  context: AppContext,
  deps: CourierDependencies,
): void {
  registerRoute(app, endpoints.codRemittances, async ({ request }) => {
    const scope = context.auth.getBackOfficeScope(request);
    return {
      status: 'success' as const,
      data: await remittancesView(deps, scope.role === 'seller' ? scope.sellerId : null),
    };
  });
  registerRoute(app, endpoints.codRemittancesRead, async () => {
    const outcome = await readRemittancesNow({ ...deps, port: await shiprocketPort(deps) });
    return {
      status: 'success' as const,
      message:
        outcome.newLines > 0
          ? `Recorded ${outcome.newLines} parcel line${outcome.newLines === 1 ? '' : 's'} from Shiprocket\u2019s remittances.`
          : 'Shiprocket has no new remittance of the parcels awaited.',
      data: outcome,
    };
  });
  registerRoute(app, endpoints.codRemittanceAccept, async ({ params, body, request }) => {
    const scope = context.auth.getBackOfficeScope(request);
    await acceptMismatch(deps, {
      remittanceId: params.remittanceID,
      awb: params.awb,
      note: body.note,
      actor: scope.actor,
    });
    return {
      status: 'success' as const,
      message: `AWB ${params.awb} is accepted: the seller's COD share is paid at the next settlement run.`,
    };
  });
  registerRoute(app, endpoints.codRemittancesUpload, async ({ body, request }) => {
    const scope = context.auth.getBackOfficeScope(request);
    const remittances = parseDelhiveryRemittanceReport(body.csv);
    let newLines = 0;
    for (const remittance of remittances)
      newLines += await recordRemittance(deps, {
        provider: 'delhivery',
        source: `upload:${scope.actor}`,
        remittance,
      });
    return {
      status: 'success' as const,
      message:
        newLines > 0
          ? `Recorded ${newLines} parcel line${newLines === 1 ? '' : 's'} of ${remittances.length} remittance${remittances.length === 1 ? '' : 's'}.`
          : 'Every line of this report was recorded before; nothing changed.',
      data: { remittances: remittances.length, newLines },
    };
  });
}
