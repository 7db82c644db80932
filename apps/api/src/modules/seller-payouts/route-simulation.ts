// Razorpay Route's behaviour, simulated (docs/decisions/route-payouts.md): the sandbox gateway's
// in-process Route (a demo shop without keys runs the same payout flow) and the loopback stand-in
// the tests speak HTTP to (test/razorpay-stand-in-route.ts) are both this one simulation, so
// they cannot drift apart. It keeps what Razorpay documents: linked accounts (an Idempotency-Key
// answers the account it made), a stakeholder, the route product and its settlement bank account;
// transfers only from a captured payment, never more than it holds, and never once its refund
// has started; a direct transfer from the balance; hold and release; reversals never beyond what
// is left of a transfer; the listing with each transfer's settlement. Its records are
// route-simulation-state.ts, its linked accounts route-simulation-accounts.ts.
import { randomBytes } from 'node:crypto';
import {
  bad,
  collection,
  newEntityId,
  notesOf,
  parseBody,
  reversalEntity,
  routeError,
  transferEntity,
  type SimulatedAccount,
  type SimulatedAnswer,
  type SimulatedEvent,
  type SimulatedPayment,
  type SimulatedReversal,
  type SimulatedTransfer,
} from './route-simulation-entities.ts';
import { createSimulatedAccounts } from './route-simulation-accounts.ts';
import { createSimulationState } from './route-simulation-state.ts';

export type {
  SimulatedAccount,
  SimulatedAnswer,
  SimulatedEvent,
  SimulatedPayment,
  SimulatedReversal,
  SimulatedTransfer,
};
export { routeError, transferEntity };

export interface RouteSimulationOptions {
  /**
   * The payment a transfer is asked from; undefined: Razorpay knows no such payment. The sandbox
   * answers every payment of its own as captured (it has no amounts to check against).
   */
  paymentOf(paymentId: string): SimulatedPayment | undefined;
  /** `processed` at once (the sandbox), or `pending` until the test processes it (the stand-in). */
  processAtOnce: boolean;
  /**
   * The sandbox adopts an account or transfer id it has no record of, nor our rows either
   * (sandbox-route.ts takes a transfer our rows know from them): our own checks hold the caps.
   */
  adoptUnknown?: boolean;
  now?: () => number;
}

