// COD remittances (docs/decisions/couriers.md, "COD remittance"): the cash a courier collected at
// the door and remitted to the operator, recorded against our parcels. Each remittance and each of
// its lines is kept once (a second read of the same remittance changes nothing); a line is matched
// to our parcel by its AWB and checked against what the courier was to collect (cod-due.ts): a
// different amount is a mismatch, an AWB not ours is kept as unknown, a parcel remitted before is
// a repeat — none of them counts as remitted. Shiprocket's are read from its API (the courier poll,
// or the operator's "Read remittances now"); Delhivery's from its report, uploaded.
import { newId } from '../../lib/ids.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Database } from '../../db/client.ts';
import { codDueOfPart } from './cod-due.ts';
import { CourierError, type CodRemittance, type CourierPort } from './courier-port.ts';
import { selectShipmentByAwb } from './couriers.repository.ts';
import {
  acceptMismatchedLine,
  insertRemittance,
  insertRemittanceLine,
  selectAwaitingParcels,
  selectEarlierLine,
  selectLine,
} from './cod-remittance.repository.ts';

export interface RemittanceDependencies {
  db: Database;
  clock: Clock;
}

export interface RecordOutcome {
  remittances: number;
  newLines: number;
}

const DAY_MS = 24 * 3600_000;
const indiaDay = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/** Records one remittance and its lines, each once; answers how many lines were new. */
export async function recordRemittance(
  deps: RemittanceDependencies,
  input: { provider: string; source: string; remittance: CodRemittance },
): Promise<number> {
  const now = deps.clock.now();
  const { remittance } = input;
  return deps.db.transaction(async (tx) => {
    const { id } = await insertRemittance(tx, {
      id: newId('crm'),
      provider: input.provider,
      reference: remittance.reference,
      utr: remittance.utr,
      remittedOn: remittance.remittedOn,
      totalPaise: remittance.totalPaise,
      source: input.source,
      recordedAt: now,
    });
    let added = 0;
    for (const line of remittance.lines) {
      if (await selectLine(tx, id, line.awb)) continue;
      const shipment = await selectShipmentByAwb(tx, input.provider, line.awb);
      let status = 'unknown-awb';
      let expectedPaise: number | null = null;
      if (shipment) {
        expectedPaise = (await codDueOfPart(tx, shipment.orderId, shipment.sellerId)) ?? 0;
        if (await selectEarlierLine(tx, shipment.id, id)) status = 'repeat';
        else status = expectedPaise === line.amountPaise ? 'matched' : 'mismatch';
      }
      if (
        await insertRemittanceLine(tx, {
          remittanceId: id,
          awb: line.awb,
          amountPaise: line.amountPaise,
          shipmentId: shipment?.id ?? null,
          expectedPaise,
          status,
          recordedAt: now,
        })
      )
        added += 1;
    }
    return added;
  });
}

/**
 * Asks the courier for the remittances of its delivered COD parcels not yet remitted (up to
 * `limit`, oldest first), and records those that hold any. Null when its API has none to read.
 */
export async function readCourierRemittances(
  deps: RemittanceDependencies & { port: CourierPort | null },
  limit = 100,
): Promise<RecordOutcome | null> {
  const port = deps.port;
  if (!port?.codRemittances) return null;
  const awaiting = await selectAwaitingParcels(deps.db, { provider: port.provider, limit });
  const parcels = awaiting.flatMap(({ shipment }) =>
    shipment.awb && shipment.providerOrderId
      ? [{ awb: shipment.awb, providerOrderId: shipment.providerOrderId }]
      : [],
  );
  if (parcels.length === 0) return { remittances: 0, newLines: 0 };
  const now = deps.clock.now();
  const oldest = awaiting[0]!.shipment.trackingStateAt ?? awaiting[0]!.shipment.bookedAt ?? now;
  const remittances = await port.codRemittances({
    from: indiaDay(new Date(oldest.getTime() - DAY_MS)),
    to: indiaDay(now),
    parcels,
  });
  const outcome: RecordOutcome = { remittances: 0, newLines: 0 };
  for (const remittance of remittances) {
    if (remittance.lines.length === 0) continue;
    outcome.remittances += 1;
    outcome.newLines += await recordRemittance(deps, {
      provider: port.provider,
      source: 'api',
      remittance,
    });
  }
  return outcome;
}

/** The operator's "Read remittances now": a courier that is down is a 503 to try again later. */
export async function readRemittancesNow(
  deps: RemittanceDependencies & { port: CourierPort | null },
): Promise<RecordOutcome> {
  if (!deps.port)
    throw new AppError('CONFLICT', 'Enter the Shiprocket account first: there is nothing to read.');
  try {
    return (await readCourierRemittances(deps)) ?? { remittances: 0, newLines: 0 };
  } catch (error) {
    if (error instanceof CourierError && error.kind === 'login')
      throw new AppError('CONFLICT', `${error.message}; nothing was read.`);
    if (error instanceof CourierError && error.kind === 'unavailable')
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        `${error.message}. Nothing was recorded twice: read the remittances again in a few minutes.`,
      );
    throw error;
  }
}

/**
 * The operator settles a mismatched line with the courier and accepts it: the seller's COD share
 * is then paid as for a matched line. Once; the line keeps who accepted it, when and why (the
 * couriers module cannot write the back office's audit log: the back office's shipments reach it).
 */
export async function acceptMismatch(
  deps: RemittanceDependencies,
  input: { remittanceId: string; awb: string; note: string; actor: string },
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const line = await selectLine(tx, input.remittanceId, input.awb);
    if (!line) throw new AppError('NOT_FOUND', `No remittance line has AWB ${input.awb}.`);
    const accepted = await acceptMismatchedLine(tx, input.remittanceId, input.awb, {
      by: input.actor,
      at: now,
      note: input.note,
    });
    if (!accepted)
      throw new AppError(
        'CONFLICT',
        `The line of AWB ${input.awb} is ${line.status}: only a mismatch is accepted.`,
      );
  });
}
