// A loopback stand-in for Shiprocket's external API, the documented subset the shop speaks
// (docs/decisions/couriers.md): POST /v1/external/auth/login (the API user's e-mail and password →
// a bearer token), GET courier/serviceability, GET orders?search= (find an order by our channel
// order id), POST orders/create/adhoc, courier/assign/awb, courier/generate/pickup,
// courier/generate/label (a label_url it serves: a PDF with the AWB and the address), POST
// orders/cancel, POST manifests/generate (shipment_id: a list; each shipment once, 400 "already
// generated" after) and manifests/print (order_ids: a list → a manifest_url it serves: a PDF
// listing each order's AWB), GET courier/track/awb/{awb} and POST ndr/{awb}/action (re-attempt or
// return a parcel in NDR: 202; 422 without its action or comments, or for a parcel not in NDR);
// a return's: POST orders/create/return (422 for an order id taken), GET
// orders/processing/return (paged, from a date) and serviceability with is_return=1; GET
// account/details/remittance (the COD remittances, paged, between `from` and `to`) and GET
// orders/show/{id} (an order with its total and the remittance its cash went in). It keeps state
// (order → shipment → AWB → label → scans → remittance) and fails the way the real one does: 401
// once its tokens have expired, any 4xx/5xx, no answer in time, an answer lost after the work was
// done (the connection closed), a pin code no courier serves. Serviceability's etd counts days
// from the `now` it is given.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const SHIPROCKET_TEST = {
  email: 'api-user@haat.example',
  password: `pw-${randomBytes(8).toString('hex')}`,
  webhookKey: `whk-${randomBytes(12).toString('hex')}`,
  pickupLocation: 'Jaipur warehouse',
  pickupPincode: '302017',
};

export interface StandInScan {
  date: string;
  status: string;
  activity: string;
  location: string;
  'sr-status': string;
  'sr-status-label': string;
}

export interface StandInOrder {
  id: number;
  channelOrderId: string;
  shipmentId: number;
  body: Record<string, unknown>;
  awb: string | null;
  courierName: string | null;
  pickupBooked: boolean;
  /** The day asked for (pickup_date), or null for Shiprocket's next slot; every request kept. */
  pickupDate: string | null;
  pickupRequests: Record<string, unknown>[];
  manifested: boolean;
  labelMade: boolean;
  cancelled: boolean;
  scans: StandInScan[];
  /** Every NDR action taken, as its body came. */
  ndrActions: Record<string, unknown>[];
  /** A return order (orders/create/return): picked up at the shopper's, delivered to the seller. */
  isReturn: boolean;
  createdAt: Date;
  /** The COD remittance its cash went in, and what Shiprocket says was collected (rupees). */
  remittance: { utr: string; date: string; collected: number } | null;
}

export interface StandInRemittance {
  crf_id: number;
  utr: string;
  /** Unix seconds. */
  created_at: number;
  remitted_value: string;
  awbs: string[];
}

/**
 * How the next matching call misbehaves: an HTTP status, no answer at all (the caller's timeout
 * ends it), or the work done and the answer lost.
 */
export type Misbehaviour = { status: number } | 'hang' | 'lose-answer';

export interface ShiprocketStandIn {
  url: string;
  orders: StandInOrder[];
  logins: number;
  /** Every call by path (without /v1/external/), in order. */
  calls: string[];
  /** Every token issued so far answers 401 from now on (as after its 10 days). */
  expireTokens(): void;
  /** The next `times` calls whose path starts with `path` misbehave so. */
  misbehave(path: string, how: Misbehaviour, times?: number): void;
  unserviceable(pincode: string): void;
  /** Serves a pin code again. */
  serve(pincode: string): void;
  /** The couriers' expected delivery: this many days after the stand-in's `now` (3 at first). */
  etdDays: number;
  /** No courier picks up a return at this pin code (serviceability with is_return=1). */
  noReturnPickup(pincode: string): void;
  /** Adds a scan to an AWB's tracking (what the poll reads). */
  addScan(awb: string, scan: StandInScan): void;
  remittances: StandInRemittance[];
  /**
   * Remits the cash of these delivered COD parcels in one transfer made at `at` (an ISO time):
   * each parcel's order total, or what `collected` says for it (rupees: a courier's short payment).
   */
  remit(
    awbs: string[],
    input: { utr: string; at: string; collected?: Record<string, number> },
  ): StandInRemittance;
  close(): Promise<void>;
}