export function createRouteSimulation(options: RouteSimulationOptions) {
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const state = createSimulationState();
  const { transfers, reversals, events, byId } = state;
  const { accountOf, createAccount, onAccount } = createSimulatedAccounts(
    state,
    options.adoptUnknown === true,
  );

  function adoptTransfer(id: string): SimulatedTransfer | undefined {
    if (!options.adoptUnknown || !id.startsWith('trf_')) return undefined;
    const transfer: SimulatedTransfer = {
      id,
      source: 'unknown',
      recipient: 'unknown',
      amount: Number.MAX_SAFE_INTEGER,
      amountReversed: 0,
      status: 'processed',
      settlementStatus: 'on_hold',
      onHold: true,
      onHoldUntil: null,
      settlement: null,
      notes: {},
      error: null,
      createdAt: now(),
    };
    state.addTransfer(transfer);
    return transfer;
  }

  function makeTransfer(
    source: string,
    body: Record<string, unknown>,
    direct: boolean,
  ): SimulatedAnswer | SimulatedTransfer {
    const { account, amount, currency } = body;
    const recipient = typeof account === 'string' ? accountOf(account) : undefined;
    if (typeof account !== 'string' || !recipient)
      return bad('The account id provided does not exist', 'account');
    const product = [...recipient.products.values()][0];
    if (!product?.settlements) return bad('Linked account is not activated for Route', 'account');
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
      return bad('The amount must be at least INR 1.00', 'amount');
    if (currency !== 'INR') return bad('The currency should be INR', 'currency');
    const onHold = body.on_hold === true || body.on_hold === 1;
    const until = body.on_hold_until;
    if (
      until !== undefined &&
      (typeof until !== 'number' || !Number.isInteger(until) || until <= now())
    )
      return bad('on_hold_until should be a timestamp in the future', 'on_hold_until');
    return {
      id: newEntityId('trf'),
      source,
      recipient: account,
      amount,
      amountReversed: 0,
      status: options.processAtOnce ? 'processed' : direct ? 'processed' : 'pending',
      settlementStatus: onHold ? 'on_hold' : 'pending',
      onHold,
      onHoldUntil: onHold && typeof until === 'number' ? until : null,
      settlement: null,
      notes: notesOf(body.notes),
      error: null,
      createdAt: now(),
    };
  }

  function transferFromPayment(paymentId: string, body: Record<string, unknown>): SimulatedAnswer {
    const payment = options.paymentOf(paymentId);
    if (!payment) return bad('The id provided does not exist');
    if (!payment.captured)
      return bad('Transfer cannot be created on a payment that is not captured');
    if (payment.refundStarted)
      return bad('Transfer cannot be created on a payment whose refund has been initiated');
    const requested = Array.isArray(body.transfers)
      ? (body.transfers as Record<string, unknown>[])
      : undefined;
    if (!requested || requested.length === 0)
      return bad('The transfers field is required.', 'transfers');
    const made: SimulatedTransfer[] = [];
    for (const item of requested) {
      const transfer = makeTransfer(paymentId, item, false);
      if ('json' in transfer) return transfer;
      made.push(transfer);
    }
    const already = transfers
      .filter((transfer) => transfer.source === paymentId && transfer.status !== 'failed')
      .reduce((sum, transfer) => sum + transfer.amount, 0);
    const asked = made.reduce((sum, transfer) => sum + transfer.amount, 0);
    if (already + asked > payment.amountPaise)
      return bad(
        'The sum of amount requested for transfer is greater than the captured amount',
        'amount',
      );
    for (const transfer of made) {
      state.addTransfer(transfer);
      if (transfer.status === 'processed')
        events.push({
          event: 'transfer.processed',
          payload: { transfer: { entity: transferEntity(transfer) } },
        });
    }
    return { status: 200, json: collection(made.map((transfer) => transferEntity(transfer))) };
  }

  function onTransfer(
    id: string,
    action: string | undefined,
    method: string,
    body: Record<string, unknown>,
  ): SimulatedAnswer {
    const transfer = byId.get(id) ?? adoptTransfer(id);
    if (!transfer) return bad('The id provided does not exist');
    if (action === undefined && method === 'GET')
      return { status: 200, json: transferEntity(transfer) };
    if (action === undefined && method === 'PATCH') {
      if (typeof body.on_hold !== 'boolean')
        return bad('The on hold field is required.', 'on_hold');
      if (transfer.settlementStatus === 'settled')
        return bad('Settlement for this transfer has already been processed');
      transfer.onHold = body.on_hold;
      transfer.onHoldUntil =
        body.on_hold && typeof body.on_hold_until === 'number' ? body.on_hold_until : null;
      transfer.settlementStatus = body.on_hold ? 'on_hold' : 'pending';
      state.changed.transfer(transfer);
      return { status: 200, json: transferEntity(transfer) };
    }
    if (action === 'reversals' && method === 'GET')
      return {
        status: 200,
        json: collection(reversals.filter((r) => r.transferId === id).map(reversalEntity)),
      };
    if (action === 'reversals' && method === 'POST') {
      if (transfer.status === 'failed' || transfer.status === 'pending')
        return bad('Reversal can only be created on a processed transfer');
      const left = transfer.amount - transfer.amountReversed;
      const amount = body.amount ?? left;
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0)
        return bad('The amount must be a positive integer.', 'amount');
      if (amount > left)
        return bad('The reversal amount provided is greater than amount not reversed', 'amount');
      const reversal: SimulatedReversal = {
        id: newEntityId('rvrsl'),
        transferId: id,
        amount,
        notes: notesOf(body.notes),
        createdAt: now(),
      };
      state.addReversal(reversal);
      transfer.amountReversed += amount;
      transfer.status =
        transfer.amountReversed === transfer.amount ? 'reversed' : 'partially_reversed';
      state.changed.transfer(transfer);
      return { status: 200, json: reversalEntity(reversal) };
    }
    return { status: 404, json: routeError('The requested URL was not found on the server.') };
  }

  function listTransfers(query: URLSearchParams): SimulatedAnswer {
    const count = Number(query.get('count') ?? 10);
    const skip = Number(query.get('skip') ?? 0);
    if (!Number.isInteger(count) || count < 1 || count > 100)
      return bad('The count must be between 1 and 100.', 'count');
    const expand = query.getAll('expand[]').includes('recipient_settlement');
    const items = [...transfers]
      .reverse()
      .slice(skip, skip + count)
      .map((transfer) => transferEntity(transfer, expand));
    return { status: 200, json: collection(items) };
  }

  /** One Route call: method, path with its query, the raw body and the Idempotency-Key header. */
  function handle(
    method: string,
    pathWithQuery: string,
    rawBody: string,
    idempotencyKey: string | null,
  ): SimulatedAnswer | undefined {
    const url = new URL(pathWithQuery, 'http://route.invalid');
    const [version, kind, id, action, ...rest] = url.pathname
      .split('/')
      .slice(1)
      .map(decodeURIComponent);
    const routeCall =
      (version === 'v2' && kind === 'accounts') ||
      (version === 'v1' && kind === 'transfers') ||
      (version === 'v1' && kind === 'payments' && action === 'transfers');
    if (!routeCall) return undefined;
    const body = parseBody(rawBody);
    if (!body) return bad('The request body is not valid JSON');
    if (kind === 'accounts') {
      if (id === undefined && method === 'POST') return createAccount(body, idempotencyKey);
      if (id) return onAccount(id, [action ?? '', ...rest], method, body);
    }
    if (kind === 'payments' && id) {
      if (method === 'POST') return transferFromPayment(id, body);
      if (method === 'GET')
        return {
          status: 200,
          json: collection(transfers.filter((t) => t.source === id).map((t) => transferEntity(t))),
        };
    }
    if (kind === 'transfers') {
      if (id === undefined && method === 'GET') return listTransfers(url.searchParams);
      if (id === undefined && method === 'POST') {
        const transfer = makeTransfer('acc_balance', body, true);
        if ('json' in transfer) return transfer;
        state.addTransfer(transfer);
        return { status: 200, json: transferEntity(transfer) };
      }
      if (id && rest.length === 0) return onTransfer(id, action, method, body);
    }
    return { status: 404, json: routeError('The requested URL was not found on the server.') };
  }

  /** Razorpay processed a pending transfer, or could not: its webhook follows. */
  function finishTransfer(
    id: string,
    outcome: 'processed' | 'failed',
    reason = 'Transfer failed due to insufficient balance',
  ): SimulatedEvent {
    const transfer = byId.get(id);
    if (!transfer) throw new Error(`the Route simulation has no transfer ${id}`);
    transfer.status = outcome;
    if (outcome === 'failed') transfer.error = reason;
    state.changed.transfer(transfer);
    const event: SimulatedEvent = {
      event: `transfer.${outcome}`,
      payload: { transfer: { entity: transferEntity(transfer) } },
    };
    events.push(event);
    return event;
  }

  /** Razorpay settled the released transfers of an account to its bank account: one UTR for them all. */
  function settle(accountId: string): SimulatedEvent | null {
    const due = state.dueFor(accountId);
    if (due.length === 0) return null;
    const settlement = {
      id: newEntityId('setl'),
      utr: `UTR${randomBytes(6).toString('hex').toUpperCase()}`,
    };
    const amount = due.reduce(
      (sum, transfer) => sum + transfer.amount - transfer.amountReversed,
      0,
    );
    for (const transfer of due) {
      transfer.settlement = settlement;
      transfer.settlementStatus = 'settled';
      state.changed.transfer(transfer);
    }
    const event: SimulatedEvent = {
      event: 'settlement.processed',
      payload: {
        settlement: {
          entity: {
            id: settlement.id,
            entity: 'settlement',
            amount,
            status: 'processed',
            utr: settlement.utr,
            created_at: now(),
          },
        },
      },
    };
    events.push(event);
    return event;
  }

  /** A transfer by its id (the sandbox settles the one it released). */
  const transferById = (id: string) => byId.get(id);

  return {
    handle,
    finishTransfer,
    settle,
    transferById,
    accounts: state.accounts,
    transfers,
    reversals,
    events,
    /** Its records, for a keeper that writes each call's changes and reads others' back. */
    state,
  };
}

export type RouteSimulation = ReturnType<typeof createRouteSimulation>;
