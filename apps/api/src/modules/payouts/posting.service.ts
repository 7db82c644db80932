// Posting sellers' money from what happened to orders (docs/decisions/seller-money.md): a sale,
// its commission, GST on it, TCS and TDS when a line is delivered; the matching reversals when a
// return's goods are back. A sweep over the orders' tables, run as a job after every order write
// and on a clock: each posting is keyed, so a second worker, a replay or a restart writes nothing
// twice, and a posting cut half-way (one transaction per line) leaves nothing behind.
import { findGstStateByName } from '@haat/india';
import type { Database, Executor } from '../../db/client.ts';
import type { ShopKind } from '../../lib/shop-mode.ts';
import { allocateProRata } from '../invoices/index.ts';
import { isTestPaidOrder } from '../orders/index.ts';
import { splitGst } from '../pricing/index.ts';
import { chooseRule, commissionOf } from './commission.ts';
import { selectRules } from './commission.repository.ts';
import { returnEntries, saleEntries } from './ledger-entries.ts';
import {
  insertEntries,
  selectEntriesByKeys,
  selectPans,
  type LedgerRow,
} from './ledger.repository.ts';
import {
  selectActiveLines,
  selectOrderDeliveredAt,
  selectPincodeStateCodes,
  selectUnpostedDeliveredLines,
  selectUnpostedReturns,
  type DeliveredLine,
  type ReceivedReturn,
} from './posting.repository.ts';
import { istDate, istMonth } from './tax-rates.ts';
import { trueUpKey } from './true-up.service.ts';

export interface PostingDependencies {
  db: Database;
  shop: ShopKind;
  clock: { now(): Date };
  /** Days a delivered line may be returned: its money is held until they pass. */
  returnWindowDays: number;
}

const BATCH = 200;
const DAY_MS = 86_400_000;

/** Posts every delivered line and received return not in the ledger yet; answers entries written. */
export async function postSellerMoney(deps: PostingDependencies): Promise<number> {
  let written = 0;
  for (;;) {
    const lines = await selectUnpostedDeliveredLines(deps.db, BATCH);
    if (lines.length === 0) break;
    let progressed = 0;
    const context = await saleContext(deps.db, lines);
    for (const line of lines) {
      const count = await deps.db.transaction((tx) => postSale(tx, deps, line, context));
      written += count;
      progressed += 1;
    }
    if (lines.length < BATCH || progressed === 0) break;
  }
  for (;;) {
    const received = await selectUnpostedReturns(deps.db, BATCH);
    if (received.length === 0) break;
    for (const row of received) {
      written += await deps.db.transaction((tx) => postReturn(tx, deps, row));
    }
    if (received.length < BATCH) break;
  }
  return written;
}

interface SaleContext {
  deliveredAt: Map<string, Date>;
  activeLines: Map<string, { id: string; lineTotalPaise: number }[]>;
  pinStates: Map<string, string>;
  pans: Map<string, string | null>;
  rules: Awaited<ReturnType<typeof selectRules>>;
}

async function saleContext(db: Executor, lines: readonly DeliveredLine[]): Promise<SaleContext> {
  const orderIds = [...new Set(lines.map((line) => line.orderId))];
  const active = await selectActiveLines(db, orderIds);
  const activeLines = new Map<string, { id: string; lineTotalPaise: number }[]>();
  for (const line of active) {
    const list = activeLines.get(line.orderId) ?? [];
    list.push(line);
    activeLines.set(line.orderId, list);
  }
  const pins = lines.map((line) => addressOf(line.shippingAddress).pincode);
  return {
    deliveredAt: await selectOrderDeliveredAt(db, orderIds),
    activeLines,
    pinStates: await selectPincodeStateCodes(db, [...new Set(pins)]),
    pans: await selectPans(db, [...new Set(lines.map((line) => line.sellerId))]),
    rules: await selectRules(db),
  };
}

function addressOf(value: unknown): { pincode: string; state: string } {
  const address = (value ?? {}) as { pincode?: unknown; state?: unknown };
  return { pincode: String(address.pincode ?? ''), state: String(address.state ?? '') };
}

/**
 * Whether the supply is within one state: the seller's GSTIN state (its first two digits)
 * against the place of supply, the state of the shipping address's pin code (its name if the
 * directory lacks the pin), as the invoice names it.
 */
export function isSameState(
  gstin: string,
  shippingAddress: unknown,
  pinStates: ReadonlyMap<string, string>,
): boolean {
  const address = addressOf(shippingAddress);
  const code = pinStates.get(address.pincode) ?? findGstStateByName(address.state)?.code;
  return code !== undefined && code === gstin.slice(0, 2);
}

