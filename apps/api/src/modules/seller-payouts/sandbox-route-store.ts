// Keeps the sandbox Route's simulation (route-simulation.ts) in the shop's database (the
// sandbox_route_* tables of seller-payouts.schema.ts): before each call the process reads what
// other processes wrote since it last looked (nothing but the state row when none did; everything
// again when the epoch changed), and after it writes exactly what the call changed, in one
// statement that holds only if nobody wrote in between. The memory is a cache of the rows, never
// ahead of them: a write that did not hold, or failed, drops it, and the next call reads every
// record again.
import type { Database } from '../../db/client.ts';
import type {
  SimulatedAccount,
  SimulatedReversal,
  SimulatedTransfer,
} from './route-simulation-entities.ts';
import type { SimulationChanges, SimulationState } from './route-simulation-state.ts';
import {
  insertSandboxVersion,
  newSandboxEpoch,
  selectSandboxRecords,
  selectSandboxVersion,
  writeSandboxChanges,
  type SandboxAccountRow,
  type SandboxReversalRow,
  type SandboxTransferRow,
  type SandboxVersion,
} from './sandbox-route.repository.ts';

const accountRow = (account: SimulatedAccount): SandboxAccountRow => ({
  id: account.id,
  referenceId: account.referenceId,
  email: account.email,
  idempotencyKey: account.idempotencyKey,
  stakeholders: [...account.stakeholders],
  // Whether each product's settlements are configured: never the bank account itself.
  products: Object.fromEntries(
    [...account.products].map(([id, product]) => [id, product.settlements !== null]),
  ),
});

const accountOf = (row: SandboxAccountRow): SimulatedAccount => ({
  id: row.id,
  referenceId: row.referenceId,
  email: row.email,
  idempotencyKey: row.idempotencyKey,
  stakeholders: [...row.stakeholders],
  products: new Map(
    Object.entries(row.products).map(([id, configured]) => [
      id,
      { settlements: configured ? { configured: true } : null },
    ]),
  ),
});

const transferRow = (transfer: SimulatedTransfer): SandboxTransferRow => ({
  id: transfer.id,
  source: transfer.source,
  recipient: transfer.recipient,
  amount: transfer.amount,
  amountReversed: transfer.amountReversed,
  status: transfer.status,
  settlementStatus: transfer.settlementStatus,
  onHold: transfer.onHold,
  onHoldUntil: transfer.onHoldUntil,
  settlementId: transfer.settlement?.id ?? null,
  settlementUtr: transfer.settlement?.utr ?? null,
  notes: transfer.notes,
  error: transfer.error,
  createdAt: transfer.createdAt,
});

const transferOf = (row: SandboxTransferRow): SimulatedTransfer => ({
  id: row.id,
  source: row.source,
  recipient: row.recipient,
  amount: row.amount,
  amountReversed: row.amountReversed,
  status: row.status as SimulatedTransfer['status'],
  settlementStatus: row.settlementStatus as SimulatedTransfer['settlementStatus'],
  onHold: row.onHold,
  onHoldUntil: row.onHoldUntil,
  settlement:
    row.settlementId && row.settlementUtr ? { id: row.settlementId, utr: row.settlementUtr } : null,
  notes: row.notes,
  error: row.error,
  createdAt: row.createdAt,
});

const reversalRow = (reversal: SimulatedReversal): SandboxReversalRow => ({ ...reversal });
const reversalOf = (row: SandboxReversalRow): SimulatedReversal => ({ ...row });

export function createSandboxStore(db: Database, state: SimulationState) {
  /** The records' version and epoch the memory holds; null: nothing read yet (or dropped). */
  let held: SandboxVersion | null = null;

  /** Brings the memory up to the database: what changed since, or everything. */
  async function read(): Promise<void> {
    let current = await selectSandboxVersion(db);
    if (!current) {
      await insertSandboxVersion(db, newSandboxEpoch());
      current = await selectSandboxVersion(db);
      if (!current) throw new Error('the sandbox Route has no state row');
    }
    if (held && held.epoch === current.epoch && held.version === current.version) return;
    const whole = !held || held.epoch !== current.epoch || current.version < held.version;
    if (whole) state.clear();
    const records = await selectSandboxRecords(
      db,
      whole || !held ? 0 : held.version,
      current.version,
    );
    state.put({
      accounts: records.accounts.map(accountOf),
      transfers: records.transfers.map(transferOf),
      reversals: records.reversals.map(reversalOf),
    });
    held = current;
  }

  /**
   * Writes a call's changes; false when another process wrote first, and the call must be asked
   * again on what it wrote. The memory is dropped then, and when the write fails.
   */
  async function write(changes: SimulationChanges): Promise<boolean> {
    if (changes.accounts.size + changes.transfers.size + changes.reversals.size === 0) return true;
    const expected = held;
    held = null;
    if (!expected) return false;
    const version = await writeSandboxChanges(db, expected, {
      accounts: [...changes.accounts].map(accountRow),
      transfers: [...changes.transfers].map(transferRow),
      reversals: [...changes.reversals].map(reversalRow),
    });
    if (version === null) return false;
    held = { version, epoch: expected.epoch };
    return true;
  }

  /** Forgets what the memory holds: the next call reads every record again. */
  const drop = () => {
    held = null;
  };

  return { read, write, drop };
}
