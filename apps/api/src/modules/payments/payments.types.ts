// What checkout sees of a payment gateway, and the small part of the Razorpay SDK we use.

export type PaymentProviderName = 'sandbox' | 'razorpay';

export interface StartPaymentInput {
  orderId: string;
  payablePaise: number;
  customerId: string;
  customerEmail?: string;
  customerMobile?: string;
}

export interface StartedPayment {
  /** Where the browser goes to pay: a page of our own server, relative to the site root. */
  url: string;
  /** The gateway's reference for this payment attempt, also kept on the order. */
  reference: string;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /**
   * Prepares payment of a pending prepaid order. Call it after the order's transaction has
   * committed: it records the reference on the order row, and the Razorpay adapter calls the
   * gateway over the network, which must never happen while row locks are held.
   */
  startPayment(input: StartPaymentInput): Promise<StartedPayment>;
}

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
  };
}

/** Pino's shape, kept narrow so the services do not depend on Fastify. */
export interface PaymentLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}
