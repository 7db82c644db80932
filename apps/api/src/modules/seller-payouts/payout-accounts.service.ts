// Sellers' payout onboarding (docs/decisions/route-payouts.md): the seller gives PAN, business
// type and bank account (checked, sealed, shown masked); the operator approves or rejects with a
// reason; approval creates the seller's Route linked account in four steps (account, stakeholder,
// route product, its settlement bank account), each id kept as it comes, so a retry goes on from
// the step that stopped. Every change is audited in its own transaction.
import type { PayoutAccount, PayoutAccountBody } from '@haat/contract';
import { PayoutAccountBodySchema } from '@haat/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { openText, sealText } from '../../lib/sealed-text.ts';
import { audit, type Actor } from '../admin/index.ts';
import { RazorpayApiError } from '../payments/index.ts';
import { recordSellerPan } from '../payouts/index.ts';
import { checkPayoutDetails, maskTail } from './payout-account-checks.ts';
import {
  selectSellerPayout,
  selectSellerPayoutPage,
  updatePayoutAccount,
  upsertSubmitted,
  type PayoutAccountStatusFilter,
  type SellerPayout,
} from './payout-accounts.repository.ts';
import type { RouteApi, RouteBusinessType } from './route-api.ts';

export interface PayoutAccountDependencies {
  db: Database;
  config: Config;
  clock: Clock;
  route: RouteApi;
}

export function toWirePayoutAccount({ seller, account }: SellerPayout): PayoutAccount {
  return {
    sellerID: seller.id,
    shopName: seller.shopName,
    gstin: seller.gstin,
    status: account?.status ?? 'not_started',
    businessType: (account?.businessType as PayoutAccount['businessType']) ?? null,
    panMasked: account ? maskTail(account.panLast, 4) : null,
    bankAccountMasked: account ? maskTail(account.bankAccountLast, 4) : null,
    ifsc: account?.ifsc ?? null,
    accountHolderName: account?.accountHolderName ?? null,
    rejectionReason: account?.rejectionReason ?? null,
    linkError: account?.linkError ?? null,
    routeAccountID: account?.routeAccountId ?? null,
    submittedAt: account?.submittedAt.toISOString() ?? null,
    linkedAt: account?.linkedAt?.toISOString() ?? null,
  };
}

async function load(db: Database, sellerId: string): Promise<SellerPayout> {
  const row = await selectSellerPayout(db, sellerId);
  if (!row) throw new AppError('NOT_FOUND', `There is no seller ${sellerId}.`);
  return row;
}

export async function getPayoutAccount(db: Database, sellerId: string): Promise<PayoutAccount> {
  return toWirePayoutAccount(await load(db, sellerId));
}

export async function listPayoutAccounts(
  db: Database,
  query: {
    status?: PayoutAccountStatusFilter | undefined;
    page?: number | undefined;
    pageSize?: number | undefined;
  },
) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  const { rows, total } = await selectSellerPayoutPage(db, query.status, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { items: rows.map(toWirePayoutAccount), total, page, pageSize };
}

export async function submitPayoutAccount(
  deps: Omit<PayoutAccountDependencies, 'route'>,
  sellerId: string,
  input: PayoutAccountBody,
): Promise<PayoutAccount> {
  const body = PayoutAccountBodySchema.parse(input);
  const { seller } = await load(deps.db, sellerId);
  const problems = checkPayoutDetails({
    pan: body.pan,
    businessType: body.businessType,
    gstinOnFile: seller.gstin,
  });
  const [first] = Object.values(problems);
  if (first) throw new AppError('VALIDATION_FAILED', first, problems);
  const source = { config: deps.config, db: deps.db };
  const [panSealed, bankAccountSealed] = await Promise.all([
    sealText(source, body.pan),
    sealText(source, body.bankAccountNumber),
  ]);
  const now = deps.clock.now();
  const stored = await deps.db.transaction(async (tx) => {
    const row = await upsertSubmitted(tx, {
      sellerId,
      businessType: body.businessType,
      panSealed,
      panLast: body.pan.slice(-4),
      bankAccountSealed,
      bankAccountLast: body.bankAccountNumber.slice(-4),
      ifsc: body.ifsc,
      accountHolderName: body.accountHolderName,
      submittedAt: now,
    });
    if (!row) return undefined;
    await audit(tx, {
      actor: `seller:${sellerId}`,
      action: 'payout-account.submit',
      target: sellerId,
      details: {
        businessType: body.businessType,
        ifsc: body.ifsc,
        bankAccount: maskTail(body.bankAccountNumber, 4),
      },
      at: now,
    });
    return row;
  });
  if (!stored)
    throw new AppError(
      'CONFLICT',
      'Your payout details are approved: write to the operator to change them.',
    );
  return getPayoutAccount(deps.db, sellerId);
}

export async function rejectPayoutAccount(
  deps: Omit<PayoutAccountDependencies, 'route'>,
  actor: Actor,
  sellerId: string,
  reason: string,
): Promise<PayoutAccount> {
  const now = deps.clock.now();
  const rejected = await deps.db.transaction(async (tx) => {
    const row = await updatePayoutAccount(tx, sellerId, ['submitted'], {
      status: 'rejected',
      rejectionReason: reason,
      decidedAt: now,
    });
    if (row)
      await audit(tx, {
        actor,
        action: 'payout-account.reject',
        target: sellerId,
        details: { reason },
        at: now,
      });
    return row;
  });
  if (!rejected) throw await notInStatus(deps.db, sellerId, 'rejected');
  return getPayoutAccount(deps.db, sellerId);
}

