// The payments module owns the payment-provider interface (sandbox gateway, Razorpay), their pages, callback and webhook, and the expiry sweep of unpaid orders.
export { registerPaymentRoutes, type PaymentRouteOptions } from './payments.plugin.ts';
export { createPaymentProvider, type PaymentProviderOptions } from './payment-provider.ts';
export type {
  PaymentProvider,
  PaymentProviderName,
  RazorpayClient,
  RazorpayOrderRequest,
  StartPaymentInput,
  StartedPayment,
} from './payments.types.ts';
