// Route's webhooks (transfer.processed, transfer.failed, settlement.processed), signed as every
// Razorpay webhook is (HMAC-SHA256 of the raw body with the webhook secret). Each event is applied
// once: its id is written in the same transaction as its change, so a replay changes nothing.
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { sellerPayoutEvents } from '../../db/schema/index.ts';
import { verifyRazorpayWebhook } from '../payments/index.ts';
import {
  recordSettlementUtr,
  selectTransferByRouteId,
  updateTransfer,
} from './transfers.repository.ts';

export type TransferWebhookOutcome =
  'bad-signature' | 'missing-event-id' | 'invalid-body' | 'duplicate' | 'ignored' | 'applied';

const EVENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

const transferEntity = z.object({
  id: z.string(),
  recipient_settlement_id: z.string().nullish(),
  on_hold: z
    .union([z.boolean(), z.literal(0), z.literal(1)])
    .transform(Boolean)
    .optional(),
  error: z.object({ description: z.string().nullish() }).passthrough().nullish(),
});

const WebhookSchema = z.discriminatedUnion('event', [
  z.object({
    event: z.literal('transfer.processed'),
    payload: z.object({ transfer: z.object({ entity: transferEntity }) }),
  }),
  z.object({
    event: z.literal('transfer.failed'),
    payload: z.object({ transfer: z.object({ entity: transferEntity }) }),
  }),
  z.object({
    event: z.literal('settlement.processed'),
    payload: z.object({
      settlement: z.object({ entity: z.object({ id: z.string(), utr: z.string().nullish() }) }),
    }),
  }),
]);

export async function receiveTransferWebhook(
  db: Database,
  input: {
    webhookSecret: string;
    rawBody: Buffer;
    signature: unknown;
    eventId: unknown;
    now: Date;
  },
): Promise<TransferWebhookOutcome> {
  if (!verifyRazorpayWebhook(input.rawBody, input.signature, input.webhookSecret))
    return 'bad-signature';
  if (typeof input.eventId !== 'string' || !EVENT_ID.test(input.eventId)) return 'missing-event-id';
  let body: unknown;
  try {
    body = JSON.parse(input.rawBody.toString('utf8'));
  } catch {
    return 'invalid-body';
  }
  if (typeof body !== 'object' || body === null) return 'invalid-body';
  const eventId = input.eventId;
  const parsed = WebhookSchema.safeParse(body);
  const eventName = (body as { event?: unknown }).event;
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(sellerPayoutEvents)
      .values({
        id: eventId,
        event: typeof eventName === 'string' ? eventName.slice(0, 64) : 'unknown',
        payload: parsed.success ? parsed.data : {},
        receivedAt: input.now,
      })
      .onConflictDoNothing()
      .returning({ id: sellerPayoutEvents.id });
    if (inserted.length === 0) return 'duplicate';
    if (!parsed.success) return 'ignored';
    const webhook = parsed.data;
    if (webhook.event === 'settlement.processed') {
      const { id, utr } = webhook.payload.settlement.entity;
      if (!utr) return 'ignored';
      return (await recordSettlementUtr(tx, id, utr, input.now)) > 0 ? 'applied' : 'ignored';
    }
    const entity = webhook.payload.transfer.entity;
    const row = await selectTransferByRouteId(tx, entity.id);
    if (!row) return 'ignored';
    if (webhook.event === 'transfer.processed') {
      // A reversal may have come first: a reversed transfer stays reversed.
      const status =
        row.status === 'created' || row.status === 'pending' ? 'processed' : row.status;
      await updateTransfer(tx, row.id, {
        status,
        settlementId: entity.recipient_settlement_id ?? row.settlementId,
        updatedAt: input.now,
      });
    } else {
      await updateTransfer(tx, row.id, {
        status: 'failed',
        lastError: entity.error?.description ?? 'Razorpay could not process the transfer.',
        updatedAt: input.now,
      });
    }
    return 'applied';
  });
}
