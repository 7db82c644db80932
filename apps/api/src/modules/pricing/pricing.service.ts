// Pure money rules (docs/decisions/product-owner.md): shipping, platform charge, coupon discount,
// totals, GST split. Every amount is integer paise; nothing here touches the database or the clock.
import { FREE_SHIPPING_THRESHOLD_PAISE, SHIPPING_PER_ITEM_PAISE } from '@haat/contract';

export interface PricedLine {
  unitPricePaise: number;
  pieces: number;
}

export const calculateLineTotal = (line: PricedLine): number => line.unitPricePaise * line.pieces;

export const calculateSubtotal = (lines: PricedLine[]): number =>
  lines.reduce((sum, line) => sum + calculateLineTotal(line), 0);

/** ₹80 per item (each piece) while the subtotal is below ₹1,000; free from ₹1,000. */
export function calculateShipping(subtotalPaise: number, pieces: number): number {
  if (pieces === 0 || subtotalPaise >= FREE_SHIPPING_THRESHOLD_PAISE) return 0;
  return SHIPPING_PER_ITEM_PAISE * pieces;
}

export interface CouponRule {
  kind: 'flat' | 'percent';
  /** Paise for flat, whole percent for percent. */
  value: number;
  maxDiscountPaise: number | null;
  minOrderPaise: number;
}

/**
 * The discount a coupon gives on an order: percent of the subtotal (capped by the coupon's
 * maximum), or a flat amount; never more than the order total, so payable never goes below 0.
 */
export function calculateCouponDiscount(
  rule: CouponRule,
  subtotalPaise: number,
  totalPaise: number,
): number {
  const raw = rule.kind === 'flat' ? rule.value : Math.floor((subtotalPaise * rule.value) / 100);
  const capped = rule.maxDiscountPaise === null ? raw : Math.min(raw, rule.maxDiscountPaise);
  return Math.max(0, Math.min(capped, totalPaise));
}

export interface Totals {
  subtotalPaise: number;
  shippingPaise: number;
  platformPaise: number;
  totalPaise: number;
  discountPaise: number;
  payablePaise: number;
}

export function calculateTotals(
  lines: PricedLine[],
  platformChargePaise: number,
  discount: (subtotalPaise: number, totalPaise: number) => number = () => 0,
): Totals {
  const subtotalPaise = calculateSubtotal(lines);
  const pieces = lines.reduce((sum, line) => sum + line.pieces, 0);
  const shippingPaise = calculateShipping(subtotalPaise, pieces);
  const platformPaise = lines.length === 0 ? 0 : platformChargePaise;
  const totalPaise = subtotalPaise + shippingPaise + platformPaise;
  const discountPaise = discount(subtotalPaise, totalPaise);
  return {
    subtotalPaise,
    shippingPaise,
    platformPaise,
    totalPaise,
    discountPaise,
    payablePaise: totalPaise - discountPaise,
  };
}

export interface GstSplit {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/**
 * Splits a GST-inclusive amount: CGST + SGST (half each) when seller and buyer are in the same
 * state, IGST otherwise. The taxable value is the amount less the tax it includes.
 */
export function splitGst(
  inclusivePaise: number,
  ratePercent: number,
  isSameState: boolean,
): GstSplit {
  const taxablePaise = Math.round((inclusivePaise * 100) / (100 + ratePercent));
  const taxPaise = inclusivePaise - taxablePaise;
  if (!isSameState) return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise };
  const cgstPaise = Math.floor(taxPaise / 2);
  return { taxablePaise, cgstPaise, sgstPaise: taxPaise - cgstPaise, igstPaise: 0 };
}
