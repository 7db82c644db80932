import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAmountInWords, formatInr } from '@haat/india';
import { openTestDatabase, type TestDatabase } from '../../../test/helper.ts';
import type { Database } from '../../db/client.ts';
import { invoiceSeries, invoices, sellers } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { createFileObjectStore, type ObjectStore } from '../../lib/object-store.ts';
import { sellerCodeCandidates } from './invoice-number.ts';
import { findInvoicePdf, issueInvoicesForOrder, orderHasInvoice } from './invoices.service.ts';
import {
  countPdfPages,
  GUJARAT_SELLER_ID,
  insertLookalikeSeller,
  insertTestOrder,
  RAJASTHAN_SELLER_ID,
  readPdfText,
} from '../../../test/invoices.fixtures.ts';

let database: TestDatabase;
let db: Database;
let dataDir: string;
let files: ObjectStore;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.handle.db;
  dataDir = mkdtempSync(path.join(tmpdir(), 'haat-invoices-'));
  files = createFileObjectStore(dataDir);
});

afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// Each test issues in financial years of its own, so their series never meet.
const at = (moment: string) => new Date(moment);

async function gstinOf(sellerId: string): Promise<string> {
  const [seller] = await db
    .select({ gstin: sellers.gstin })
    .from(sellers)
    .where(eq(sellers.id, sellerId));
  if (!seller) throw new Error(`no seller ${sellerId}`);
  return seller.gstin;
}

async function issuedPdfText(orderId: string): Promise<string> {
  const pdf = await findInvoicePdf(db, { orderId, files });
  if (!pdf) throw new Error(`order ${orderId} has no invoice`);
  return readPdfText(pdf);
}

describe('invoice numbers', () => {
  it('two orders of one seller get consecutive numbers of its series', async () => {
    const first = await insertTestOrder(db, {
      lines: [{ sellerId: RAJASTHAN_SELLER_ID, pieces: 1 }],
    });
    const second = await insertTestOrder(db, {
      lines: [{ sellerId: RAJASTHAN_SELLER_ID, pieces: 2 }],
    });
    const [a] = await issueInvoicesForOrder(db, {
      orderId: first.id,
      files,
      now: at('2031-06-01T10:00:00Z'),
    });
    const [b] = await issueInvoicesForOrder(db, {
      orderId: second.id,
      files,
      now: at('2031-06-02T10:00:00Z'),
    });
    expect(a?.number).toBe('GULA/31-32/00001');
    expect(b?.number).toBe('GULA/31-32/00002');
    const series = await db
      .select()
      .from(invoiceSeries)
      .where(eq(invoiceSeries.financialYear, '2031-32'));
    expect(series).toEqual([
      { sellerId: RAJASTHAN_SELLER_ID, financialYear: '2031-32', lastNumber: 2 },
    ]);
  });

  it('starts a new series on 1 April, Indian time', async () => {
    const march = await insertTestOrder(db, {
      lines: [{ sellerId: RAJASTHAN_SELLER_ID, pieces: 1 }],
    });
    const april = await insertTestOrder(db, {
      lines: [{ sellerId: RAJASTHAN_SELLER_ID, pieces: 1 }],
    });
    const later = await insertTestOrder(db, {
      lines: [{ sellerId: RAJASTHAN_SELLER_ID, pieces: 1 }],
    });
    // 23:59 on 31 March in India, then 00:00 on 1 April in India (18:30 UTC).
    const [a] = await issueInvoicesForOrder(db, {
      orderId: march.id,
      files,
      now: at('2034-03-31T18:29:00Z'),
    });
    const [b] = await issueInvoicesForOrder(db, {
      orderId: april.id,
      files,
      now: at('2034-03-31T18:30:00Z'),
    });
    const [c] = await issueInvoicesForOrder(db, {
      orderId: later.id,
      files,
      now: at('2034-04-02T10:00:00Z'),
    });
    expect(a?.number).toBe('GULA/33-34/00001');
    expect(b?.number).toBe('GULA/34-35/00001');
    expect(c?.number).toBe('GULA/34-35/00002');
  });

  it('keeps separate series for separate sellers', async () => {
    const jaipur = await insertTestOrder(db, {
      lines: [{ sellerId: RAJASTHAN_SELLER_ID, pieces: 1 }],
    });
    const surat = await insertTestOrder(db, {
      lines: [{ sellerId: GUJARAT_SELLER_ID, pieces: 1 }],
    });
    const now = at('2036-07-01T10:00:00Z');
    const [a] = await issueInvoicesForOrder(db, { orderId: jaipur.id, files, now });
    const [b] = await issueInvoicesForOrder(db, { orderId: surat.id, files, now });
    expect(a?.number).toBe('GULA/36-37/00001');
    expect(b?.number).toBe('TAPI/36-37/00001');
  });

  it('gives a seller whose id reads like another seller’s a code of its own, and keeps it', async () => {
    const twinId = 'sl_gulabi_twin';
    await insertLookalikeSeller(db, twinId);
    const gulabi = await insertTestOrder(db, {
      lines: [{ sellerId: RAJASTHAN_SELLER_ID, pieces: 1 }],
    });
    const twin = await insertTestOrder(db, {
      lines: [{ sellerId: twinId, pieces: 1, productSellerId: RAJASTHAN_SELLER_ID }],
    });
    const twinAgain = await insertTestOrder(db, {
      lines: [{ sellerId: twinId, pieces: 1, productSellerId: RAJASTHAN_SELLER_ID }],
    });
    const now = at('2037-07-01T10:00:00Z');
    await issueInvoicesForOrder(db, { orderId: gulabi.id, files, now });
    const [first] = await issueInvoicesForOrder(db, { orderId: twin.id, files, now });
    const [second] = await issueInvoicesForOrder(db, { orderId: twinAgain.id, files, now });
    const code = sellerCodeCandidates(twinId)[1];
    expect(code).toMatch(/^[A-Z0-9]{4}$/);
    expect(first?.number).toBe(`${code}/37-38/00001`);
    expect(second?.number).toBe(`${code}/37-38/00002`);
  });
});

