// SQL of the sandbox Route's records (the sandbox_route_* tables of seller-payouts.schema.ts):
// the state row, the records a process has not read yet, one call's changes written in one
// statement that succeeds only if no other process wrote since this one last read, and the
// demo's records taken away.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { readRows, type Executor } from '../../db/client.ts';
import {
  sandboxRouteAccounts,
  sandboxRouteReversals,
  sandboxRouteState,
  sandboxRouteTransfers,
} from '../../db/schema/index.ts';

const STATE_ID = 1;
/** A record's `seq` is its first write's version × this + its place among that write's records. */
const PLACES = 1_000_000;

export interface SandboxVersion {
  version: number;
  epoch: string;
}

export type SandboxAccountRow = Omit<typeof sandboxRouteAccounts.$inferSelect, 'version'>;
export type SandboxTransferRow = Omit<typeof sandboxRouteTransfers.$inferSelect, 'version' | 'seq'>;
export type SandboxReversalRow = Omit<typeof sandboxRouteReversals.$inferSelect, 'version' | 'seq'>;

export async function selectSandboxVersion(db: Executor): Promise<SandboxVersion | undefined> {
  const [row] = await db
    .select({ version: sandboxRouteState.version, epoch: sandboxRouteState.epoch })
    .from(sandboxRouteState)
    .where(eq(sandboxRouteState.id, STATE_ID));
  return row;
}

/** The state row of an empty sandbox (a fresh database, or one emptied by `db:seed --reset`). */
export async function insertSandboxVersion(db: Executor, epoch: string): Promise<void> {
  await db
    .insert(sandboxRouteState)
    .values({ id: STATE_ID, version: 0, epoch })
    .onConflictDoNothing();
}

/** The records written after version `after`, up to `upTo`, each kind in the order it was made. */
export async function selectSandboxRecords(db: Executor, after: number, upTo: number) {
  const [accounts, transfers, reversals] = [
    await db
      .select()
      .from(sandboxRouteAccounts)
      .where(and(gt(sandboxRouteAccounts.version, after), lte(sandboxRouteAccounts.version, upTo))),
    await db
      .select()
      .from(sandboxRouteTransfers)
      .where(
        and(gt(sandboxRouteTransfers.version, after), lte(sandboxRouteTransfers.version, upTo)),
      )
      .orderBy(asc(sandboxRouteTransfers.seq)),
    await db
      .select()
      .from(sandboxRouteReversals)
      .where(
        and(gt(sandboxRouteReversals.version, after), lte(sandboxRouteReversals.version, upTo)),
      )
      .orderBy(asc(sandboxRouteReversals.seq)),
  ];
  return { accounts, transfers, reversals };
}

/**
 * One call's changes, written with the next version in one statement, only while the state is
 * still `expected` (no other process wrote since this one read): answers the new version, or
 * null when another process came first (nothing is written; the caller reads again).
 */
