// The ledger's entries of a delivered line, a received return and a payout: their keys, kinds,
// signs and columns in one place. The posting sweep (posting.service.ts), recordPayout
// (balances.service.ts) and the bench's bulk seed (bench/seller-money-entries.ts) all build them
// here, so the seed can never drift from what the module writes. Pure: no database.
import type { CommissionCharge } from './commission.ts';
import { commissionGivenBack } from './commission.ts';
import type { NewLedgerEntry } from './ledger.repository.ts';
import {
  COMMISSION_GST_BASIS_POINTS,
  TCS_RATES,
  TDS_NO_PAN_BASIS_POINTS,
  TDS_RATES,
  istDate,
  istMonth,
  percentOf,
  rateOn,
  tcsOf,
} from './tax-rates.ts';

/** The columns every entry of one line shares. */
export interface LineColumns {
  sellerId: string;
  orderId: string;
  orderLineId: string;
  gstin: string;
  /** The IST month the entry belongs to (its own, or the current one once its month is trued up). */
  taxMonth: string;
  occurredAt: Date;
}

/**
 * A delivered line's entries: the sale, its commission and GST on it (when charged), TCS and TDS
 * at the supply date's rates (TDS at the higher rate without a PAN), keyed by the line.
 */
export function saleEntries(input: {
  line: LineColumns;
  releasableAt: Date;
  salePaise: number;
  taxablePaise: number;
  commission: CommissionCharge;
  sameState: boolean;
  pan: string | null;
}): NewLedgerEntry[] {
  const { line, commission, taxablePaise } = input;
  const key = (kind: string) => `${kind}:${line.orderLineId}`;
  const common = { ...line, releasableAt: input.releasableAt };
  const supplyDate = istDate(line.occurredAt);
  const tcsRate = rateOn(TCS_RATES, supplyDate).basisPoints;
  const tcs = tcsOf(taxablePaise, tcsRate, input.sameState);
  const tdsRate = input.pan ? rateOn(TDS_RATES, supplyDate).basisPoints : TDS_NO_PAN_BASIS_POINTS;
  const entries: NewLedgerEntry[] = [
    {
      ...common,
      kind: 'sale',
      idempotencyKey: key('sale'),
      amountPaise: input.salePaise,
      taxablePaise,
    },
  ];
  if (commission.commissionPaise > 0) {
    entries.push(
      {
        ...common,
        kind: 'commission',
        idempotencyKey: key('commission'),
        amountPaise: -commission.commissionPaise,
        rateBasisPoints: commission.percentBasisPoints,
        fixedFeePaise: commission.fixedFeePaise,
        ruleId: commission.ruleId,
      },
      {
        ...common,
        kind: 'commission_gst',
        idempotencyKey: key('commission-gst'),
        amountPaise: -commission.gstPaise,
        rateBasisPoints: COMMISSION_GST_BASIS_POINTS,
      },
    );
  }
  entries.push(
    {
      ...common,
      kind: 'tcs',
      idempotencyKey: key('tcs'),
      amountPaise: -(tcs.igstPaise + tcs.cgstPaise + tcs.sgstPaise),
      taxablePaise,
      ...tcs,
      rateBasisPoints: tcsRate,
    },
    {
      ...common,
      kind: 'tds',
      idempotencyKey: key('tds'),
      amountPaise: -percentOf(taxablePaise, tdsRate),
      taxablePaise,
      rateBasisPoints: tdsRate,
      pan: input.pan,
    },
  );
  return entries;
}

/**
 * A received return's entries, keyed by the return: the refund, the commission given back (by
 * the sale's percentage and rule, when it had one) with its GST, TCS reversed at the return day's
 * rate (TCS is on the month's net), TDS given back at the rate it was withheld at (when it was).
 */
export function returnEntries(input: {
  line: LineColumns;
  returnId: string;
  refundPaise: number;
  /** The refund's taxable value (GST excluded), positive. */
  taxablePaise: number;
  sameState: boolean;
  commission: { rateBasisPoints: number; ruleId: string | null } | undefined;
  tds: { rateBasisPoints: number; pan: string | null } | undefined;
}): NewLedgerEntry[] {
  const { taxablePaise } = input;
  const key = (kind: string) => `${kind}:${input.returnId}`;
  const common = { ...input.line, returnId: input.returnId };
  const entries: NewLedgerEntry[] = [
    {
      ...common,
      kind: 'return',
      idempotencyKey: key('return'),
      amountPaise: -input.refundPaise,
      taxablePaise: -taxablePaise,
    },
  ];
  const percent = input.commission?.rateBasisPoints ?? 0;
  if (percent > 0) {
    const givenBack = commissionGivenBack(percentOf(input.refundPaise, percent));
    if (givenBack > 0) {
      entries.push(
        {
          ...common,
          kind: 'commission_reversal',
          idempotencyKey: key('commission-reversal'),
          amountPaise: givenBack,
          rateBasisPoints: percent,
          ruleId: input.commission?.ruleId ?? null,
        },
        {
          ...common,
          kind: 'commission_gst_reversal',
          idempotencyKey: key('commission-gst-reversal'),
          amountPaise: percentOf(givenBack, COMMISSION_GST_BASIS_POINTS),
          rateBasisPoints: COMMISSION_GST_BASIS_POINTS,
        },
      );
    }
  }
  const tcsRate = rateOn(TCS_RATES, istDate(input.line.occurredAt)).basisPoints;
  const tcs = tcsOf(taxablePaise, tcsRate, input.sameState);
  entries.push({
    ...common,
    kind: 'tcs_reversal',
    idempotencyKey: key('tcs-reversal'),
    amountPaise: tcs.igstPaise + tcs.cgstPaise + tcs.sgstPaise,
    taxablePaise: -taxablePaise,
    igstPaise: -tcs.igstPaise,
    cgstPaise: -tcs.cgstPaise,
    sgstPaise: -tcs.sgstPaise,
    rateBasisPoints: tcsRate,
  });
  if (input.tds) {
    entries.push({
      ...common,
      kind: 'tds_reversal',
      idempotencyKey: key('tds-reversal'),
      amountPaise: percentOf(taxablePaise, input.tds.rateBasisPoints),
      taxablePaise: -taxablePaise,
      rateBasisPoints: input.tds.rateBasisPoints,
      pan: input.tds.pan,
    });
  }
  return entries;
}

/** A payout (a transfer to the seller), keyed by Route's transfer id; the amount leaves the balance. */
export function payoutEntry(input: {
  sellerId: string;
  /** The part paid; null: seller-wide money (the balance the settlement run settles). */
  orderId: string | null;
  transferId: string;
  amountPaise: number;
  at: Date;
  note?: string | null;
}): NewLedgerEntry {
  return {
    sellerId: input.sellerId,
    kind: 'payout',
    idempotencyKey: `payout:${input.transferId}`,
    amountPaise: -input.amountPaise,
    orderId: input.orderId,
    transferId: input.transferId,
    taxMonth: istMonth(input.at),
    note: input.note ?? null,
    occurredAt: input.at,
  };
}
