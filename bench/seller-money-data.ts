// The sellers' money the bench measures (bench/seller-money.ts): 1,000 sellers' months of sales
// and one seller with 100,000 ledger lines, written in bulk into the real tables (sellers,
// seller_tax_profiles, commission_rules, seller_ledger) of a database of their own, once, and
// reused. Each entry is shaped as the payouts module writes it — the keys, kinds, signs and
// columns of posting.service.ts (postSale, postReturn), balances.service.ts (recordPayout) — and
// every amount comes from the module's own rules (splitGst, commissionOf, tcsOf, percentOf, the
// dated rates); the monthly TCS true-ups are written by the module's own trueUpTcsMonth.
// The orders themselves are not written: a statement and GSTR-8 read only the ledger and the
// sellers, and the balance beside the statement finds no open return.
import { sql } from 'drizzle-orm';
import { GST_STATES, makeGstin } from '@haat/india';
import type { Database } from '../apps/api/src/db/client.ts';
import { readRows } from '../apps/api/src/db/client.ts';
import {
  commissionRules,
  sellerLedger,
  sellerTaxProfiles,
  sellers,
} from '../apps/api/src/db/schema/index.ts';
import { hashPassword } from '../apps/api/src/lib/password.ts';
import { insertRows } from '../apps/api/src/seed/insert-rows.ts';
import { splitGst } from '../apps/api/src/modules/pricing/index.ts';
import { allocateProRata } from '../apps/api/src/modules/invoices/index.ts';
import {
  chooseRule,
  commissionGivenBack,
  commissionOf,
  type CommissionRuleRow,
} from '../apps/api/src/modules/payouts/commission.ts';
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
} from '../apps/api/src/modules/payouts/tax-rates.ts';
import { trueUpTcsMonth } from '../apps/api/src/modules/payouts/index.ts';
import type { NewLedgerEntry } from '../apps/api/src/modules/payouts/ledger.repository.ts';
import { RETURN_WINDOW_DAYS_DEFAULT } from '@haat/contract/constants';
import { createRandom } from './scenarios.ts';

/** The statement's seller: this many ledger lines in one month's statement. */
export const STATEMENT_LINES = 100_000;
export const STATEMENT_MONTH = '2026-09';
/** GSTR-8's month: this many sellers, this many orders in it (and in each month before it). */
export const GSTR8_SELLERS = 1_000;
export const GSTR8_ORDERS = 10_000;
export const GSTR8_MONTH = '2026-10';
/** Months of orders up to GSTR-8's: the ledger the month is picked from. */
export const HISTORY_MONTHS = 6;

export const STATEMENT_SELLER_ID = 'sel_bench_statement';
const benchSellerId = (index: number) => `sel_bench_${String(index).padStart(4, '0')}`;
const DAY_MS = 86_400_000;
const IST = '+05:30';

/** Months ('YYYY-MM') ending with `last`, oldest first. */
function monthsUpTo(last: string, count: number): string[] {
  const [year, month] = last.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) => {
    const at = new Date(Date.UTC(year, month - 1 - (count - 1 - index), 1));
    return at.toISOString().slice(0, 7);
  });
}

/** The instant of an IST date and time. */
const istInstant = (date: string, time = '00:00:00') => new Date(`${date}T${time}${IST}`);

function monthBounds(month: string): { start: Date; days: number } {
  const start = istInstant(`${month}-01`);
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return { start, days: new Date(Date.UTC(year, mon, 0)).getUTCDate() };
}

/** The 5th of the next month, when the true-up job closes a month (TRUE_UP_DAY). */
function trueUpMoment(month: string): Date {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(year, mon, 1)).toISOString().slice(0, 7);
  return istInstant(`${next}-05`, '09:00:00');
}

interface BenchSeller {
  id: string;
  gstin: string;
  pan: string | null;
  stateCode: string;
}

interface Product {
  mainCategoryId: string;
  categoryId: string;
  subCategoryId: string;
  salePaise: number;
  gstRatePercent: number;
}

