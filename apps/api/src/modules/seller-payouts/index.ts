// The seller-payouts module: sellers' payout onboarding and their Razorpay Route linked accounts,
// the one transfer per (order, seller) with its hold, release and reversals, and Route's webhooks
// (docs/decisions/route-payouts.md). The amounts come from the seller ledger (the payouts module).
export {
  createRazorpayRouteApi,
  createRouteApi,
  type RouteApi,
  type RouteTransfer,
} from './route-api.ts';
export { createSandboxRouteApi } from './sandbox-route.ts';
// The sandbox's records of demo sellers go with them (demo:remove); a bench resets its own.
export { removeSandboxRecords } from './sandbox-route.repository.ts';
// Route's behaviour, simulated: the sandbox's Route and the tests' loopback stand-in run it.
export {
  createRouteSimulation,
  type SimulatedEvent,
  type SimulatedPayment,
} from './route-simulation.ts';
export { createRouteForConfig } from './route-for-config.ts';
export {
  BALANCE_ORDER_PREFIX,
  balanceTransferOrderId,
  isBalanceTransfer,
} from './balance-transfers.ts';
export {
  attemptTransfer,
  changeHold,
  releaseDueTransfers,
  releaseTransfer,
  requestTransfer,
  retryFailedTransfer,
  reverseTransfer,
  TransferRefused,
  type PayoutTransferInput,
  type TransferDependencies,
  type TransferOutcome,
} from './transfers.service.ts';
// The settlement run's reads: a transfer's reversals, and whether a payment's refund has started.
export {
  hasRefundStarted,
  selectReversals,
  selectSettlementUtrs,
  selectTransfer,
} from './transfers.repository.ts';
export { receiveTransferWebhook } from './transfer-webhook.service.ts';
export { reconcileTransfers, type TransferMismatch } from './transfer-reconcile.service.ts';
export { registerSellerPayoutRoutes } from './seller-payouts.plugin.ts';