export async function approvePayoutAccount(
  deps: PayoutAccountDependencies,
  actor: Actor,
  sellerId: string,
): Promise<PayoutAccount> {
  const now = deps.clock.now();
  const submitted = (await load(deps.db, sellerId)).account;
  // The PAN the operator approves is the one TDS reads (payouts' one place for it): 0.1 % from now.
  const pan =
    submitted?.status === 'submitted'
      ? await openText({ config: deps.config, db: deps.db }, submitted.panSealed)
      : null;
  const approved = await deps.db.transaction(async (tx) => {
    const row = await updatePayoutAccount(tx, sellerId, ['submitted'], {
      status: 'approved',
      decidedAt: now,
    });
    if (row && pan) await recordSellerPan(tx, sellerId, pan, now);
    if (row)
      await audit(tx, {
        actor,
        action: 'payout-account.approve',
        target: sellerId,
        details: {},
        at: now,
      });
    return row;
  });
  if (!approved) throw await notInStatus(deps.db, sellerId, 'approved');
  return linkPayoutAccount(deps, actor, sellerId);
}

async function notInStatus(db: Database, sellerId: string, wanted: string): Promise<AppError> {
  const { account } = await load(db, sellerId);
  const status = account?.status ?? 'not started';
  return new AppError(
    'CONFLICT',
    `The seller’s payout details are ${status}: they cannot be ${wanted} now.`,
  );
}

/**
 * Creates the approved seller's Route linked account, step by step from where the last attempt
 * stopped. A step Razorpay refuses or does not answer leaves the ids so far and its words in
 * `linkError` (shown to the operator, who asks again); the seller's money is kept meanwhile.
 */
export async function linkPayoutAccount(
  deps: PayoutAccountDependencies,
  actor: Actor,
  sellerId: string,
): Promise<PayoutAccount> {
  const { seller, account } = await load(deps.db, sellerId);
  if (account?.status === 'linked') return getPayoutAccount(deps.db, sellerId);
  if (account?.status !== 'approved') throw await notInStatus(deps.db, sellerId, 'linked');
  const source = { config: deps.config, db: deps.db };
  const pan = await openText(source, account.panSealed);
  const save = (change: Parameters<typeof updatePayoutAccount>[3]) =>
    updatePayoutAccount(deps.db, sellerId, ['approved'], change);
  let step = 'the linked account';
  try {
    let accountId = account.routeAccountId;
    if (!accountId) {
      const made = await deps.route.createAccount(
        {
          referenceId: seller.id.slice(0, 20),
          email: seller.email,
          phone: seller.mobile.replace(/\D/g, '').slice(-10),
          legalBusinessName: seller.shopName,
          businessType: account.businessType as RouteBusinessType,
          contactName: `${seller.firstName} ${seller.lastName}`.trim(),
          address: {
            street1: seller.address,
            city: seller.city,
            state: seller.state,
            postalCode: seller.pincode,
          },
          pan,
          gstin: seller.gstin,
        },
        `haat-linked-account-${seller.id}`,
      );
      accountId = made.id;
      await save({ routeAccountId: accountId });
    }
    step = 'the stakeholder';
    if (!account.routeStakeholderId) {
      // A stakeholder made by an attempt whose answer was lost is found before another is made.
      const [existing] = await deps.route.listStakeholders(accountId);
      const stakeholder =
        existing ??
        (await deps.route.createStakeholder(accountId, {
          name: account.accountHolderName,
          email: seller.email,
          pan,
        }));
      await save({ routeStakeholderId: stakeholder.id });
    }
    step = 'the Route product';
    let productId = account.routeProductId;
    if (!productId) {
      productId = (await deps.route.requestProduct(accountId)).id;
      await save({ routeProductId: productId });
    }
    step = 'the settlement bank account';
    if (!account.settlementsConfigured) {
      const accountNumber = await openText(source, account.bankAccountSealed);
      await deps.route.updateProduct(accountId, productId, {
        accountNumber,
        ifscCode: account.ifsc,
        beneficiaryName: account.accountHolderName,
      });
      await save({ settlementsConfigured: true });
    }
    const now = deps.clock.now();
    await deps.db.transaction(async (tx) => {
      await updatePayoutAccount(tx, sellerId, ['approved'], {
        status: 'linked',
        linkedAt: now,
        linkError: null,
        linkAttempts: account.linkAttempts + 1,
      });
      await audit(tx, {
        actor,
        action: 'payout-account.link',
        target: sellerId,
        details: { routeAccountId: accountId },
        at: now,
      });
    });
  } catch (error) {
    const words = error instanceof RazorpayApiError ? error.description : String(error);
    await save({
      linkError: `Razorpay did not make ${step}: ${words}`,
      linkAttempts: account.linkAttempts + 1,
    });
  }
  return getPayoutAccount(deps.db, sellerId);
}