/** Shop-wide commission by price band, as an operator would set them (0 % up to ₹300). */
const BENCH_RULES: CommissionRuleRow[] = [
  [0, 30_000, 0, 500],
  [30_001, 100_000, 800, 1_500],
  [100_001, 1_000_000_000, 1_200, 3_000],
].map(([from, to, percent, fee], index) => ({
  id: `cr_bench_${index + 1}`,
  sellerId: null,
  mainCategoryId: null,
  categoryId: null,
  subCategoryId: null,
  priceFromPaise: from!,
  priceToPaise: to!,
  percentBasisPoints: percent!,
  fixedFeePaise: fee!,
  effectiveFrom: '2024-01-01',
  retiredFrom: null,
  createdAt: new Date('2024-01-01T00:00:00Z'),
  updatedAt: new Date('2024-01-01T00:00:00Z'),
}));

/** Writes the ledger rows of one process's generation, numbering ids and keys as it goes. */
class LedgerWriter {
  private buffer: (typeof sellerLedger.$inferInsert)[] = [];
  written = 0;
  private serial = { ledger: 0, line: 0, ret: 0, transfer: 0 };
  constructor(private readonly db: Database) {}

  next(kind: 'line' | 'ret' | 'transfer'): string {
    this.serial[kind] += 1;
    const digits = String(this.serial[kind]).padStart(11, '0');
    return kind === 'line'
      ? `ol_bench${digits}`
      : kind === 'ret'
        ? `ret_bench${digits}`
        : `trf_B${digits.slice(-13).padStart(13, '0')}`;
  }

  async add(entries: readonly NewLedgerEntry[]): Promise<void> {
    for (const entry of entries) {
      this.serial.ledger += 1;
      this.buffer.push({ ...entry, id: `le_bench${String(this.serial.ledger).padStart(11, '0')}` });
    }
    if (this.buffer.length >= 20_000) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.buffer.length === 0) return;
    await insertRows(this.db, sellerLedger, this.buffer);
    this.written += this.buffer.length;
    this.buffer = [];
  }
}

interface Sale {
  seller: BenchSeller;
  product: Product;
  orderId: string;
  pieces: number;
  discountPaise: number;
  deliveredAt: Date;
  sameState: boolean;
}

/**
 * The entries of one delivered line, as postSale writes them; then, for some, a return's as
 * postReturn writes them; then the part's payout once its hold has passed, as recordPayout does.
 * Answers the entries (each part is one line of one seller: the part's payout pays the line).
 */
