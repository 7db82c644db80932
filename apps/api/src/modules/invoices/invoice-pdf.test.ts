import { describe, expect, it } from 'vitest';
import { formatAmountInWords, formatInr } from '@haat/india';
import { calculateSellerInvoices, type InvoiceSourceLine } from './invoice-amounts.ts';
import { renderInvoicePdf, renderInvoicesPdf, type InvoiceData } from './invoice-pdf.ts';
import { keptFeeWords } from './kept-fee-words.ts';
import { countPdfPages, readPdfText } from '../../../test/invoices.fixtures.ts';

const kurta: InvoiceSourceLine = {
  sellerId: 'sl_gulabi_nagri',
  title: 'Jaipuri Block Print Cotton Kurta with Palazzo',
  colorName: 'Indigo',
  sizeName: 'XL',
  hsnCode: '62114290',
  gstRatePercent: 5,
  unitPricePaise: 1_29_900,
  pieces: 2,
  lineTotalPaise: 2_59_800,
};

function invoiceData(isSameState: boolean, lines: InvoiceSourceLine[] = [kurta]): InvoiceData {
  const [amounts] = calculateSellerInvoices(
    { shippingPaise: 16_000, platformPaise: 500, discountPaise: 0, lines },
    () => isSameState,
  );
  if (!amounts) throw new Error('no invoice');
  return {
    number: 'GULA/26-27/00042',
    issuedAt: new Date('2026-05-10T06:00:00Z'),
    orderId: 'OD123456789012',
    orderedAt: new Date('2026-05-08T06:00:00Z'),
    paymentType: 'prepaid',
    seller: {
      shopName: 'Gulabi Nagri Crafts',
      address: 'Shop 14, Johari Bazaar',
      city: 'Jaipur',
      pincode: '302001',
      state: { name: 'Rajasthan', code: '08' },
      gstin: '08ABGFG4821M1ZR',
    },
    billTo: { name: 'Asha Verma', lines: ['Flat 302, Ratan Apartments, MI Road'] },
    shipTo: { name: 'Asha Verma', lines: ['Flat 302, Ratan Apartments, MI Road'] },
    placeOfSupply: isSameState
      ? { name: 'Rajasthan', code: '08' }
      : { name: 'Karnataka', code: '29' },
    isSameState,
    rows: amounts.rows,
    totals: amounts.totals,
  };
}

