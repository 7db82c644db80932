// Issues an order's GST tax invoices when it ships (one per seller, each numbered in its seller's
// series), stores their PDFs in the object store (invoices/…: DATA_DIR's files or the bucket), and
// finds the PDF a buyer downloads.
import path from 'node:path';
import { z } from 'zod';
import { findGstStateByCode, findGstStateByName } from '@haat/india';
import type { Database, Executor } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { ObjectStore } from '../../lib/object-store.ts';
import { calculateSellerInvoices, type InvoiceSourceLine } from './invoice-amounts.ts';
import {
  financialYearOf,
  formatInvoiceNumber,
  sellerCodeCandidates,
  sellerCodeOf,
} from './invoice-number.ts';
import {
  renderInvoicePdf,
  renderInvoicesPdf,
  type InvoiceAddress,
  type InvoiceData,
  type InvoiceState,
} from './invoice-pdf.ts';
import {
  claimNextInvoiceNumber,
  hasOrderInvoice,
  insertInvoice,
  isSellerCodeTakenByAnother,
  selectAnySellerInvoiceNumber,
  selectCustomerName,
  selectOrderForUpdate,
  selectOrderInvoices,
  selectOrderLines,
  selectPincodeStates,
  selectSellers,
  selectShippingStatus,
  type InvoiceRecord,
  type OrderRecord,
  type SellerRecord,
} from './invoices.repository.ts';

export interface IssuedInvoice {
  id: string;
  orderId: string;
  sellerId: string;
  /** e.g. 'GULA/26-27/00001' */
  number: string;
  /** The PDF's key in the object store (its path under DATA_DIR), e.g. 'invoices/inv_….pdf'. */
  filePath: string;
  issuedAt: Date;
}

