// The payment-provider port: what checkout and the composition root see of a payment gateway.
// The payments module implements it (sandbox gateway, Razorpay); nothing here imports a module.

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
  /**
   * Asks the gateway whether money was captured for one of its orders (reconciliation, when a
   * callback and a webhook were both lost); answers the payment's id, or null. Absent for the
   * sandbox, which is part of this server: its outcome is written at once.
   */
  findCapturedPayment?(gatewayOrderId: string): Promise<string | null>;
}
