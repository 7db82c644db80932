// The settlement run: the sellers' ledger (payouts) joined to Razorpay Route (seller-payouts),
// one run at a time (docs/decisions/settlement.md). Its job, the CLI's `settle` and the back
// office's "Run settlement now" all call runSettlement.
export {
  isSettlementDue,
  runSettlement,
  type SettlementDependencies,
  type SettlementTally,
} from './settlement.service.ts';
export { withSettlementLock, SETTLEMENT_LOCK_KEY } from './settlement-lock.ts';
export { registerSettlementRoutes } from './settlement.routes.ts';
