// Which commission rule charges a sale, and what it charges (docs/decisions/seller-money.md).
import { COMMISSION_GST_BASIS_POINTS, percentOf } from './tax-rates.ts';
import type { commissionRules } from './payouts.schema.ts';

export type CommissionRuleRow = typeof commissionRules.$inferSelect;

export interface SaleScope {
  sellerId: string;
  mainCategoryId: string | null;
  categoryId: string | null;
  subCategoryId: string | null;
  unitPricePaise: number;
  /** The IST date ('YYYY-MM-DD') the order was placed: its rules are that day's. */
  placedOn: string;
}

/** How specific a rule's category is: sub-category 3, category 2, main 1, every category 0. */
function specificity(rule: CommissionRuleRow): number {
  if (rule.subCategoryId) return 3;
  if (rule.categoryId) return 2;
  if (rule.mainCategoryId) return 1;
  return 0;
}

function covers(rule: CommissionRuleRow, sale: SaleScope): boolean {
  if (rule.sellerId && rule.sellerId !== sale.sellerId) return false;
  if (rule.subCategoryId && rule.subCategoryId !== sale.subCategoryId) return false;
  if (!rule.subCategoryId && rule.categoryId && rule.categoryId !== sale.categoryId) return false;
  if (!rule.subCategoryId && !rule.categoryId && rule.mainCategoryId) {
    if (rule.mainCategoryId !== sale.mainCategoryId) return false;
  }
  if (sale.unitPricePaise < rule.priceFromPaise || sale.unitPricePaise > rule.priceToPaise) {
    return false;
  }
  if (rule.effectiveFrom > sale.placedOn) return false;
  return rule.retiredFrom === null || rule.retiredFrom > sale.placedOn;
}

/**
 * The rule that charges a sale: the seller's own override before any shop-wide rule, then the
 * most specific category, then the latest in effect; null when none covers it (no commission).
 */
export function chooseRule(
  rules: readonly CommissionRuleRow[],
  sale: SaleScope,
): CommissionRuleRow | null {
  let best: CommissionRuleRow | null = null;
  const rank = (rule: CommissionRuleRow) =>
    [rule.sellerId ? 1 : 0, specificity(rule), rule.effectiveFrom] as const;
  for (const rule of rules) {
    if (!covers(rule, sale)) continue;
    if (!best) {
      best = rule;
      continue;
    }
    const [a, b] = [rank(rule), rank(best)];
    if (a[0] !== b[0] ? a[0] > b[0] : a[1] !== b[1] ? a[1] > b[1] : a[2] > b[2]) best = rule;
  }
  return best;
}

export interface CommissionCharge {
  ruleId: string | null;
  percentBasisPoints: number;
  fixedFeePaise: number;
  /** Percentage of the sale plus the closing fee per piece. */
  commissionPaise: number;
  /** 18 % GST on it. */
  gstPaise: number;
}

/** What a rule charges a sale of `pieces` for which the shopper paid `salePaise`. */
export function commissionOf(
  rule: CommissionRuleRow | null,
  salePaise: number,
  pieces: number,
): CommissionCharge {
  if (!rule) {
    return {
      ruleId: null,
      percentBasisPoints: 0,
      fixedFeePaise: 0,
      commissionPaise: 0,
      gstPaise: 0,
    };
  }
  const fixed = rule.fixedFeePaise * pieces;
  const commissionPaise = percentOf(salePaise, rule.percentBasisPoints) + fixed;
  return {
    ruleId: rule.id,
    percentBasisPoints: rule.percentBasisPoints,
    fixedFeePaise: fixed,
    commissionPaise,
    gstPaise: percentOf(commissionPaise, COMMISSION_GST_BASIS_POINTS),
  };
}

/**
 * The refund administration fee kept when a sale's commission is given back on a return: 20 %
 * of the percentage part given back, at most ₹50 (the closing fee is never given back).
 */
export const REFUND_ADMIN_SHARE_BASIS_POINTS = 2000;
export const REFUND_ADMIN_CAP_PAISE = 5000;

/** What a return gives back of the percentage part of a commission, after the admin fee. */
export function commissionGivenBack(percentPartPaise: number): number {
  const fee = Math.min(
    percentOf(percentPartPaise, REFUND_ADMIN_SHARE_BASIS_POINTS),
    REFUND_ADMIN_CAP_PAISE,
  );
  return percentPartPaise - fee;
}
