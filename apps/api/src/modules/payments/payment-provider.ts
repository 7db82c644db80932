// The two payment providers behind one interface: the built-in sandbox gateway (the offline
// default) and Razorpay. Both record their reference on the order and answer a signed link to a
// page of ours, so the browser needs no token to open it.
import { systemClock, type Clock } from '../../lib/clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import { loadPaymentLinkKey, signPaymentLink } from './payment-signatures.ts';
import { recordPaymentReference } from '../orders/index.ts';
import { findPaymentOrder, recordPaymentEvent } from './payments.repository.ts';
import { RazorpayApiError, type RazorpayApiOptions } from './razorpay-http.ts';
import {
  createRazorpayOrdersApi,
  type RazorpayOrder,
  type RazorpayOrdersApi,
} from './razorpay-orders.ts';
import {
  createRazorpayRefundsApi,
  type RazorpayRefund,
  type RazorpayRefundsApi,
} from './razorpay-refunds.ts';
import {
  PaymentNotStarted,
  RefundNotReached,
  type PaymentProvider,
  type PaymentProviderName,
  type RefundOutcome,
  type StartPaymentInput,
  type StartedPayment,
} from './payments.types.ts';

export interface PaymentProviderOptions {
  config: Config;
  db: Database;
  clock?: Clock;
  /** How long a call to Razorpay may take, instead of RAZORPAY_TIMEOUT_MS (a test's one call). */
  razorpayTimeoutMs?: number;
}

/** The provider PAYMENT_PROVIDER names. The link key comes from the server secret, as the pages verify it. */
export function createPaymentProvider(options: PaymentProviderOptions): PaymentProvider {
  const { config, db } = options;
  const clock = options.clock ?? systemClock;
  const deps: GatewayDependencies = {
    db,
    clock,
    loadLinkKey: () => loadPaymentLinkKey({ config, db }),
  };
  if (config.paymentProvider === 'razorpay') {
    const api = razorpayApiOptions(config, options.razorpayTimeoutMs);
    return createRazorpayGateway({
      ...deps,
      orders: createRazorpayOrdersApi(api),
      refunds: createRazorpayRefundsApi(api),
    });
  }
  return createSandboxGateway(deps);
}

export interface GatewayDependencies {
  db: Database;
  clock: Clock;
  loadLinkKey: () => Promise<Buffer>;
}

export function gatewayPagePath(
  provider: PaymentProviderName,
  orderId: string,
  sig: string,
): string {
  return `/api/payments/${provider}/${encodeURIComponent(orderId)}?sig=${sig}`;
}

export function createSandboxGateway(deps: GatewayDependencies): PaymentProvider {
  return {
    name: 'sandbox',
    async startPayment(input) {
      const order = await loadPayableOrder(deps.db, input);
      // A repeated start (a double submit answered with the same order) keeps the same link.
      const reference =
        order.paymentProvider === 'sandbox' && order.paymentReference
          ? order.paymentReference
          : newId('sbx');
      return recordAndLink(deps, 'sandbox', input.orderId, reference);
    },
    // The sandbox pays back at once: it is part of this server, and no money ever moved.
    async refund(request) {
      return { status: 'processed', gatewayRefundId: `sbx_rfnd_${request.refundId}` };
    },
    // A refund it made was recorded with its answer; one it has no record of was never made.
    async findRefund() {
      return null;
    },
  };
}

