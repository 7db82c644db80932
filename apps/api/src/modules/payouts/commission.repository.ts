// The commission rules' SQL.
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { categories, mainCategories, subCategories } from '../catalog/catalog.schema.ts';
import { sellers } from '../sellers/sellers.schema.ts';
import { commissionRules } from './payouts.schema.ts';
import type { CommissionRuleRow } from './commission.ts';

/** Every rule, retired ones too (an old order is charged by the rules of its day). */
export async function selectRules(db: Executor): Promise<CommissionRuleRow[]> {
  return db
    .select()
    .from(commissionRules)
    .orderBy(asc(commissionRules.effectiveFrom), asc(commissionRules.id));
}

export async function selectRule(db: Executor, id: string): Promise<CommissionRuleRow | null> {
  const [row] = await db.select().from(commissionRules).where(eq(commissionRules.id, id));
  return row ?? null;
}

/** A page of rules, newest effective date first. */
export async function selectRulePage(
  db: Executor,
  page: { offset: number; limit: number; includeRetired: boolean },
): Promise<{ rows: CommissionRuleRow[]; total: number }> {
  const where = page.includeRetired ? undefined : isNull(commissionRules.retiredFrom);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(commissionRules)
      .where(where)
      .orderBy(sql`${commissionRules.effectiveFrom} desc`, asc(commissionRules.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(commissionRules)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export type RuleValues = Omit<CommissionRuleRow, 'id' | 'createdAt' | 'updatedAt' | 'retiredFrom'>;

/**
 * A rule of the same scope (seller, category), overlapping price band and the same effective
 * date, other than `exceptId`: the one a new or changed rule would collide with.
 */
export async function selectOverlappingRule(
  db: Executor,
  values: RuleValues,
  exceptId: string | null,
): Promise<CommissionRuleRow | null> {
  const same = (column: AnyPgColumn, value: string | null) =>
    value === null ? isNull(column) : eq(column, value);
  const [row] = await db
    .select()
    .from(commissionRules)
    .where(
      and(
        same(commissionRules.sellerId, values.sellerId),
        same(commissionRules.mainCategoryId, values.mainCategoryId),
        same(commissionRules.categoryId, values.categoryId),
        same(commissionRules.subCategoryId, values.subCategoryId),
        eq(commissionRules.effectiveFrom, values.effectiveFrom),
        isNull(commissionRules.retiredFrom),
        sql`${commissionRules.priceFromPaise} <= ${values.priceToPaise}`,
        sql`${commissionRules.priceToPaise} >= ${values.priceFromPaise}`,
        exceptId ? ne(commissionRules.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertRule(
  db: Executor,
  row: RuleValues & { id: string; createdAt: Date; updatedAt: Date },
): Promise<void> {
  await db.insert(commissionRules).values(row);
}

export async function updateRule(
  db: Executor,
  id: string,
  set: Partial<RuleValues> & { retiredFrom?: string | null; updatedAt: Date },
): Promise<void> {
  await db.update(commissionRules).set(set).where(eq(commissionRules.id, id));
}

/** A sub-category's category and main category, a category's main category; null: none such. */
export async function selectCategoryPath(
  db: Executor,
  level: 'sub' | 'category' | 'main',
  id: string,
): Promise<{ mainCategoryId: string; categoryId: string | null } | null> {
  if (level === 'sub') {
    const [row] = await db
      .select({ categoryId: categories.id, mainCategoryId: categories.mainCategoryId })
      .from(subCategories)
      .innerJoin(categories, eq(categories.id, subCategories.categoryId))
      .where(eq(subCategories.id, id));
    return row ?? null;
  }
  if (level === 'category') {
    const [row] = await db
      .select({ categoryId: categories.id, mainCategoryId: categories.mainCategoryId })
      .from(categories)
      .where(eq(categories.id, id));
    return row ?? null;
  }
  const [row] = await db
    .select({ id: mainCategories.id })
    .from(mainCategories)
    .where(eq(mainCategories.id, id));
  return row ? { mainCategoryId: row.id, categoryId: null } : null;
}

export async function sellerExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: sellers.id }).from(sellers).where(eq(sellers.id, id));
  return row !== undefined;
}
