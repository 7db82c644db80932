// The sellers' money the bench measures (bench/seller-money.ts): 1,000 sellers' months of sales
// and one seller with 100,000 ledger lines, written in bulk into the real tables (sellers,
// seller_tax_profiles, commission_rules, seller_ledger) of a database of their own, once, and
// reused. Each entry is shaped as the payouts module writes it (bench/seller-money-entries.ts);
// the monthly TCS true-ups are written by the module's own trueUpTcsMonth. The orders themselves
// are not written: a statement and GSTR-8 read only the ledger and the sellers, and the balance
// beside the statement finds no open return.
import { sql } from 'drizzle-orm';
import { sellerSlugOf } from '@haat/contract';
import { GST_STATES, makeGstin } from '@haat/india';
import type { Database } from '../apps/api/src/db/client.ts';
import { readRows } from '../apps/api/src/db/client.ts';
import { commissionRules, sellerTaxProfiles, sellers } from '../apps/api/src/db/schema/index.ts';
import { hashPassword } from '../apps/api/src/lib/password.ts';
import { insertRows } from '../apps/api/src/seed/insert-rows.ts';
import { allocateProRata } from '../apps/api/src/modules/invoices/index.ts';
import { trueUpTcsMonth } from '../apps/api/src/modules/payouts/index.ts';
import { istMonth } from '../apps/api/src/modules/payouts/tax-rates.ts';
import type { NewLedgerEntry } from '../apps/api/src/modules/payouts/ledger.repository.ts';
import { createRandom } from './scenarios.ts';
import {
  BENCH_RULES,
  DAY_MS,
  LedgerWriter,
  deliveredIn,
  monthBounds,
  monthsUpTo,
  partEntries,
  pieceCount,
  trueUpMoment,
  type BenchSeller,
  type Product,
} from './seller-money-entries.ts';

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
        slug: sellerSlugOf(name, seller.id),
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