describe('issueInvoicesForOrder', () => {
  it('issues once: a second call answers the same invoices and claims no number', async () => {
    const order = await insertTestOrder(db, {
      lines: [{ sellerId: RAJASTHAN_SELLER_ID, pieces: 1 }],
    });
    const now = at('2038-05-01T10:00:00Z');
    const first = await issueInvoicesForOrder(db, { orderId: order.id, files, now });
    const again = await issueInvoicesForOrder(db, {
      orderId: order.id,
      files,
      now: at('2038-05-03T10:00:00Z'),
    });
    expect(again).toEqual(first);
    expect(first).toEqual([
      {
        id: expect.stringMatching(/^inv_[a-z0-9]{16}$/),
        orderId: order.id,
        sellerId: RAJASTHAN_SELLER_ID,
        number: 'GULA/38-39/00001',
        filePath: expect.stringMatching(/^invoices\/inv_[a-z0-9]{16}\.pdf$/),
        issuedAt: now,
      },
    ]);
    expect(await db.select().from(invoices).where(eq(invoices.orderId, order.id))).toHaveLength(1);
    const next = await insertTestOrder(db, {
      lines: [{ sellerId: RAJASTHAN_SELLER_ID, pieces: 1 }],
    });
    const [nextInvoice] = await issueInvoicesForOrder(db, { orderId: next.id, files, now });
    expect(nextInvoice?.number).toBe('GULA/38-39/00002');
  });

  it('works inside the caller’s transaction and leaves nothing when that rolls back', async () => {
    const order = await insertTestOrder(db, {
      lines: [{ sellerId: GUJARAT_SELLER_ID, pieces: 1 }],
    });
    const now = at('2039-05-01T10:00:00Z');
    await expect(
      db.transaction(async (tx) => {
        await issueInvoicesForOrder(tx, { orderId: order.id, files, now });
        throw new Error('shipping failed after the invoice');
      }),
    ).rejects.toThrow('shipping failed');
    expect(await orderHasInvoice(db, order.id)).toBe(false);
    const [invoice] = await db.transaction((tx) =>
      issueInvoicesForOrder(tx, { orderId: order.id, files, now }),
    );
    // The rolled-back number was given back: no gap in the series.
    expect(invoice?.number).toBe('TAPI/39-40/00001');
  });

  it('charges CGST and SGST when a Rajasthan seller ships to Jaipur', async () => {
    const order = await insertTestOrder(db, {
      lines: [{ sellerId: RAJASTHAN_SELLER_ID, pieces: 2 }],
      pincode: '302001',
    });
    const [invoice] = await issueInvoicesForOrder(db, {
      orderId: order.id,
      files,
      now: at('2040-05-01T10:00:00Z'),
    });
    const text = await issuedPdfText(order.id);
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain(invoice?.number);
    expect(text).toContain(`GSTIN: ${await gstinOf(RAJASTHAN_SELLER_ID)}`);
    expect(text).toContain('Rajasthan (08)'); // place of supply: the buyer's state
    expect(text).toContain('State: Rajasthan (code 08)');
    expect(text).toMatch(/CGST.*SGST/);
    expect(text).not.toContain('IGST');
    expect(text).toContain(formatInr(order.payablePaise));
    expect(text).toContain(`${formatAmountInWords(order.payablePaise)} Only`);
    expect(text).toContain('01-May-2040');
    expect(text).toContain('Asha Verma');
  });

  it('charges IGST when a Gujarat seller ships to Jaipur', async () => {
    const order = await insertTestOrder(db, {
      lines: [{ sellerId: GUJARAT_SELLER_ID, pieces: 1 }],
      pincode: '302001',
      paymentType: 'prepaid',
    });
    await issueInvoicesForOrder(db, {
      orderId: order.id,
      files,
      now: at('2040-05-01T10:00:00Z'),
    });
    const text = await issuedPdfText(order.id);
    expect(text).toContain(`GSTIN: ${await gstinOf(GUJARAT_SELLER_ID)}`);
    expect(text).toContain('State: Gujarat (code 24)');
    expect(text).toContain('Rajasthan (08)'); // place of supply: the buyer's state
    expect(text).toContain('IGST');
    expect(text).not.toContain('CGST');
    expect(text).toContain(formatInr(order.payablePaise));
  });

  it('prints the HSN code of the product', async () => {
    const order = await insertTestOrder(db, {
      lines: [{ sellerId: GUJARAT_SELLER_ID, pieces: 1 }],
    });
    await issueInvoicesForOrder(db, {
      orderId: order.id,
      files,
      now: at('2040-05-01T10:00:00Z'),
    });
    const [line] = await db.query.orderLines.findMany({
      where: (row, { eq: equals }) => equals(row.orderId, order.id),
    });
    expect(line?.hsnCode).toMatch(/^\d{4,8}$/);
    expect(await issuedPdfText(order.id)).toContain(line?.hsnCode);
  });

  it('gives an order of two sellers one invoice each and one file holding both', async () => {
    const order = await insertTestOrder(db, {
      lines: [
        { sellerId: GUJARAT_SELLER_ID, pieces: 1 },
        { sellerId: RAJASTHAN_SELLER_ID, pieces: 1 },
      ],
      paymentType: 'prepaid',
      discountPaise: 5_000,
    });
    const issued = await issueInvoicesForOrder(db, {
      orderId: order.id,
      files,
      now: at('2041-05-01T10:00:00Z'),
    });
    expect(issued.map((invoice) => [invoice.sellerId, invoice.number])).toEqual([
      [RAJASTHAN_SELLER_ID, 'GULA/41-42/00001'],
      [GUJARAT_SELLER_ID, 'TAPI/41-42/00001'],
    ]);
    const jaipurText = readPdfText(readFileSync(path.join(dataDir, issued[0]?.filePath ?? '')));
    expect(jaipurText).toContain(await gstinOf(RAJASTHAN_SELLER_ID));
    expect(jaipurText).not.toContain(await gstinOf(GUJARAT_SELLER_ID));
    expect(jaipurText).toContain('Platform charge');

    const combined = await findInvoicePdf(db, { orderId: order.id, files });
    if (!combined) throw new Error('no combined invoice');
    expect(countPdfPages(combined)).toBe(2);
    const text = readPdfText(combined);
    expect(text).toContain('GULA/41-42/00001');
    expect(text).toContain('TAPI/41-42/00001');
    expect(text).toMatch(/CGST[\s\S]*IGST/);
  });

  it('refuses a cancelled order and an unpaid online order', async () => {
    const cancelled = await insertTestOrder(db, {
      lines: [{ sellerId: GUJARAT_SELLER_ID, pieces: 1 }],
      status: -1,
    });
    const unpaid = await insertTestOrder(db, {
      lines: [{ sellerId: GUJARAT_SELLER_ID, pieces: 1 }],
      paymentType: 'prepaid',
      paymentStatus: 'pending',
    });
    const now = at('2042-05-01T10:00:00Z');
    await expect(issueInvoicesForOrder(db, { orderId: cancelled.id, files, now })).rejects.toThrow(
      AppError,
    );
    await expect(issueInvoicesForOrder(db, { orderId: unpaid.id, files, now })).rejects.toThrow(
      AppError,
    );
    expect(await orderHasInvoice(db, cancelled.id)).toBe(false);
    expect(await orderHasInvoice(db, unpaid.id)).toBe(false);
  });

  it('answers 404 for an order that does not exist', async () => {
    await expect(
      issueInvoicesForOrder(db, { orderId: 'OD000000000000', files, now: new Date() }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('findInvoicePdf and orderHasInvoice', () => {
  it('find nothing before shipping and the stored file after', async () => {
    const order = await insertTestOrder(db, {
      lines: [{ sellerId: RAJASTHAN_SELLER_ID, pieces: 1 }],
    });
    expect(await orderHasInvoice(db, order.id)).toBe(false);
    expect(await findInvoicePdf(db, { orderId: order.id, files })).toBeNull();
    const [invoice] = await issueInvoicesForOrder(db, {
      orderId: order.id,
      files,
      now: at('2043-05-01T10:00:00Z'),
    });
    expect(await orderHasInvoice(db, order.id)).toBe(true);
    const stored = path.join(dataDir, invoice?.filePath ?? '');
    expect(existsSync(stored)).toBe(true);
    expect(await findInvoicePdf(db, { orderId: order.id, files })).toEqual(readFileSync(stored));
  });

  it('refuses to read a stored path that leaves DATA_DIR', async () => {
    const order = await insertTestOrder(db, {
      lines: [{ sellerId: RAJASTHAN_SELLER_ID, pieces: 1 }],
    });
    await issueInvoicesForOrder(db, {
      orderId: order.id,
      files,
      now: at('2044-05-01T10:00:00Z'),
    });
    await db
      .update(invoices)
      .set({ filePath: '../../etc/passwd' })
      .where(eq(invoices.orderId, order.id));
    await expect(findInvoicePdf(db, { orderId: order.id, files })).rejects.toThrow(
      /not a storage key/,
    );
  });
});
