// Invoice numbers: one series per seller and Indian financial year. CGST Rules, rule 46(b): at
// most 16 characters of letters, digits, '-' and '/', unique within the financial year.
import { createHash } from 'node:crypto';
import { formatIsoDateIst } from '@haat/india';

/** Four characters: `CODE/26-27/00001` is exactly the 16 that rule 46(b) allows. */
export const SELLER_CODE_LENGTH = 4;
const SEQUENCE_DIGITS = 5;
const SELLER_ID_PREFIX = /^sl_/;
const HASHED_CANDIDATES = 16;

/**
 * '2026-27' for any moment from 1 April 2026 to 31 March 2027, judged on the Indian calendar:
 * 20:00 UTC on 31 March is already 1 April in India.
 */
export function financialYearOf(date: Date): string {
  const [yearText, monthText] = formatIsoDateIst(date).split('-');
  const year = Number(yearText);
  const startYear = Number(monthText) >= 4 ? year : year - 1;
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** 'GULA', '2026-27', 7 → 'GULA/26-27/00007'. The year is shortened to keep within 16 characters. */
export function formatInvoiceNumber(
  sellerCode: string,
  financialYear: string,
  sequence: number,
): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new RangeError(`An invoice sequence starts at 1, got ${sequence}`);
  }
  return `${sellerCode}/${financialYear.slice(2)}/${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
}

/**
 * A credit note's number in its own series (rule 53: consecutive, at most 16 characters):
 * 'GULA', '2026-27', 7 → 'GULA/26-27/C0007'.
 */
export function formatCreditNoteNumber(
  sellerCode: string,
  financialYear: string,
  sequence: number,
): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new RangeError(`A credit note sequence starts at 1, got ${sequence}`);
  }
  return `${sellerCode}/${financialYear.slice(2)}/C${String(sequence).padStart(SEQUENCE_DIGITS - 1, '0')}`;
}

/** The seller code an invoice number starts with. */
export function sellerCodeOf(invoiceNumber: string): string {
  return invoiceNumber.split('/')[0] ?? '';
}

/**
 * Codes a seller may take, best first: the first letters and digits of its id read upper-case
 * (sl_gulabi_nagri → GULA), then codes hashed from the id. The service takes the first one no
 * other seller's invoice carries, and a seller keeps the code of its first invoice for ever.
 */
export function sellerCodeCandidates(sellerId: string): string[] {
  const readable = sellerId
    .replace(SELLER_ID_PREFIX, '')
    .replace(/[^a-zA-Z0-9]/g, '')
    .toUpperCase()
    .slice(0, SELLER_CODE_LENGTH);
  const hashed = Array.from({ length: HASHED_CANDIDATES }, (_, attempt) =>
    hashCode(`${sellerId}#${attempt}`),
  );
  const candidates = readable.length === SELLER_CODE_LENGTH ? [readable, ...hashed] : hashed;
  return [...new Set(candidates)];
}

function hashCode(text: string): string {
  const digest = createHash('sha256').update(text).digest();
  return BigInt(`0x${digest.subarray(0, 8).toString('hex')}`)
    .toString(36)
    .toUpperCase()
    .padStart(SELLER_CODE_LENGTH, '0')
    .slice(0, SELLER_CODE_LENGTH);
}