/** A scan as Shiprocket writes one: India's time, its sr-status code and label. */
export function standInScan(
  at: string,
  code: number,
  label: string,
  location: string,
  activity = label,
): StandInScan {
  return {
    date: at,
    status: label,
    activity,
    location,
    'sr-status': String(code),
    'sr-status-label': label,
  };
}

/** The tracking webhook's body for an AWB, with its latest status and every scan so far. */
export function webhookBody(
  awb: string,
  scans: StandInScan[],
  extra: Record<string, unknown> = {},
) {
  const last = scans.at(-1);
  return {
    awb,
    courier_name: 'Delhivery Surface',
    current_status: last?.['sr-status-label'] ?? '',
    current_status_id: Number(last?.['sr-status'] ?? 0),
    shipment_status: last?.['sr-status-label'] ?? '',
    shipment_status_id: Number(last?.['sr-status'] ?? 0),
    current_timestamp: last ? last.date.replace(/^(\d{4})-(\d{2})-(\d{2})/, '$3 $2 $1') : '',
    order_id: 'any',
    sr_order_id: 1,
    etd: '2026-11-25 18:00:00',
    scans,
    is_return: 0,
    channel_id: 1,
    ...extra,
  };
}

/** A one-page PDF with these lines in Helvetica (what pdftotext reads back). */
export function textPdf(lines: string[]): Buffer {
  const escape = (text: string) =>
    text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
  const content = [
    'BT /F1 10 Tf 20 400 Td 14 TL',
    ...lines.map((line) => `(${escape(line)}) Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 288 432] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** India's date and time `days` after `now`, at 18:00 ("2026-11-23 18:00:00"). */
function etdAfter(now: Date, days: number): string {
  const ist = new Date(now.getTime() + 330 * 60_000 + days * 24 * 3600_000).toISOString();
  return `${ist.slice(0, 10)} 18:00:00`;
}

/** The same day as its serviceability answer may write it ("Nov 23, 2026"). */
function etdInWords(now: Date, days: number): string {
  const ist = new Date(now.getTime() + 330 * 60_000 + days * 24 * 3600_000);
  const month = ist.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  return `${month} ${ist.getUTCDate()}, ${ist.getUTCFullYear()}`;
}

/** `now`: the clock its expected dates count from (the app's test clock in API tests). */
export async function startShiprocketStandIn(
  options: { now?: () => Date } = {},
): Promise<ShiprocketStandIn> {
  const now = options.now ?? (() => new Date());
  const tokens = new Set<string>();
  const misbehaviours: { path: string; how: Misbehaviour; times: number }[] = [];
  const noService = new Set<string>();
  const noReturnPickup = new Set<string>();
  let nextOrder = 7000001;
  let nextAwb = 14112600000001;
  let nextCrf = 880001;

  const state: ShiprocketStandIn = {
    url: '',
    orders: [],
    logins: 0,
    calls: [],
    expireTokens: () => tokens.clear(),
    misbehave(path, how, times = 1) {
      misbehaviours.push({ path, how, times });
    },
    unserviceable: (pincode) => void noService.add(pincode),
    serve: (pincode) => void noService.delete(pincode),
    etdDays: 3,
    noReturnPickup: (pincode) => void noReturnPickup.add(pincode),
    addScan(awb, scan) {
      const order = state.orders.find((each) => each.awb === awb);
      if (!order) throw new Error(`no order has AWB ${awb}`);
      order.scans.push(scan);
    },
    remittances: [],
    remit(awbs, input) {
      let totalPaise = 0;
      for (const awb of awbs) {
        const order = state.orders.find((each) => each.awb === awb);
        if (!order) throw new Error(`no order has AWB ${awb}`);
        if (order.body.payment_method !== 'COD') throw new Error(`AWB ${awb} is not COD`);
        const collected = input.collected?.[awb] ?? Number(order.body.sub_total);
        order.remittance = { utr: input.utr, date: input.at.slice(0, 10), collected };
        totalPaise += Math.round(collected * 100);
      }
      const remittance: StandInRemittance = {
        crf_id: nextCrf++,
        utr: input.utr,
        created_at: Math.floor(new Date(input.at).getTime() / 1000),
        remitted_value: (totalPaise / 100).toFixed(2),
        awbs,
      };
      state.remittances.push(remittance);
      return remittance;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  /** A new order (a return order for `isReturn`) of the body asked, kept with the others. */
  function addOrder(body: Record<string, unknown>, isReturn: boolean): StandInOrder {
    const id = nextOrder++;
    const order: StandInOrder = {
      id,
      channelOrderId: String(body.order_id),
      shipmentId: id + 500000,
      body,
      awb: null,
      courierName: null,
      pickupBooked: false,
      pickupDate: null,
      pickupRequests: [],
      manifested: false,
      labelMade: false,
      cancelled: false,
      scans: [],
      ndrActions: [],
      isReturn,
      createdAt: new Date(),
      remittance: null,
    };
    state.orders.push(order);
    return order;
  }

  const byShipment = (value: unknown) => {
    const id = Number(Array.isArray(value) ? value[0] : value);
    return state.orders.find((order) => order.shipmentId === id);
  };

  /** Answers (or returns what to answer); 'lose' does the work and closes without an answer. */
  async function handle(
    request: IncomingMessage,
    path: string,
    url: URL,
  ): Promise<[number, unknown]> {
    if (path === 'auth/login' && request.method === 'POST') {
      const body = await readJson(request);
      if (body.email !== SHIPROCKET_TEST.email || body.password !== SHIPROCKET_TEST.password)
        return [400, { message: 'Invalid email and password combination', status_code: 400 }];
      state.logins += 1;
      const token = `eyJ${randomBytes(24).toString('hex')}`;
      tokens.add(token);
      return [200, { id: 1, first_name: 'API', email: body.email, company_id: 42, token }];
    }
    const auth = request.headers.authorization ?? '';
    if (!tokens.has(auth.replace(/^Bearer /, '')))
      return [401, { message: 'Token has expired', status_code: 401 }];

    if (path === 'courier/serviceability/' || path === 'courier/serviceability') {
      const pickup = url.searchParams.get('pickup_postcode') ?? '';
      const delivery = url.searchParams.get('delivery_postcode') ?? '';
      if (!/^\d{6}$/.test(pickup) || !/^\d{6}$/.test(delivery))
        return [422, { message: 'The delivery postcode field is required.', status_code: 422 }];
      if (noService.has(delivery))
        return [404, { status: 404, message: `Delivery postcode ${delivery} is not serviceable` }];
      if (url.searchParams.get('is_return') === '1') {
        if (!url.searchParams.get('declared_value'))
          return [422, { message: 'The declared value field is required.', status_code: 422 }];
        if (noReturnPickup.has(pickup))
          return [404, { status: 404, message: `Pickup postcode ${pickup} is not serviceable` }];
      }
      return [
        200,
        {
          status: 200,
          data: {
            available_courier_companies: [
              {
                courier_company_id: 24,
                courier_name: 'Xpressbees Surface',
                rate: 71.5,
                cod: 1,
                etd: etdInWords(now(), state.etdDays + 1),
              },
              {
                courier_company_id: 12,
                courier_name: 'Delhivery Surface',
                rate: 64.2,
                cod: 1,
                etd: etdAfter(now(), state.etdDays),
              },
            ],
          },
        },
      ];
    }
    if (path === 'orders' && request.method === 'GET') {
      const search = url.searchParams.get('search') ?? '';
      return [
        200,
        {
          data: state.orders
            .filter((order) => !order.isReturn)
            .filter((order) => order.channelOrderId === search || order.awb === search)
            .map((order) => ({
              id: order.id,
              channel_order_id: order.channelOrderId,
              status: order.cancelled ? 'CANCELED' : 'NEW',
              shipments: [
                { id: order.shipmentId, awb: order.awb ?? '', courier: order.courierName ?? '' },
              ],
            })),
        },
      ];
    }
    if (path === 'orders/create/adhoc' && request.method === 'POST') {
      const body = await readJson(request);
      for (const field of [
        'order_id',
        'order_date',
        'pickup_location',
        'billing_pincode',
        'billing_phone',
      ])
        if (!body[field])
          return [422, { message: `The ${field} field is required.`, status_code: 422 }];
      if (body.pickup_location !== SHIPROCKET_TEST.pickupLocation)
        return [422, { message: 'Wrong Pickup location entered.', status_code: 422 }];
      const order = addOrder(body, false);
      return [
        200,
        {
          order_id: order.id,
          shipment_id: order.shipmentId,
          status: 'NEW',
          status_code: 1,
          awb_code: '',
          courier_name: '',
        },
      ];
    }
    if (path === 'orders/create/return' && request.method === 'POST') {
      const body = await readJson(request);
      for (const field of [
        'order_id',
        'order_date',
        'pickup_customer_name',
        'pickup_address',
        'pickup_city',
        'pickup_state',
        'pickup_country',
        'pickup_pincode',
        'pickup_phone',
        'shipping_customer_name',
        'shipping_address',
        'shipping_city',
        'shipping_country',
        'shipping_pincode',
        'shipping_state',
        'shipping_phone',
        'order_items',
        'payment_method',
        'sub_total',
        'weight',
      ])
        if (body[field] === undefined || body[field] === '')
          return [
            422,
            {
              message: 'Oops! Invalid Data.',
              errors: { [field]: [`The ${field.replace(/_/g, ' ')} field is required.`] },
              status_code: 422,
            },
          ];
      if (state.orders.some((each) => each.isReturn && each.channelOrderId === body.order_id))
        return [
          422,
          {
            message: 'Oops! Invalid Data.',
            errors: { order_id: ['The order id has already been taken.'] },
            status_code: 422,
          },
        ];
      const order = addOrder(body, true);
      return [
        200,
        {
          order_id: order.id,
          shipment_id: order.shipmentId,
          status: 'RETURN PENDING',
          status_code: 21,
          company_name: 'haat',
        },
      ];
    }
    if (path === 'orders/processing/return' && request.method === 'GET') {
      const page = Number(url.searchParams.get('page') ?? '1');
      const perPage = Number(url.searchParams.get('per_page') ?? '15');
      const from = url.searchParams.get('from');
      const list = state.orders.filter(
        (order) =>
          order.isReturn &&
          (!from || order.createdAt.getTime() >= new Date(`${from}T00:00:00+05:30`).getTime()),
      );
      const pages = Math.max(1, Math.ceil(list.length / perPage));
      return [
        200,
        {
          data: list.slice((page - 1) * perPage, page * perPage).map((order) => ({
            id: order.id,
            channel_order_id: order.channelOrderId,
            status: 'RETURN PENDING',
            status_code: 21,
            shipment_id: order.shipmentId,
            shipments: [{ courier: order.courierName ?? '', awb: order.awb ?? '' }],
          })),
          meta: { pagination: { total: list.length, current_page: page, total_pages: pages } },
        },
      ];
    }
    if (path === 'courier/assign/awb' && request.method === 'POST') {
      const body = await readJson(request);
      const order = byShipment(body.shipment_id);
      if (!order || order.cancelled)
        return [400, { message: 'Invalid shipment id', status_code: 400 }];
      if (order.awb)
        return [400, { message: `AWB is already assigned: ${order.awb}`, status_code: 350 }];
      order.awb = String(nextAwb++);
      order.courierName = body.courier_id === 24 ? 'Xpressbees Surface' : 'Delhivery Surface';
      return [
        200,
        {
          awb_assign_status: 1,
          response: {
            data: {
              awb_code: order.awb,
              courier_company_id: body.courier_id,
              courier_name: order.courierName,
              shipment_id: order.shipmentId,
            },
          },
        },
      ];
    }
    if (path === 'courier/generate/pickup' && request.method === 'POST') {
      const body = await readJson(request);
      const order = byShipment(body.shipment_id);
      if (!order?.awb) return [400, { message: 'Please assign AWB first', status_code: 400 }];
      const asked = Array.isArray(body.pickup_date) ? body.pickup_date[0] : body.pickup_date;
      if (asked !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(String(asked)))
        return [422, { message: 'The pickup date must be a date (Y-m-d).', status_code: 422 }];
      order.pickupBooked = true;
      order.pickupDate = asked === undefined ? null : String(asked);
      order.pickupRequests.push(body);
      return [
        200,
        {
          pickup_status: 1,
          response: {
            pickup_scheduled_date: `${order.pickupDate ?? '2026-11-21'} 10:00:00`,
            pickup_token_number: `Reference No: ${order.id}`,
            status: 3,
          },
        },
      ];
    }
    if (path === 'courier/generate/label' && request.method === 'POST') {
      const order = byShipment((await readJson(request)).shipment_id);
      if (!order?.awb) return [400, { message: 'Please assign AWB first', status_code: 400 }];
      order.labelMade = true;
      return [
        200,
        {
          label_created: 1,
          label_url: `${state.url}/labels/${order.shipmentId}.pdf`,
          response: 'Label has been created and uploaded successfully!',
          not_created: [],
        },
      ];
    }
    if (path === 'manifests/generate' && request.method === 'POST') {
      const ids = (await readJson(request)).shipment_id;
      const list = (Array.isArray(ids) ? ids : []).map((id) => byShipment(id));
      if (list.length === 0 || list.some((order) => !order?.awb))
        return [422, { message: 'Invalid shipment id or AWB not assigned', status_code: 422 }];
      if (list.every((order) => order!.manifested))
        return [400, { message: 'Manifest already generated', status_code: 400 }];
      for (const order of list) order!.manifested = true;
      return [
        200,
        {
          status: 1,
          manifest_url: `${state.url}/manifests/${list.map((order) => order!.id).join('-')}.pdf`,
        },
      ];
    }
    if (path === 'manifests/print' && request.method === 'POST') {
      const ids = (await readJson(request)).order_ids;
      const list = (Array.isArray(ids) ? ids : []).map((id) =>
        state.orders.find((each) => each.id === Number(id)),
      );
      if (list.length === 0 || list.some((order) => !order?.manifested))
        return [422, { message: 'Manifest not generated for the orders', status_code: 422 }];
      return [
        200,
        { manifest_url: `${state.url}/manifests/${list.map((order) => order!.id).join('-')}.pdf` },
      ];
    }
    if (path === 'orders/cancel' && request.method === 'POST') {
      const ids = (await readJson(request)).ids;
      for (const id of Array.isArray(ids) ? ids : []) {
        const order = state.orders.find((each) => each.id === Number(id));
        if (order) order.cancelled = true;
      }
      return [200, { status: 200, message: 'Order cancelled successfully.' }];
    }
    const ndr = /^ndr\/(.+)\/action$/.exec(path);
    if (ndr && request.method === 'POST') {
      const body = await readJson(request);
      const order = state.orders.find((each) => each.awb === decodeURIComponent(ndr[1]!));
      if (!order) return [404, { message: 'AWB not found', status_code: 404 }];
      if (
        body.action !== 're-attempt' &&
        body.action !== 'return' &&
        body.action !== 'fake-attempt'
      )
        return [422, { message: 'The action field is required.', status_code: 422 }];
      if (typeof body.comments !== 'string' || body.comments.length === 0)
        return [422, { message: 'The comments field is required.', status_code: 422 }];
      const last = order.scans.at(-1)?.['sr-status'];
      if (last !== '21' && last !== '77')
        return [422, { message: 'Shipment is not in NDR state.', status_code: 422 }];
      order.ndrActions.push(body);
      return [202, { message: 'Action taken successfully', status_code: 202 }];
    }
    if (path === 'account/details/remittance' && request.method === 'GET') {
      // The document's dates: 2025-May-01.
      const dayOf = (value: string | null) => {
        const match = /^(\d{4})-([A-Za-z]{3})-(\d{2})$/.exec(value ?? '');
        if (!match) return null;
        const month = 'JanFebMarAprMayJunJulAugSepOctNovDec'.indexOf(match[2]!) / 3 + 1;
        return `${match[1]}-${String(month).padStart(2, '0')}-${match[3]}`;
      };
      const from = dayOf(url.searchParams.get('from'));
      const to = dayOf(url.searchParams.get('to'));
      const india = (seconds: number) =>
        new Date(seconds * 1000 + 330 * 60_000).toISOString().slice(0, 10);
      const within = state.remittances.filter(
        (each) =>
          (!from || india(each.created_at) >= from) && (!to || india(each.created_at) <= to),
      );
      const perPage = Number(url.searchParams.get('per_page') ?? 15);
      const page = Number(url.searchParams.get('page') ?? 1);
      const slice = within.slice((page - 1) * perPage, page * perPage);
      return [
        200,
        {
          data: slice.map(({ awbs: _awbs, ...each }) => ({
            ...each,
            utr_icod: null,
            recharge_value: '0.00',
            reversal_value: '0.00',
            deduction_value: '0.00',
            cod_payble: each.remitted_value,
            account_type: 'postpaid',
            status: 'Completed',
            remarks: '',
            remittance_amount: [],
          })),
          meta: {
            remitance_count: within.length,
            pagination: {
              total: within.length,
              count: slice.length,
              per_page: perPage,
              current_page: page,
              total_pages: Math.max(1, Math.ceil(within.length / perPage)),
            },
          },
        },
      ];
    }
    const show = /^orders\/show\/(\d+)$/.exec(path);
    if (show && request.method === 'GET') {
      const order = state.orders.find((each) => each.id === Number(show[1]));
      if (!order) return [404, { message: 'Order not found', status_code: 404 }];
      return [
        200,
        {
          data: {
            id: order.id,
            channel_order_id: order.channelOrderId,
            payment_method: order.body.payment_method === 'COD' ? 'cod' : 'prepaid',
            total: order.remittance?.collected ?? order.body.sub_total,
            awb_data: { awb: order.awb ?? '' },
            remittance_date: order.remittance?.date ?? '',
            remittance_utr: order.remittance?.utr ?? '',
            remittance_status: order.remittance ? 'remitted' : '',
          },
        },
      ];
    }
    const track = /^courier\/track\/awb\/(.+)$/.exec(path);
    if (track && request.method === 'GET') {
      const order = state.orders.find((each) => each.awb === decodeURIComponent(track[1]!));
      if (!order) return [200, { tracking_data: { track_status: 0, error: 'Awb not found' } }];
      return [
        200,
        {
          tracking_data: {
            track_status: 1,
            shipment_status: Number(order.scans.at(-1)?.['sr-status'] ?? 0),
            shipment_track: [
              { awb_code: order.awb, courier_name: order.courierName, edd: '2026-11-25 18:00:00' },
            ],
            shipment_track_activities: [...order.scans].reverse(),
            track_url: `https://shiprocket.co/tracking/${order.awb}`,
            etd: '2026-11-25 18:00:00',
          },
        },
      ];
    }
    return [404, { message: 'No route', status_code: 404 }];
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const label = /^\/labels\/(\d+)\.pdf$/.exec(url.pathname);
    if (label) {
      const order = byShipment(label[1]);
      if (!order?.labelMade) return void response.writeHead(404).end();
      const to = order.body;
      const pdf = textPdf([
        `${order.courierName ?? ''}  AWB ${order.awb ?? ''}`,
        `Order ${order.channelOrderId}`,
        `Ship to: ${String(to.billing_customer_name)} ${String(to.billing_last_name)}`,
        String(to.billing_address),
        `${String(to.billing_city)}, ${String(to.billing_state)} ${String(to.billing_pincode)}`,
        `Phone ${String(to.billing_phone)}`,
        to.payment_method === 'COD' ? `COD: collect Rs ${String(to.sub_total)}` : 'PREPAID',
      ]);
      return void response.writeHead(200, { 'content-type': 'application/pdf' }).end(pdf);
    }
    const manifest = /^\/manifests\/([\d-]+)\.pdf$/.exec(url.pathname);
    if (manifest) {
      const list = manifest[1]!
        .split('-')
        .map((id) => state.orders.find((o) => o.id === Number(id)));
      if (list.some((order) => !order?.manifested)) return void response.writeHead(404).end();
      const pdf = textPdf([
        `Shiprocket manifest: ${list.length} orders`,
        ...list.flatMap((order) => [
          `AWB ${order!.awb ?? ''}  ${order!.courierName ?? ''}`,
          `${order!.channelOrderId}  pickup ${order!.pickupDate ?? 'next slot'}`,
        ]),
      ]);
      return void response.writeHead(200, { 'content-type': 'application/pdf' }).end(pdf);
    }
    const path = url.pathname.replace(/^\/v1\/external\//, '');
    state.calls.push(path);
    const index = misbehaviours.findIndex((each) => path.startsWith(each.path) && each.times > 0);
    const how = index >= 0 ? misbehaviours[index]!.how : null;
    if (index >= 0) {
      misbehaviours[index]!.times -= 1;
      if (misbehaviours[index]!.times === 0) misbehaviours.splice(index, 1);
    }
    // No answer at all: the caller's timeout ends it.
    if (how === 'hang') return void request.resume();
    if (how && how !== 'lose-answer') {
      request.resume();
      return void send(response, how.status, {
        message: 'Something went wrong',
        status_code: how.status,
      });
    }
    handle(request, path, url).then(
      ([status, body]) => {
        if (how === 'lose-answer') {
          response.socket?.destroy();
          return;
        }
        send(response, status, body);
      },
      (error: unknown) => send(response, 500, { message: String(error) }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
