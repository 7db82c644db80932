// The Shiprocket adapter: its documented external API (apiv2 /v1/external/…) as far as the shop
// speaks it. A login (POST auth/login with the API user's e-mail and password) gives a bearer
// token valid for 10 days (240 hours); it is kept sealed and renewed a day before it runs out, and
// once more when an answer is 401. No token, password or answer body is ever logged.
import type { Clock } from '../../lib/clock.ts';
import {
  CourierError,
  type AwbAssignment,
  type CourierOption,
  type CourierPort,
  type CourierScan,
  type CourierTracking,
  type PickupBooking,
  type ProviderOrder,
} from './courier-port.ts';
import { orderItems, returnOrderBody, rupees } from './shiprocket-returns.ts';
import { readShiprocketRemittances } from './shiprocket-remittance.ts';

const TOKEN_DAYS = 10;
const RENEW_BEFORE_MS = 24 * 3600 * 1000;

export interface TokenStore {
  read(): Promise<{ token: string; expiresAt: Date } | null>;
  write(token: string, expiresAt: Date): Promise<void>;
}

export interface ShiprocketSettings {
  baseUrl: string;
  timeoutMs: number;
  email: string;
  password: string;
}

type Json = Record<string, unknown>;

function asRecord(value: unknown): Json {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
}
function str(value: unknown): string | null {
  if (typeof value === 'string' && value.length > 0) return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Shiprocket's times are India's ("2026-11-20 14:05:00", or "20 11 2026 14:05:00"). */
export function parseShiprocketTime(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  let match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(value.trim());
  if (match) {
    const [, y, mo, d, h, mi, s] = match;
    return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s ?? '00'}+05:30`);
  }
  match = /^(\d{2}) (\d{2}) (\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(value.trim());
  if (match) {
    const [, d, mo, y, h, mi, s] = match;
    return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}+05:30`);
  }
  match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (match) return new Date(`${match[1]}-${match[2]}-${match[3]}T00:00:00+05:30`);
  // The serviceability answer's etd may read "Nov 26, 2026".
  match = /^([A-Z][a-z]{2}) (\d{1,2}), (\d{4})$/.exec(value.trim());
  const month = match ? MONTHS.indexOf(match[1]!) + 1 : 0;
  if (match && month > 0) {
    const day = match[2]!.padStart(2, '0');
    return new Date(`${match[3]}-${String(month).padStart(2, '0')}-${day}T00:00:00+05:30`);
  }
  return null;
}

/** "2026-11-20 14:05" in India's time, as create/adhoc's order_date takes it. */
function indiaTime(date: Date): string {
  const ist = new Date(date.getTime() + 330 * 60_000).toISOString();
  return `${ist.slice(0, 10)} ${ist.slice(11, 16)}`;
}

/** One scan of a tracking answer or a webhook (`date`, `activity`, `location`, `sr-status`…). */
export function scanOf(raw: unknown): CourierScan | null {
  const scan = asRecord(raw);
  const at = parseShiprocketTime(scan.date);
  if (!at) return null;
  const code = Number.parseInt(String(scan['sr-status'] ?? ''), 10);
  return {
    at,
    statusCode: Number.isFinite(code) ? code : 0,
    statusLabel: str(scan['sr-status-label']) ?? str(scan.status) ?? '',
    activity: str(scan.activity) ?? '',
    location: str(scan.location) ?? '',
  };
}

/**
 * An order of its lists as the one we made when its channel_order_id is our reference and it
 * has its ids: its first shipment's id (a return order's own shipment_id first), AWB and courier.
 */
function listedOrder(order: Json, reference: string, returnOrder: boolean): ProviderOrder | null {
  if (str(order.channel_order_id) !== reference) return null;
  const shipment = Array.isArray(order.shipments) ? asRecord(order.shipments[0]) : {};
  const orderId = str(order.id);
  const shipmentId = (returnOrder ? str(order.shipment_id) : null) ?? str(shipment.id);
  if (!orderId || !shipmentId) return null;
  return { orderId, shipmentId, awb: str(shipment.awb), courierName: str(shipment.courier) };
}

