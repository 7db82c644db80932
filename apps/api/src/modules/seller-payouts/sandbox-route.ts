// The sandbox gateway's Route (no keys): the same Route calls answered in this process by the
// simulation the tests' stand-in also runs (route-simulation.ts), so a demo shop onboards sellers,
// transfers, holds, releases and reverses exactly as a shop on Razorpay does. Transfers are
// processed at once; one not held (or released) is settled at once with a sandbox UTR. No money
// moves.
import { RazorpayApiError, type RazorpayCall } from '../payments/index.ts';
import { createRouteApi, type RouteApi } from './route-api.ts';
import { createRouteSimulation } from './route-simulation.ts';

/** The transfers an answer made: a payment's collection of them, or one direct transfer. */
function idsOf(json: unknown): string[] {
  const answer = json as { id?: string; items?: Array<{ id?: string }> };
  const items = answer.items ?? [answer];
  return items.flatMap((item) => (item.id ? [item.id] : []));
}

export function createSandboxRouteApi(): RouteApi {
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
  const call: RazorpayCall = async (operation, schema, path, request) => {
    const body = request.body ? JSON.stringify(request.body) : '';
    const answer = simulation.handle(
      request.method,
      path,
      body,
      request.headers?.['idempotency-key'] ?? null,
    );
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
    const parsed = schema.parse(answer.json);
    // Settled at once: the sandbox has no settlement cycle to wait for. A transfer not held (a
    // release, a direct transfer, one from a payment past its return window) is settled to its
    // linked account as soon as it is made, with a sandbox UTR; only the accounts it moved are
    // settled, so a run over 100,000 transfers reads no others.
    const released = request.method === 'PATCH' && path.startsWith('/v1/transfers/');
    const made = request.method === 'POST' && /^\/v1\/(payments\/[^/]+\/)?transfers$/.test(path);
    const moved = released ? [path.slice('/v1/transfers/'.length)] : made ? idsOf(answer.json) : [];
    for (const id of moved) {
      const transfer = simulation.transferById(id);
      if (transfer && !transfer.onHold) simulation.settle(transfer.recipient);
    }
    return parsed;
  };
  return createRouteApi(call);
}
