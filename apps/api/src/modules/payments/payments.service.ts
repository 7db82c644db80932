// The rules of the gateway pages, the Razorpay callback and Razorpay webhooks. Marking an order
// paid or failed is checkout's (confirmOrderPayment / failOrderPayment refuse to move an order
// that is no longer pending); this module decides when a gateway's word is good enough.
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { findUnstorableText } from '../../plugins/input-guard.ts';
import { confirmOrderPayment, failOrderPayment } from '../checkout/index.ts';
import {
  selectRefund as findRefundById,
  selectRefundByReference,
  settleRefund,
} from '../orders/index.ts';
import {
  verifyPaymentLink,
  verifyRazorpayPayment,
  verifyRazorpayWebhook,
} from './payment-signatures.ts';
import {
  findGatewayOrderIds,
  findOrderIdByGatewayOrder,
  findPaymentOrder,
  recordPaymentEvent,
  type PaymentOrder,
} from './payments.repository.ts';
import type { PaymentLog, PaymentProviderName } from './payments.types.ts';

export type GatewayPage =
  | { kind: 'forbidden' }
  | { kind: 'not-found' }
  /** No longer pending: the shopper is sent to the order page, nothing changes. */
  | { kind: 'settled'; orderId: string }
  | { kind: 'open'; order: PaymentOrder & { paymentReference: string } };

/** Checks a signed gateway link: the signature first, so an unsigned request learns nothing. */
export async function openGatewayPage(
  db: Database,
  linkKey: Buffer,
  input: { provider: PaymentProviderName; orderId: string; sig: unknown },
): Promise<GatewayPage> {
  if (typeof input.sig !== 'string' || input.sig === '') return { kind: 'forbidden' };
  const order = await findPaymentOrder(db, input.orderId);
  if (!order || order.paymentProvider !== input.provider || !order.paymentReference) {
    return { kind: 'not-found' };
  }
  if (!verifyPaymentLink(linkKey, order.id, order.paymentReference, input.sig)) {
    // A paid Razorpay order's reference became the payment id; its link was signed over the
    // Razorpay order id, and reloading it should still land on the order page.
    const gatewayOrderIds =
      order.paymentStatus === 'pending'
        ? []
        : await findGatewayOrderIds(db, input.provider, order.id);
    const isSigned = gatewayOrderIds.some((id) =>
      verifyPaymentLink(linkKey, order.id, id, input.sig),
    );
    return isSigned ? { kind: 'settled', orderId: order.id } : { kind: 'forbidden' };
  }
  if (order.paymentStatus !== 'pending') return { kind: 'settled', orderId: order.id };
  return { kind: 'open', order: { ...order, paymentReference: order.paymentReference } };
}

export const SANDBOX_FAILURE_REASON = 'Payment failed on the Haat test payment gateway.';

/** The sandbox gateway's Pay / Fail buttons. */
export async function settleSandboxPayment(
  db: Database,
  linkKey: Buffer,
  input: { orderId: string; sig: unknown; outcome: 'pay' | 'fail'; now: Date },
): Promise<Exclude<GatewayPage, { kind: 'open' }>> {
  const page = await openGatewayPage(db, linkKey, { provider: 'sandbox', ...input });
  if (page.kind !== 'open') return page;
  const { order } = page;
  if (input.outcome === 'pay') {
    await confirmOrderPayment(db, {
      orderId: order.id,
      provider: 'sandbox',
      // The same reference keeps the signed link valid, so a reload lands on the order page.
      reference: order.paymentReference,
      now: input.now,
    });
  } else {
    await failOrderPayment(db, {
      orderId: order.id,
      reason: SANDBOX_FAILURE_REASON,
      now: input.now,
    });
  }
  return { kind: 'settled', orderId: order.id };
}

// ---------------------------------------------------------------- Razorpay callback

const CallbackSuccessSchema = z.object({
  razorpay_order_id: z.string().min(1).max(64),
  razorpay_payment_id: z.string().min(1).max(64),
  razorpay_signature: z.string().min(1).max(256),
});

const CallbackFailureSchema = z.object({
  'error[code]': z.string(),
  'error[description]': z.string().optional(),
  'error[metadata]': z.string().optional(),
});

const FailureMetadataSchema = z.object({ order_id: z.string().min(1).max(64) });

export type CallbackOutcome =
  | { kind: 'settled'; orderId: string }
  | { kind: 'bad-signature' }
  | { kind: 'invalid' }
  | { kind: 'not-found' };

/**
 * Razorpay Checkout posts here after the shopper pays (redirect mode). A success is believed only
 * with a valid signature; a failure post is unsigned, so it changes nothing and only brings the
 * shopper back to the order (the payment.failed webhook or the expiry releases the order).
 */
