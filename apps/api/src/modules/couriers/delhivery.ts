// The Delhivery adapter: its B2C ("express") API as documented, as far as the shop speaks it
// (docs/decisions/couriers.md, "Delhivery"). Every call carries `Authorization: Token <token>`;
// the token is the operator's, sealed, never logged. Delhivery assigns the waybill (our AWB) when
// the order is created, takes our reference as the order's `order` id, and finds a package by that
// reference again through its tracking API's `ref_ids`: how a lost answer is looked up.
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
import { reversePickupShipment } from './delhivery-returns.ts';
import { contentsFields, customerFields, packageFields, rupees } from './delhivery-shipment.ts';
import { delhiveryCodeOf } from './tracking-states.ts';

export interface DelhiverySettings {
  baseUrl: string;
  timeoutMs: number;
  token: string;
  /** The client's registered warehouse name (pickup_location.name), as Delhivery shows it. */
  pickupLocation: string;
  pickupPincode: string;
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

/** Delhivery's times are India's without a zone ("2026-11-20T14:05:00.123"). */
export function parseDelhiveryTime(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?$/.exec(
    value.trim(),
  );
  if (!match) return null;
  const [, y, mo, d, h, mi, s, fraction] = match;
  const ms = fraction ? fraction.slice(0, 4).padEnd(4, '0') : '.000';
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s ?? '00'}${ms}+05:30`);
}

/** India's date and time of a moment: pickup_date "2026-11-21" and pickup_time "11:00:00". */
function indiaParts(date: Date): { day: string; time: string } {
  const ist = new Date(date.getTime() + 330 * 60_000).toISOString();
  return { day: ist.slice(0, 10), time: ist.slice(11, 19) };
}

/** One scan of a tracking answer's `Scans[].ScanDetail` or a scan push's `Shipment.Status`. */
export function delhiveryScanOf(raw: unknown): CourierScan | null {
  const scan = asRecord(raw);
  const at = parseDelhiveryTime(scan.StatusDateTime ?? scan.ScanDateTime);
  if (!at) return null;
  const type = str(scan.StatusType) ?? str(scan.ScanType) ?? '';
  const status = str(scan.Status) ?? str(scan.Scan) ?? '';
  const statusCode = str(scan.StatusCode) ?? '';
  return {
    at,
    statusCode: delhiveryCodeOf(type, status, statusCode),
    statusLabel: `${type} ${status}`.trim(),
    activity: [str(scan.Instructions), statusCode].filter(Boolean).join(' · '),
    location: str(scan.StatusLocation) ?? str(scan.ScannedLocation) ?? '',
  };
}

/** The next pickup slot: today at 14:00 in India if it is still before noon, else tomorrow. */
export function nextPickupSlot(now: Date): Date {
  const today = indiaParts(now).day;
  const slot = new Date(`${today}T14:00:00+05:30`);
  if (now.getTime() < slot.getTime() - 2 * 3600_000) return slot;
  return new Date(slot.getTime() + 24 * 3600_000);
}

export function createDelhivery(settings: DelhiverySettings, now: () => Date): CourierPort {
  async function send(
    path: string,
    init: { method: 'GET' | 'POST'; json?: object; form?: string },
  ): Promise<{ status: number; json: Json }> {
    let response: Response;
    try {
      response = await fetch(`${settings.baseUrl}${path}`, {
        method: init.method,
        headers: {
          accept: 'application/json',
          authorization: `Token ${settings.token}`,
          ...(init.json ? { 'content-type': 'application/json' } : {}),
          ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(init.json ? { body: JSON.stringify(init.json) } : {}),
        ...(init.form ? { body: init.form } : {}),
        signal: AbortSignal.timeout(settings.timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      throw new CourierError(
        name === 'TimeoutError' || name === 'AbortError'
          ? `Delhivery did not answer within ${settings.timeoutMs} ms`
          : 'Delhivery could not be reached',
        'unavailable',
      );
    }
    let json: Json;
    try {
      const parsed: unknown = JSON.parse(await response.text());
      json = Array.isArray(parsed) ? { list: parsed } : asRecord(parsed);
    } catch {
      json = {};
    }
    if (response.status === 401 || response.status === 403)
      throw new CourierError(
        `Delhivery refused the API token (HTTP ${response.status}): check it and DELHIVERY_MODE`,
        'login',
      );
    if (response.status >= 500 || response.status === 429)
      throw new CourierError(`Delhivery answered HTTP ${response.status}`, 'unavailable');
    if (response.status >= 400) {
      const message = (str(json.rmk) ?? str(json.error) ?? str(json.detail))
        ?.replace(/\s+/g, ' ')
        .slice(0, 200);
      throw new CourierError(
        `Delhivery refused it (HTTP ${response.status})${message ? `: ${message}` : ''}`,
        'refused',
      );
    }
    return { status: response.status, json };
  }

  /** The tracking API's packages for waybills or our order references. */
  async function packages(query: { waybill?: string; ref_ids?: string }) {
    const { json } = await send(`/api/v1/packages/json/?${new URLSearchParams(query)}`, {
      method: 'GET',
    });
    const list = Array.isArray(json.ShipmentData) ? json.ShipmentData : [];
    return list.map((entry) => asRecord(asRecord(entry).Shipment));
  }

  /** Whether a pin code is served (pre_paid or cod), or takes pickups; null: not in the list. */
  async function pincode(pin: string) {
    const { json } = await send(
      `/c/api/pin-codes/json/?${new URLSearchParams({ filter_codes: pin })}`,
      { method: 'GET' },
    );
    const codes = Array.isArray(json.delivery_codes) ? json.delivery_codes : [];
    const entry = codes
      .map((raw) => asRecord(asRecord(raw).postal_code))
      .find((code) => str(code.pin) === pin);
    if (!entry) return null;
    const embargo = /embargo/i.test(str(entry.remarks) ?? '');
    return {
      prepaid: !embargo && entry.pre_paid === 'Y',
      cod: !embargo && entry.cod === 'Y',
      pickup: !embargo && entry.pickup === 'Y',
    };
  }

  /** The package made for our reference before (a lost answer's), if any. */
  async function findByReference(reference: string): Promise<ProviderOrder | null> {
    let found;
    try {
      found = await packages({ ref_ids: reference });
    } catch (error) {
      // No package under the reference is answered 4xx by some accounts: none made.
      if (error instanceof CourierError && error.kind === 'refused') return null;
      throw error;
    }
    const shipment = found.find((entry) => str(entry.ReferenceNo) === reference);
    const waybill = shipment ? str(shipment.AWB) : null;
    if (!waybill) return null;
    return { orderId: reference, shipmentId: waybill, awb: waybill, courierName: 'Delhivery' };
  }

  /** create.json with one shipment (its waybill left empty: Delhivery assigns it). */
  async function create(
    shipment: { order: string } & Record<string, unknown>,
    pickupLocation: string,
  ) {
    const data = { shipments: [shipment], pickup_location: { name: pickupLocation } };
    const form = `format=json&data=${encodeURIComponent(JSON.stringify(data))}`;
    const { json } = await send('/api/cmu/create.json', { method: 'POST', form });
    const made = Array.isArray(json.packages) ? asRecord(json.packages[0]) : {};
    const waybill = str(made.waybill);
    if (json.success !== true || !waybill || made.status !== 'Success') {
      const remarks = Array.isArray(made.remarks) ? made.remarks.map(String).join('; ') : '';
      const said = (remarks || str(json.rmk) || 'no waybill').replace(/\s+/g, ' ').slice(0, 200);
      throw new CourierError(`Delhivery did not create the order: ${said}`, 'refused');
    }
    return {
      orderId: shipment.order,
      shipmentId: waybill,
      awb: waybill,
      courierName: 'Delhivery',
    } satisfies ProviderOrder;
  }

  return {
    provider: 'delhivery',

    async serviceability(input): Promise<CourierOption[]> {
      const [from, to] = await Promise.all([
        pincode(input.pickupPincode),
        pincode(input.deliveryPincode),
      ]);
      const served = to && (input.cod ? to.cod : to.prepaid);
      if (!from?.pickup || !served) return [];
      // The pin-code API answers whether Delhivery carries, not what it costs: one option, whose
      // rate the shop does not know (the seller's contract with Delhivery sets it).
      // Nor a date: the express API's pin-code answer has none (docs/decisions/couriers.md,
      // "Delivery estimates").
      return [{ courierId: 0, name: 'Delhivery', ratePaise: 0, expectedAt: null, cod: to.cod }];
    },

    findByReference,

    async createOrder(parcel): Promise<ProviderOrder> {
      return create(
        {
          ...customerFields(parcel.to),
          order: parcel.reference,
          payment_mode: parcel.cod ? 'COD' : 'Prepaid',
          ...contentsFields(parcel.items),
          cod_amount: parcel.cod ? rupees(parcel.subTotalPaise) : 0,
          order_date: parcel.orderDate.toISOString(),
          total_amount: rupees(parcel.subTotalPaise),
          ...packageFields(parcel),
        },
        parcel.pickupLocation,
      );
    },

    async returnServiceability(input): Promise<CourierOption[]> {
      // A reverse pickup: Delhivery collects at the shopper's pin (its `pickup` flag) and
      // delivers to the seller's (a prepaid parcel there).
      const [from, to] = await Promise.all([
        pincode(input.pickupPincode),
        pincode(input.deliveryPincode),
      ]);
      if (!from?.pickup || !to?.prepaid) return [];
      return [{ courierId: 0, name: 'Delhivery', ratePaise: 0, expectedAt: null, cod: false }];
    },

    async findReturnByReference(reference): Promise<ProviderOrder | null> {
      return findByReference(reference);
    },

    async createReturnOrder(parcel): Promise<ProviderOrder> {
      return create(reversePickupShipment(parcel), parcel.pickupLocation);
    },

    async assignAwb(shipmentId): Promise<AwbAssignment> {
      // Delhivery's waybill is assigned by create.json itself: the shipment id is the AWB.
      return { awb: shipmentId, courierName: 'Delhivery' };
    },

    // Delhivery's B2C API has no manifest call: its "manifest" is the order create itself, and the
    // pickup agent signs the shop's own list of the pickup's parcels (manifest.service.ts).
    manifest: null,

    async schedulePickup(_shipmentId, chosen): Promise<PickupBooking> {
      // Its pickup request is per warehouse and slot: the chosen day's 14:00, else the next slot.
      const slot = chosen ? new Date(`${chosen}T14:00:00+05:30`) : nextPickupSlot(now());
      const { day, time } = indiaParts(slot);
      const { json } = await send('/fm/request/new/', {
        method: 'POST',
        json: {
          pickup_location: settings.pickupLocation,
          pickup_date: day,
          pickup_time: time,
          expected_package_count: 1,
        },
      });
      const id = str(json.pickup_id);
      if (!id) {
        const said = (str(json.error) ?? str(json.message) ?? 'no pickup id').slice(0, 200);
        throw new CourierError(`Delhivery did not take the pickup request: ${said}`, 'refused');
      }
      return { scheduledAt: slot, token: id };
    },

    async generateLabel(shipmentId): Promise<string> {
      const { json } = await send(
        `/api/p/packing_slip?${new URLSearchParams({ wbns: shipmentId, pdf: 'true' })}`,
        { method: 'GET' },
      );
      const list = Array.isArray(json.packages) ? json.packages.map(asRecord) : [];
      const url = str(list.find((entry) => str(entry.wbn) === shipmentId)?.pdf_download_link);
      if (!url)
        throw new CourierError('Delhivery made no packing slip for the waybill', 'unavailable');
      return url;
    },

    async fetchLabel(url): Promise<Buffer> {
      let response: Response;
      try {
        // The packing slip's link is a signed storage address: no token goes with it.
        response = await fetch(url, {
          signal: AbortSignal.timeout(settings.timeoutMs),
          redirect: 'follow',
        });
      } catch {
        throw new CourierError("Delhivery's packing slip could not be read", 'unavailable');
      }
      const bytes = Buffer.from(await response.arrayBuffer());
      if (!response.ok || bytes.subarray(0, 5).toString('latin1') !== '%PDF-')
        throw new CourierError(
          `Delhivery's packing slip is not a PDF (HTTP ${response.status})`,
          'unavailable',
        );
      return bytes;
    },

    async cancel(orderId): Promise<void> {
      const [shipment] = await packages({ ref_ids: orderId });
      const waybill = shipment ? str(shipment.AWB) : null;
      if (!waybill) throw new CourierError('Delhivery has no package for this order', 'refused');
      await send('/api/p/edit', { method: 'POST', json: { waybill, cancellation: 'true' } });
    },

    async track(awb): Promise<CourierTracking> {
      const [shipment] = await packages({ waybill: awb });
      const scans = Array.isArray(shipment?.Scans) ? shipment.Scans : [];
      return {
        awb,
        courierName: 'Delhivery',
        expectedAt: parseDelhiveryTime(shipment?.ExpectedDeliveryDate),
        scans: scans
          .map((raw) => delhiveryScanOf(asRecord(raw).ScanDetail))
          .filter((scan): scan is CourierScan => scan !== null),
      };
    },

    async ndrAction(awb, instruction): Promise<void> {
      // Delhivery's NDR API (POST /api/p/update, asynchronous): each entry a waybill and an act —
      // EDIT_DETAILS (name, phone, add), DEFER_DLV (deferred_date, YYYY-MM-DD) or RE-ATTEMPT. It
      // has no act for sending a parcel back: that is asked in Delhivery's own panel.
      if (instruction.action === 'return') {
        throw new CourierError(
          "Delhivery's API takes no return request: ask Delhivery to return it from its panel",
          'refused',
        );
      }
      const data: Array<Record<string, unknown>> = [];
      const address = [instruction.address1, instruction.address2].filter(Boolean).join(', ');
      if (instruction.phone || address) {
        data.push({
          waybill: awb,
          act: 'EDIT_DETAILS',
          action_data: {
            ...(instruction.phone ? { phone: instruction.phone } : {}),
            ...(address ? { add: address } : {}),
          },
        });
      }
      data.push(
        instruction.deferredDate
          ? {
              waybill: awb,
              act: 'DEFER_DLV',
              action_data: { deferred_date: instruction.deferredDate },
            }
          : { waybill: awb, act: 'RE-ATTEMPT' },
      );
      await send('/api/p/update', { method: 'POST', json: { data } });
    },

    async checkLogin(): Promise<string> {
      // A pin-code look-up is the cheapest call that needs the token.
      await pincode(settings.pickupPincode);
      return `the API token is accepted (pickup pin code ${settings.pickupPincode})`;
    },
  };
}