export function createRazorpayGateway(
  deps: GatewayDependencies & { orders: RazorpayOrdersApi; refunds: RazorpayRefundsApi },
): PaymentProvider {
  return {
    name: 'razorpay',
    async refund(request) {
      try {
        return refundOutcomeOf(
          await deps.refunds.create({
            paymentId: request.paymentReference,
            amountPaise: request.amountPaise,
            receipt: request.refundId,
            notes: { orderId: request.orderId, refundId: request.refundId },
          }),
        );
      } catch (error) {
        if (error instanceof RazorpayApiError && !error.retryable) {
          return { status: 'failed', gatewayRefundId: null, failure: error.description };
        }
        throw new RefundNotReached(`Razorpay did not answer the refund ${request.refundId}`, {
          cause: error,
        });
      }
    },
    async findRefund(request) {
      try {
        const found = request.gatewayRefundId
          ? await deps.refunds.fetch(request.gatewayRefundId)
          : await deps.refunds.findByReceipt(request.paymentReference, request.refundId);
        return found ? refundOutcomeOf(found) : null;
      } catch (error) {
        throw new RefundNotReached(`Razorpay did not say what became of ${request.refundId}`, {
          cause: error,
        });
      }
    },
    async findCapturedPayment(gatewayOrderId) {
      const payments = await deps.orders.fetchPayments(gatewayOrderId);
      const captured = payments.find((payment) => payment.status === 'captured');
      return captured
        ? { paymentId: captured.id, amountPaise: captured.amountPaise, currency: captured.currency }
        : null;
    },
    async startPayment(input) {
      const order = await loadPayableOrder(deps.db, input);
      if (order.paymentProvider === 'razorpay' && order.paymentReference) {
        return recordAndLink(deps, 'razorpay', input.orderId, order.paymentReference);
      }
      let gatewayOrder: RazorpayOrder;
      try {
        gatewayOrder = await deps.orders.create({
          amountPaise: order.payablePaise,
          receipt: order.id,
          notes: { orderId: order.id },
        });
      } catch (cause) {
        // Razorpay's 4xx is a refusal of ours to fix (its keys, say), never a 4xx of the shopper's.
        const retryable = !(cause instanceof RazorpayApiError) || cause.retryable;
        const message = `Razorpay did not create an order for ${order.id}`;
        throw new PaymentNotStarted(message, { retryable, cause });
      }
      if (gatewayOrder.amountPaise !== order.payablePaise || gatewayOrder.currency !== 'INR') {
        const asked = `${order.payablePaise} paise INR`;
        const made = `${gatewayOrder.amountPaise} ${gatewayOrder.currency}`;
        const message = `Razorpay's order ${gatewayOrder.id} for ${order.id} is for ${made}, not ${asked}`;
        throw new PaymentNotStarted(message, { retryable: false });
      }
      // Maps Razorpay's order back to ours for the callback and webhooks (see the repository).
      await recordPaymentEvent(deps.db, {
        id: gatewayOrder.id,
        provider: 'razorpay',
        orderId: order.id,
        payload: {
          kind: 'gateway-order',
          id: gatewayOrder.id,
          amount: gatewayOrder.amountPaise,
          currency: gatewayOrder.currency,
          receipt: gatewayOrder.receipt,
          status: gatewayOrder.status,
        },
      });
      return recordAndLink(deps, 'razorpay', input.orderId, gatewayOrder.id);
    },
  };
}

/** Razorpay's `pending` is a refund it took and is paying out. */
function refundOutcomeOf(refund: RazorpayRefund): RefundOutcome {
  if (refund.status === 'pending') return { status: 'processing', gatewayRefundId: refund.id };
  if (refund.status === 'processed') return { status: 'processed', gatewayRefundId: refund.id };
  return {
    status: 'failed',
    gatewayRefundId: refund.id,
    failure: 'Razorpay could not pay it back.',
  };
}

/** Both of Razorpay's APIs we call speak to RAZORPAY_API_URL with the key pair. */
function razorpayApiOptions(config: Config, timeoutMs: number | undefined): RazorpayApiOptions {
  const { keyId, keySecret, apiUrl } = config.razorpay;
  if (!keyId || !keySecret) {
    throw new Error('PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET');
  }
  return { baseUrl: apiUrl, keyId, keySecret, timeoutMs: timeoutMs ?? config.razorpay.timeoutMs };
}

/** The order as the database has it; checkout calling with another amount or state is a bug. */
async function loadPayableOrder(db: Database, input: StartPaymentInput) {
  const order = await findPaymentOrder(db, input.orderId);
  if (!order) throw new Error(`startPayment: order ${input.orderId} does not exist (yet?)`);
  if (order.paymentType !== 'prepaid' || order.paymentStatus !== 'pending') {
    throw new Error(`startPayment: order ${order.id} is not a pending prepaid order`);
  }
  if (order.payablePaise !== input.payablePaise || order.payablePaise <= 0) {
    throw new Error(
      `startPayment: order ${order.id} is payable ${order.payablePaise} paise, asked ${input.payablePaise}`,
    );
  }
  return order;
}

async function recordAndLink(
  deps: GatewayDependencies,
  provider: PaymentProviderName,
  orderId: string,
  reference: string,
): Promise<StartedPayment> {
  const recorded = await recordPaymentReference(deps.db, {
    orderId,
    provider,
    reference,
    now: deps.clock.now(),
  });
  if (!recorded) throw new Error(`startPayment: order ${orderId} stopped being pending`);
  const sig = signPaymentLink(await deps.loadLinkKey(), orderId, reference);
  return { url: gatewayPagePath(provider, orderId, sig), reference };
}
