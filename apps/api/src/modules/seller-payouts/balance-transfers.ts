// A balance transfer pays what a seller is owed beyond its parts' own transfers (the settlement
// run's step 5, docs/decisions/settlement.md "The seller's balance"). Its row has no order: its
// order id is `seller-balance:<seller>:<n>`, unique like an order's part, so the run's key makes
// the n-th one once. Kept here, beside the transfers, so the back office can name it.

/** A balance transfer's order id starts so: it pays a seller's balance, not one order. */
export const BALANCE_ORDER_PREFIX = 'seller-balance:';

export const isBalanceTransfer = (row: { orderId: string }) =>
  row.orderId.startsWith(BALANCE_ORDER_PREFIX);

/** The order id of the seller's `n`-th balance transfer. */
export const balanceTransferOrderId = (sellerId: string, n: number) =>
  `${BALANCE_ORDER_PREFIX}${sellerId}:${n}`;

/** Which of its seller's balance transfers this is (1, 2, …), or null for an order's. */
export function balanceTransferNumber(orderId: string): number | null {
  if (!orderId.startsWith(BALANCE_ORDER_PREFIX)) return null;
  const n = Number(orderId.slice(orderId.lastIndexOf(':') + 1));
  return Number.isInteger(n) && n > 0 ? n : null;
}
