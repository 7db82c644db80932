// The back office's catalogue changes (issue 14): each change and its audit row (before and
// after) in one transaction, with the caller's scope — the operator touches any product, a seller
// only their own. Paise here; back-office.actions.ts speaks the wire.
import { eq, sql } from 'drizzle-orm';
import type { BackOfficeScope } from '../../plugins/auth.ts';
import type { Executor } from '../../db/client.ts';
import { admins, sellers } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { newId } from '../../lib/ids.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { findPasswordWeakness } from '../../lib/password-policy.ts';
import {
  changeProductStatus,
  createBrand,
  createCategory,
  deleteBrand,
  deleteCategory,
  relistSellerProducts,
  saveProduct,
  updateBrand,
  updateCategory,
  type ProductInput,
} from '../catalog/index.ts';
import {
  selectSeller,
  selectSellerForUpdate,
  updateSellerProfileRow,
  updateSellerStatus,
  type SellerStatus,
} from '../sellers/index.ts';
import { insertAuditEntry } from './admin.repository.ts';
import type { OperatorDependencies } from './admin.service.ts';
import { markSessionsChanged } from '../../lib/session-versions.ts';

type Deps = Pick<OperatorDependencies, 'db' | 'clock' | 'storage'>;
type CategoryLevel = 'main' | 'category' | 'sub';

async function audit(
  tx: Executor,
  scope: BackOfficeScope,
  entry: { action: string; target: string; details: object; at: Date },
): Promise<void> {
  await insertAuditEntry(tx, { id: newId('aud'), actor: scope.actor, ...entry });
}

const sellerOf = (scope: BackOfficeScope) =>
  scope.role === 'seller' ? { sellerId: scope.sellerId } : {};

// ---------------------------------------------------------------- products

/** A new product, or a product replaced whole; a seller's is always their own. */
export async function saveProductAudited(
  deps: Deps,
  scope: BackOfficeScope,
  input: Omit<ProductInput, 'sellerId'> & { sellerId?: string | undefined },
  productId?: string,
): Promise<string> {
  const now = deps.clock.now();
  const sellerId = scope.role === 'seller' ? scope.sellerId : input.sellerId;
  if (!sellerId) {
    const message = 'Choose the seller this product belongs to.';
    throw new AppError('VALIDATION_FAILED', message, { sellerID: message });
  }
  return deps.db.transaction(async (tx) => {
    const saved = await saveProduct(
      tx,
      { ...input, sellerId },
      { ...(productId ? { productId } : {}), scope: sellerOf(scope), now },
    );
    await audit(tx, scope, {
      action: productId ? 'product.update' : 'product.create',
      target: saved.productId,
      details: { before: saved.before, after: saved.after },
      at: now,
    });
    return saved.productId;
  });
}

export async function setProductStatusAudited(
  deps: Deps,
  scope: BackOfficeScope,
  productId: string,
  status: ProductInput['status'],
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const change = await changeProductStatus(tx, productId, status, {
      scope: sellerOf(scope),
      now,
    });
    await audit(tx, scope, {
      action: 'product.status',
      target: productId,
      details: {
        before: { status: change.before.status, listed: change.before.listed },
        after: { status: change.after.status, listed: change.after.listed },
      },
      at: now,
    });
  });
}

// ---------------------------------------------------------------- categories and brands

export async function createCategoryAudited(
  deps: Deps,
  scope: BackOfficeScope,
  input: { level: CategoryLevel; parentId: string | null; name: string },
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const created = await createCategory(tx, input, deps.storage.media);
    await audit(tx, scope, {
      action: `category.create`,
      target: created.id,
      details: { before: null, after: { ...input } },
      at: now,
    });
    return created;
  });
}

export async function updateCategoryAudited(
  deps: Deps,
  scope: BackOfficeScope,
  input: { level: CategoryLevel; id: string; name: string; order?: number | undefined },
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const change = await updateCategory(tx, input);
    await audit(tx, scope, {
      action: 'category.update',
      target: input.id,
      details: { level: input.level, before: change.before, after: change.after },
      at: now,
    });
    return change.after;
  });
}

export async function deleteCategoryAudited(
  deps: Deps,
  scope: BackOfficeScope,
  level: CategoryLevel,
  id: string,
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await deleteCategory(tx, level, id);
    await audit(tx, scope, {
      action: 'category.delete',
      target: id,
      details: { level, before, after: null },
      at: now,
    });
    return before;
  });
}

