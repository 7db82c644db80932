// The money journeys' helpers (seller-money.spec.ts): the figures the ledger must hold, worked out
// from the price and the rules (docs/decisions/seller-money.md), PDFs read back with pdftotext,
// the seller's shop opened and its transfers looked up through the back office's API.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, type APIRequestContext, type Download, type Page } from '@playwright/test';
import { operatorHeaders, type NewSeller } from './back-office';

const pdfToText = promisify(execFile);
export const DAY_MS = 24 * 3600 * 1000;
const IST_MS = 5.5 * 3600 * 1000;

/** The IST calendar day of an instant, as the ledger and its statements date an entry. */
export const istDay = (at: Date) => new Date(at.getTime() + IST_MS).toISOString().slice(0, 10);
/** 00:00 IST of the first day of the IST month after `at`'s. */
export function nextIstMonth(at: Date): Date {
  const ist = new Date(at.getTime() + IST_MS);
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth() + 1, 1) - IST_MS);
}

/** amount × basis points / 10,000, rounded once to the paisa, half away from zero (tax-rates.ts). */
const percentOf = (paise: number, basisPoints: number) =>
  Math.sign(paise) * Math.round((Math.abs(paise) * basisPoints) / 10_000);
/** Rupees as the statements and exports write them: 1011.16, -138.00. */
export const rupees = (paise: number) =>
  `${paise < 0 ? '-' : ''}${Math.floor(Math.abs(paise) / 100)}.${String(Math.abs(paise) % 100).padStart(2, '0')}`;

/** The rule the operator gives the journey's seller: 10 % + ₹20 a piece, every category. */
export const RULE = { percent: 10, fixedFeePaise: 2000 };
/** The product: ₹1,180 with 18 % GST in it (₹1,000 taxable). */
export const PRODUCT = { pricePaise: 118_000, gstRate: 18 };

/** What the ledger must say of one piece sold (docs/decisions/seller-money.md). */
export function expectedMoney(intraState: boolean) {
  const sale = PRODUCT.pricePaise;
  const taxable = Math.round((sale * 100) / (100 + PRODUCT.gstRate));
  const commission = percentOf(sale, RULE.percent * 100) + RULE.fixedFeePaise;
  const commissionGst = percentOf(commission, 1800);
  // GST TCS since 10 July 2024: 0.25 % CGST + 0.25 % SGST within a state, each rounded; 0.5 % IGST.
  const tcsHeads = intraState
    ? { cgst: percentOf(taxable, 25), sgst: percentOf(taxable, 25), igst: 0 }
    : { cgst: 0, sgst: 0, igst: percentOf(taxable, 50) };
  const tcs = tcsHeads.cgst + tcsHeads.sgst + tcsHeads.igst;
  // TDS s.194-O since 1 October 2024: 0.1 % of the taxable value, the PAN being on file.
  const tds = percentOf(taxable, 10);
  const net = sale - commission - commissionGst - tcs - tds;
  return { sale, taxable, commission, commissionGst, tcsHeads, tcs, tds, net };
}

/** Rupees as the back office shows them: ₹1,011.16. */
export const shownRupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** Rupees as the commission invoice's PDF writes them: Rs 1,011.16. */
export const rupeesShown = (paise: number) =>
  `Rs ${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The text of a downloaded PDF, laid out as on the page (poppler's pdftotext). */
export async function pdfText(download: Download): Promise<string> {
  const file = await download.path();
  const { stdout } = await pdfToText('pdftotext', ['-layout', file, '-']);
  return stdout;
}

/** A statement line of the PDF: its amount, for the entry and order named. */
export function statementAmount(
  text: string,
  entry: string,
  reference: string,
): string | undefined {
  const line = text
    .split('\n')
    .map((each) => each.trim().split(/\s{2,}/))
    .find((cells) => cells[1] === entry && cells[2] === reference);
  return line?.[3];
}

/**
 * The seller's shop opened: a product of its own (a demo product's category, brand and
 * declarations; our price) and where it delivers.
 */
export async function listProductOf(request: APIRequestContext, seller: NewSeller): Promise<void> {
  const headers = await operatorHeaders(request);
  const list = await request.get('/api/admin/products?page=1&pageSize=1', { headers });
  expect(list.ok(), await list.text()).toBe(true);
  const [first] = ((await list.json()) as { data: { items: Array<{ productID: string }> } }).data
    .items;
  const shown = await request.get(`/api/admin/products/${first!.productID}`, { headers });
  const demo = ((await shown.json()) as { data: Record<string, unknown> }).data;
  const created = await request.post('/api/admin/products', {
    headers,
    data: {
      title: `Block print cotton dohar ${seller.shopName}`,
      sku: `DOHAR-${seller.sellerID.slice(-8).toUpperCase()}`,
      brandID: demo.brandID,
      condition: 'New',
      subCategoryID: demo.subCategoryID,
      body: '<p>Hand block printed in Sanganer.</p>',
      description: '<p>Soft cotton, 90 × 100 in.</p>',
      hsnCode: '6304',
      gstRate: PRODUCT.gstRate,
      weight: 900,
      weightUnit: 'g',
      status: 'published',
      sellerID: seller.sellerID,
      price: PRODUCT.pricePaise / 100,
      mrp: 1500,
      stock: 5,
      variants: [],
      ...Object.fromEntries(
        [
          'originCountry',
          'genericName',
          'netQuantity',
          'netQuantityUnit',
          'declarantKind',
          'declarantName',
          'declarantAddress',
          'consumerCare',
          'bestBeforeDays',
          'warrantyMonths',
        ].map((field) => [field, demo[field] ?? null]),
      ),
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  // It delivers all over India (every pin code starts with 1 to 9), paid online or in cash.
  const areas = await request.put(`/api/admin/sellers/${seller.sellerID}/service-areas`, {
    headers,
    data: {
      areas: ['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((pincodePrefix) => ({
        pincodePrefix,
        prepaid: true,
        cod: true,
        deliveryDays: 4,
      })),
    },
  });
  expect(areas.ok(), await areas.text()).toBe(true);
}

export async function download(page: Page, click: () => Promise<void>): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return file;
}

interface TransferWire {
  transferID: string;
  orderID: string;
  holdUntil: string | null;
  onHold: boolean;
  settlementUTR: string | null;
}

export async function transferOf(
  request: APIRequestContext,
  orderID: string,
): Promise<TransferWire> {
  const answer = await request.get('/api/admin/seller-transfers?page=1&pageSize=100', {
    headers: await operatorHeaders(request),
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const items = ((await answer.json()) as { data: { items: TransferWire[] } }).data.items;
  const transfer = items.find((item) => item.orderID === orderID);
  expect(transfer, `a transfer for ${orderID}`).toBeDefined();
  return transfer!;
}
