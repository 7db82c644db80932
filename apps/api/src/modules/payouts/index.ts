// The payouts module owns sellers' money: the append-only ledger (seller_ledger), the commission
// rules and each seller's tax profile (docs/decisions/seller-money.md). Every figure of a
// seller's money is a sum of ledger entries.
//
// For the payout side (Razorpay Route):
// - `listReleasable(db, { sellerId?, orderId?, now })`: each (order, seller) part whose money may
//   be paid now (return window closed, no return open), with the amount in paise. Transfer or
//   release exactly that.
// - `recordPayout(db, { sellerId, orderId, transferId, amountPaise, at, note? })`: a payout,
//   once per transfer id (a replay answers false and writes nothing).
// - `recordPayoutReversal(db, { transferId, reversalId, amountPaise, at })`: money back from a
//   transfer, once per reversal id, never more than what is left of the transfer (409).
// - `sellerBalance(db, sellerId, now)`: on hold, payable, paid.
// - `hasPanOnFile(db, sellerId)` / `recordSellerPan(db, sellerId, pan, now)`: the PAN TDS reads
//   (payout onboarding records the PAN here when the operator approves it: one place for it).
// - `settlementParts(db, { orderIds? })`: every part, held or not, with what it earned and what is
//   left to pay: the settlement run's view (modules/settlement/).
export { postSellerMoney, isSameState, type PostingDependencies } from './posting.service.ts';
// The entries of a delivered line, a received return and a payout, as the module writes them
// (the bench's bulk seed builds its rows with them too).
export {
  payoutEntry,
  returnEntries,
  saleEntries,
  type LineColumns,
} from './ledger-entries.ts';
export type { NewLedgerEntry } from './ledger.repository.ts';
export { trueUpClosedMonths, trueUpTcsMonth, trueUpKey } from './true-up.service.ts';
export {
  listReleasable,
  recordPayout,
  recordPayoutReversal,
  sellerBalance,
  settlementParts,
  type PayoutInput,
  type SettlementPart,
  type ReleasablePart,
  type SellerBalance,
} from './balances.service.ts';
export { hasPanOnFile, recordSellerPan } from './tax-profile.service.ts';
// When a part's money is payable: its return window closed, moved to the operator's settlement
// schedule (`listReleasable` and `sellerBalance` already apply it).
export {
  DEFAULT_SCHEDULE,
  payableFrom,
  setSettlementSchedule,
  settlementScheduleOf,
  type SettlementSchedule,
} from './settlement.service.ts';
export {
  COMMISSION_GST_BASIS_POINTS,
  TCS_RATES,
  TDS_RATES,
  TDS_NO_PAN_BASIS_POINTS,
  percentOf,
  rateOn,
} from './tax-rates.ts';
export type { LedgerRow } from './ledger.repository.ts';
// The back office's calls (modules/admin/seller-money/): commission rules, the fee a price pays,
// statements, the tax exports.
export {
  changeRule,
  createRule,
  quoteFee,
  retireRule,
  type AuditWriter,
} from './commission.service.ts';
export { selectRulePage as listRules, type RuleValues } from './commission.repository.ts';
export {
  KIND_LABELS,
  periodOf,
  rupees as rupeeFigure,
  statementPageOf,
  type StatementHead,
  type StatementPage,
} from './statement.service.ts';
export { statementFile } from './statement-files.ts';
export {
  GSTR8_COLUMNS,
  gstr8Csv,
  gstr8Of,
  tdsSummaryCsv,
  tdsSummaryOf,
} from './exports.service.ts';
export { istDate } from './tax-rates.ts';
export {
  COMMISSION_SAC,
  financialYearOf,
  issueCommissionInvoices,
} from './commission-invoice.service.ts';
export {
  selectInvoice as commissionInvoiceOf,
  selectInvoicePage as listCommissionInvoices,
  type CommissionInvoiceRow,
} from './commission-invoice.repository.ts';
export { commissionInvoicePdf } from './commission-invoice-pdf.ts';
