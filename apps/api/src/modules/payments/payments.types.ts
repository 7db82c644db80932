// The small part of the Razorpay SDK we use, and the payment port (lib/payment-provider.ts) re-exported.

export type {
  PaymentProvider,
  PaymentProviderName,
  RefundOutcome,
  RefundRequest,
  StartPaymentInput,
  StartedPayment,
} from '../../lib/payment-provider.ts';
export { RefundNotReached } from '../../lib/payment-provider.ts';

/** Razorpay's Orders API as we call it: amount in paise, INR, our order id as the receipt. */
export interface RazorpayOrderRequest {
  amount: number;
  currency: 'INR';
  receipt: string;
  notes: Record<string, string>;
}

export interface RazorpayClient {
  orders: {
    create(request: RazorpayOrderRequest): Promise<{ id: string }>;
    /** The payment attempts on one of Razorpay's orders. */
    fetchPayments(orderId: string): Promise<{ items: { id: string; status: string }[] }>;
  };
}

/** Pino's shape, kept narrow so the services do not depend on Fastify. */
export interface PaymentLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}
