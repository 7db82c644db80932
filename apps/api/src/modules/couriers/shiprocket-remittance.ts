// Shiprocket's COD remittances as its API document gives them (docs/decisions/couriers.md, "COD
// remittance"): GET /v1/external/account/details/remittance (`from`, `to`, `page`, `per_page`)
// lists the remittances made to the account — each its `crf_id`, `utr`, `created_at` and
// `remitted_value` (rupees, as a string) — and GET /v1/external/orders/show/{id} names, for one
// order, the remittance its cash went in (`remittance_utr`, `remittance_date`) and the order's
// `total`. The list carries no parcels, so each parcel asked about is looked up by its order.
import type { CodRemittance, RemittanceQuestion } from './courier-port.ts';

type Json = Record<string, unknown>;
type Call = (path: string, init: { method: 'GET' }) => Promise<Json>;

const asRecord = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
const str = (value: unknown): string | null =>
  typeof value === 'string' && value.trim().length > 0
    ? value.trim()
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : null;
const paiseOf = (value: unknown): number | null => {
  const number = Number(typeof value === 'string' ? value.replace(/,/g, '') : value);
  return Number.isFinite(number) ? Math.round(number * 100) : null;
};

const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
/** The document's example writes its dates so: 2025-May-01. */
export const shiprocketDay = (day: string) =>
  `${day.slice(0, 4)}-${MONTHS[Number(day.slice(5, 7)) - 1]}-${day.slice(8, 10)}`;

/** India's date of a remittance's `created_at`: Unix seconds, or India's time ("2026-11-20 14:05"). */
function indiaDayOf(value: unknown): string | null {
  if (typeof value === 'string') {
    const day = /^(\d{4}-\d{2}-\d{2})(?:[ T]|$)/.exec(value.trim());
    if (day) return day[1]!;
  }
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0) return null;
  return new Date(seconds * 1000 + 330 * 60_000).toISOString().slice(0, 10);
}

const MAX_PAGES = 20;

export async function readShiprocketRemittances(
  call: Call,
  input: { from: string; to: string; parcels: readonly RemittanceQuestion[] },
): Promise<CodRemittance[]> {
  const batches = new Map<string, CodRemittance>();
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const query = new URLSearchParams({
      from: shiprocketDay(input.from),
      to: shiprocketDay(input.to),
      page: String(page),
      per_page: '50',
    });
    const json = await call(`account/details/remittance?${query}`, { method: 'GET' });
    const list = Array.isArray(json.data) ? json.data.map(asRecord) : [];
    for (const raw of list) {
      const reference = str(raw.crf_id);
      const utr = str(raw.utr);
      const remittedOn = indiaDayOf(raw.created_at);
      const totalPaise = paiseOf(raw.remitted_value);
      // A remittance not yet paid out has no UTR: it is read again once it has one.
      if (!reference || !utr || !remittedOn || totalPaise === null) continue;
      batches.set(utr, { reference, utr, remittedOn, totalPaise, lines: [] });
    }
    const pagination = asRecord(asRecord(json.meta).pagination);
    const pages = Number(pagination.total_pages ?? 1);
    if (list.length === 0 || !Number.isFinite(pages) || page >= pages) break;
  }
  if (batches.size === 0) return [];
  for (const parcel of input.parcels) {
    const json = await call(`orders/show/${encodeURIComponent(parcel.providerOrderId)}`, {
      method: 'GET',
    });
    const order = asRecord(json.data);
    const utr = str(order.remittance_utr);
    const batch = utr ? batches.get(utr) : undefined;
    const amountPaise = paiseOf(order.total);
    if (!batch || amountPaise === null) continue;
    batch.lines.push({ awb: parcel.awb, amountPaise });
  }
  return [...batches.values()];
}