function partEntries(
  writer: LedgerWriter,
  sale: Sale,
  random: () => number,
  options: { returnShare: number; paidBefore: Date },
): NewLedgerEntry[] {
  const { seller, product, orderId, pieces, deliveredAt, sameState } = sale;
  const lineId = writer.next('line');
  const key = (kind: string) => `${kind}:${lineId}`;
  const lineTotalPaise = product.salePaise * pieces;
  const salePaise = Math.max(0, lineTotalPaise - sale.discountPaise);
  const taxablePaise = splitGst(salePaise, product.gstRatePercent, sameState).taxablePaise;
  const supplyDate = istDate(deliveredAt);
  const releasableAt = new Date(deliveredAt.getTime() + RETURN_WINDOW_DAYS_DEFAULT * DAY_MS);
  const common = {
    sellerId: seller.id,
    orderId,
    orderLineId: lineId,
    gstin: seller.gstin,
    taxMonth: istMonth(deliveredAt),
    occurredAt: deliveredAt,
    releasableAt,
  };
  const rule = chooseRule(BENCH_RULES, {
    sellerId: seller.id,
    mainCategoryId: product.mainCategoryId,
    categoryId: product.categoryId,
    subCategoryId: product.subCategoryId,
    unitPricePaise: product.salePaise,
    placedOn: istDate(new Date(deliveredAt.getTime() - 3 * DAY_MS)),
  });
  const commission = commissionOf(rule, salePaise, pieces);
  const tcsRate = rateOn(TCS_RATES, supplyDate).basisPoints;
  const tcs = tcsOf(taxablePaise, tcsRate, sameState);
  const tdsRate = seller.pan ? rateOn(TDS_RATES, supplyDate).basisPoints : TDS_NO_PAN_BASIS_POINTS;
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
      pan: seller.pan,
    },
  );

  if (random() < options.returnShare) {
    // A return of one piece (or the whole line), received a few days after delivery.
    const returnId = writer.next('ret');
    const at = new Date(deliveredAt.getTime() + (2 + Math.floor(random() * 5)) * DAY_MS);
    const refundPaise = Math.round(salePaise / pieces);
    const returned = splitGst(refundPaise, product.gstRatePercent, sameState).taxablePaise;
    const back = {
      sellerId: seller.id,
      orderId,
      orderLineId: lineId,
      returnId,
      gstin: seller.gstin,
      taxMonth: istMonth(at),
      occurredAt: at,
    };
    const returnKey = (kind: string) => `${kind}:${returnId}`;
    entries.push({
      ...back,
      kind: 'return',
      idempotencyKey: returnKey('return'),
      amountPaise: -refundPaise,
      taxablePaise: -returned,
    });
    if (commission.percentBasisPoints > 0) {
      const givenBack = commissionGivenBack(percentOf(refundPaise, commission.percentBasisPoints));
      if (givenBack > 0) {
        entries.push(
          {
            ...back,
            kind: 'commission_reversal',
            idempotencyKey: returnKey('commission-reversal'),
            amountPaise: givenBack,
            rateBasisPoints: commission.percentBasisPoints,
            ruleId: commission.ruleId,
          },
          {
            ...back,
            kind: 'commission_gst_reversal',
            idempotencyKey: returnKey('commission-gst-reversal'),
            amountPaise: percentOf(givenBack, COMMISSION_GST_BASIS_POINTS),
            rateBasisPoints: COMMISSION_GST_BASIS_POINTS,
          },
        );
      }
    }
    const returnTcsRate = rateOn(TCS_RATES, istDate(at)).basisPoints;
    const returnTcs = tcsOf(returned, returnTcsRate, sameState);
    entries.push(
      {
        ...back,
        kind: 'tcs_reversal',
        idempotencyKey: returnKey('tcs-reversal'),
        amountPaise: returnTcs.igstPaise + returnTcs.cgstPaise + returnTcs.sgstPaise,
        taxablePaise: -returned,
        igstPaise: -returnTcs.igstPaise,
        cgstPaise: -returnTcs.cgstPaise,
        sgstPaise: -returnTcs.sgstPaise,
        rateBasisPoints: returnTcsRate,
      },
      {
        ...back,
        kind: 'tds_reversal',
        idempotencyKey: returnKey('tds-reversal'),
        amountPaise: percentOf(returned, tdsRate),
        taxablePaise: -returned,
        rateBasisPoints: tdsRate,
        pan: seller.pan,
      },
    );
  }

  // The weekly settlement run after the hold has passed pays the part (Monday, 10:00 IST).
  const released = new Date(releasableAt.getTime() + 330 * 60_000);
  const untilMonday = (8 - released.getUTCDay()) % 7 || 7;
  const paidAt = istInstant(
    new Date(released.getTime() + untilMonday * DAY_MS).toISOString().slice(0, 10),
    '10:00:00',
  );
  const owedSoFar = entries.reduce((sum, entry) => sum + entry.amountPaise, 0);
  // listReleasable answers only parts the operator owes something for.
  if (paidAt < options.paidBefore && owedSoFar > 0) {
    const transferId = writer.next('transfer');
    const owed = owedSoFar;
    entries.push({
      sellerId: seller.id,
      kind: 'payout',
      idempotencyKey: `payout:${transferId}`,
      amountPaise: -owed,
      orderId,
      transferId,
      taxMonth: istMonth(paidAt),
      note: null,
      occurredAt: paidAt,
    });
  }
  return entries;
}

const pieceCount = (random: () => number) => (random() < 0.75 ? 1 : random() < 0.7 ? 2 : 3);
const deliveredIn = (month: string, random: () => number, firstDays?: number) => {
  const { start, days } = monthBounds(month);
  // Deliveries from 08:00 to 21:00 IST, any day of the month (or of its first days).
  const day = Math.floor(random() * (firstDays ?? days));
  const minute = 8 * 60 + Math.floor(random() * 13 * 60);
  return new Date(start.getTime() + day * DAY_MS + minute * 60_000);
};

/** The data is there in full: the statement's lines and the GSTR-8 month's true-ups. */
async function isComplete(db: Database): Promise<boolean> {
  const { start, days } = monthBounds(STATEMENT_MONTH);
  const until = new Date(start.getTime() + days * DAY_MS);
  const [statement] = readRows<{ count: number }>(
    await db.execute(sql`
      select count(*)::int as count from seller_ledger
      where seller_id = ${STATEMENT_SELLER_ID}
        and occurred_at >= ${start.toISOString()} and occurred_at < ${until.toISOString()}`),
  );
  const [month] = readRows<{ gstins: number; trued: number }>(
    await db.execute(sql`
      select count(distinct gstin)::int as gstins,
             count(*) filter (where kind = 'tcs_true_up')::int as trued
      from seller_ledger where tax_month = ${GSTR8_MONTH} and seller_id like 'sel_bench_%'`),
  );
  return (
    statement?.count === STATEMENT_LINES &&
    (month?.gstins ?? 0) > 0 &&
    month?.gstins === month?.trued
  );
}