export async function completeRazorpayCallback(
  db: Database,
  input: {
    keySecret: string;
    form: Record<string, unknown>;
    /** Our order id from the callback URL's query: a hint for failures, never trusted for a success. */
    orderHint: string | undefined;
    now: Date;
    log: PaymentLog;
  },
): Promise<CallbackOutcome> {
  const success = CallbackSuccessSchema.safeParse(input.form);
  if (!success.success) {
    const failure = CallbackFailureSchema.safeParse(input.form);
    if (!failure.success) return { kind: 'invalid' };
    const metadata = readFailureMetadata(failure.data['error[metadata]']);
    if (metadata === 'unstorable') return { kind: 'invalid' };
    const orderId = metadata
      ? await findOrderIdByGatewayOrder(db, 'razorpay', metadata.order_id)
      : undefined;
    const target = orderId ?? input.orderHint;
    return target ? { kind: 'settled', orderId: target } : { kind: 'not-found' };
  }
  const fields = success.data;
  const isGenuine = verifyRazorpayPayment(
    {
      razorpayOrderId: fields.razorpay_order_id,
      razorpayPaymentId: fields.razorpay_payment_id,
      signature: fields.razorpay_signature,
    },
    input.keySecret,
  );
  if (!isGenuine) {
    input.log.warn(
      { razorpayOrderId: fields.razorpay_order_id },
      'razorpay callback: bad signature',
    );
    return { kind: 'bad-signature' };
  }
  const orderId = await findOrderIdByGatewayOrder(db, 'razorpay', fields.razorpay_order_id);
  if (!orderId) return { kind: 'not-found' };
  const result = await confirmOrderPayment(db, {
    orderId,
    provider: 'razorpay',
    reference: fields.razorpay_payment_id,
    now: input.now,
  });
  if (result === 'not-pending')
    warnPaidAfterRelease(input.log, orderId, fields.razorpay_payment_id);
  return { kind: 'settled', orderId };
}

/**
 * The order Razorpay names in a failure's metadata (JSON in a form field): undefined when it names
 * none, 'unstorable' when its decoded text holds what no field may (a NUL byte, a lone surrogate),
 * which the input guard could not see while it was still escaped.
 */
function readFailureMetadata(
  metadata: string | undefined,
): z.infer<typeof FailureMetadataSchema> | 'unstorable' | undefined {
  if (!metadata) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(metadata);
  } catch {
    return undefined;
  }
  if (findUnstorableText(parsed) !== undefined) return 'unstorable';
  const result = FailureMetadataSchema.safeParse(parsed);
  return result.success ? result.data : undefined;
}

/** Money was taken for an order that had already failed or expired: an operator must refund it. */
function warnPaidAfterRelease(log: PaymentLog, orderId: string, paymentId: string): void {
  log.warn(
    { orderId, paymentId },
    'razorpay: payment captured for an order that is no longer pending; refund it',
  );
}

// ---------------------------------------------------------------- Razorpay webhooks

const PaymentEntitySchema = z.object({
  id: z.string(),
  order_id: z.string().nullish(),
  amount: z.number().int(),
  currency: z.string(),
  error_description: z.string().nullish(),
});

const WebhookSchema = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: PaymentEntitySchema }).optional(),
    order: z
      .object({
        entity: z.object({
          id: z.string(),
          amount_paid: z.number().int().optional(),
          currency: z.string().optional(),
        }),
      })
      .optional(),
    refund: z
      .object({
        entity: z.object({
          id: z.string(),
          amount: z.number().int(),
          status: z.string(),
          receipt: z.string().nullish(),
        }),
      })
      .optional(),
  }),
});

type Webhook = z.infer<typeof WebhookSchema>;

export type WebhookOutcome =
  | 'bad-signature'
  | 'missing-event-id'
  | 'invalid-body'
  | 'unstorable-text'
  | 'duplicate'
  | 'ignored'
  | 'unknown-order'
  | 'amount-mismatch'
  | 'paid'
  | 'already-paid'
  | 'failed'
  | 'not-pending'
  | 'refund-settled'
  | 'refund-unchanged'
  | 'unknown-refund';

const EVENT_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * One Razorpay webhook. The signature is checked over the raw body before anything is parsed;
 * the event id is recorded in the same transaction as its effect, so a replay (Razorpay retries
 * until it gets a 2xx) changes nothing, and a failure half-way leaves the event unrecorded.
 */