export function createShiprocket(
  settings: ShiprocketSettings,
  tokens: TokenStore,
  clock: Clock,
): CourierPort {
  async function send(
    path: string,
    init: { method: 'GET' | 'POST'; body?: object; token?: string },
  ): Promise<{ status: number; json: Json; bytes?: Buffer }> {
    let response: Response;
    try {
      response = await fetch(`${settings.baseUrl}/v1/external/${path}`, {
        method: init.method,
        headers: {
          accept: 'application/json',
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          ...(init.body ? { 'content-type': 'application/json' } : {}),
        },
        ...(init.body ? { body: JSON.stringify(init.body) } : {}),
        signal: AbortSignal.timeout(settings.timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      throw new CourierError(
        name === 'TimeoutError' || name === 'AbortError'
          ? `Shiprocket did not answer within ${settings.timeoutMs} ms`
          : 'Shiprocket could not be reached',
        'unavailable',
      );
    }
    let json: Json;
    try {
      json = asRecord(JSON.parse(await response.text()));
    } catch {
      json = {};
    }
    return { status: response.status, json };
  }

  let loggingIn: Promise<string> | null = null;
  async function login(): Promise<string> {
    const { status, json } = await send('auth/login', {
      method: 'POST',
      body: { email: settings.email, password: settings.password },
    });
    if (status >= 500 || status === 429)
      throw new CourierError(`Shiprocket's login answered HTTP ${status}`, 'unavailable');
    const token = str(json.token);
    if (status !== 200 || !token)
      throw new CourierError(
        `Shiprocket refused the API user's login (HTTP ${status}): check the e-mail and password`,
        'login',
      );
    await tokens.write(token, new Date(clock.now().getTime() + TOKEN_DAYS * 24 * 3600 * 1000));
    return token;
  }
  function freshLogin(): Promise<string> {
    loggingIn ??= login().finally(() => {
      loggingIn = null;
    });
    return loggingIn;
  }
  async function token(): Promise<string> {
    const kept = await tokens.read();
    if (kept && kept.expiresAt.getTime() - clock.now().getTime() > RENEW_BEFORE_MS)
      return kept.token;
    return freshLogin();
  }

  /** An authenticated call: a 401 (the token ran out early or was revoked) logs in once more. */
  async function call(path: string, init: { method: 'GET' | 'POST'; body?: object }) {
    let answer = await send(path, { ...init, token: await token() });
    if (answer.status === 401) answer = await send(path, { ...init, token: await freshLogin() });
    if (answer.status === 401)
      throw new CourierError('Shiprocket refused the fresh login token (HTTP 401)', 'login');
    if (answer.status >= 500 || answer.status === 429)
      throw new CourierError(`Shiprocket answered HTTP ${answer.status}`, 'unavailable');
    if (answer.status >= 400) {
      const message = str(answer.json.message)?.replace(/\s+/g, ' ').slice(0, 200);
      throw new CourierError(
        `Shiprocket refused it (HTTP ${answer.status})${message ? `: ${message}` : ''}`,
        'refused',
      );
    }
    return answer.json;
  }

  /**
   * The couriers its serviceability API offers for the query; none where no courier serves the
   * pair (Shiprocket answers that with 404 and a message). `codOf` reads an option's cash flag.
   */
  async function courierOptions(
    query: URLSearchParams,
    codOf: (option: Json) => boolean | null,
  ): Promise<CourierOption[]> {
    let json: Json;
    try {
      json = await call(`courier/serviceability/?${query}`, { method: 'GET' });
    } catch (error) {
      if (error instanceof CourierError && error.kind === 'refused') return [];
      throw error;
    }
    const list = asRecord(json.data).available_courier_companies;
    if (!Array.isArray(list)) return [];
    return list.map((raw) => {
      const option = asRecord(raw);
      return {
        courierId: Number(option.courier_company_id),
        name: str(option.courier_name) ?? '',
        ratePaise: Math.round(Number(option.rate ?? 0) * 100),
        expectedAt: parseShiprocketTime(option.etd),
        cod: codOf(option),
      };
    });
  }

  /** The order and shipment ids a create call answers; without them, `missing` is the error. */
  function createdIds(json: Json, missing: string): { orderId: string; shipmentId: string } {
    const orderId = str(json.order_id);
    const shipmentId = str(json.shipment_id);
    if (!orderId || !shipmentId) throw new CourierError(missing, 'unavailable');
    return { orderId, shipmentId };
  }

  return {
    provider: 'shiprocket',

    async serviceability(input): Promise<CourierOption[]> {
      const query = new URLSearchParams({
        pickup_postcode: input.pickupPincode,
        delivery_postcode: input.deliveryPincode,
        weight: String(input.weightKg),
        cod: input.cod ? '1' : '0',
      });
      return courierOptions(query, (option) =>
        option.cod === undefined || option.cod === null ? null : Number(option.cod) === 1,
      );
    },

    async findByReference(reference): Promise<ProviderOrder | null> {
      const json = await call(`orders?search=${encodeURIComponent(reference)}`, { method: 'GET' });
      const list = Array.isArray(json.data) ? json.data : [];
      for (const raw of list) {
        const found = listedOrder(asRecord(raw), reference, false);
        if (found) return found;
      }
      return null;
    },

    async createOrder(parcel): Promise<ProviderOrder> {
      const [first, ...rest] = parcel.to.name.trim().split(/\s+/);
      const json = await call('orders/create/adhoc', {
        method: 'POST',
        body: {
          order_id: parcel.reference,
          order_date: indiaTime(parcel.orderDate),
          pickup_location: parcel.pickupLocation,
          billing_customer_name: first ?? parcel.to.name,
          billing_last_name: rest.join(' '),
          billing_address: parcel.to.address,
          billing_address_2: parcel.to.landmark ?? '',
          billing_city: parcel.to.city,
          billing_pincode: parcel.to.pincode,
          billing_state: parcel.to.state,
          billing_country: 'India',
          billing_email: parcel.to.email ?? '',
          billing_phone: parcel.to.mobile,
          shipping_is_billing: true,
          order_items: orderItems(parcel.items),
          payment_method: parcel.cod ? 'COD' : 'Prepaid',
          sub_total: rupees(parcel.subTotalPaise),
          length: parcel.lengthCm,
          breadth: parcel.breadthCm,
          height: parcel.heightCm,
          weight: parcel.weightKg,
        },
      });
      const { orderId, shipmentId } = createdIds(
        json,
        'Shiprocket answered without an order and shipment id',
      );
      return { orderId, shipmentId, awb: str(json.awb_code), courierName: str(json.courier_name) };
    },

    async assignAwb(shipmentId, courierId): Promise<AwbAssignment> {
      const json = await call('courier/assign/awb', {
        method: 'POST',
        body: { shipment_id: shipmentId, ...(courierId ? { courier_id: courierId } : {}) },
      });
      const data = asRecord(asRecord(json.response).data);
      const awb = str(data.awb_code);
      if (json.awb_assign_status !== 1 || !awb)
        throw new CourierError('Shiprocket assigned no AWB to the shipment', 'refused');
      return { awb, courierName: str(data.courier_name) ?? 'Shiprocket' };
    },

    async schedulePickup(shipmentId, day): Promise<PickupBooking> {
      // Its document: shipment_id (a list) is required; pickup_date (a list of YYYY-MM-DD) is the
      // day asked for, else Shiprocket takes the next slot of the pickup address.
      const json = await call('courier/generate/pickup', {
        method: 'POST',
        body: { shipment_id: [Number(shipmentId)], ...(day ? { pickup_date: [day] } : {}) },
      });
      const response = asRecord(json.response);
      return {
        scheduledAt: parseShiprocketTime(response.pickup_scheduled_date),
        token: str(response.pickup_token_number),
      };
    },

    manifest: {
      async generate(shipmentIds): Promise<void> {
        // POST manifests/generate with shipment_id (a list): once per shipment; a second time is
        // refused ("already generated"), which leaves the manifest as it was.
        try {
          await call('manifests/generate', {
            method: 'POST',
            body: { shipment_id: shipmentIds.map(Number) },
          });
        } catch (error) {
          if (
            error instanceof CourierError &&
            error.kind === 'refused' &&
            /already/i.test(error.message)
          )
            return;
          throw error;
        }
      },
      async print(orderIds): Promise<string> {
        // POST manifests/print with order_ids (a list): the manifest PDF's manifest_url.
        const json = await call('manifests/print', {
          method: 'POST',
          body: { order_ids: orderIds.map(Number) },
        });
        const url = str(json.manifest_url);
        if (!url)
          throw new CourierError('Shiprocket made no manifest for the orders', 'unavailable');
        return url;
      },
    },

    async generateLabel(shipmentId): Promise<string> {
      const json = await call('courier/generate/label', {
        method: 'POST',
        body: { shipment_id: [Number(shipmentId)] },
      });
      const url = str(json.label_url);
      if (json.label_created !== 1 || !url)
        throw new CourierError('Shiprocket made no label for the shipment', 'unavailable');
      return url;
    },

    async fetchLabel(url): Promise<Buffer> {
      let response: Response;
      try {
        response = await fetch(url, {
          signal: AbortSignal.timeout(settings.timeoutMs),
          redirect: 'follow',
        });
      } catch {
        throw new CourierError("Shiprocket's label could not be read", 'unavailable');
      }
      const bytes = Buffer.from(await response.arrayBuffer());
      if (!response.ok || bytes.subarray(0, 5).toString('latin1') !== '%PDF-')
        throw new CourierError(
          `Shiprocket's label is not a PDF (HTTP ${response.status})`,
          'unavailable',
        );
      return bytes;
    },

    async cancel(orderId): Promise<void> {
      await call('orders/cancel', { method: 'POST', body: { ids: [Number(orderId)] } });
    },

    async track(awb): Promise<CourierTracking> {
      const json = await call(`courier/track/awb/${encodeURIComponent(awb)}`, { method: 'GET' });
      const data = asRecord(json.tracking_data);
      const track = Array.isArray(data.shipment_track) ? asRecord(data.shipment_track[0]) : {};
      const activities = Array.isArray(data.shipment_track_activities)
        ? data.shipment_track_activities
        : [];
      return {
        awb,
        courierName: str(track.courier_name),
        expectedAt: parseShiprocketTime(data.etd ?? track.edd),
        scans: activities.map(scanOf).filter((scan): scan is CourierScan => scan !== null),
      };
    },

    async ndrAction(awb, instruction): Promise<void> {
      // Its API document: action ('re-attempt' or 'return') and comments are required; phone,
      // address1, address2 and deferred_date (YYYY-MM-DD) are taken at a re-attempt. 202 on success.
      const body: Record<string, string> = {
        action: instruction.action,
        comments: instruction.comments,
      };
      if (instruction.action === 're-attempt') {
        if (instruction.phone) body.phone = instruction.phone;
        if (instruction.address1) body.address1 = instruction.address1;
        if (instruction.address2) body.address2 = instruction.address2;
        if (instruction.deferredDate) body.deferred_date = instruction.deferredDate;
      }
      await call(`ndr/${encodeURIComponent(awb)}/action`, { method: 'POST', body });
    },

    async returnServiceability(input): Promise<CourierOption[]> {
      // Its document: is_return=1 asks for couriers that pick up a return; declared_value is
      // then required (rupees).
      const query = new URLSearchParams({
        pickup_postcode: input.pickupPincode,
        delivery_postcode: input.deliveryPincode,
        weight: String(input.weightKg),
        cod: '0',
        is_return: '1',
        declared_value: String(Math.max(1, Math.round(input.valuePaise / 100))),
      });
      // A reverse pickup collects no cash.
      return courierOptions(query, () => false);
    },

    async findReturnByReference(reference, since): Promise<ProviderOrder | null> {
      // Its document's "Get All Return Orders" (GET orders/processing/return) pages through the
      // return orders, filtered by date (from, YYYY-MM-DD): the one with our channel_order_id.
      const from = indiaTime(new Date(since.getTime() - 24 * 3600_000)).slice(0, 10);
      for (let page = 1; page <= 20; page += 1) {
        const query = new URLSearchParams({ page: String(page), per_page: '100', from });
        const json = await call(`orders/processing/return?${query}`, { method: 'GET' });
        const list = Array.isArray(json.data) ? json.data.map(asRecord) : [];
        for (const order of list) {
          const found = listedOrder(order, reference, true);
          if (found) return found;
        }
        const pages = Number(asRecord(asRecord(json.meta).pagination).total_pages ?? 1);
        if (list.length === 0 || page >= pages) break;
      }
      return null;
    },

    async createReturnOrder(parcel): Promise<ProviderOrder> {
      const json = await call('orders/create/return', {
        method: 'POST',
        body: returnOrderBody(parcel, indiaTime(parcel.orderDate).slice(0, 10)),
      });
      return {
        ...createdIds(
          json,
          'Shiprocket answered the return order without an order and shipment id',
        ),
        awb: null,
        courierName: null,
      };
    },
    codRemittances: (input) => readShiprocketRemittances(call, input),

    async checkLogin(): Promise<string> {
      await freshLogin();
      return `logged in as ${settings.email.replace(/^(.).*(@.*)$/, '$1…$2')}`;
    },
  };
}
