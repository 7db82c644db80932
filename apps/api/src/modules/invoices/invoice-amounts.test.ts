import { describe, expect, it } from 'vitest';
import { splitGst } from '../pricing/index.ts';
import {
  allocateProRata,
  calculateSellerInvoices,
  CHARGES_GST_RATE_PERCENT,
  type InvoiceSourceLine,
} from './invoice-amounts.ts';

const line = (overrides: Partial<InvoiceSourceLine>): InvoiceSourceLine => ({
  sellerId: 'sl_a',
  title: 'Cotton kurta',
  colorName: null,
  sizeName: null,
  hsnCode: '62114290',
  gstRatePercent: 5,
  unitPricePaise: 49_900,
  pieces: 1,
  lineTotalPaise: 49_900,
  ...overrides,
});

describe('allocateProRata', () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [10, [3, 1], [8, 2]],
    [0, [5, 5], [0, 0]],
    [7, [0, 2], [0, 7]],
    [24_000, [3, 1], [18_000, 6_000]],
  ])('shares %i over %j as %j', (amount, weights, shares) => {
    expect(allocateProRata(amount, weights)).toEqual(shares);
  });

  it('adds up exactly and never passes a weight, even for crores', () => {
    const weights = [9_99_99_999, 1, 3_33_333, 7];
    const shares = allocateProRata(5_00_00_000, weights);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(5_00_00_000);
    shares.forEach((share, index) => expect(share).toBeLessThanOrEqual(weights[index] ?? 0));
  });

  it('refuses to share over nothing', () => {
    expect(() => allocateProRata(5, [0, 0])).toThrow(RangeError);
  });
});