export async function receiveRazorpayWebhook(
  db: Database,
  input: {
    webhookSecret: string;
    rawBody: Buffer;
    signature: unknown;
    eventId: unknown;
    now: Date;
    log: PaymentLog;
    /** PUBLIC_URL, for the links in the shopper's refund messages. */
    siteUrl?: string | undefined;
  },
): Promise<WebhookOutcome> {
  if (!verifyRazorpayWebhook(input.rawBody, input.signature, input.webhookSecret)) {
    input.log.warn({ eventId: input.eventId }, 'razorpay webhook: bad signature');
    return 'bad-signature';
  }
  if (typeof input.eventId !== 'string' || !EVENT_ID.test(input.eventId)) return 'missing-event-id';
  const eventId = input.eventId;
  let body: unknown;
  try {
    body = JSON.parse(input.rawBody.toString('utf8'));
  } catch {
    return 'invalid-body';
  }
  if (typeof body !== 'object' || body === null) return 'invalid-body';
  // Signed, yet past the input guard (a raw body): a NUL or a lone surrogate escaped in the JSON
  // would reach the order lookup and the stored payload, which PostgreSQL refuses (a 500).
  const unstorable = findUnstorableText(body);
  if (unstorable !== undefined) {
    input.log.warn({ eventId, field: unstorable }, 'razorpay webhook: unstorable text refused');
    return 'unstorable-text';
  }
  const parsed = WebhookSchema.safeParse(body);
  const webhook = parsed.success ? parsed.data : undefined;
  const gatewayOrderId = webhook
    ? (webhook.payload.payment?.entity.order_id ?? webhook.payload.order?.entity.id)
    : undefined;
  const orderId = gatewayOrderId
    ? await findOrderIdByGatewayOrder(db, 'razorpay', gatewayOrderId)
    : undefined;

  return db.transaction(async (tx) => {
    const isFirst = await recordPaymentEvent(tx, {
      id: eventId,
      provider: 'razorpay',
      orderId: orderId ?? null,
      payload: body,
    });
    if (!isFirst) return 'duplicate';
    if (!webhook) return 'ignored';
    return applyWebhook(tx, webhook, orderId, input);
  });
}

async function applyWebhook(
  db: Database,
  webhook: Webhook,
  orderId: string | undefined,
  input: { now: Date; log: PaymentLog; siteUrl?: string | undefined },
): Promise<WebhookOutcome> {
  const payment = webhook.payload.payment?.entity;
  switch (webhook.event) {
    case 'payment.captured':
    case 'order.paid': {
      if (!orderId) return 'unknown-order';
      const order = await findPaymentOrder(db, orderId);
      const paidPaise = webhook.payload.order?.entity.amount_paid ?? payment?.amount;
      const currency = payment?.currency ?? webhook.payload.order?.entity.currency;
      if (!order || paidPaise !== order.payablePaise || currency !== 'INR') {
        input.log.error(
          { orderId, paidPaise, currency, payablePaise: order?.payablePaise },
          'razorpay webhook: the amount paid is not the amount payable; order left unchanged',
        );
        return 'amount-mismatch';
      }
      const reference = payment?.id ?? webhook.payload.order?.entity.id ?? orderId;
      const result = await confirmOrderPayment(db, {
        orderId,
        provider: 'razorpay',
        reference,
        now: input.now,
      });
      if (result === 'not-pending') warnPaidAfterRelease(input.log, orderId, reference);
      return result;
    }
    case 'payment.failed': {
      if (!orderId) return 'unknown-order';
      const reason = `Razorpay: ${payment?.error_description ?? 'the payment failed'}`;
      return failOrderPayment(db, { orderId, reason, now: input.now });
    }
    case 'refund.processed':
    case 'refund.failed':
      return applyRefundWebhook(db, webhook, input);
    default:
      return 'ignored';
  }
}

/**
 * Razorpay's word on a refund we asked for (docs/decisions/refunds.md): found by its refund id,
 * or by our id it carries as the receipt when its answer to us was lost; settled once.
 */
async function applyRefundWebhook(
  db: Database,
  webhook: Webhook,
  input: { now: Date; log: PaymentLog; siteUrl?: string | undefined },
): Promise<WebhookOutcome> {
  const entity = webhook.payload.refund?.entity;
  if (!entity) return 'ignored';
  const refund =
    (await selectRefundByReference(db, 'razorpay', entity.id)) ??
    (entity.receipt ? await findRefundById(db, entity.receipt) : null);
  if (!refund || refund.provider !== 'razorpay') return 'unknown-refund';
  if (entity.amount !== refund.amountPaise) {
    input.log.error(
      { refundId: refund.id, amount: entity.amount, expected: refund.amountPaise },
      'razorpay webhook: the refund amount is not the amount owed; refund left unchanged',
    );
    return 'amount-mismatch';
  }
  const changed = await settleRefund(db, {
    refundId: refund.id,
    from: ['asking', 'processing'],
    status: webhook.event === 'refund.processed' ? 'processed' : 'failed',
    reference: entity.id,
    failure: 'Razorpay could not pay it back.',
    now: input.now,
    siteUrl: input.siteUrl,
  });
  return changed ? 'refund-settled' : 'refund-unchanged';
}
