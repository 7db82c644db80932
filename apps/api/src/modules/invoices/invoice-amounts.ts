// What each seller's invoice of an order charges and the GST inside it, from integer paise only.
// Sale prices and charges include GST; the tax is taken out of them with pricing's splitGst.
import { splitGst } from '../pricing/index.ts';

/**
 * Shipping and the platform charge are services taxed at the standard 18%
 * (docs/decisions/invoices.md).
 */
export const CHARGES_GST_RATE_PERCENT = 18;
/** SAC 996812: courier services. */
export const SHIPPING_SAC = '996812';
/** SAC 998599: other support services. */
export const PLATFORM_SAC = '998599';

export interface InvoiceSourceLine {
  sellerId: string;
  title: string;
  colorName: string | null;
  sizeName: string | null;
  hsnCode: string;
  gstRatePercent: number;
  unitPricePaise: number;
  pieces: number;
  lineTotalPaise: number;
}

export interface InvoiceSourceOrder {
  shippingPaise: number;
  platformPaise: number;
  discountPaise: number;
  lines: readonly InvoiceSourceLine[];
}

export interface InvoiceRow {
  kind: 'item' | 'shipping' | 'platform';
  description: string;
  /** Colour and size of an item; null for charges and products without variants. */
  detail: string | null;
  /** HSN for goods, SAC for the charges. */
  hsnCode: string;
  pieces: number | null;
  unitPricePaise: number | null;
  /** What the row costs before the coupon, GST included. */
  grossPaise: number;
  discountPaise: number;
  taxablePaise: number;
  gstRatePercent: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** gross − discount = taxable + tax: what the buyer pays for the row. */
  totalPaise: number;
}

export interface InvoiceTotals {
  pieces: number;
  grossPaise: number;
  discountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  grandTotalPaise: number;
}

export interface SellerInvoiceAmounts {
  sellerId: string;
  rows: InvoiceRow[];
  totals: InvoiceTotals;
}

/**
 * Splits `amountPaise` in proportion to `weights` (largest remainder): the shares are whole
 * paise, add up to the amount exactly, and none exceeds its weight when the amount does not
 * exceed the weights' sum. Ties go to the earlier weight, so the split is reproducible.
 */
export function allocateProRata(amountPaise: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 0) {
    throw new RangeError(`Cannot share ${amountPaise} paise`);
  }
  const sum = weights.reduce((total, weight) => total + weight, 0);
  if (amountPaise === 0) return weights.map(() => 0);
  if (sum <= 0) throw new RangeError(`Cannot share ${amountPaise} paise over nothing`);
  // BigInt: amount × weight passes 2^53 for large orders.
  const amount = BigInt(amountPaise);
  const total = BigInt(sum);
  const shares = weights.map((weight) => (amount * BigInt(weight)) / total);
  const remainders = weights.map((weight, index) => ({
    index,
    remainder: (amount * BigInt(weight)) % total,
  }));
  let left = amount - shares.reduce((a, b) => a + b, 0n);
  remainders.sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const { index } of remainders) {
    if (left === 0n) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return shares.map(Number);
}