describe('calculateSellerInvoices', () => {
  it('splits a same-state line into equal CGST and SGST', () => {
    const [invoice] = calculateSellerInvoices(
      { shippingPaise: 0, platformPaise: 0, discountPaise: 0, lines: [line({})] },
      () => true,
    );
    expect(invoice?.rows).toEqual([
      expect.objectContaining({
        kind: 'item',
        grossPaise: 49_900,
        discountPaise: 0,
        // 499 includes 5%: taxable 475.24, tax 23.76 split 11.88 + 11.88.
        taxablePaise: 47_524,
        cgstPaise: 1_188,
        sgstPaise: 1_188,
        igstPaise: 0,
        totalPaise: 49_900,
      }),
    ]);
  });

  it('charges IGST alone across states', () => {
    const [invoice] = calculateSellerInvoices(
      { shippingPaise: 0, platformPaise: 0, discountPaise: 0, lines: [line({})] },
      () => false,
    );
    expect(invoice?.rows[0]).toMatchObject({
      taxablePaise: 47_524,
      igstPaise: 2_376,
      cgstPaise: 0,
    });
    expect(invoice?.totals).toMatchObject({ igstPaise: 2_376, cgstPaise: 0, sgstPaise: 0 });
  });

  it('shares shipping by pieces and puts the platform charge on the lowest seller id', () => {
    const invoices = calculateSellerInvoices(
      {
        shippingPaise: 32_000,
        platformPaise: 500,
        discountPaise: 0,
        lines: [
          line({ sellerId: 'sl_b', pieces: 3, lineTotalPaise: 3 * 49_900 }),
          line({ sellerId: 'sl_a', pieces: 1 }),
        ],
      },
      () => false,
    );
    expect(invoices.map((invoice) => invoice.sellerId)).toEqual(['sl_a', 'sl_b']);
    const [first, second] = invoices;
    expect(first?.rows.map((row) => [row.kind, row.grossPaise])).toEqual([
      ['item', 49_900],
      ['shipping', 8_000],
      ['platform', 500],
    ]);
    expect(second?.rows.map((row) => [row.kind, row.grossPaise])).toEqual([
      ['item', 149_700],
      ['shipping', 24_000],
    ]);
    expect(first?.rows[2]).toMatchObject({
      gstRatePercent: CHARGES_GST_RATE_PERCENT,
      hsnCode: '998599',
      ...splitGst(500, CHARGES_GST_RATE_PERCENT, false),
    });
  });

  it('leaves out a shipping line when shipping is free', () => {
    const [invoice] = calculateSellerInvoices(
      { shippingPaise: 0, platformPaise: 500, discountPaise: 0, lines: [line({})] },
      () => true,
    );
    expect(invoice?.rows.map((row) => row.kind)).toEqual(['item', 'platform']);
  });

  it('takes a coupon off the items in proportion, before tax', () => {
    const invoices = calculateSellerInvoices(
      {
        shippingPaise: 0,
        platformPaise: 500,
        discountPaise: 10_000,
        lines: [
          line({ sellerId: 'sl_a', unitPricePaise: 30_000, lineTotalPaise: 30_000 }),
          line({
            sellerId: 'sl_b',
            unitPricePaise: 70_000,
            lineTotalPaise: 70_000,
            gstRatePercent: 12,
          }),
        ],
      },
      () => true,
    );
    const [a, b] = invoices;
    expect(a?.rows[0]).toMatchObject({
      discountPaise: 3_000,
      totalPaise: 27_000,
      ...splitGst(27_000, 5, true),
    });
    expect(b?.rows[0]).toMatchObject({
      discountPaise: 7_000,
      totalPaise: 63_000,
      ...splitGst(63_000, 12, true),
    });
    expect(a?.rows[1]).toMatchObject({ kind: 'platform', discountPaise: 0, totalPaise: 500 });
  });

  it('takes a coupon larger than the items off the charges as well', () => {
    const [invoice] = calculateSellerInvoices(
      { shippingPaise: 8_000, platformPaise: 500, discountPaise: 52_000, lines: [line({})] },
      () => true,
    );
    expect(invoice?.rows.map((row) => row.discountPaise)).toEqual([49_900, 1_976, 124]);
    expect(invoice?.totals.grandTotalPaise).toBe(49_900 + 8_000 + 500 - 52_000);
  });

  it.each([
    { sameState: true, discountPaise: 0 },
    { sameState: false, discountPaise: 12_345 },
    { sameState: true, discountPaise: 99_999 },
  ])(
    'invoices add up to what the buyer pays (same state $sameState, discount $discountPaise)',
    ({ sameState, discountPaise }) => {
      const lines = [
        line({
          sellerId: 'sl_c',
          pieces: 2,
          unitPricePaise: 33_333,
          lineTotalPaise: 66_666,
          gstRatePercent: 18,
        }),
        line({
          sellerId: 'sl_a',
          pieces: 1,
          unitPricePaise: 12_345,
          lineTotalPaise: 12_345,
          gstRatePercent: 12,
        }),
        line({
          sellerId: 'sl_c',
          pieces: 3,
          unitPricePaise: 9_999,
          lineTotalPaise: 29_997,
          gstRatePercent: 5,
        }),
        line({
          sellerId: 'sl_b',
          pieces: 1,
          unitPricePaise: 101,
          lineTotalPaise: 101,
          gstRatePercent: 3,
        }),
      ];
      const order = { shippingPaise: 56_000, platformPaise: 500, discountPaise, lines };
      const invoices = calculateSellerInvoices(order, () => sameState);
      const payable = 66_666 + 12_345 + 29_997 + 101 + 56_000 + 500 - discountPaise;
      expect(invoices.reduce((sum, invoice) => sum + invoice.totals.grandTotalPaise, 0)).toBe(
        payable,
      );
      for (const { rows, totals } of invoices) {
        expect(totals.taxablePaise + totals.cgstPaise + totals.sgstPaise + totals.igstPaise).toBe(
          totals.grandTotalPaise,
        );
        expect(totals.grossPaise - totals.discountPaise).toBe(totals.grandTotalPaise);
        for (const row of rows) expect(row.totalPaise).toBeGreaterThanOrEqual(0);
      }
    },
  );

  it('refuses a discount larger than the order', () => {
    expect(() =>
      calculateSellerInvoices(
        { shippingPaise: 0, platformPaise: 500, discountPaise: 60_000, lines: [line({})] },
        () => true,
      ),
    ).toThrow(RangeError);
  });
});
