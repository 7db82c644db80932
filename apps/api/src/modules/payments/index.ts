// The payments module owns the payment-provider interface (sandbox gateway, Razorpay), their pages, callback and webhook.
export { registerPaymentRoutes } from './payments.plugin.ts';
export { createPaymentProvider, type PaymentProviderOptions } from './payment-provider.ts';
export { reconcilePendingPayments } from './payment-reconcile.service.ts';
export type {
  PaymentProvider,
  PaymentProviderName,
  StartPaymentInput,
  StartedPayment,
} from './payments.types.ts';
export {
  createRazorpayCall,
  RazorpayApiError,
  type RazorpayApiOptions,
  type RazorpayCall,
} from './razorpay-http.ts';
export { hmacSha256Hex, verifyRazorpayWebhook } from './payment-signatures.ts';
// The data principal's rights (docs/decisions/personal-data.md).
export { paymentsPersonalData } from './personal-data.ts';