/** The sellers of an order in invoice order: by id, compared code point by code point. */
export function sortSellerIds(sellerIds: Iterable<string>): string[] {
  return [...new Set(sellerIds)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

interface PendingRow {
  sellerId: string;
  kind: InvoiceRow['kind'];
  description: string;
  detail: string | null;
  hsnCode: string;
  pieces: number | null;
  unitPricePaise: number | null;
  grossPaise: number;
  gstRatePercent: number;
}

/**
 * One invoice's rows and totals per seller of the order (docs/decisions/invoices.md):
 * - items go on their seller's invoice;
 * - shipping is shared by pieces (it is charged per piece), each share on its seller's invoice;
 * - the platform charge, one per order, goes on the invoice of the lowest seller id;
 * - the coupon discount reduces the items in proportion to their value (any excess over the
 *   items, the charges), so GST is charged on the discounted value.
 * The invoices' grand totals add up to the order's payable amount exactly.
 */
export function calculateSellerInvoices(
  order: InvoiceSourceOrder,
  isSameStateFor: (sellerId: string) => boolean,
): SellerInvoiceAmounts[] {
  if (order.lines.length === 0) throw new RangeError('An order without lines has no invoice');
  const sellerIds = sortSellerIds(order.lines.map((line) => line.sellerId));
  const itemRows: PendingRow[] = order.lines.map((line) => ({
    sellerId: line.sellerId,
    kind: 'item',
    description: line.title,
    detail: describeVariant(line.colorName, line.sizeName),
    hsnCode: line.hsnCode,
    pieces: line.pieces,
    unitPricePaise: line.unitPricePaise,
    grossPaise: line.lineTotalPaise,
    gstRatePercent: line.gstRatePercent,
  }));
  const piecesBySeller = sellerIds.map((sellerId) =>
    order.lines
      .filter((line) => line.sellerId === sellerId)
      .reduce((sum, line) => sum + line.pieces, 0),
  );
  const shippingShares = allocateProRata(order.shippingPaise, piecesBySeller);
  const chargeRows: PendingRow[] = [];
  sellerIds.forEach((sellerId, index) => {
    const shippingPaise = shippingShares[index] ?? 0;
    if (shippingPaise > 0) chargeRows.push(chargeRow(sellerId, 'shipping', shippingPaise));
    if (index === 0 && order.platformPaise > 0) {
      chargeRows.push(chargeRow(sellerId, 'platform', order.platformPaise));
    }
  });

  const itemsPaise = itemRows.reduce((sum, row) => sum + row.grossPaise, 0);
  const chargesPaise = chargeRows.reduce((sum, row) => sum + row.grossPaise, 0);
  if (order.discountPaise > itemsPaise + chargesPaise) {
    throw new RangeError('The discount is larger than the order');
  }
  const itemDiscountPaise = Math.min(order.discountPaise, itemsPaise);
  const itemDiscounts = allocateProRata(
    itemDiscountPaise,
    itemRows.map((row) => row.grossPaise),
  );
  const chargeDiscounts = allocateProRata(
    order.discountPaise - itemDiscountPaise,
    chargeRows.map((row) => row.grossPaise),
  );

  const rows = [
    ...itemRows.map((row, index) => finishRow(row, itemDiscounts[index] ?? 0, isSameStateFor)),
    ...chargeRows.map((row, index) => finishRow(row, chargeDiscounts[index] ?? 0, isSameStateFor)),
  ];
  return sellerIds.map((sellerId, index) => {
    const sellerRows = rows.filter((row) => row.sellerId === sellerId).map(stripSeller);
    return {
      sellerId,
      rows: sellerRows,
      totals: sumRows(sellerRows, piecesBySeller[index] ?? 0),
    };
  });
}

function describeVariant(colorName: string | null, sizeName: string | null): string | null {
  const parts = [
    colorName ? `Colour: ${colorName}` : null,
    sizeName ? `Size: ${sizeName}` : null,
  ].filter((part): part is string => part !== null);
  return parts.length === 0 ? null : parts.join(', ');
}

function chargeRow(sellerId: string, kind: 'shipping' | 'platform', grossPaise: number) {
  return {
    sellerId,
    kind,
    description: kind === 'shipping' ? 'Shipping charges' : 'Platform charge',
    detail: null,
    hsnCode: kind === 'shipping' ? SHIPPING_SAC : PLATFORM_SAC,
    pieces: null,
    unitPricePaise: null,
    grossPaise,
    gstRatePercent: CHARGES_GST_RATE_PERCENT,
  } satisfies PendingRow;
}

function finishRow(
  row: PendingRow,
  discountPaise: number,
  isSameStateFor: (sellerId: string) => boolean,
): InvoiceRow & { sellerId: string } {
  const totalPaise = row.grossPaise - discountPaise;
  const split = splitGst(totalPaise, row.gstRatePercent, isSameStateFor(row.sellerId));
  return { ...row, discountPaise, ...split, totalPaise };
}

function stripSeller({ sellerId: _sellerId, ...row }: InvoiceRow & { sellerId: string }) {
  return row;
}

function sumRows(rows: readonly InvoiceRow[], pieces: number): InvoiceTotals {
  const sum = (pick: (row: InvoiceRow) => number) =>
    rows.reduce((total, row) => total + pick(row), 0);
  return {
    pieces,
    grossPaise: sum((row) => row.grossPaise),
    discountPaise: sum((row) => row.discountPaise),
    taxablePaise: sum((row) => row.taxablePaise),
    cgstPaise: sum((row) => row.cgstPaise),
    sgstPaise: sum((row) => row.sgstPaise),
    igstPaise: sum((row) => row.igstPaise),
    grandTotalPaise: sum((row) => row.totalPaise),
  };
}
