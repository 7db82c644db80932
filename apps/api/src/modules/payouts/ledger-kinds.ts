// The kinds of entry in a seller's ledger (docs/decisions/seller-money.md).
/** The kinds of ledger entry. */
export const LEDGER_KINDS = [
  'sale',
  'return',
  'commission',
  'commission_gst',
  'commission_reversal',
  'commission_gst_reversal',
  'tcs',
  'tcs_reversal',
  'tcs_true_up',
  'tds',
  'tds_reversal',
  'payout',
  'payout_reversal',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
