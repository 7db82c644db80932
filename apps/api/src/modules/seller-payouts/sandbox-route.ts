// The sandbox gateway's Route (no keys): the same Route calls answered in this process by the
// simulation the tests' stand-in also runs (route-simulation.ts), so a demo shop onboards sellers,
// transfers, holds, releases and reverses exactly as a shop on Razorpay does. Transfers are
// processed at once; one not held (or released) is settled at once with a sandbox UTR. No money
// moves. Its records live in the shop's database (sandbox-route-store.ts): they outlive the
// process, and the seed's process, the servers and the CLI of one shop see the same sandbox.
import type { Database } from '../../db/client.ts';
import { RazorpayApiError, type RazorpayCall } from '../payments/index.ts';
import { createRouteApi, type RouteApi } from './route-api.ts';
import type { SimulatedAnswer, SimulatedTransfer } from './route-simulation-entities.ts';
import { createRouteSimulation } from './route-simulation.ts';
import { createSandboxStore } from './sandbox-route-store.ts';
import { selectTransferByRouteId, type TransferRow } from './transfers.repository.ts';

/** Asked again this many times when other processes keep writing first, then a retryable 503. */
const ATTEMPTS = 5;

/** The transfers an answer made: a payment's collection of them, or one direct transfer. */
function idsOf(json: unknown): string[] {
  const answer = json as { id?: string; items?: Array<{ id?: string }> };
  const items = answer.items ?? [answer];
  return items.flatMap((item) => (item.id ? [item.id] : []));
}

/** The Route transfer a call names (`/v1/transfers/:id`, its reversals), if any. */
const transferIdIn = (path: string) => /^\/v1\/transfers\/([^/?]+)/.exec(path)?.[1];

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/**
 * A transfer the sandbox made before it kept its records, as our own row knows it: its amount,
 * reversals, hold and settlement, and our id in its notes, as the sandbox's own record would be.
 */
function recordFromOurRow(id: string, row: TransferRow): SimulatedTransfer {
  const settlement =
    row.settlementId && row.settlementUtr ? { id: row.settlementId, utr: row.settlementUtr } : null;
  return {
    id,
    source: row.paymentId ?? 'acc_balance',
    recipient: row.linkedAccountId,
    amount: row.amountPaise,
    amountReversed: row.reversedPaise,
    status:
      row.status === 'reversed' || row.status === 'partially_reversed' ? row.status : 'processed',
    settlementStatus: settlement ? 'settled' : row.onHold ? 'on_hold' : 'pending',
    onHold: row.onHold,
    onHoldUntil: row.onHold && row.holdUntil ? seconds(row.holdUntil) : null,
    settlement,
    notes: { haat_transfer: row.id },
    error: null,
    createdAt: seconds(row.createdAt),
  };
}

export function createSandboxRouteApi(db: Database): RouteApi {
  const simulation = createRouteSimulation({
    // The sandbox keeps no amounts of its payments: each is captured, and our ledger holds the caps.
    paymentOf: () => ({
      amountPaise: Number.MAX_SAFE_INTEGER,
      captured: true,
      refundStarted: false,
    }),
    processAtOnce: true,
    adoptUnknown: true,
  });
  const store = createSandboxStore(db, simulation.state);

  /**
   * A transfer the call names that the sandbox has no record of, made before it kept them (a shop
   * older than its tables): taken from our row, so it is released or reversed with its own
   * amount, not adopted as an unknown one.
   */
  async function recall(path: string): Promise<void> {
    const id = transferIdIn(path);
    if (!id || simulation.transferById(id)) return;
    const row = await selectTransferByRouteId(db, id);
    if (row) simulation.state.addTransfer(recordFromOurRow(id, row));
  }

  /** One call on the simulation as the database holds it, its changes written with it. */
  function answerOn(
    method: string,
    path: string,
    body: string,
    key: string | null,
  ): SimulatedAnswer | undefined {
    const answer = simulation.handle(method, path, body, key);
    if (!answer || answer.status >= 400) return answer;
    // Settled at once: the sandbox has no settlement cycle to wait for. A transfer not held (a
    // release, a direct transfer, one from a payment past its return window) is settled to its
    // linked account as soon as it is made, with a sandbox UTR; only the accounts it moved are
    // settled, so a run over 100,000 transfers reads no others.
    const released = method === 'PATCH' && path.startsWith('/v1/transfers/');
    const made = method === 'POST' && /^\/v1\/(payments\/[^/]+\/)?transfers$/.test(path);
    const moved = released ? [path.slice('/v1/transfers/'.length)] : made ? idsOf(answer.json) : [];
    for (const id of moved) {
      const transfer = simulation.transferById(id);
      if (transfer && !transfer.onHold) simulation.settle(transfer.recipient);
    }
    return answer;
  }

  // One call at a time in this process: each reads, answers and writes before the next starts.
  let last: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const next = last.then(work, work);
    last = next.catch(() => undefined);
    return next;
  };

  const call: RazorpayCall = (operation, schema, path, request) =>
    oneAtATime(async () => {
      const body = request.body ? JSON.stringify(request.body) : '';
      const key = request.headers?.['idempotency-key'] ?? null;
      let answer: SimulatedAnswer | undefined;
      let kept = false;
      try {
        for (let attempt = 0; attempt < ATTEMPTS && !kept; attempt += 1) {
          await store.read();
          simulation.state.takeChanges();
          await recall(path);
          answer = answerOn(request.method, path, body, key);
          kept = await store.write(simulation.state.takeChanges());
        }
      } catch (error) {
        // The records could not be read or written: nothing happened, as a 5xx of Razorpay's,
        // and the memory is read again from the database by the next call.
        store.drop();
        throw new RazorpayApiError(
          operation,
          {
            status: 503,
            code: 'SERVER_ERROR',
            description: `The sandbox could not keep its records: ${error instanceof Error ? error.message : String(error)}`,
            retryable: true,
          },
          { cause: error },
        );
      }
      if (!kept)
        throw new RazorpayApiError(operation, {
          status: 503,
          code: 'SERVER_ERROR',
          description: 'The sandbox was busy with other processes: try again.',
          retryable: true,
        });
      const status = answer?.status ?? 404;
      if (!answer || status >= 400) {
        const error = (
          answer?.json as { error?: { code?: string; description?: string } } | undefined
        )?.error;
        throw new RazorpayApiError(operation, {
          status,
          code: error?.code ?? `HTTP_${status}`,
          description: error?.description ?? 'not a Route call',
          retryable: status >= 500,
        });
      }
      return schema.parse(answer.json);
    });
  return createRouteApi(call);
}
