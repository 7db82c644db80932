// What the simulated Route (route-simulation.ts) remembers: its linked accounts, transfers,
// reversals and the webhooks it would send, with the indexes that keep each call from reading
// every transfer (by id, and each account's transfers awaiting a settlement). Every change goes
// through `changed`, so a keeper (the sandbox's, sandbox-route-store.ts) can write exactly what
// a call changed; `put` takes records back in (another process's changes, or all of them).
import type {
  SimulatedAccount,
  SimulatedEvent,
  SimulatedReversal,
  SimulatedTransfer,
} from './route-simulation-entities.ts';

/** What one call changed, for whoever keeps the simulation beyond the process. */
export interface SimulationChanges {
  accounts: Set<SimulatedAccount>;
  transfers: Set<SimulatedTransfer>;
  reversals: Set<SimulatedReversal>;
}

export const noChanges = (): SimulationChanges => ({
  accounts: new Set(),
  transfers: new Set(),
  reversals: new Set(),
});

export function createSimulationState() {
  const accounts = new Map<string, SimulatedAccount>();
  const transfers: SimulatedTransfer[] = [];
  const reversals: SimulatedReversal[] = [];
  const events: SimulatedEvent[] = [];
  const byId = new Map<string, SimulatedTransfer>();
  const reversalIds = new Set<string>();
  const settleable = new Map<string, Set<SimulatedTransfer>>();
  let changes = noChanges();

  const isSettleable = (transfer: SimulatedTransfer) =>
    !transfer.onHold &&
    transfer.status !== 'failed' &&
    transfer.status !== 'pending' &&
    transfer.settlement === null;

  /** Files the transfer among its account's to settle, or takes it out, as it now stands. */
  function track(transfer: SimulatedTransfer): void {
    let waiting = settleable.get(transfer.recipient);
    if (!waiting) {
      waiting = new Set();
      settleable.set(transfer.recipient, waiting);
    }
    if (isSettleable(transfer)) waiting.add(transfer);
    else waiting.delete(transfer);
  }

  const changed = {
    account(account: SimulatedAccount): void {
      changes.accounts.add(account);
    },
    transfer(transfer: SimulatedTransfer): void {
      track(transfer);
      changes.transfers.add(transfer);
    },
    reversal(reversal: SimulatedReversal): void {
      changes.reversals.add(reversal);
    },
  };

  function addAccount(account: SimulatedAccount): void {
    accounts.set(account.id, account);
    changed.account(account);
  }

  function addTransfer(transfer: SimulatedTransfer): void {
    transfers.push(transfer);
    byId.set(transfer.id, transfer);
    changed.transfer(transfer);
  }

  function addReversal(reversal: SimulatedReversal): void {
    reversals.push(reversal);
    reversalIds.add(reversal.id);
    changed.reversal(reversal);
  }

  /** The account's transfers that a settlement would pay now. */
  const dueFor = (accountId: string) => [...(settleable.get(accountId) ?? [])].filter(isSettleable);

  /**
   * Records kept elsewhere taken in, as they stand there: a known one is updated in place (the
   * same object, so every index still holds it), a new one added. Not a change to write back.
   */
  function put(records: {
    accounts?: readonly SimulatedAccount[];
    transfers?: readonly SimulatedTransfer[];
    reversals?: readonly SimulatedReversal[];
  }): void {
    for (const account of records.accounts ?? []) accounts.set(account.id, account);
    for (const transfer of records.transfers ?? []) {
      const known = byId.get(transfer.id);
      if (known) Object.assign(known, transfer);
      else {
        transfers.push(transfer);
        byId.set(transfer.id, transfer);
      }
      track(known ?? transfer);
    }
    for (const reversal of records.reversals ?? []) {
      if (reversalIds.has(reversal.id)) continue;
      reversals.push(reversal);
      reversalIds.add(reversal.id);
    }
  }

  /** Forgets everything (the keeper reads it all again). */
  function clear(): void {
    accounts.clear();
    transfers.length = 0;
    reversals.length = 0;
    byId.clear();
    reversalIds.clear();
    settleable.clear();
    changes = noChanges();
  }

  /** What changed since the last take, and a fresh record of changes from now on. */
  function takeChanges(): SimulationChanges {
    const taken = changes;
    changes = noChanges();
    return taken;
  }

  return {
    accounts,
    transfers,
    reversals,
    events,
    byId,
    changed,
    addAccount,
    addTransfer,
    addReversal,
    dueFor,
    isSettleable,
    put,
    clear,
    takeChanges,
  };
}

export type SimulationState = ReturnType<typeof createSimulationState>;
