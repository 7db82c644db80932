// The refunds job (docs/decisions/refunds.md): asks the gateway for each refund due, outside any
// transaction, and records its answer. A refund is claimed (`asking`) before the gateway is
// called, so two processes never ask for one refund at once, and the refund's own id is the
// gateway's idempotency key, so asking again after a crash or a lost answer pays once. What the
// gateway took but has not paid out yet (`processing`) is settled by its webhook, or by a look
// at the gateway here when the webhook is late.
import type { Database } from '../../db/client.ts';
import {
  RefundNotReached,
  type PaymentProvider,
  type RefundOutcome,
} from '../../lib/payment-provider.ts';
import {
  claimDueRefunds,
  selectStaleRefunds,
  updateRefundFrom,
  type RefundRow,
} from './refunds.repository.ts';
import { settleRefund } from './refunds.service.ts';

/** How many refunds one run asks for; the next run (or kick) takes the rest. */
const REFUNDS_PER_RUN = 20;
/** An `asking` refund older than this lost its answer (the process stopped mid-call). */
export const ASKING_LOST_AFTER_MS = 2 * 60_000;
/** A `processing` refund is looked up at the gateway when its webhook is this late. */
export const PROCESSING_LOOKUP_AFTER_MS = 10 * 60_000;
/** After a gateway that could not be reached: 1, 5, 15, 60 minutes, then hourly. */
const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000];

export interface RefundJobDependencies {
  db: Database;
  provider: PaymentProvider;
  clock: { now(): Date };
  siteUrl: string | undefined;
  log: {
    warn(detail: object, message: string): void;
    error(detail: object, message: string): void;
  };
}

/** One run: answers how many refunds changed state. */
export async function settleRefunds(deps: RefundJobDependencies): Promise<number> {
  let changed = 0;
  for (const refund of await claimDueRefunds(deps.db, deps.clock.now(), REFUNDS_PER_RUN)) {
    if (await askGateway(deps, refund)) changed += 1;
  }
  const now = deps.clock.now().getTime();
  const lost = await selectStaleRefunds(
    deps.db,
    'asking',
    new Date(now - ASKING_LOST_AFTER_MS),
    REFUNDS_PER_RUN,
  );
  for (const refund of lost) if (await lookUp(deps, refund)) changed += 1;
  const late = await selectStaleRefunds(
    deps.db,
    'processing',
    new Date(now - PROCESSING_LOOKUP_AFTER_MS),
    REFUNDS_PER_RUN,
  );
  for (const refund of late) if (await lookUp(deps, refund)) changed += 1;
  return changed;
}

/** Why a refund cannot go through this server's gateway at all, or null. */
function cannotAsk(provider: PaymentProvider, refund: RefundRow): string | null {
  if (refund.provider !== provider.name) {
    return `Paid through ${refund.provider ?? 'no gateway'}, which this server does not use: pay it back by hand.`;
  }
  if (provider.name !== 'sandbox' && !refund.paymentReference) {
    return 'The payment id is not on record: pay it back from the gateway dashboard or by hand.';
  }
  return null;
}

async function askGateway(deps: RefundJobDependencies, refund: RefundRow): Promise<boolean> {
  const refusal = cannotAsk(deps.provider, refund);
  if (refusal) {
    return record(deps, refund, ['asking'], {
      status: 'failed',
      gatewayRefundId: null,
      failure: refusal,
    });
  }
  let outcome: RefundOutcome;
  try {
    outcome = await deps.provider.refund(requestOf(refund));
  } catch (error) {
    if (!(error instanceof RefundNotReached)) throw error;
    deps.log.warn(
      { refundId: refund.id, attempts: refund.attempts, cause: String(error.cause) },
      'refund: the gateway could not be reached; asking again later',
    );
    await putBack(deps, refund);
    return false;
  }
  return record(deps, refund, ['asking'], outcome);
}

/** What became of a refund whose answer or webhook went missing. */
async function lookUp(deps: RefundJobDependencies, refund: RefundRow): Promise<boolean> {
  if (cannotAsk(deps.provider, refund)) return false;
  let outcome: RefundOutcome | null;
  try {
    outcome = await deps.provider.findRefund({
      ...requestOf(refund),
      gatewayRefundId: refund.status === 'processing' ? refund.reference : null,
    });
  } catch (error) {
    if (!(error instanceof RefundNotReached)) throw error;
    return false;
  }
  const now = deps.clock.now();
  if (outcome === null) {
    // The gateway never got it: asked again on the next run (same id, so never twice).
    if (refund.status === 'asking') await putBack(deps, refund, 0);
    return false;
  }
  if (outcome.status === 'processing') {
    // Still being paid out: looked at again after another wait.
    await updateRefundFrom(deps.db, refund.id, [refund.status], {
      status: 'processing',
      reference: outcome.gatewayRefundId,
      updatedAt: now,
    });
    return refund.status !== 'processing';
  }
  return record(deps, refund, [refund.status], outcome);
}

function requestOf(refund: RefundRow) {
  return {
    refundId: refund.id,
    orderId: refund.orderId,
    paymentReference: refund.paymentReference ?? '',
    amountPaise: refund.amountPaise,
  };
}

async function record(
  deps: RefundJobDependencies,
  refund: RefundRow,
  from: RefundRow['status'][],
  outcome: RefundOutcome,
): Promise<boolean> {
  return deps.db.transaction((tx) =>
    settleRefund(tx, {
      refundId: refund.id,
      from,
      status: outcome.status,
      reference: outcome.gatewayRefundId,
      failure: outcome.failure,
      now: deps.clock.now(),
      siteUrl: deps.siteUrl,
    }),
  );
}

/** Back to pending, to be asked again after a wait that grows with each attempt. */
async function putBack(
  deps: RefundJobDependencies,
  refund: RefundRow,
  delayMs = RETRY_DELAYS_MS[Math.min(refund.attempts, RETRY_DELAYS_MS.length) - 1] ?? 60_000,
): Promise<void> {
  const now = deps.clock.now();
  await updateRefundFrom(deps.db, refund.id, ['asking'], {
    status: 'pending',
    nextAttemptAt: new Date(now.getTime() + delayMs),
    updatedAt: now,
  });
}
