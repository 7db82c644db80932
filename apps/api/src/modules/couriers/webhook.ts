// Shiprocket's tracking webhook (docs/decisions/couriers.md, "Webhook"): a POST of one AWB's
// latest status with its scans, carrying the x-api-key the operator set in Shiprocket's panel
// (Settings → API → Webhooks). The key is compared in constant time; an unknown AWB answers 404
// and a cancelled parcel 409, and neither changes anything. Shiprocket refuses a webhook address
// holding "shiprocket", "kartrocket", "sr" or "kr", hence the path's words.
import { z } from 'zod';
import type { CourierScan } from './courier-port.ts';
import { parseShiprocketTime, scanOf } from './shiprocket.ts';
import { applyScansOfAwb, type TrackingDependencies } from './tracking.service.ts';
import { webhookKeyMatches, type CourierDependencies } from './account.service.ts';

export const COURIER_WEBHOOK_PATH = '/api/couriers/tracking-updates';

const WebhookBodySchema = z.object({
  awb: z.union([z.string().min(1).max(40), z.number()]).transform(String),
  current_status: z.string().optional(),
  current_status_id: z.coerce.number().int().optional(),
  shipment_status_id: z.coerce.number().int().optional(),
  current_timestamp: z.string().optional(),
  etd: z.string().nullable().optional(),
  scans: z.array(z.unknown()).max(500).optional(),
});

export type WebhookOutcome =
  | { kind: 'bad-key' }
  | { kind: 'invalid' }
  | { kind: 'unknown-awb'; awb: string }
  | { kind: 'cancelled'; awb: string }
  | { kind: 'applied'; awb: string; newScans: number; state: string };

export async function receiveTrackingWebhook(
  deps: CourierDependencies & TrackingDependencies,
  input: { apiKey: string | undefined; body: unknown },
): Promise<WebhookOutcome> {
  if (!(await webhookKeyMatches(deps, input.apiKey))) return { kind: 'bad-key' };
  const parsed = WebhookBodySchema.safeParse(input.body);
  if (!parsed.success) return { kind: 'invalid' };
  const body = parsed.data;
  let scans = (body.scans ?? []).map(scanOf).filter((scan): scan is CourierScan => scan !== null);
  if (scans.length === 0) {
    // A status without its scans: the status itself is the scan.
    const at = parseShiprocketTime(body.current_timestamp);
    const code = body.current_status_id ?? body.shipment_status_id;
    if (at && code !== undefined)
      scans = [
        {
          at,
          statusCode: code,
          statusLabel: body.current_status ?? '',
          activity: body.current_status ?? '',
          location: '',
        },
      ];
  }
  // The parcel is found and locked in one step, in the transaction that applies its scans.
  const outcome = await applyScansOfAwb(deps, 'shiprocket', body.awb, scans, {
    expectedAt: parseShiprocketTime(body.etd ?? undefined),
  });
  if (outcome.kind === 'unknown-awb') return { kind: 'unknown-awb', awb: body.awb };
  if (outcome.kind === 'cancelled') return { kind: 'cancelled', awb: body.awb };
  return { kind: 'applied', awb: body.awb, newScans: outcome.newScans, state: outcome.state };
}
