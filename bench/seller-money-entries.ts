// The ledger entries of the bench's sellers' money (bench/seller-money-data.ts writes them): built
// by the payouts module's own entry builders (saleEntries, returnEntries, payoutEntry: what
// postSale, postReturn and recordPayout write), every amount from the module's own rules
// (splitGst, commissionOf and the dated rates), never laid out or computed again here.
import type { Database } from '../apps/api/src/db/client.ts';
import { sellerLedger } from '../apps/api/src/db/schema/index.ts';
import { insertRows } from '../apps/api/src/seed/insert-rows.ts';
import { splitGst } from '../apps/api/src/modules/pricing/index.ts';
import {
  chooseRule,
  commissionOf,
  type CommissionRuleRow,
} from '../apps/api/src/modules/payouts/commission.ts';
import { istMonth } from '../apps/api/src/modules/payouts/tax-rates.ts';
import {
  istDate,
  payoutEntry,
  returnEntries,
  saleEntries,
  type NewLedgerEntry,
} from '../apps/api/src/modules/payouts/index.ts';
import { RETURN_WINDOW_DAYS_DEFAULT } from '@haat/contract/constants';

export const DAY_MS = 86_400_000;
const IST = '+05:30';

/** Months ('YYYY-MM') ending with `last`, oldest first. */
export function monthsUpTo(last: string, count: number): string[] {
  const [year, month] = last.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) => {
    const at = new Date(Date.UTC(year, month - 1 - (count - 1 - index), 1));
    return at.toISOString().slice(0, 7);
  });
}

/** The instant of an IST date and time. */
export const istInstant = (date: string, time = '00:00:00') => new Date(`${date}T${time}${IST}`);

export function monthBounds(month: string): { start: Date; days: number } {
  const start = istInstant(`${month}-01`);
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return { start, days: new Date(Date.UTC(year, mon, 0)).getUTCDate() };
}

/** The 5th of the next month, when the true-up job closes a month (TRUE_UP_DAY). */
export function trueUpMoment(month: string): Date {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(year, mon, 1)).toISOString().slice(0, 7);
  return istInstant(`${next}-05`, '09:00:00');
}

export interface BenchSeller {
  id: string;
  gstin: string;
  pan: string | null;
  stateCode: string;
}

export interface Product {
  mainCategoryId: string;
  categoryId: string;
  subCategoryId: string;
  salePaise: number;
  gstRatePercent: number;
}

/** Shop-wide commission by price band, as an operator would set them (0 % up to ₹300). */
export const BENCH_RULES: CommissionRuleRow[] = [
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
export class LedgerWriter {
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

export interface Sale {
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
export function partEntries(
  writer: LedgerWriter,
  sale: Sale,
  random: () => number,
  options: { returnShare: number; paidBefore: Date },
): NewLedgerEntry[] {
  const { seller, product, orderId, pieces, deliveredAt, sameState } = sale;
  const lineId = writer.next('line');
  const lineTotalPaise = product.salePaise * pieces;
  const salePaise = Math.max(0, lineTotalPaise - sale.discountPaise);
  const taxablePaise = splitGst(salePaise, product.gstRatePercent, sameState).taxablePaise;
  const releasableAt = new Date(deliveredAt.getTime() + RETURN_WINDOW_DAYS_DEFAULT * DAY_MS);
  const line = {
    sellerId: seller.id,
    orderId,
    orderLineId: lineId,
    gstin: seller.gstin,
    taxMonth: istMonth(deliveredAt),
    occurredAt: deliveredAt,
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
  const entries = saleEntries({
    line,
    releasableAt,
    salePaise,
    taxablePaise,
    commission,
    sameState,
    pan: seller.pan,
  });

  if (random() < options.returnShare) {
    // A return of one piece (or the whole line), received a few days after delivery.
    const returnId = writer.next('ret');
    const at = new Date(deliveredAt.getTime() + (2 + Math.floor(random() * 5)) * DAY_MS);
    const refundPaise = Math.round(salePaise / pieces);
    const tds = entries.find((entry) => entry.kind === 'tds')!;
    entries.push(
      ...returnEntries({
        line: { ...line, taxMonth: istMonth(at), occurredAt: at },
        returnId,
        refundPaise,
        taxablePaise: splitGst(refundPaise, product.gstRatePercent, sameState).taxablePaise,
        sameState,
        commission: { rateBasisPoints: commission.percentBasisPoints, ruleId: commission.ruleId },
        tds: { rateBasisPoints: tds.rateBasisPoints ?? 0, pan: seller.pan },
      }),
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
    entries.push(
      payoutEntry({ sellerId: seller.id, orderId, transferId, amountPaise: owed, at: paidAt }),
    );
  }
  return entries;
}

export const pieceCount = (random: () => number) => (random() < 0.75 ? 1 : random() < 0.7 ? 2 : 3);
export const deliveredIn = (month: string, random: () => number, firstDays?: number) => {
  const { start, days } = monthBounds(month);
  // Deliveries from 08:00 to 21:00 IST, any day of the month (or of its first days).
  const day = Math.floor(random() * (firstDays ?? days));
  const minute = 8 * 60 + Math.floor(random() * 13 * 60);
  return new Date(start.getTime() + day * DAY_MS + minute * 60_000);
};
