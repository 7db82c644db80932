// The operator's commission rules: create, change, retire, each refused whole when it is wrong
// (a 400 naming the field, a 409 for an overlap) and audited in the change's transaction; and
// the fee a price would pay, computed here so that no screen computes money.
import type { Database, Executor } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { chooseRule, commissionOf, type CommissionCharge } from './commission.ts';
import {
  insertRule,
  selectOverlappingRule,
  selectRule,
  selectCategoryPath,
  selectRules,
  sellerExists,
  updateRule,
  type RuleValues,
} from './commission.repository.ts';
import { istDate } from './tax-rates.ts';

/** How a change is recorded in the audit log (the admin module's `audit`, handed in). */
export type AuditWriter = (
  tx: Executor,
  entry: { action: string; target: string; details: object; at: Date },
) => Promise<void>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function refuse(field: string, message: string): never {
  throw new AppError('VALIDATION_FAILED', message, { [field]: message });
}

/** Refuses (400, the field named) a rule that cannot be. */
export function checkRule(values: RuleValues): void {
  if (!Number.isSafeInteger(values.percentBasisPoints) || values.percentBasisPoints < 0) {
    refuse('percent', 'The percentage cannot be negative.');
  }
  if (values.percentBasisPoints > 10_000) refuse('percent', 'The percentage cannot be above 100.');
  if (!Number.isSafeInteger(values.fixedFeePaise) || values.fixedFeePaise < 0) {
    refuse('fixedFee', 'The closing fee cannot be negative.');
  }
  if (!Number.isSafeInteger(values.priceFromPaise) || values.priceFromPaise < 0) {
    refuse('priceFrom', 'The band cannot start below ₹0.');
  }
  if (!Number.isSafeInteger(values.priceToPaise) || values.priceFromPaise > values.priceToPaise) {
    refuse('priceTo', 'The band must end at or above where it starts.');
  }
  if (!DATE.test(values.effectiveFrom) || Number.isNaN(Date.parse(values.effectiveFrom))) {
    refuse('effectiveFrom', 'Give the date the rule takes effect (YYYY-MM-DD).');
  }
}

/**
 * The rule's scope made whole: the most specific category given names its parents (filled in
 * when left out, refused when they disagree), every id exists, and so does the seller.
 */
export async function resolveScope(db: Executor, values: RuleValues): Promise<RuleValues> {
  if (values.sellerId && !(await sellerExists(db, values.sellerId))) {
    refuse('sellerID', 'There is no such seller.');
  }
  const given = values.subCategoryId
    ? (['sub', values.subCategoryId, 'subCategoryID'] as const)
    : values.categoryId
      ? (['category', values.categoryId, 'categoryID'] as const)
      : values.mainCategoryId
        ? (['main', values.mainCategoryId, 'mainCategoryID'] as const)
        : null;
  if (!given) return values;
  const [level, id, field] = given;
  const path = await selectCategoryPath(db, level, id);
  if (!path) refuse(field, 'There is no such category.');
  if (values.mainCategoryId && values.mainCategoryId !== path.mainCategoryId) {
    refuse('mainCategoryID', 'This category is not under that main category.');
  }
  if (level === 'sub' && values.categoryId && values.categoryId !== path.categoryId) {
    refuse('categoryID', 'This sub-category is not under that category.');
  }
  return {
    ...values,
    mainCategoryId: path.mainCategoryId,
    categoryId: level === 'main' ? null : path.categoryId,
  };
}

async function refuseOverlap(tx: Executor, values: RuleValues, exceptId: string | null) {
  const other = await selectOverlappingRule(tx, values, exceptId);
  if (other) {
    throw new AppError(
      'CONFLICT',
      `This rule overlaps rule ${other.id} (same category and seller, price band ₹${other.priceFromPaise / 100}–₹${other.priceToPaise / 100}, from ${other.effectiveFrom}).`,
      { priceFrom: 'The price band overlaps another rule of the same date.' },
    );
  }
}

/** Creates a rule; answers its id. */
export async function createRule(
  db: Database,
  given: RuleValues,
  input: { now: Date; audit: AuditWriter },
): Promise<string> {
  checkRule(given);
  refusePast(given.effectiveFrom, istDate(input.now));
  return db.transaction(async (tx) => {
    const values = await resolveScope(tx, given);
    await refuseOverlap(tx, values, null);
    const id = newId('cr');
    await insertRule(tx, { ...values, id, createdAt: input.now, updatedAt: input.now });
    await input.audit(tx, {
      action: 'commission-rule.create',
      target: id,
      details: values,
      at: input.now,
    });
    return id;
  });
}