describe('renderInvoicePdf', () => {
  it('prints a same-state invoice with CGST and SGST, the ₹ total and the amount in words', async () => {
    const data = invoiceData(true);
    const pdf = await renderInvoicePdf(data);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = readPdfText(pdf);
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain('GSTIN: 08ABGFG4821M1ZR');
    expect(text).toContain('GULA/26-27/00042');
    expect(text).toContain('10-May-2026');
    expect(text).toContain('Rajasthan (08)');
    expect(text).toContain('62114290');
    expect(text).toContain('Colour: Indigo, Size: XL');
    expect(text).toMatch(/CGST.*SGST/);
    expect(text).not.toContain('IGST');
    // 2 × ₹1,299 + ₹160 shipping + ₹5 platform charge.
    expect(data.totals.grandTotalPaise).toBe(2_76_300);
    expect(text).toContain(formatInr(2_76_300));
    expect(text).toContain('₹2,763.00');
    expect(text).toContain(`${formatAmountInWords(2_76_300)} Only`);
    expect(text).toContain('Shipping charges');
    expect(text).toContain('Platform charge');
    expect(text).toContain('This is a computer-generated invoice.');
    // Helvetica's stand-in for a glyph it lacks.
    expect(text).not.toContain('¹');
  });

  it('prints a credit note against its invoice, with the reason and the same amounts', async () => {
    const invoice = invoiceData(true);
    const text = await readPdfText(
      await renderInvoicePdf({
        ...invoice,
        number: 'GULA/26-27/C0003',
        issuedAt: new Date('2026-05-12T06:00:00Z'),
        creditNote: {
          invoiceNumber: 'GULA/26-27/00042',
          invoiceDate: new Date('2026-05-10T06:00:00Z'),
          reason: 'Order cancelled after shipping',
        },
      }),
    );
    expect(text).toContain('CREDIT NOTE');
    expect(text).not.toContain('TAX INVOICE');
    expect(text).toContain('GULA/26-27/C0003');
    expect(text).toContain('Against invoice');
    expect(text).toContain('GULA/26-27/00042');
    expect(text).toContain('10-May-2026');
    expect(text).toContain('Order cancelled after shipping');
    expect(text).toContain(formatInr(invoice.totals.grandTotalPaise));
    expect(text).toContain('This is a computer-generated credit note.');
  });

  it("says on a cancel's credit note what fee was kept from the refund and why, apart from the credit", async () => {
    const invoice = invoiceData(true);
    const paidPaise = invoice.totals.grandTotalPaise;
    const text = readPdfText(
      await renderInvoicePdf({
        ...invoice,
        number: 'GULA/26-27/C0004',
        creditNote: {
          invoiceNumber: 'GULA/26-27/00042',
          invoiceDate: new Date('2026-05-10T06:00:00Z'),
          reason: 'Order cancelled after shipping',
          keptFee: {
            feePaise: 14_900,
            paidPaise,
            refundPaise: paidPaise - 14_900,
            itemsRefundPaise: 0,
            parcel: 'out-for-delivery',
          },
        },
      }),
    );
    expect(text).toContain(
      'Cancellation fee kept: ₹149.00 — the parcel was already out for delivery when the order was cancelled.',
    );
    // ₹2,763.00 paid = ₹2,614.00 refunded + ₹149.00 kept, to the paisa.
    expect(text).toContain(
      'For the whole order: paid ₹2,763.00, refunded ₹2,614.00, kept ₹149.00.',
    );
    expect(text).toContain('It is not part of this credit note, which credits the goods in full.');
    // The credit itself is the whole invoice still.
    expect(text).toContain(`${formatAmountInWords(paidPaise)} Only`);
    expect(text).not.toContain(formatAmountInWords(paidPaise - 14_900));
  });

  it('refuses a kept fee that does not add up to what was paid', () => {
    expect(() =>
      keptFeeWords({ feePaise: 9_900, paidPaise: 50_000, refundPaise: 40_000, itemsRefundPaise: 0, parcel: 'shipped' }),
    ).toThrow(RangeError);
    expect(
      keptFeeWords({ feePaise: 9_900, paidPaise: 50_000, refundPaise: 40_100, itemsRefundPaise: 0, parcel: 'shipped' })
        .lines[0],
    ).toBe(
      'Cancellation fee kept: ₹99.00 — the parcel had already left the seller when the order was cancelled.',
    );
    // An item cancelled before shipping was paid for and refunded too: said within the refund.
    expect(
      keptFeeWords({
        feePaise: 9_900,
        paidPaise: 50_000,
        refundPaise: 40_100,
        itemsRefundPaise: 12_000,
        parcel: 'shipped',
      }).lines[1],
    ).toBe(
      'For the whole order: paid ₹500.00, refunded ₹401.00 (₹120.00 of it for items cancelled before shipping), kept ₹99.00.',
    );
  });

  it('prints an inter-state invoice with IGST alone', async () => {
    const text = readPdfText(await renderInvoicePdf(invoiceData(false)));
    expect(text).toContain('IGST');
    expect(text).toContain('Karnataka (29)');
    expect(text).not.toContain('CGST');
    expect(text).not.toContain('SGST');
  });

  it('embeds DejaVu Sans rather than a built-in font', async () => {
    const pdf = await renderInvoicePdf(invoiceData(true));
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
    expect(raw).not.toContain('/Helvetica');
  });

  it('draws a name and an address written in Devanagari in Noto Sans Devanagari, and only then', async () => {
    const hindi = {
      name: 'आशा वर्मा',
      lines: ['मकान नंबर १२, त्रिपोलिया बाज़ार', 'Jaipur - 302001'],
    };
    const pdf = await renderInvoicePdf({ ...invoiceData(true), billTo: hindi, shipTo: hindi });
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Bold\b/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular\b/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
    const english = (await renderInvoicePdf(invoiceData(true))).toString('latin1');
    expect(english).not.toContain('NotoSansDevanagari');
  });

  it('runs a long invoice onto more pages and numbers them', async () => {
    const lines = Array.from({ length: 45 }, (_, index) => ({
      ...kurta,
      title: `Hand-block printed cushion cover, design ${index + 1}`,
      pieces: 1,
      lineTotalPaise: kurta.unitPricePaise,
    }));
    const pdf = await renderInvoicePdf(invoiceData(true, lines));
    expect(countPdfPages(pdf)).toBeGreaterThan(1);
    const text = readPdfText(pdf);
    expect(text).toContain('design 45');
    expect(text).toContain('(continued)');
    expect(text).toContain(`Page 1 of ${countPdfPages(pdf)}`);
  });

  it('puts several invoices in one document, each from a new page', async () => {
    const other = { ...invoiceData(false), number: 'TAPI/26-27/00007' };
    const pdf = await renderInvoicesPdf([invoiceData(true), other]);
    expect(countPdfPages(pdf)).toBe(2);
    const text = readPdfText(pdf);
    expect(text).toContain('Invoice GULA/26-27/00042 · Page 1 of 1');
    expect(text).toContain('Invoice TAPI/26-27/00007 · Page 1 of 1');
  });
});
