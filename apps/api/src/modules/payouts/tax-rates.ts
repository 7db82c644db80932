// The one table of withholding rates and the one rounding rule (docs/decisions/seller-money.md).
// TCS: CGST Act s.52 with the IGST Act's s.20 for inter-state supplies; TDS: Income-tax Act
// s.194-O, and s.206AA where no PAN is on file. A rate is chosen by the supply's date (the
// delivery's IST date).

/** Rates in hundredths of a per cent (basis points): 100 = 1 %, 50 = 0.5 %, 10 = 0.1 %. */
export interface DatedRate {
  /** First IST date ('YYYY-MM-DD') the rate applies to. */
  from: string;
  basisPoints: number;
  source: string;
}

/**
 * GST TCS on the net value of taxable supplies (CGST Act s.52(1)): 1 % (0.5 % CGST + 0.5 % SGST,
 * or 1 % IGST) until 9 July 2024; 0.5 % (0.25 % + 0.25 %, or 0.5 % IGST) from 10 July 2024
 * (notification 15/2024-Central Tax and 01/2024-Integrated Tax, both in force 10 July 2024).
 */
export const TCS_RATES: readonly DatedRate[] = [
  { from: '2018-10-01', basisPoints: 100, source: 'Notification 52/2018-Central Tax' },
  { from: '2024-07-10', basisPoints: 50, source: 'Notification 15/2024-Central Tax' },
];

/** Income-tax TDS by the e-commerce operator (s.194-O): 1 % until 30 September 2024, 0.1 % after. */
export const TDS_RATES: readonly DatedRate[] = [
  { from: '2020-10-01', basisPoints: 100, source: 'Income-tax Act s.194-O (Finance Act 2020)' },
  { from: '2024-10-01', basisPoints: 10, source: 's.194-O as amended by Finance (No. 2) Act 2024' },
];

/** TDS where the seller has given no PAN (s.206AA): 5 %. */
export const TDS_NO_PAN_BASIS_POINTS = 500;

/** GST on the operator's fees (commission and closing fee): 18 %. */
export const COMMISSION_GST_BASIS_POINTS = 1800;

/** The rate in force on an IST date ('YYYY-MM-DD'). */
export function rateOn(table: readonly DatedRate[], date: string): DatedRate {
  let found: DatedRate | undefined;
  for (const rate of table) if (rate.from <= date) found = rate;
  if (!found) throw new RangeError(`No rate in force on ${date}`);
  return found;
}

/**
 * `amountPaise × basisPoints / 10,000` rounded to the paisa, half away from zero (half-up on the
 * amount's size; the sign kept): the one rounding of every withholding and fee.
 */
export function percentOf(amountPaise: number, basisPoints: number): number {
  if (!Number.isSafeInteger(amountPaise) || !Number.isSafeInteger(basisPoints)) {
    throw new RangeError(`Cannot take ${basisPoints} bp of ${amountPaise} paise`);
  }
  const size = Math.abs(amountPaise) * basisPoints;
  const rounded = Math.floor((size * 2 + 10_000) / 20_000);
  return amountPaise < 0 ? -rounded : rounded;
}

export interface TcsSplit {
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

/**
 * TCS on a taxable value: all IGST across states; within a state half the rate as CGST and half
 * as SGST, each rounded on its own (they are paid into two heads).
 */
export function tcsOf(taxablePaise: number, basisPoints: number, sameState: boolean): TcsSplit {
  if (!sameState)
    return { igstPaise: percentOf(taxablePaise, basisPoints), cgstPaise: 0, sgstPaise: 0 };
  const half = percentOf(taxablePaise * 1, basisPoints / 2);
  return { igstPaise: 0, cgstPaise: half, sgstPaise: half };
}

/** The IST calendar date ('YYYY-MM-DD') of an instant. */
export function istDate(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** The IST month ('YYYY-MM') of an instant. */
export function istMonth(at: Date): string {
  return istDate(at).slice(0, 7);
}