export async function createBrandAudited(deps: Deps, scope: BackOfficeScope, name: string) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const brand = await createBrand(tx, name, deps.storage.media);
    await audit(tx, scope, {
      action: 'brand.create',
      target: brand.id,
      details: { before: null, after: brand },
      at: now,
    });
    return brand;
  });
}

export async function updateBrandAudited(
  deps: Deps,
  scope: BackOfficeScope,
  id: string,
  name: string,
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const change = await updateBrand(tx, id, name);
    await audit(tx, scope, {
      action: 'brand.update',
      target: id,
      details: { before: { name: change.before.name }, after: { name } },
      at: now,
    });
    return change.after;
  });
}

export async function deleteBrandAudited(deps: Deps, scope: BackOfficeScope, id: string) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await deleteBrand(tx, id);
    await audit(tx, scope, {
      action: 'brand.delete',
      target: id,
      details: { before: { name: before.name, logoUrl: before.logoUrl }, after: null },
      at: now,
    });
    return before;
  });
}

// ---------------------------------------------------------------- sellers' standing

/** Which standing each change moves from: approval itself stays issue 6's call. */
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
    await audit(tx, scope, {
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

// ---------------------------------------------------------------- the signed-in account

export async function readAccount(db: Executor, scope: BackOfficeScope) {
  if (scope.role === 'operator') {
    const [admin] = await db.select().from(admins).where(eq(admins.id, scope.adminId));
    if (!admin) throw notFound('Operator');
    return { role: scope.role, id: admin.id, email: admin.email };
  }
  const seller = await selectSeller(db, scope.sellerId);
  if (!seller) throw notFound('Seller');
  return { role: scope.role, id: seller.id, email: seller.email, shopName: seller.shopName };
}

/**
 * A new password for the signed-in operator or seller: the current one must be right, and every
 * other session of the account ends (its token version moves on). Answers the new token version.
 */
export async function changeOwnPassword(
  deps: Deps,
  scope: BackOfficeScope,
  passwords: { current: string; next: string },
): Promise<{ id: string; tokenVersion: number }> {
  const table = scope.role === 'operator' ? admins : sellers;
  const id = scope.role === 'operator' ? scope.adminId : scope.sellerId;
  const now = deps.clock.now();
  const nextHash = await hashPassword(passwords.next);
  const done = await deps.db.transaction(async (tx) => {
    const [account] = await tx
      .select({ hash: table.passwordHash, email: table.email })
      .from(table)
      .where(eq(table.id, id))
      .for('update');
    if (!account) throw notFound('Account');
    const weakness = findPasswordWeakness(passwords.next, { email: account.email });
    if (weakness) throw new AppError('VALIDATION_FAILED', weakness, { newPassword: weakness });
    if (!(await verifyPassword(account.hash, passwords.current))) {
      const message = 'The current password is not right.';
      throw new AppError('VALIDATION_FAILED', message, { currentPassword: message });
    }
    const [updated] = await tx
      .update(table)
      .set({ passwordHash: nextHash, tokenVersion: sql`${table.tokenVersion} + 1` })
      .where(eq(table.id, id))
      .returning({ tokenVersion: table.tokenVersion });
    await audit(tx, scope, {
      action: 'account.password',
      target: id,
      details: { before: null, after: null },
      at: now,
    });
    return { id, tokenVersion: updated?.tokenVersion ?? 0 };
  });
  // Committed: every process drops the token versions it keeps (lib/session-versions.ts).
  markSessionsChanged();
  return done;
}

/** A seller's own description and contact e-mail. */
export async function updateOwnProfile(
  deps: Deps,
  scope: Extract<BackOfficeScope, { role: 'seller' }>,
  changes: { description: string; email: string },
): Promise<void> {
  const now = deps.clock.now();
  try {
    await deps.db.transaction(async (tx) => {
      const before = await selectSeller(tx, scope.sellerId);
      if (!before) throw notFound('Seller');
      await updateSellerProfileRow(tx, scope.sellerId, changes);
      await audit(tx, scope, {
        action: 'seller.profile',
        target: scope.sellerId,
        details: {
          before: { description: before.description, email: before.email },
          after: changes,
        },
        at: now,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const message = 'Another seller already uses this e-mail.';
      throw new AppError('CONFLICT', message, { email: message });
    }
    throw error;
  }
}