export async function writeSandboxChanges(
  db: Executor,
  expected: SandboxVersion,
  changes: {
    accounts: readonly SandboxAccountRow[];
    transfers: readonly SandboxTransferRow[];
    reversals: readonly SandboxReversalRow[];
  },
): Promise<number | null> {
  const accounts = JSON.stringify(
    changes.accounts.map((row) => ({
      id: row.id,
      reference_id: row.referenceId,
      email: row.email,
      idempotency_key: row.idempotencyKey,
      stakeholders: row.stakeholders,
      products: row.products,
    })),
  );
  const transfers = JSON.stringify(
    changes.transfers.map((row, place) => ({
      place,
      id: row.id,
      source: row.source,
      recipient: row.recipient,
      amount: row.amount,
      amount_reversed: row.amountReversed,
      status: row.status,
      settlement_status: row.settlementStatus,
      on_hold: row.onHold,
      on_hold_until: row.onHoldUntil,
      settlement_id: row.settlementId,
      settlement_utr: row.settlementUtr,
      notes: row.notes,
      error: row.error,
      created_at: row.createdAt,
    })),
  );
  const reversals = JSON.stringify(
    changes.reversals.map((row, place) => ({
      place,
      id: row.id,
      transfer_id: row.transferId,
      amount: row.amount,
      notes: row.notes,
      created_at: row.createdAt,
    })),
  );
  const rows = readRows<{ version: number | string }>(
    await db.execute(sql`
      WITH next AS (
        UPDATE sandbox_route_state SET version = version + 1
        WHERE id = ${STATE_ID} AND version = ${expected.version} AND epoch = ${expected.epoch}
        RETURNING version
      ), accounts AS (
        INSERT INTO sandbox_route_accounts
          (id, reference_id, email, idempotency_key, stakeholders, products, version)
        SELECT x.id, x.reference_id, x.email, x.idempotency_key, x.stakeholders, x.products,
          next.version
        FROM next, jsonb_to_recordset(${accounts}::jsonb) AS x(id text, reference_id text,
          email text, idempotency_key text, stakeholders jsonb, products jsonb)
        ON CONFLICT (id) DO UPDATE SET reference_id = excluded.reference_id,
          email = excluded.email, idempotency_key = excluded.idempotency_key,
          stakeholders = excluded.stakeholders, products = excluded.products,
          version = excluded.version
        RETURNING 1
      ), transfers AS (
        INSERT INTO sandbox_route_transfers
          (id, seq, source, recipient, amount, amount_reversed, status, settlement_status,
           on_hold, on_hold_until, settlement_id, settlement_utr, notes, error, created_at,
           version)
        SELECT x.id, next.version * ${PLACES} + x.place, x.source, x.recipient, x.amount,
          x.amount_reversed, x.status, x.settlement_status, x.on_hold, x.on_hold_until,
          x.settlement_id, x.settlement_utr, x.notes, x.error, x.created_at, next.version
        FROM next, jsonb_to_recordset(${transfers}::jsonb) AS x(place bigint, id text,
          source text, recipient text, amount bigint, amount_reversed bigint, status text,
          settlement_status text, on_hold boolean, on_hold_until bigint, settlement_id text,
          settlement_utr text, notes jsonb, error text, created_at bigint)
        ON CONFLICT (id) DO UPDATE SET source = excluded.source, recipient = excluded.recipient,
          amount = excluded.amount, amount_reversed = excluded.amount_reversed,
          status = excluded.status, settlement_status = excluded.settlement_status,
          on_hold = excluded.on_hold, on_hold_until = excluded.on_hold_until,
          settlement_id = excluded.settlement_id, settlement_utr = excluded.settlement_utr,
          notes = excluded.notes, error = excluded.error, version = excluded.version
        RETURNING 1
      ), reversals AS (
        INSERT INTO sandbox_route_reversals
          (id, seq, transfer_id, amount, notes, created_at, version)
        SELECT x.id, next.version * ${PLACES} + x.place, x.transfer_id, x.amount, x.notes,
          x.created_at, next.version
        FROM next, jsonb_to_recordset(${reversals}::jsonb) AS x(place bigint, id text,
          transfer_id text, amount bigint, notes jsonb, created_at bigint)
        ON CONFLICT (id) DO NOTHING
        RETURNING 1
      )
      SELECT version FROM next`),
  );
  const [row] = rows;
  return row ? Number(row.version) : null;
}

/**
 * Takes away the sandbox's records of some linked accounts and transfers (`accountIds` and
 * `transferIds` are SQL queries of ids: demo:remove's demo sellers'), with every transfer those
 * accounts received and their reversals, and gives the records a new epoch, so every process
 * reads them all again rather than keep what is gone.
 */
export async function removeSandboxRecords(
  tx: Executor,
  of: { accountIds: string; transferIds: string },
): Promise<void> {
  const gone = `SELECT id FROM sandbox_route_transfers
    WHERE recipient IN (${of.accountIds}) OR id IN (${of.transferIds})`;
  await tx.execute(sql.raw(`DELETE FROM sandbox_route_reversals WHERE transfer_id IN (${gone})`));
  await tx.execute(
    sql.raw(`DELETE FROM sandbox_route_transfers
      WHERE recipient IN (${of.accountIds}) OR id IN (${of.transferIds})`),
  );
  await tx.execute(sql.raw(`DELETE FROM sandbox_route_accounts WHERE id IN (${of.accountIds})`));
  await tx.execute(
    sql`UPDATE sandbox_route_state SET version = version + 1, epoch = ${newSandboxEpoch()}
        WHERE id = ${STATE_ID}`,
  );
}

/** A fresh epoch: the records were started again or some were taken away. */
export const newSandboxEpoch = () => `epoch_${randomBytes(8).toString('hex')}`;
