// Route on the loopback Razorpay stand-in (test/razorpay-stand-in.ts): linked accounts, their
// stakeholder and product, transfers from a captured payment and direct ones, hold and release,
// reversals, the listing with settlements. Its behaviour is the one simulation the sandbox
// gateway also runs (src/modules/seller-payouts/route-simulation.ts), fed the stand-in's own
// payments and refunds, so a transfer on a payment whose refund has started is refused here as
// Razorpay refuses it. A test processes or fails a pending transfer, settles an account, and
// sends the webhook Razorpay would, signed with the webhook secret.
import { createHmac, randomBytes } from 'node:crypto';
import {
  createRouteSimulation,
  type SimulatedEvent,
  type SimulatedPayment,
} from '../src/modules/seller-payouts/index.ts';

export type { SimulatedEvent };

export function createStandInRoute(paymentOf: (paymentId: string) => SimulatedPayment | undefined) {
  const simulation = createRouteSimulation({ paymentOf, processAtOnce: false });
  return {
    simulation,
    handle: simulation.handle,
    /** Razorpay processed (or failed) a pending transfer; answers the webhook it sends. */
    finish: simulation.finishTransfer,
    /** Razorpay settled an account's released transfers; answers settlement.processed, or null. */
    settle: simulation.settle,
    transfers: () => simulation.transfers.map((transfer) => ({ ...transfer })),
    reversals: () => simulation.reversals.map((reversal) => ({ ...reversal })),
    accounts: () => [...simulation.accounts.values()],
  };
}

export type StandInRoute = ReturnType<typeof createStandInRoute>;

/** The body, headers and signature Razorpay sends a webhook with (a fresh event id unless given). */
export function signedRouteWebhook(event: SimulatedEvent, secret: string, eventId?: string) {
  const raw = JSON.stringify({
    entity: 'event',
    account_id: 'acc_HaatOperator01',
    event: event.event,
    contains: Object.keys(event.payload),
    payload: event.payload,
    created_at: Math.floor(Date.now() / 1000),
  });
  return {
    payload: raw,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': createHmac('sha256', secret).update(raw).digest('hex'),
      'x-razorpay-event-id': eventId ?? `evt_${randomBytes(7).toString('hex')}`,
    },
  };
}