/** Removes a half-written run's rows (the bench's own sellers and theirs only). */
async function removeBenchRows(db: Database): Promise<void> {
  await db.execute(sql`delete from seller_ledger where seller_id like 'sel_bench_%'`);
  await db.execute(sql`delete from seller_tax_profiles where seller_id like 'sel_bench_%'`);
  await db.execute(sql`delete from commission_rules where id like 'cr_bench_%'`);
  await db.execute(sql`delete from sellers where id like 'sel_bench_%'`);
}

/** Writes the sellers' money unless it is there already; answers whether it wrote it now. */
export async function ensureSellerMoneyData(
  db: Database,
  log: (line: string) => void,
): Promise<boolean> {
  if (await isComplete(db)) return false;
  log(
    `sellers' money: writing ${GSTR8_SELLERS.toLocaleString('en-IN')} sellers × ${HISTORY_MONTHS} months of ${GSTR8_ORDERS.toLocaleString('en-IN')} orders, and one seller's ${STATEMENT_LINES.toLocaleString('en-IN')} lines (once; reused after)…`,
  );
  const startedAt = Date.now();
  await removeBenchRows(db);
  const random = createRandom(44);
  const products = readRows<{
    main: string;
    cat: string;
    sub: string;
    sale: number;
    gst: number;
  }>(
    await db.execute(sql`
      select main_category_id as main, category_id as cat, sub_category_id as sub,
             sale_paise as sale, gst_rate_percent as gst
      from products where is_published order by id`),
  ).map((row): Product => ({
    mainCategoryId: row.main,
    categoryId: row.cat,
    subCategoryId: row.sub,
    salePaise: row.sale,
    gstRatePercent: row.gst,
  }));
  if (products.length === 0) throw new Error("sellers' money: the database has no products");

  const passwordHash = await hashPassword('Bench@12345');
  const states = GST_STATES.filter((state) => !['25', '28'].includes(state.code));
  const letters = (value: number) =>
    Array.from({ length: 3 }, (_, at) =>
      String.fromCharCode(65 + (Math.floor(value / 26 ** at) % 26)),
    ).join('');
  const makeSeller = (id: string, index: number, withPan: boolean): BenchSeller => {
    const state = states[index % states.length]!;
    const pan = `${letters(index)}CB${String(index % 10_000).padStart(4, '0')}Z`;
    return {
      id,
      gstin: makeGstin(state.code, pan),
      pan: withPan ? pan : null,
      stateCode: state.code,
    };
  };
  // One in ten sellers has given no PAN (TDS at 5 %).
  const benchSellers = Array.from({ length: GSTR8_SELLERS }, (_, index) =>
    makeSeller(benchSellerId(index + 1), index + 1, (index + 1) % 10 !== 0),
  );
  const statementSeller = makeSeller(STATEMENT_SELLER_ID, GSTR8_SELLERS + 1, true);
  const everyone = [...benchSellers, statementSeller];
  await insertRows(
    db,
    sellers,
    everyone.map((seller, index) => {
      const state = states.find((each) => each.code === seller.stateCode)!;
      const name =
        seller.id === STATEMENT_SELLER_ID ? 'Bench Statement Seller' : `Bench Seller ${index + 1}`;
      return {
        id: seller.id,
        firstName: 'Bench',
        lastName: `Seller ${index + 1}`,
        email: `${seller.id.replace(/_/g, '-')}@haat.in`,
        mobile: `71${String(index + 1).padStart(8, '0')}`,
        shopName: name,
        shopNameKey: name.toLowerCase(),
        address: `${index + 1} Bench Market Road`,
        pincode: '110001',
        city: 'Bench',
        state: state.name,
        gstin: seller.gstin,
        passwordHash,
        status: 'approved' as const,
      };
    }),
  );
  await insertRows(
    db,
    sellerTaxProfiles,
    everyone.map((seller) => ({ sellerId: seller.id, pan: seller.pan })),
  );
  await insertRows(db, commissionRules, BENCH_RULES);

  const writer = new LedgerWriter(db);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  let orderSerial = 0;
  const nextOrder = () => `OD9${String((orderSerial += 1)).padStart(11, '0')}`;
  // Paid by the run before the last month's true-up: the newest parts are still on hold.
  const paidBefore = trueUpMoment(GSTR8_MONTH);

  // 1,000 sellers' months: orders of one to three sellers' lines, larger sellers more often.
  const months = monthsUpTo(GSTR8_MONTH, HISTORY_MONTHS);
  for (const month of months) {
    for (let order = 0; order < GSTR8_ORDERS; order += 1) {
      const orderId = nextOrder();
      const deliveredAt = deliveredIn(month, random);
      const lines = random() < 0.6 ? 1 : random() < 0.75 ? 2 : 3;
      const chosen = new Set<BenchSeller>();
      while (chosen.size < lines)
        chosen.add(benchSellers[Math.floor(random() ** 2 * GSTR8_SELLERS)]!);
      const coupon = random() < 0.1;
      const orderLines = [...chosen].map((seller) => ({
        seller,
        product: pick(products),
        pieces: pieceCount(random),
      }));
      const discounts = coupon
        ? allocateProRata(
            Math.round(
              orderLines.reduce((sum, line) => sum + line.product.salePaise * line.pieces, 0) *
                0.05,
            ),
            orderLines.map((line) => line.product.salePaise * line.pieces),
          )
        : orderLines.map(() => 0);
      const sameState = random() < 0.35;
      for (const [index, line] of orderLines.entries()) {
        await writer.add(
          partEntries(
            writer,
            {
              ...line,
              orderId,
              discountPaise: discounts[index] ?? 0,
              deliveredAt,
              sameState: sameState || line.seller.stateCode === '07',
            },
            random,
            { returnShare: 0.05, paidBefore },
          ),
        );
      }
    }
    log(
      `sellers' money: ${month} written (${writer.written.toLocaleString('en-IN')} entries so far)`,
    );
  }

  // The statement's seller: single-line orders delivered in the month's first eight days, so
  // that every sale, return and payout (delivery + the return window, then the Monday run) falls
  // in the month, until its monthly statement holds exactly STATEMENT_LINES entries; the last
  // few are Route's reversals of 1 rupee of its payouts, as recordPayoutReversal writes them.
  let statementEntries = 0;
  const payouts: NewLedgerEntry[] = [];
  for (;;) {
    const entries = partEntries(
      writer,
      {
        seller: statementSeller,
        product: pick(products),
        orderId: nextOrder(),
        pieces: pieceCount(random),
        discountPaise: 0,
        deliveredAt: deliveredIn(STATEMENT_MONTH, random, 8),
        sameState: random() < 0.35,
      },
      random,
      { returnShare: 0.05, paidBefore },
    );
    if (statementEntries + entries.length > STATEMENT_LINES) break;
    statementEntries += entries.length;
    payouts.push(...entries.filter((entry) => entry.kind === 'payout'));
    await writer.add(entries);
  }
  const reversible = payouts.filter((payout) => -payout.amountPaise >= 100);
  for (let index = 0; statementEntries < STATEMENT_LINES; index += 1, statementEntries += 1) {
    const payout = reversible[index]!;
    const at = new Date(payout.occurredAt.getTime() + 3_600_000);
    const reversalId = `rvrsl_B${String(index + 1).padStart(13, '0')}`;
    await writer.add([
      {
        sellerId: statementSeller.id,
        kind: 'payout_reversal',
        idempotencyKey: `payout-reversal:${reversalId}`,
        amountPaise: 100,
        orderId: payout.orderId,
        transferId: payout.transferId,
        taxMonth: istMonth(at),
        occurredAt: at,
      },
    ]);
  }
  await writer.flush();

  // Each month closed by the module's own true-up, on the 5th of the next month.
  for (const month of [...new Set([...months, STATEMENT_MONTH])].sort()) {
    await trueUpTcsMonth(db, month, trueUpMoment(month));
  }
  await db.execute(sql`analyze seller_ledger`);
  await db.execute(sql`analyze sellers`);
  log(
    `sellers' money: ${writer.written.toLocaleString('en-IN')} entries written in ${Math.round((Date.now() - startedAt) / 1000)} s`,
  );
  if (!(await isComplete(db))) throw new Error("sellers' money: the data is not complete");
  return true;
}
