// A seller's standing as the operator changes it: approve, reject, suspend (their products leave
// the storefront and their sessions end at once), reinstate; and where a seller delivers. Each
// change and its audit row are written in one transaction.
import { AppError, notFound } from '../../../lib/app-error.ts';
import { markSessionsChanged } from '../../../lib/session-versions.ts';
import type { BackOfficeScope } from '../../../plugins/auth.ts';
import { relistSellerProducts } from '../../catalog/index.ts';
import {
  type SellerServiceArea,
  replaceSellerServiceAreas,
  selectSellerServiceAreas,
} from '../../pincode/index.ts';
import {
  type SellerStatus,
  selectSellerForUpdate,
  updateSellerStatus,
} from '../../sellers/index.ts';
import { type Actor, type OperatorDependencies, audit, auditAs } from '../shared/operator.ts';

type Deps = Pick<OperatorDependencies, 'db' | 'clock'>;

/** A pending (or earlier rejected) seller becomes approved; approving twice is refused. */
export async function approveSeller(
  deps: Pick<OperatorDependencies, 'db' | 'clock'>,
  actor: Actor,
  sellerId: string,
): Promise<{ sellerId: string; shopName: string }> {
  const now = deps.clock.now();
  const done = await deps.db.transaction(async (tx) => {
    const seller = await selectSellerForUpdate(tx, sellerId);
    if (!seller) throw notFound('Seller');
    if (seller.status === 'approved') {
      throw new AppError('CONFLICT', 'This seller is already approved.');
    }
    await updateSellerStatus(tx, sellerId, 'approved');
    await audit(tx, {
      actor,
      action: 'seller.approve',
      target: sellerId,
      details: { from: seller.status, to: 'approved' },
      at: now,
    });
    return { sellerId, shopName: seller.shopName };
  });
  // Committed: every process drops the token versions it keeps (lib/session-versions.ts).
  markSessionsChanged();
  return done;
}

/** Which standing each change moves from (approval, above, also admits a rejected seller). */
const STANDING_CHANGES = {
  reject: { from: ['pending'], to: 'rejected' },
  suspend: { from: ['approved'], to: 'suspended' },
  reinstate: { from: ['suspended'], to: 'approved' },
} as const satisfies Record<string, { from: readonly SellerStatus[]; to: SellerStatus }>;

export type StandingChange = keyof typeof STANDING_CHANGES;

/**
 * Rejects a pending seller, suspends an approved one (their products leave the storefront and
 * their sessions end at once) or reinstates a suspended one (published products come back).
 */
export async function changeSellerStanding(
  deps: Deps,
  scope: BackOfficeScope,
  sellerId: string,
  change: StandingChange,
): Promise<{ shopName: string; status: SellerStatus }> {
  const rule = STANDING_CHANGES[change];
  const now = deps.clock.now();
  const done = await deps.db.transaction(async (tx) => {
    const seller = await selectSellerForUpdate(tx, sellerId);
    if (!seller) throw notFound('Seller');
    if (!(rule.from as readonly string[]).includes(seller.status)) {
      throw new AppError('CONFLICT', `This seller is ${seller.status}; it cannot be ${rule.to}.`);
    }
    await updateSellerStatus(tx, sellerId, rule.to);
    const relisted = await relistSellerProducts(tx, sellerId, rule.to === 'approved');
    await auditAs(tx, scope, {
      action: `seller.${change}`,
      target: sellerId,
      details: {
        before: { status: seller.status },
        after: { status: rule.to },
        products: relisted,
      },
      at: now,
    });
    return { shopName: seller.shopName, status: rule.to };
  });
  // Committed: every process drops the token versions it keeps (lib/session-versions.ts).
  markSessionsChanged();
  return done;
}

export async function getServiceAreas(
  { db }: Pick<Deps, 'db'>,
  sellerId: string,
): Promise<SellerServiceArea[]> {
  const seller = await selectSellerForUpdate(db, sellerId);
  if (!seller) throw notFound('Seller');
  return selectSellerServiceAreas(db, sellerId);
}

/** The seller's whole list of service areas replaced at once, audited with the old list. */
export async function replaceServiceAreas(
  deps: Deps,
  actor: Actor,
  sellerId: string,
  areas: SellerServiceArea[],
): Promise<SellerServiceArea[]> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const seller = await selectSellerForUpdate(tx, sellerId);
    if (!seller) throw notFound('Seller');
    const before = await selectSellerServiceAreas(tx, sellerId);
    await replaceSellerServiceAreas(tx, sellerId, areas);
    const after = await selectSellerServiceAreas(tx, sellerId);
    await audit(tx, {
      actor,
      action: 'seller.service-areas',
      target: sellerId,
      details: { before, after },
      at: now,
    });
    return after;
  });
}