const INVOICE_FOLDER = 'invoices';
/** Order ids are server-made (OD + digits); anything else never becomes part of a path. */
export const SAFE_ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** schema.ts orders.shippingAddress: the address as it was when the order was placed. */
const ShippingAddressSnapshotSchema = z.object({
  name: z.string(),
  pincode: z.string(),
  landmark: z.string().nullish(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string().nullish(),
});
type ShippingAddressSnapshot = z.infer<typeof ShippingAddressSnapshotSchema>;

/**
 * Issues one tax invoice per seller of the order, numbered in that seller's series for the
 * financial year of `now`, and writes the PDFs, each before its row. Called inside a transaction;
 * runs in its own savepoint, so a failure (a store that is down: StorageUnavailableError) leaves
 * no number claimed and no row written, only perhaps a PDF nothing points at.
 * An order that already has its invoices gets them back unchanged.
 */
export async function issueInvoicesForOrder(
  db: Executor,
  input: { orderId: string; files: ObjectStore; now: Date },
): Promise<IssuedInvoice[]> {
  return inTransaction(db, async (tx) => {
    const order = await selectOrderForUpdate(tx, input.orderId);
    if (!order) throw notFound('Order');
    const existing = await selectOrderInvoices(tx, order.id);
    if (existing.length > 0) return existing.map(toIssuedInvoice);
    assertInvoiceable(order);

    const lines = await selectOrderLines(tx, order.id);
    assertAmountsAddUp(order, lines);
    const documents = await prepareDocuments(tx, order, lines, input.now);
    const financialYear = financialYearOf(input.now);
    const issued: IssuedInvoice[] = [];
    const rendered: InvoiceData[] = [];
    // One seller after the other: a seller's first invoice row must exist before the next
    // seller picks its code, or two new sellers of one order could take the same code.
    for (const document of documents) {
      const code = await resolveSellerCode(tx, document.sellerId);
      const sequence = await claimNextInvoiceNumber(tx, document.sellerId, financialYear);
      const id = newId('inv');
      const filePath = path.posix.join(INVOICE_FOLDER, `${id}.pdf`);
      const data: InvoiceData = {
        ...document.data,
        number: formatInvoiceNumber(code, financialYear, sequence),
      };
      await input.files.put(filePath, await renderInvoicePdf(data));
      const row = await insertInvoice(tx, {
        id,
        orderId: order.id,
        sellerId: document.sellerId,
        number: data.number,
        filePath,
        createdAt: input.now,
      });
      issued.push(toIssuedInvoice(row));
      rendered.push(data);
    }
    if (rendered.length > 1) {
      await input.files.put(combinedInvoicePath(order.id), await renderInvoicesPdf(rendered));
    }
    return issued;
  });
}

/**
 * The PDF a buyer downloads for the order: its one invoice, or, when several sellers each
 * issued one, the combined file holding all of them. Null while the order has no invoice.
 * Callers check ownership and status first; no part of the path comes from the client.
 */
export async function findInvoicePdf(
  db: Executor,
  input: { orderId: string; files: ObjectStore },
): Promise<Buffer | null> {
  const rows = await selectOrderInvoices(db, input.orderId);
  const [only] = rows;
  if (only === undefined) return null;
  const relativePath = rows.length === 1 ? only.filePath : combinedInvoicePath(input.orderId);
  const stored = await input.files.get(relativePath);
  if (!stored) {
    throw new Error(`The invoice file ${relativePath} of order ${input.orderId} is missing`);
  }
  return stored.bytes;
}

/** The shipping states in which an order's invoices are due (issued when it ships). */
export const INVOICED_STATES: ReadonlySet<string> = new Set([
  'Shipped',
  'Out for delivery',
  'Delivered',
]);

/** Whether the order has (or is owed, moments after shipping) its GST invoices. */
export function invoiceIsDue(order: { status: number; shippingStatus: string }): boolean {
  return order.status !== -1 && INVOICED_STATES.has(order.shippingStatus);
}

/**
 * As findInvoicePdf, and when a shipped order's invoices are not issued yet (the order-events
 * relay issues them moments after shipping), issues them now: issuing is idempotent and takes
 * the order's row lock, so the relay and this never issue twice.
 */
export async function findOrIssueInvoicePdf(
  db: Database,
  input: { orderId: string; files: ObjectStore; now: Date },
): Promise<Buffer | null> {
  const found = await findInvoicePdf(db, input);
  if (found) return found;
  const shippingStatus = await selectShippingStatus(db, input.orderId);
  if (!shippingStatus || !INVOICED_STATES.has(shippingStatus)) return null;
  await issueInvoicesForOrder(db, input);
  return findInvoicePdf(db, input);
}

export function orderHasInvoice(db: Executor, orderId: string): Promise<boolean> {
  return hasOrderInvoice(db, orderId);
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * A transaction, or a savepoint inside the caller's. A database and a transaction open one the
 * same way; TypeScript only cannot unify their two declared signatures.
 */
export function inTransaction<T>(db: Executor, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return (db as Database).transaction(work);
}

function toIssuedInvoice(row: InvoiceRecord): IssuedInvoice {
  return {
    id: row.id,
    orderId: row.orderId,
    sellerId: row.sellerId,
    number: row.number,
    filePath: row.filePath,
    issuedAt: row.createdAt,
  };
}

function assertInvoiceable(order: OrderRecord): void {
  if (order.status === -1 || order.shippingStatus === 'Cancelled') {
    throw new AppError('CONFLICT', 'A cancelled order has no invoice.');
  }
  if (order.paymentStatus === 'pending' || order.paymentStatus === 'failed') {
    throw new AppError('CONFLICT', 'An order waiting for its online payment has no invoice yet.');
  }
}

/** An invoice must charge exactly what the buyer was asked to pay. */
function assertAmountsAddUp(order: OrderRecord, lines: readonly InvoiceSourceLine[]): void {
  const linesPaise = lines.reduce((sum, line) => sum + line.lineTotalPaise, 0);
  const totalPaise = order.subtotalPaise + order.shippingPaise + order.platformPaise;
  if (
    lines.length === 0 ||
    linesPaise !== order.subtotalPaise ||
    totalPaise !== order.totalPaise ||
    order.totalPaise - order.discountPaise !== order.payablePaise
  ) {
    throw new Error(`The amounts of order ${order.id} do not add up; no invoice is issued`);
  }
}

interface PreparedDocument {
  sellerId: string;
  data: Omit<InvoiceData, 'number'>;
}

/** Everything each seller's invoice shows except its number, sellers in id order. */
/** Each seller's invoice of the order as it reads (a credit note repeats it). */
export async function prepareDocuments(
  db: Executor,
  order: OrderRecord,
  lines: readonly InvoiceSourceLine[],
  now: Date,
): Promise<PreparedDocument[]> {
  const address = ShippingAddressSnapshotSchema.parse(order.shippingAddress);
  const sellerRows = await selectSellers(db, [...new Set(lines.map((line) => line.sellerId))]);
  const sellerById = new Map(sellerRows.map((seller) => [seller.id, seller]));
  const customer = await selectCustomerName(db, order.customerId);
  const directory = await selectPincodeStates(db, [
    address.pincode,
    ...sellerRows.map((seller) => seller.pincode),
  ]);

  const buyerState = buyerStateOf(address, directory);
  const sellerStates = new Map(
    sellerRows.map((seller) => [seller.id, sellerStateOf(seller, directory)]),
  );
  const isSameStateFor = (sellerId: string) => sellerStates.get(sellerId)?.code === buyerState.code;
  const amounts = calculateSellerInvoices(
    {
      shippingPaise: order.shippingPaise,
      platformPaise: order.platformPaise,
      discountPaise: order.discountPaise,
      lines,
    },
    isSameStateFor,
  );

  const shipTo: InvoiceAddress = { name: address.name, lines: addressLines(address) };
  const customerName = customer ? `${customer.firstName} ${customer.lastName}`.trim() : '';
  const billTo: InvoiceAddress = { name: customerName || address.name, lines: shipTo.lines };
  return amounts.map(({ sellerId, rows, totals }) => {
    const seller = sellerById.get(sellerId);
    const sellerState = sellerStates.get(sellerId);
    if (!seller || !sellerState) throw new Error(`Seller ${sellerId} of order ${order.id} is gone`);
    return {
      sellerId,
      data: {
        issuedAt: now,
        orderId: order.id,
        orderedAt: order.createdAt,
        paymentType: order.paymentType,
        seller: {
          shopName: seller.shopName,
          address: seller.address,
          city: seller.city,
          pincode: seller.pincode,
          state: sellerState,
          gstin: seller.gstin,
        },
        billTo,
        shipTo,
        placeOfSupply: buyerState,
        isSameState: isSameStateFor(sellerId),
        rows,
        totals,
      },
    };
  });
}

type Directory = Map<string, { state: string; stateCode: string }>;

/** GST state of a code, named as the GST state master names it. */
function gstState(code: string | undefined): InvoiceState | null {
  const state = code === undefined ? undefined : findGstStateByCode(code);
  return state ? { name: state.name, code: state.code } : null;
}

/** Goods are supplied where they are delivered: the state of the shipping pin code. */
function buyerStateOf(address: ShippingAddressSnapshot, directory: Directory): InvoiceState {
  const state =
    gstState(directory.get(address.pincode)?.stateCode) ??
    gstState(findGstStateByName(address.state)?.code);
  if (!state) throw new Error(`The GST state of pin code ${address.pincode} is not known`);
  return state;
}

/** The state of the seller's pin code; its GSTIN's first two digits if the pin is unknown. */
function sellerStateOf(seller: SellerRecord, directory: Directory): InvoiceState {
  const state =
    gstState(directory.get(seller.pincode)?.stateCode) ?? gstState(seller.gstin.slice(0, 2));
  if (!state) throw new Error(`The GST state of seller ${seller.id} is not known`);
  return state;
}

function addressLines(address: ShippingAddressSnapshot): string[] {
  return [
    address.address,
    address.landmark ? `Landmark: ${address.landmark}` : null,
    `${address.city} - ${address.pincode}`,
    `${address.state}, ${address.country || 'India'}`,
  ].filter((line): line is string => line !== null && line !== '');
}

/**
 * A seller keeps the code of its first invoice for ever; a seller without invoices takes the
 * first candidate no other seller's invoice carries (invoice-number.ts).
 */
export async function resolveSellerCode(db: Executor, sellerId: string): Promise<string> {
  const existing = await selectAnySellerInvoiceNumber(db, sellerId);
  if (existing !== null) return sellerCodeOf(existing);
  for (const candidate of sellerCodeCandidates(sellerId)) {
    if (!(await isSellerCodeTakenByAnother(db, candidate, sellerId))) return candidate;
  }
  throw new Error(`No free invoice code for seller ${sellerId}`);
}

export function combinedInvoicePath(orderId: string): string {
  if (!SAFE_ORDER_ID.test(orderId)) throw new Error(`Not an order id: ${orderId}`);
  return path.posix.join(INVOICE_FOLDER, `order-${orderId}.pdf`);
}
