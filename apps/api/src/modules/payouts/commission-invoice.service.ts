// The operator's monthly tax invoice to each seller for its fees (docs/decisions/seller-money.md,
// "The commission invoice"): its own series per financial year (HC/2026-27/00001), CGST + SGST
// when the seller's GSTIN state is the operator's, else IGST; SAC 998599; every figure a sum of
// the month's ledger entries. Issued once per seller per month, after the month has closed.
import { findGstStateByCode } from '@haat/india';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import {
  insertInvoice,
  lockSeries,
  selectInvoicedSellers,
  selectMonthFees,
  type CommissionInvoiceRow,
} from './commission-invoice.repository.ts';
import type { AuditWriter } from './commission.service.ts';
import { istMonth } from './tax-rates.ts';

/** The series' prefix: "Haat commission". */
export const COMMISSION_INVOICE_PREFIX = 'HC';
/**
 * Other support services n.e.c. (the scheme of classification of services annexed to
 * notification 11/2017-Central Tax (Rate)); the invoices already bill the platform charge under it.
 */
export const COMMISSION_SAC = '998599';

/** The financial year (April to March) of a month: '2027-02' → '2026-27'. */
export function financialYearOf(month: string): string {
  const year = Number(month.slice(0, 4));
  const first = Number(month.slice(5, 7)) >= 4 ? year : year - 1;
  return `${first}-${String((first + 1) % 100).padStart(2, '0')}`;
}

export const invoiceNumber = (financialYear: string, seq: number) =>
  `${COMMISSION_INVOICE_PREFIX}/${financialYear}/${String(seq).padStart(5, '0')}`;

/**
 * The GST on the fees split by the two GSTINs' states: within a state CGST and SGST take half
 * each (the odd paisa to SGST, so they add up to the ledger's sum); across states all IGST.
 */
export function splitFeeGst(gstPaise: number, intraState: boolean) {
  if (!intraState) return { cgstPaise: 0, sgstPaise: 0, igstPaise: gstPaise };
  const cgstPaise = Math.floor(gstPaise / 2);
  return { cgstPaise, sgstPaise: gstPaise - cgstPaise, igstPaise: 0 };
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * Issues the month's invoice to every seller with fees in it that has none yet; answers the
 * invoices issued now. A month not yet over is refused (its fees may still grow), and so is a
 * shop without its own GSTIN. A seller whose month's fees net to zero or less (returns gave
 * back more than was charged) gets no invoice.
 */
export async function issueCommissionInvoices(
  db: Database,
  input: { month: string; now: Date; operatorGstin: string | undefined; audit: AuditWriter },
): Promise<CommissionInvoiceRow[]> {
  if (!MONTH.test(input.month)) {
    throw new AppError('VALIDATION_FAILED', 'Give a month as YYYY-MM.', {
      month: 'Give a month as YYYY-MM.',
    });
  }
  if (input.month >= istMonth(input.now)) {
    const message = 'A month is invoiced once it is over.';
    throw new AppError('VALIDATION_FAILED', message, { month: message });
  }
  const operatorGstin = input.operatorGstin;
  if (!operatorGstin) {
    throw new AppError(
      'CONFLICT',
      'Set OPERATOR_GSTIN, the shop’s own GSTIN, before issuing commission invoices.',
    );
  }
  const financialYear = financialYearOf(input.month);
  return db.transaction(async (tx) => {
    let seq = await lockSeries(tx, financialYear);
    const done = await selectInvoicedSellers(tx, input.month);
    const issued: CommissionInvoiceRow[] = [];
    for (const fees of await selectMonthFees(tx, input.month)) {
      if (done.has(fees.sellerId) || fees.feePaise <= 0) continue;
      seq += 1;
      const intraState = fees.gstin.slice(0, 2) === operatorGstin.slice(0, 2);
      const gstPaise = Math.max(0, fees.gstPaise);
      const row: CommissionInvoiceRow = {
        id: newId('ci'),
        number: invoiceNumber(financialYear, seq),
        financialYear,
        seq,
        sellerId: fees.sellerId,
        month: input.month,
        sellerGstin: fees.gstin,
        operatorGstin,
        intraState,
        taxablePaise: fees.feePaise,
        ...splitFeeGst(gstPaise, intraState),
        totalPaise: fees.feePaise + gstPaise,
        issuedAt: input.now,
      };
      await insertInvoice(tx, row);
      issued.push(row);
    }
    if (issued.length > 0) {
      await input.audit(tx, {
        action: 'commission-invoice.issue',
        target: input.month,
        details: { numbers: issued.map((row) => row.number) },
        at: input.now,
      });
    }
    return issued;
  });
}

export const stateOfGstin = (gstin: string) => {
  const state = findGstStateByCode(gstin.slice(0, 2));
  return state ? `${state.name} (${state.code})` : gstin.slice(0, 2);
};
