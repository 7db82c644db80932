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
  selectRules,
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
  if (values.subCategoryId && !values.categoryId) {
    refuse('categoryId', 'A sub-category rule names its category too.');
  }
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
  values: RuleValues,
  input: { now: Date; audit: AuditWriter },
): Promise<string> {
  checkRule(values);
  return db.transaction(async (tx) => {
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

/** Changes a rule not yet retired. */
export async function changeRule(
  db: Database,
  id: string,
  values: RuleValues,
  input: { now: Date; audit: AuditWriter },
): Promise<void> {
  checkRule(values);
  await db.transaction(async (tx) => {
    const before = await selectRule(tx, id);
    if (!before) throw notFound('Commission rule');
    if (before.retiredFrom) throw new AppError('CONFLICT', 'A retired rule cannot be changed.');
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

/** Retires a rule from a date (today's by default): orders placed before it keep it. */
export async function retireRule(
  db: Database,
  id: string,
  input: { now: Date; from?: string; audit: AuditWriter },
): Promise<void> {
  const from = input.from ?? istDate(input.now);
  if (!DATE.test(from)) refuse('retiredFrom', 'Give the date the rule stops (YYYY-MM-DD).');
  await db.transaction(async (tx) => {
    const before = await selectRule(tx, id);
    if (!before) throw notFound('Commission rule');
    if (before.retiredFrom) throw new AppError('CONFLICT', 'This rule is already retired.');
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
  const rule = chooseRule(await selectRules(db), {
    ...input,
    unitPricePaise: input.pricePaise,
    placedOn: istDate(input.now),
  });
  return commissionOf(rule, input.pricePaise, 1);
}
