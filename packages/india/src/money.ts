/**
 * Indian grouping (12,34,567) comes from ICU's en-IN data rather than hand-rolled rules: whole
 * rupees only, digits and group separators, nothing else. `format` and not `formatToParts`: a
 * product page formats ~75 prices, and the parts cost ~2 µs a call against ~0.3 µs.
 */
const RUPEES_FORMATTER = new Intl.NumberFormat('en-IN', {
  maximumFractionDigits: 0,
  useGrouping: true,
});

/**
 * Money is integer paise everywhere (docs/decisions/product-owner.md); a fraction of a paisa is a
 * bug upstream.
 */
export function isWholePaise(n: number): boolean {
  return Number.isSafeInteger(n);
}

function assertWholePaise(paise: number): void {
  if (!isWholePaise(paise)) {
    throw new RangeError(`Money must be a whole number of paise, got ${paise}`);
  }
}

/**
 * '₹1,23,456.50'. Only the grouped rupees are taken from Intl and the paise are appended by
 * hand, so the output never carries ICU's (no-break) spaces or a float rounding.
 */
export function formatInr(paise: number): string {
  assertWholePaise(paise);
  const absolutePaise = Math.abs(paise);
  const rupees = Math.floor(absolutePaise / 100);
  const remainder = absolutePaise % 100;
  const groupedRupees = RUPEES_FORMATTER.format(rupees);
  const sign = paise < 0 ? '-' : '';
  return `${sign}₹${groupedRupees}.${String(remainder).padStart(2, '0')}`;
}

/**
 * Rounds to the nearest paisa, halves away from zero. Binary floats put 1.005 × 100 at
 * 100.4999…, so the product is first fixed to 6 decimals to round the amount that was meant.
 */
export function rupeesToPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) {
    throw new RangeError(`An amount in rupees must be a finite number, got ${rupees}`);
  }
  const absolutePaise = Math.round(Number((Math.abs(rupees) * 100).toFixed(6)));
  // Written this way so a tiny negative amount gives 0, not -0.
  const paise = rupees < 0 && absolutePaise !== 0 ? -absolutePaise : absolutePaise;
  assertWholePaise(paise);
  return paise;
}

/** 12345 → 123.45; for display inputs and third-party APIs that want rupees, never for sums. */
export function paiseToRupees(paise: number): number {
  assertWholePaise(paise);
  return paise / 100;
}
