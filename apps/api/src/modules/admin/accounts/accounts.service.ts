// The signed-in back-office account: who it is, a new password (every other session ends), a
// seller's own shop profile; and another operator, made by an operator or the CLI.
import type { SellerProfile } from '@haat/contract';
import type { Executor } from '../../../db/client.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { newId } from '../../../lib/ids.ts';
import { findPasswordWeakness } from '../../../lib/password-policy.ts';
import { hashPassword, verifyPassword } from '../../../lib/password.ts';
import { markSessionsChanged } from '../../../lib/session-versions.ts';
import type { BackOfficeScope } from '../../../plugins/auth.ts';
import {
  type SellerRow,
  selectSeller,
  updateSellerPasswordHash,
  updateSellerProfileRow,
} from '../../sellers/index.ts';
import { type Actor, type OperatorDependencies, audit, auditAs } from '../shared/operator.ts';
import {
  insertAdmin,
  selectAdmin,
  selectCredentialsForUpdate,
  updateAdminPasswordHash,
} from './accounts.repository.ts';

type Deps = Pick<OperatorDependencies, 'db' | 'clock' | 'storage'>;

export const ADMIN_EXISTS_MESSAGE = 'An operator with this e-mail already exists.';

export async function readAccount(db: Executor, scope: BackOfficeScope) {
  if (scope.role === 'operator') {
    const admin = await selectAdmin(db, scope.adminId);
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
  const id = scope.role === 'operator' ? scope.adminId : scope.sellerId;
  const now = deps.clock.now();
  const nextHash = await hashPassword(passwords.next);
  const done = await deps.db.transaction(async (tx) => {
    const account = await selectCredentialsForUpdate(tx, scope.role, id);
    if (!account) throw notFound('Account');
    const weakness = findPasswordWeakness(passwords.next, { email: account.email });
    if (weakness) throw new AppError('VALIDATION_FAILED', weakness, { newPassword: weakness });
    if (!(await verifyPassword(account.hash, passwords.current))) {
      const message = 'The current password is not right.';
      throw new AppError('VALIDATION_FAILED', message, { currentPassword: message });
    }
    const tokenVersion =
      scope.role === 'operator'
        ? await updateAdminPasswordHash(tx, id, nextHash)
        : await updateSellerPasswordHash(tx, id, nextHash);
    await auditAs(tx, scope, {
      action: 'account.password',
      target: id,
      details: { before: null, after: null },
      at: now,
    });
    return { id, tokenVersion };
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
      await auditAs(tx, scope, {
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

/** Another operator. The password meets the customers' policy (length, not common, not the e-mail). */
export async function createOperator(
  deps: Pick<OperatorDependencies, 'db' | 'clock'>,
  actor: Actor,
  input: { email: string; password: string },
): Promise<{ adminId: string; email: string }> {
  const weakness = findPasswordWeakness(input.password, { email: input.email });
  if (weakness) throw new AppError('VALIDATION_FAILED', weakness, { password: weakness });
  const adminId = newId('adm');
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  try {
    await deps.db.transaction(async (tx) => {
      await insertAdmin(tx, { id: adminId, email: input.email, passwordHash, createdAt: now });
      // Never the password or its hash.
      await audit(tx, {
        actor,
        action: 'admin.create',
        target: adminId,
        details: { email: input.email },
        at: now,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', ADMIN_EXISTS_MESSAGE);
    throw error;
  }
  return { adminId, email: input.email };
}

export function profileToWire(seller: SellerRow): SellerProfile {
  return {
    sellerID: seller.id,
    shopName: seller.shopName,
    description: seller.description,
    email: seller.email,
    mobile: seller.mobile,
    address: seller.address,
    city: seller.city,
    state: seller.state,
    pincode: seller.pincode,
    gstin: seller.gstin,
    logoUrl: seller.logoUrl,
  };
}

export async function ownProfile(db: Executor, sellerId: string): Promise<SellerProfile> {
  const seller = await selectSeller(db, sellerId);
  if (!seller) throw notFound('Seller');
  return profileToWire(seller);
}
