// Test support for the invoices tests: orders written straight to the database (so these tests
// need nothing of checkout or the orders routes) and the text of a PDF as pdftotext reads it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../src/db/client.ts';
import { orderLines, orders, pincodes, products, sellers } from '../src/db/schema/index.ts';
import { DEMO_CUSTOMER_ID } from '../src/seed/orders.ts';
import { newId, newOrderId } from '../src/lib/ids.ts';
import { calculateTotals } from '../src/modules/pricing/index.ts';

/** Seeded sellers: Jaipur, Rajasthan (GST 08) and Surat, Gujarat (GST 24). */
export const RAJASTHAN_SELLER_ID = 'sl_gulabi_nagri';
export const GUJARAT_SELLER_ID = 'sl_tapi_silk';

export interface TestOrderLine {
  sellerId: string;
  pieces: number;
  /** A product of another seller may stand in (order_lines keeps the seller on its own). */
  productSellerId?: string;
}

export interface TestOrder {
  id: string;
  payablePaise: number;
}

/** A Packed order of the demo customer shipping to `pincode`, priced by the pricing rules. */
export async function insertTestOrder(
  db: Executor,
  options: {
    lines: TestOrderLine[];
    pincode?: string;
    paymentType?: 'cod' | 'prepaid';
    paymentStatus?: 'pending' | 'paid' | 'failed' | 'cod';
    discountPaise?: number;
    status?: number;
  },
): Promise<TestOrder> {
  const pincode = options.pincode ?? '302001';
  const [place] = await db.select().from(pincodes).where(eq(pincodes.pincode, pincode));
  if (!place) throw new Error(`no pincode ${pincode}`);
  const id = newOrderId();
  const lineRows: (typeof orderLines.$inferInsert)[] = [];
  for (const [index, line] of options.lines.entries()) {
    const [product] = await db
      .select()
      .from(products)
      .where(eq(products.sellerId, line.productSellerId ?? line.sellerId))
      .orderBy(asc(products.id))
      .limit(1);
    if (!product) throw new Error(`no product of ${line.sellerId}`);
    lineRows.push({
      id: `ol_${id}_${index + 1}`,
      orderId: id,
      productId: product.id,
      sellerId: line.sellerId,
      title: product.title,
      imageUrl: '/media/test.jpg',
      hsnCode: product.hsnCode,
      gstRatePercent: product.gstRatePercent,
      mrpPaise: product.mrpPaise,
      unitPricePaise: product.salePaise,
      pieces: line.pieces,
      lineTotalPaise: product.salePaise * line.pieces,
    });
  }
  const totals = calculateTotals(
    lineRows.map((line) => ({ unitPricePaise: line.unitPricePaise, pieces: line.pieces })),
    500,
    (_subtotal, total) => Math.min(options.discountPaise ?? 0, total),
  );
  const paymentType = options.paymentType ?? 'cod';
  await db.insert(orders).values({
    id,
    customerId: DEMO_CUSTOMER_ID,
    trackingId: newId('trk'),
    paymentType,
    paymentStatus: options.paymentStatus ?? (paymentType === 'cod' ? 'cod' : 'paid'),
    status: options.status ?? 1,
    shippingStatus: options.status === -1 ? 'Cancelled' : 'Packed',
    shippingAddress: {
      id: 'addr_test',
      name: 'Asha Verma',
      mobile: '9876543210',
      alternateMobile: '',
      pincode,
      landmark: 'Near Panch Batti',
      address: 'Flat 302, Ratan Apartments, MI Road',
      city: place.district,
      state: place.state,
      country: 'India',
    },
    ...totals,
    idempotencyKey: newId('idem'),
    createdAt: new Date('2026-05-01T06:00:00Z'),
  });
  await db.insert(orderLines).values(lineRows);
  return { id, payablePaise: totals.payablePaise };
}

/** A second seller in Jaipur whose id reads like the Rajasthan seller's (sl_gulabi_…). */
export async function insertLookalikeSeller(db: Executor, id: string): Promise<void> {
  await db.insert(sellers).values({
    id,
    firstName: 'Test',
    lastName: 'Seller',
    email: `${id}@example.in`,
    mobile: `9${String(Date.now()).slice(-9)}`,
    shopName: `Lookalike ${id}`,
    shopNameKey: `lookalike ${id}`,
    slug: `lookalike-${id.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    address: '1 Johari Bazaar',
    pincode: '302001',
    city: 'Jaipur',
    state: 'Rajasthan',
    gstin: `08TEST${id.slice(-4).toUpperCase()}X1Z5`,
    passwordHash: 'not-a-hash',
    status: 'approved',
  });
}

/** The PDF's text as poppler's pdftotext reads it, whitespace and line-end hyphens joined. */
export function readPdfText(pdf: Buffer): string {
  return runOnPdf('pdftotext', pdf, ['-'])
    .replace(/-\s*\n\s*/g, '-')
    .replace(/\s+/g, ' ');
}

/** One page's text (1 the first), as pdftotext lays it out (a table's row on one line), whitespace joined. */
export function readPdfPageText(pdf: Buffer, page: number): string {
  return runOnPdf(
    'pdftotext',
    pdf,
    ['-'],
    ['-layout', '-f', String(page), '-l', String(page)],
  ).replace(/\s+/g, ' ');
}

/** The number of pages pdfinfo counts. */
export function countPdfPages(pdf: Buffer): number {
  return Number(/Pages:\s+(\d+)/.exec(runOnPdf('pdfinfo', pdf, []))?.[1] ?? 0);
}

function runOnPdf(command: string, pdf: Buffer, args: string[], options: string[] = []): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'haat-invoice-'));
  try {
    const file = path.join(dir, 'invoice.pdf');
    writeFileSync(file, pdf);
    const result = spawnSync(command, [...options, file, ...args], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr}`);
    return result.stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
