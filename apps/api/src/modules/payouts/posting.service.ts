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
import { chooseRule, commissionGivenBack, commissionOf } from './commission.ts';
import { selectRules } from './commission.repository.ts';
import {
  insertEntries,
  selectEntriesByKeys,
  selectPans,
  type LedgerRow,
  type NewLedgerEntry,
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
import {
  COMMISSION_GST_BASIS_POINTS,
  TCS_RATES,
  TDS_NO_PAN_BASIS_POINTS,
  TDS_RATES,
  istDate,
  istMonth,
  percentOf,
  rateOn,
  tcsOf,
} from './tax-rates.ts';
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
  const key = (kind: string) => `${kind}:${line.lineId}`;
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
  const supplyDate = istDate(deliveredAt);
  const taxMonth = await taxMonthOf(tx, line.gstin, deliveredAt, now);
  const releasableAt = new Date(deliveredAt.getTime() + deps.returnWindowDays * DAY_MS);
  const common = {
    sellerId: line.sellerId,
    orderId: line.orderId,
    orderLineId: line.lineId,
    gstin: line.gstin,
    taxMonth,
    occurredAt: deliveredAt,
    releasableAt,
  };

  const rule = chooseRule(context.rules, {
    sellerId: line.sellerId,
    mainCategoryId: line.mainCategoryId,
    categoryId: line.categoryId,
    subCategoryId: line.subCategoryId,
    unitPricePaise: line.unitPricePaise,
    placedOn: istDate(line.orderPlacedAt),
  });
  const commission = commissionOf(rule, salePaise, line.pieces);
  const tcsRate = rateOn(TCS_RATES, supplyDate).basisPoints;
  const tcs = tcsOf(taxablePaise, tcsRate, sameState);
  const pan = context.pans.get(line.sellerId) ?? null;
  const tdsRate = pan ? rateOn(TDS_RATES, supplyDate).basisPoints : TDS_NO_PAN_BASIS_POINTS;

  const entries: NewLedgerEntry[] = [
    { ...common, kind: 'sale', idempotencyKey: key('sale'), amountPaise: salePaise, taxablePaise },
  ];
  if (commission.commissionPaise > 0) {
    entries.push(
      {
        ...common,
        kind: 'commission',
        idempotencyKey: key('commission'),
        amountPaise: -commission.commissionPaise,
        rateBasisPoints: commission.percentBasisPoints,
        fixedFeePaise: commission.fixedFeePaise,
        ruleId: commission.ruleId,
      },
      {
        ...common,
        kind: 'commission_gst',
        idempotencyKey: key('commission-gst'),
        amountPaise: -commission.gstPaise,
        rateBasisPoints: COMMISSION_GST_BASIS_POINTS,
      },
    );
  }
  entries.push(
    {
      ...common,
      kind: 'tcs',
      idempotencyKey: key('tcs'),
      amountPaise: -(tcs.igstPaise + tcs.cgstPaise + tcs.sgstPaise),
      taxablePaise,
      ...tcs,
      rateBasisPoints: tcsRate,
    },
    {
      ...common,
      kind: 'tds',
      idempotencyKey: key('tds'),
      amountPaise: -percentOf(taxablePaise, tdsRate),
      taxablePaise,
      rateBasisPoints: tdsRate,
      pan,
    },
  );
  return insertEntries(tx, entries);
}

async function postReturn(
  tx: Executor,
  deps: PostingDependencies,
  row: ReceivedReturn,
): Promise<number> {
  const now = deps.clock.now();
  const at = row.receivedAt ? new Date(row.receivedAt) : now;
  const key = (kind: string) => `${kind}:${row.returnId}`;
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
  const common = {
    sellerId: row.sellerId,
    orderId: row.orderId,
    orderLineId: row.lineId,
    returnId: row.returnId,
    gstin: row.gstin,
    taxMonth: await taxMonthOf(tx, row.gstin, at, now),
    occurredAt: at,
  };
  const entries: NewLedgerEntry[] = [
    {
      ...common,
      kind: 'return',
      idempotencyKey: key('return'),
      amountPaise: -row.refundPaise,
      taxablePaise: -taxablePaise,
    },
  ];
  const commission = find('commission');
  if (commission && (commission.rateBasisPoints ?? 0) > 0) {
    const givenBack = commissionGivenBack(
      percentOf(row.refundPaise, commission.rateBasisPoints ?? 0),
    );
    if (givenBack > 0) {
      entries.push(
        {
          ...common,
          kind: 'commission_reversal',
          idempotencyKey: key('commission-reversal'),
          amountPaise: givenBack,
          rateBasisPoints: commission.rateBasisPoints,
          ruleId: commission.ruleId,
        },
        {
          ...common,
          kind: 'commission_gst_reversal',
          idempotencyKey: key('commission-gst-reversal'),
          amountPaise: percentOf(givenBack, COMMISSION_GST_BASIS_POINTS),
          rateBasisPoints: COMMISSION_GST_BASIS_POINTS,
        },
      );
    }
  }
  // TCS is on the month's net: the return lowers the month it comes back in, at that day's rate.
  const tcsRate = rateOn(TCS_RATES, istDate(at)).basisPoints;
  const tcs = tcsOf(taxablePaise, tcsRate, same);
  entries.push({
    ...common,
    kind: 'tcs_reversal',
    idempotencyKey: key('tcs-reversal'),
    amountPaise: tcs.igstPaise + tcs.cgstPaise + tcs.sgstPaise,
    taxablePaise: -taxablePaise,
    igstPaise: -tcs.igstPaise,
    cgstPaise: -tcs.cgstPaise,
    sgstPaise: -tcs.sgstPaise,
    rateBasisPoints: tcsRate,
  });
  // TDS withheld on the goods sent back is given back at the rate it was withheld at.
  const tds = find('tds');
  if (tds) {
    entries.push({
      ...common,
      kind: 'tds_reversal',
      idempotencyKey: key('tds-reversal'),
      amountPaise: percentOf(taxablePaise, tds.rateBasisPoints ?? 0),
      taxablePaise: -taxablePaise,
      rateBasisPoints: tds.rateBasisPoints,
      pan: tds.pan,
    });
  }
  return insertEntries(tx, entries);
}
