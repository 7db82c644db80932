// The payment port (lib/payment-provider.ts) re-exported, and the log the services write to.

export type {
  CapturedPayment,
  PaymentProvider,
  PaymentProviderName,
  RefundOutcome,
  RefundRequest,
  StartPaymentInput,
  StartedPayment,
} from '../../lib/payment-provider.ts';
export { PaymentNotStarted, RefundNotReached } from '../../lib/payment-provider.ts';

/** Pino's shape, kept narrow so the services do not depend on Fastify. */
export interface PaymentLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}
