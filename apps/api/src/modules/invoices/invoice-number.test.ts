import { describe, expect, it } from 'vitest';
import {
  financialYearOf,
  formatCreditNoteNumber,
  formatInvoiceNumber,
  sellerCodeCandidates,
  sellerCodeOf,
} from './invoice-number.ts';

describe('financialYearOf', () => {
  it.each([
    ['2026-04-01T00:00:00+05:30', '2026-27'],
    ['2026-03-31T23:59:59+05:30', '2025-26'],
    // 18:30 UTC on 31 March is midnight in India: the new year has begun there.
    ['2026-03-31T18:30:00Z', '2026-27'],
    ['2026-03-31T18:29:59Z', '2025-26'],
    ['2026-12-31T12:00:00Z', '2026-27'],
    ['2027-01-15T12:00:00Z', '2026-27'],
    ['2099-06-01T12:00:00Z', '2099-00'],
  ])('%s falls in %s', (moment, year) => {
    expect(financialYearOf(new Date(moment))).toBe(year);
  });
});

describe('formatCreditNoteNumber', () => {
  it('writes code, short year and C with a four-digit sequence, within rule 53\'s 16 characters', () => {
    expect(formatCreditNoteNumber('GULA', '2026-27', 7)).toBe('GULA/26-27/C0007');
    expect(formatCreditNoteNumber('ABCD', '2026-27', 9_999)).toHaveLength(16);
    expect(() => formatCreditNoteNumber('GULA', '2026-27', 0)).toThrow(RangeError);
  });
});

describe('formatInvoiceNumber', () => {
  it('writes code, short year and a five-digit sequence', () => {
    expect(formatInvoiceNumber('GULA', '2026-27', 7)).toBe('GULA/26-27/00007');
  });

  it('stays within the 16 characters of CGST rule 46(b)', () => {
    const number = formatInvoiceNumber('ABCD', '2026-27', 99_999);
    expect(number).toHaveLength(16);
    expect(number).toMatch(/^[A-Z0-9/-]+$/);
  });

  it('refuses a sequence below 1', () => {
    expect(() => formatInvoiceNumber('GULA', '2026-27', 0)).toThrow(RangeError);
  });

  it('gives the code back from a number', () => {
    expect(sellerCodeOf('GULA/26-27/00007')).toBe('GULA');
  });
});

describe('sellerCodeCandidates', () => {
  it.each([
    ['sl_gulabi_nagri', 'GULA'],
    ['sl_tapi_silk', 'TAPI'],
    ['sl_x7k2m9q0c4d1e5f6', 'X7K2'],
  ])('%s is read as %s first', (sellerId, code) => {
    expect(sellerCodeCandidates(sellerId)[0]).toBe(code);
  });

  it('offers distinct four-character fallbacks, the same every time', () => {
    const candidates = sellerCodeCandidates('sl_gulabi_nagri');
    expect(new Set(candidates).size).toBe(candidates.length);
    expect(candidates.length).toBeGreaterThan(10);
    for (const candidate of candidates) expect(candidate).toMatch(/^[A-Z0-9]{4}$/);
    expect(sellerCodeCandidates('sl_gulabi_nagri')).toEqual(candidates);
  });

  it('gives two sellers whose ids start alike different fallbacks', () => {
    const [firstA, ...restA] = sellerCodeCandidates('sl_gulabi_nagri');
    const [firstB, ...restB] = sellerCodeCandidates('sl_gulabi_twin');
    expect(firstA).toBe(firstB);
    expect(restA[0]).not.toBe(restB[0]);
  });

  it('hashes an id too short to read', () => {
    expect(sellerCodeCandidates('sl_ab')[0]).toMatch(/^[A-Z0-9]{4}$/);
    expect(sellerCodeCandidates('sl_ab')[0]).not.toBe('AB');
  });
});
