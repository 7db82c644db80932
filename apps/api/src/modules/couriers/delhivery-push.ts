// Delhivery's scan push (docs/decisions/couriers.md, "Delhivery"): a POST for each new scan of a
// package, `{ "Shipment": { "AWB", "ReferenceNo", "NSLCode", "Status": { "Status", "StatusType",
// "StatusDateTime", "StatusLocation", "Instructions" } } }`. Delhivery's document says the
// client gives Delhivery its endpoint and any headers to send with each push (an authorization
// header among them); the shop's is `Authorization: Bearer <the push secret>`, the secret the
// operator entered in the back office, sealed, compared in constant time.
import { z } from 'zod';
import { webhookKeyMatches, type CourierDependencies } from './account.service.ts';
import { delhiveryScanOf } from './delhivery.ts';
import { applyScansOfAwb, type TrackingDependencies } from './tracking.service.ts';
import type { WebhookOutcome } from './webhook.ts';

export const DELHIVERY_PUSH_PATH = '/api/couriers/delhivery-scans';

const PushSchema = z.object({
  Shipment: z.object({
    AWB: z.union([z.string().min(1).max(40), z.number()]).transform(String),
    NSLCode: z.string().max(40).optional(),
    Status: z.object({
      Status: z.string().min(1).max(100),
      StatusType: z.string().min(1).max(10),
      StatusDateTime: z.string().min(1).max(40),
      StatusLocation: z.string().max(200).optional(),
      Instructions: z.string().max(300).optional(),
    }),
  }),
});

/** The secret in `Authorization: Bearer <secret>` (the bare secret is taken too). */
function secretOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  return header.replace(/^Bearer\s+/i, '').trim() || undefined;
}

export async function receiveDelhiveryPush(
  deps: CourierDependencies & TrackingDependencies,
  input: { authorization: string | undefined; body: unknown },
): Promise<WebhookOutcome> {
  if (!(await webhookKeyMatches(deps, secretOf(input.authorization), 'delhivery')))
    return { kind: 'bad-key' };
  const parsed = PushSchema.safeParse(input.body);
  if (!parsed.success) return { kind: 'invalid' };
  const shipment = parsed.data.Shipment;
  const scan = delhiveryScanOf({ ...shipment.Status, StatusCode: shipment.NSLCode ?? '' });
  if (!scan) return { kind: 'invalid' };
  const outcome = await applyScansOfAwb(deps, 'delhivery', shipment.AWB, [scan]);
  if (outcome.kind === 'unknown-awb') return { kind: 'unknown-awb', awb: shipment.AWB };
  if (outcome.kind === 'cancelled') return { kind: 'cancelled', awb: shipment.AWB };
  return { kind: 'applied', awb: shipment.AWB, newScans: outcome.newScans, state: outcome.state };
}