/** The tax month of an entry: its own IST month, or this month when that one is trued up. */
async function taxMonthOf(tx: Executor, gstin: string, at: Date, now: Date): Promise<string> {
  const month = istMonth(at);
  const [closed] = await selectEntriesByKeys(tx, [trueUpKey(gstin, month)]);
  return closed ? istMonth(now) : month;
}

async function postSale(
  tx: Executor,
  deps: PostingDependencies,
  line: DeliveredLine,
  context: SaleContext,
): Promise<number> {
  const now = deps.clock.now();
  // A test payment moved no money: such an order never becomes a seller's (it never ships).
  if (await isTestPaidOrder(tx, deps.shop, line.orderId)) return 0;
  const deliveredAt =
    (line.shipmentState === 'Delivered' ? line.shipmentDeliveredAt : null) ??
    context.deliveredAt.get(line.orderId) ??
    line.shipmentDeliveredAt ??
    now;
  const active = context.activeLines.get(line.orderId) ?? [];
  const index = active.findIndex((each) => each.id === line.lineId);
  const discountShares = allocateProRata(
    line.orderDiscountPaise,
    active.map((each) => each.lineTotalPaise),
  );
  const salePaise = Math.max(0, line.lineTotalPaise - (discountShares[index] ?? 0));
  const sameState = isSameState(line.gstin, line.shippingAddress, context.pinStates);
  const taxablePaise = splitGst(salePaise, line.gstRatePercent, sameState).taxablePaise;
  const taxMonth = await taxMonthOf(tx, line.gstin, deliveredAt, now);
  const rule = chooseRule(context.rules, {
    sellerId: line.sellerId,
    mainCategoryId: line.mainCategoryId,
    categoryId: line.categoryId,
    subCategoryId: line.subCategoryId,
    unitPricePaise: line.unitPricePaise,
    placedOn: istDate(line.orderPlacedAt),
  });
  const entries = saleEntries({
    line: {
      sellerId: line.sellerId,
      orderId: line.orderId,
      orderLineId: line.lineId,
      gstin: line.gstin,
      taxMonth,
      occurredAt: deliveredAt,
    },
    releasableAt: new Date(deliveredAt.getTime() + deps.returnWindowDays * DAY_MS),
    salePaise,
    taxablePaise,
    commission: commissionOf(rule, salePaise, line.pieces),
    sameState,
    pan: context.pans.get(line.sellerId) ?? null,
  });
  return insertEntries(tx, entries);
}

async function postReturn(
  tx: Executor,
  deps: PostingDependencies,
  row: ReceivedReturn,
): Promise<number> {
  const now = deps.clock.now();
  const at = row.receivedAt ? new Date(row.receivedAt) : now;
  const posted = await selectEntriesByKeys(tx, [
    `commission:${row.lineId}`,
    `tds:${row.lineId}`,
    `tcs:${row.lineId}`,
  ]);
  const find = (prefix: string): LedgerRow | undefined =>
    posted.find((entry) => entry.idempotencyKey === `${prefix}:${row.lineId}`);
  const saleTcs = find('tcs');
  // Within a state or across, as the sale's TCS was split; from the address if it had none.
  const split = saleTcs && ((saleTcs.cgstPaise ?? 0) > 0 || (saleTcs.igstPaise ?? 0) > 0);
  const same = split
    ? (saleTcs.cgstPaise ?? 0) > 0
    : isSameState(
        row.gstin,
        row.shippingAddress,
        await selectPincodeStateCodes(tx, [addressOf(row.shippingAddress).pincode]),
      );
  const taxablePaise = splitGst(row.refundPaise, row.gstRatePercent, same).taxablePaise;
  const commission = find('commission');
  const tds = find('tds');
  const entries = returnEntries({
    line: {
      sellerId: row.sellerId,
      orderId: row.orderId,
      orderLineId: row.lineId,
      gstin: row.gstin,
      taxMonth: await taxMonthOf(tx, row.gstin, at, now),
      occurredAt: at,
    },
    returnId: row.returnId,
    refundPaise: row.refundPaise,
    taxablePaise,
    sameState: same,
    commission: commission
      ? { rateBasisPoints: commission.rateBasisPoints ?? 0, ruleId: commission.ruleId }
      : undefined,
    tds: tds ? { rateBasisPoints: tds.rateBasisPoints ?? 0, pan: tds.pan } : undefined,
  });
  return insertEntries(tx, entries);
}