/**
 * A rule in effect on or before today may have charged an order (an order is charged by the
 * rules of the day it was placed, and posted only at delivery): it is never edited in place. A new
 * rule with a later effective date replaces it; retiring it stops it from a day not yet begun.
 */
/** A rule never starts on a past day: the orders placed then keep the rules of their day. */
function refusePast(effectiveFrom: string, today: string): void {
  if (effectiveFrom < today) {
    refuse(
      'effectiveFrom',
      `A rule cannot take effect on a past day (today is ${today}): orders placed then keep their rules.`,
    );
  }
}

function refuseInEffect(rule: { effectiveFrom: string }, today: string): void {
  if (rule.effectiveFrom <= today) {
    throw new AppError(
      'CONFLICT',
      `This rule has been in effect since ${rule.effectiveFrom} and orders may have been charged by it, so it cannot be changed. Add a new rule with a later effective date to replace it.`,
      { effectiveFrom: 'A rule already in effect cannot be changed; add a new one.' },
    );
  }
}

/** Changes a rule that has not taken effect yet (and so has charged no order). */
export async function changeRule(
  db: Database,
  id: string,
  given: RuleValues,
  input: { now: Date; audit: AuditWriter },
): Promise<void> {
  checkRule(given);
  await db.transaction(async (tx) => {
    const values = await resolveScope(tx, given);
    const before = await selectRule(tx, id);
    if (!before) throw notFound('Commission rule');
    if (before.retiredFrom) throw new AppError('CONFLICT', 'A retired rule cannot be changed.');
    const today = istDate(input.now);
    refuseInEffect(before, today);
    refusePast(values.effectiveFrom, today);
    await refuseOverlap(tx, values, id);
    await updateRule(tx, id, { ...values, updatedAt: input.now });
    await input.audit(tx, {
      action: 'commission-rule.change',
      target: id,
      details: { before, after: values },
      at: input.now,
    });
  });
}

/**
 * Retires a rule from a date (today's by default, never a past day): orders placed before it
 * keep it.
 */
export async function retireRule(
  db: Database,
  id: string,
  input: { now: Date; from?: string; audit: AuditWriter },
): Promise<void> {
  const today = istDate(input.now);
  if (input.from !== undefined && !DATE.test(input.from)) {
    refuse('retiredFrom', 'Give the date the rule stops (YYYY-MM-DD).');
  }
  await db.transaction(async (tx) => {
    const before = await selectRule(tx, id);
    if (!before) throw notFound('Commission rule');
    if (before.retiredFrom) throw new AppError('CONFLICT', 'This rule is already retired.');
    // By default from today, or from its first day when it has not started (it never charges).
    const from = input.from ?? (before.effectiveFrom > today ? before.effectiveFrom : today);
    if (from < today) {
      refuse('retiredFrom', 'A rule cannot stop on a past day: orders placed then keep it.');
    }
    if (from < before.effectiveFrom) refuse('retiredFrom', 'A rule cannot stop before it starts.');
    await updateRule(tx, id, { retiredFrom: from, updatedAt: input.now });
    await input.audit(tx, {
      action: 'commission-rule.retire',
      target: id,
      details: { from },
      at: input.now,
    });
  });
}

/**
 * The fee a price would pay today for a product of the seller in the category: what the seller's
 * and the operator's product forms show before saving.
 */
export async function quoteFee(
  db: Executor,
  input: {
    sellerId: string;
    mainCategoryId: string | null;
    categoryId: string | null;
    subCategoryId: string | null;
    pricePaise: number;
    now: Date;
  },
): Promise<CommissionCharge> {
  // A product form knows its sub-category: its category and main category come with it.
  const lowest = input.subCategoryId
    ? await selectCategoryPath(db, 'sub', input.subCategoryId)
    : input.categoryId
      ? await selectCategoryPath(db, 'category', input.categoryId)
      : null;
  const rule = chooseRule(await selectRules(db), {
    ...input,
    ...(lowest ?? {}),
    unitPricePaise: input.pricePaise,
    placedOn: istDate(input.now),
  });
  return commissionOf(rule, input.pricePaise, 1);
}
