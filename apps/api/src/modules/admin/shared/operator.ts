// What every back-office change is given (database, clock, storage) and who made it, and the one
// way its audit row is written: inside the change's own transaction, so a change is never left
// unaudited.
import type { Database, Executor } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { newId } from '../../../lib/ids.ts';
import type { Storage } from '../../../lib/storage.ts';
import type { ShopKind } from '../../../lib/shop-mode.ts';
import type { BackOfficeScope } from '../../../plugins/auth.ts';
import { insertAuditEntry } from './audit-log.repository.ts';

export interface OperatorDependencies {
  db: Database;
  clock: Clock;
  /** Pictures (new categories' and brands' tiles, imported pictures) and invoice PDFs. */
  storage: Storage;
  /** A demo or real shop: a real shop's test-paid orders never ship (docs/decisions/going-live.md). */
  shop: ShopKind;
  /**
   * What the shop credits a shopper whose paid order it cancels after confirming (Consumer
   * Protection (E-Commerce) Rules, 2020, rule 4(10); docs/decisions/cancellation.md "Fair
   * cancellation"): the fee a shopper pays for cancelling once shipped. Absent: none.
   */
  shopCancelCreditPaise?: number;
}

/** Who made a change, as the audit log and the order timeline record it. */
export type Actor = `admin:${string}` | `cli:${string}` | `seller:${string}`;

/** One audit row, written with the change it describes (pass the change's transaction). */
export async function audit(
  tx: Executor,
  entry: { actor: Actor; action: string; target: string; details: object; at: Date },
): Promise<void> {
  await insertAuditEntry(tx, { id: newId('aud'), ...entry });
}

/** The same, for a call made in the back office, where the signed-in scope names the actor. */
export async function auditAs(
  tx: Executor,
  scope: BackOfficeScope,
  entry: { action: string; target: string; details: object; at: Date },
): Promise<void> {
  await insertAuditEntry(tx, { id: newId('aud'), actor: scope.actor, ...entry });
}

/** The seller a scoped call is narrowed to; the operator's calls are not narrowed. */
export const sellerOf = (scope: BackOfficeScope) =>
  scope.role === 'seller' ? { sellerId: scope.sellerId } : {};
