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
   * gateway over the network, which must never happen while row locks are held. Throws
   * `PaymentNotStarted` when the gateway refused or could not be reached.
   */
  startPayment(input: StartPaymentInput): Promise<StartedPayment>;
  /**
   * Asks the gateway whether money was captured for one of its orders (reconciliation, when a
   * callback and a webhook were both lost); answers the captured payment, or null. Absent for
   * the sandbox, which is part of this server: its outcome is written at once.
   */
  findCapturedPayment?(gatewayOrderId: string): Promise<CapturedPayment | null>;
  /**
   * Asks the gateway to pay `amountPaise` of a captured payment back (docs/decisions/refunds.md).
   * Call it outside any transaction. `refundId` is ours and the gateway's idempotency key: asking
   * twice for one refund pays once. Throws `RefundNotReached` when the gateway could not be
   * reached or failed on its side (try again later); a refusal is an outcome, `failed`.
   */
  refund(request: RefundRequest): Promise<RefundOutcome>;
  /**
   * What became of a refund asked for earlier: the gateway's answer may have been lost, or its
   * webhook. Null when the gateway has no refund of ours by that id (it never got the request).
   */
  findRefund(
    request: RefundRequest & { gatewayRefundId: string | null },
  ): Promise<RefundOutcome | null>;
}

export interface CapturedPayment {
  /** The gateway's id of the payment: the order's reference once it is paid. */
  paymentId: string;
  amountPaise: number;
  currency: string;
}

export interface RefundRequest {
  refundId: string;
  orderId: string;
  /** The gateway's id of the payment being refunded. */
  paymentReference: string;
  amountPaise: number;
}

export interface RefundOutcome {
  /** `processing`: the gateway took it and is paying it out; its webhook or a later look settles it. */
  status: 'processing' | 'processed' | 'failed';
  /** The gateway's refund id, once it has one. */
  gatewayRefundId: string | null;
  /** The gateway's words when it refused. */
  failure?: string;
}

/** The gateway could not be reached or failed on its side: nothing is known, ask again later. */
export class RefundNotReached extends Error {
  override readonly name = 'RefundNotReached';
}

/**
 * The gateway gave no payment for the order. `retryable`: it could not be reached or failed on its
 * side (network, timeout, 5xx), so the shopper may try again in a moment; otherwise it refused,
 * which a setting of ours causes (its keys, say) and trying again will not mend.
 */
export class PaymentNotStarted extends Error {
  override readonly name = 'PaymentNotStarted';
  readonly retryable: boolean;

  constructor(message: string, options: { retryable: boolean; cause?: unknown }) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.retryable = options.retryable;
  }
}
