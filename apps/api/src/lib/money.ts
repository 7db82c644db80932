// Money crosses the wire as rupees and lives everywhere else as integer paise (see
// docs/architecture.md).
import { paiseToRupees, rupeesToPaise } from '@haat/india';

export const toWireRupees = (paise: number): number => paiseToRupees(paise);
export const fromWireRupees = (rupees: number): number => rupeesToPaise(rupees);

/** Whole-percent discount of a sale price against its MRP, as cards and the wishlist show it. */
export function calculateDiscountPercent(mrpPaise: number, salePaise: number): number {
  if (mrpPaise <= 0 || salePaise >= mrpPaise) return 0;
  return Math.round(((mrpPaise - salePaise) / mrpPaise) * 100);
}
