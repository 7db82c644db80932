// A loopback stand-in for Delhivery's B2C API, the documented subset the shop speaks
// (docs/decisions/couriers.md, "Delhivery"): GET /c/api/pin-codes/json/ (serviceability),
// POST /api/cmu/create.json (the `format=json&data=` form body; it assigns the waybill and
// refuses an order id it has seen), GET /api/p/packing_slip (a pdf_download_link it serves: a PDF
// with the waybill and the address), POST /fm/request/new/ (a pickup request for a registered warehouse,
// its pickup_date YYYY-MM-DD and pickup_time hh:mm:ss), GET
// /api/v1/packages/json/ (by waybill or by our order id in ref_ids) and POST /api/p/edit
// (cancellation). Every call needs `Authorization: Token <token>`. It keeps state (waybill →
// shipment → label → scans) and fails the way the real one does: 401 for another token, any
// 4xx/5xx, no answer in time, an answer lost after the work was done, a pin code not served.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { textPdf } from './shiprocket-stand-in.ts';

export const DELHIVERY_TEST = {
  clientName: 'HAAT SURFACE',
  token: `dlv${randomBytes(16).toString('hex')}`,
  pushSecret: `push-${randomBytes(12).toString('hex')}`,
  pickupLocation: 'Jaipur warehouse',
  pickupPincode: '302017',
};

/** One scan as Delhivery's tracking answer writes it (Scans[].ScanDetail). */
export interface DelhiveryScanDetail {
  ScanDateTime: string;
  ScanType: string;
  Scan: string;
  StatusDateTime: string;
  ScannedLocation: string;
  Instructions: string;
  StatusCode: string;
}

export interface DelhiveryPackage {
  waybill: string;
  order: string;
  shipment: Record<string, unknown>;
  pickupLocation: string;
  cancelled: boolean;
  scans: DelhiveryScanDetail[];
}

/** How the next matching call misbehaves: an HTTP status, no answer at all, or the answer lost. */
export type DelhiveryMisbehaviour = { status: number } | 'hang' | 'lose-answer';

export interface DelhiveryStandIn {
  url: string;
  packages: DelhiveryPackage[];
  pickups: Record<string, unknown>[];
  /** Each NDR entry taken (POST /api/p/update), in order. */
  ndrUpdates: Record<string, unknown>[];
  /** Every call's path, in order. */
  calls: string[];
  misbehave(path: string, how: DelhiveryMisbehaviour, times?: number): void;
  unserviceable(pincode: string): void;
  /** Serves a pin code again. */
  serve(pincode: string): void;
  /** Delivers to the pin code but picks nothing up there (its `pickup` flag 'N'). */
  noPickup(pincode: string): void;
  addScan(waybill: string, scan: DelhiveryScanDetail): void;
  /** Every COD remittance made so far: its UTR, day and each waybill's cash (rupees). */
  remittances: { utr: string; date: string; lines: { waybill: string; amount: number }[] }[];
  /**
   * Remits these COD packages' cash (their cod_amount, or what `collected` says) and answers the
   * remittance report as Delhivery's panel exports it (CSV), which has no API: the operator
   * downloads it and uploads it to the back office. `extra` adds lines for waybills it never had.
   */
  remittanceReport(
    waybills: string[],
    input: {
      utr: string;
      date: string;
      collected?: Record<string, number>;
      extra?: { waybill: string; amount: number }[];
    },
  ): string;
  close(): Promise<void>;
}

/** A scan of one of Delhivery's statuses (StatusType UD/DL/RT), at an India time without zone. */
export function delhiveryScan(
  at: string,
  type: string,
  status: string,
  location: string,
  instructions = status,
  statusCode = '',
): DelhiveryScanDetail {
  return {
    ScanDateTime: at,
    ScanType: type,
    Scan: status,
    StatusDateTime: at,
    ScannedLocation: location,
    Instructions: instructions,
    StatusCode: statusCode,
  };
}

/** The scan push's body for one scan, as Delhivery's document shows it. */
export function pushBody(waybill: string, order: string, scan: DelhiveryScanDetail) {
  return {
    Shipment: {
      Status: {
        Status: scan.Scan,
        StatusDateTime: scan.StatusDateTime,
        StatusType: scan.ScanType,
        StatusLocation: scan.ScannedLocation,
        Instructions: scan.Instructions,
      },
      PickUpDate: scan.StatusDateTime,
      NSLCode: scan.StatusCode,
      Sortcode: 'JAI/MDP',
      ReferenceNo: order,
      AWB: waybill,
    },
  };
}

async function readText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

export async function startDelhiveryStandIn(port = 0): Promise<DelhiveryStandIn> {
  const misbehaviours: { path: string; how: DelhiveryMisbehaviour; times: number }[] = [];
  const noService = new Set<string>();
  const noPickup = new Set<string>();
  let nextWaybill = 2_836_110_000_001;
  let nextPickup = 5_001;

  const state: DelhiveryStandIn = {
    url: '',
    packages: [],
    pickups: [],
    ndrUpdates: [],
    calls: [],
    misbehave(path, how, times = 1) {
      misbehaviours.push({ path, how, times });
    },
    unserviceable: (pincode) => void noService.add(pincode),
    serve: (pincode) => void noService.delete(pincode),
    noPickup: (pincode) => void noPickup.add(pincode),
    addScan(waybill, scan) {
      const found = state.packages.find((each) => each.waybill === waybill);
      if (!found) throw new Error(`no package has waybill ${waybill}`);
      found.scans.push(scan);
    },
    remittances: [],
    remittanceReport(waybills, input) {
      const lines = waybills.map((waybill) => {
        const found = state.packages.find((each) => each.waybill === waybill);
        if (!found) throw new Error(`no package has waybill ${waybill}`);
        if (found.shipment.payment_mode !== 'COD') throw new Error(`${waybill} is not COD`);
        return { waybill, amount: input.collected?.[waybill] ?? Number(found.shipment.cod_amount) };
      });
      lines.push(...(input.extra ?? []));
      state.remittances.push({ utr: input.utr, date: input.date, lines });
      const order = (waybill: string) =>
        state.packages.find((each) => each.waybill === waybill)?.order ?? '';
      return [
        'Waybill,Order ID,COD Amount,UTR No,Remittance Date',
        ...lines.map(
          (line) =>
            `${line.waybill},${order(line.waybill)},${line.amount.toFixed(2)},${input.utr},${input.date}`,
        ),
      ].join('\n');
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const shipmentData = (found: DelhiveryPackage) => {
    const last = found.scans.at(-1);
    return {
      Shipment: {
        AWB: found.waybill,
        ReferenceNo: found.order,
        Status: last
          ? {
              Status: last.Scan,
              StatusType: last.ScanType,
              StatusDateTime: last.StatusDateTime,
              StatusLocation: last.ScannedLocation,
              Instructions: last.Instructions,
            }
          : { Status: 'Manifested', StatusType: 'UD' },
        ExpectedDeliveryDate: '2026-11-25T18:00:00',
        Scans: found.scans.map((scan) => ({ ScanDetail: scan })),
      },
    };
  };

  async function handle(request: IncomingMessage, url: URL): Promise<[number, unknown]> {
    if (request.headers.authorization !== `Token ${DELHIVERY_TEST.token}`)
      return [401, { detail: 'Authentication credentials were not provided.' }];
    const path = url.pathname;

    if (path === '/c/api/pin-codes/json/' && request.method === 'GET') {
      const pin = url.searchParams.get('filter_codes') ?? '';
      if (!/^\d{6}$/.test(pin) || noService.has(pin)) return [200, { delivery_codes: [] }];
      return [
        200,
        {
          delivery_codes: [
            {
              postal_code: {
                pin: Number(pin),
                district: 'Jaipur',
                state_code: 'RJ',
                pre_paid: 'Y',
                cod: 'Y',
                pickup: noPickup.has(pin) ? 'N' : 'Y',
                repl: 'Y',
                remarks: '',
              },
            },
          ],
        },
      ];
    }
    if (path === '/api/cmu/create.json' && request.method === 'POST') {
      const form = new URLSearchParams(await readText(request));
      if (form.get('format') !== 'json' || !form.get('data'))
        return [200, { success: false, rmk: 'format=json&data= is missing', packages: [] }];
      const data = JSON.parse(form.get('data')!) as {
        shipments: Record<string, unknown>[];
        pickup_location: { name: string };
      };
      const shipment = data.shipments[0]!;
      const order = String(shipment.order ?? '');
      // A reverse pickup (payment_mode Pickup) is delivered to its return_* address.
      if (shipment.payment_mode === 'Pickup' && (!shipment.return_add || !shipment.return_pin))
        return [
          200,
          {
            success: false,
            packages: [
              { status: 'Fail', refnum: order, waybill: '', remarks: ['return_add missing'] },
            ],
          },
        ];
      if (state.packages.some((each) => each.order === order))
        return [
          200,
          {
            success: false,
            packages: [
              { status: 'Fail', refnum: order, waybill: '', remarks: ['Duplicate order id'] },
            ],
          },
        ];
      const waybill = String(nextWaybill++);
      state.packages.push({
        waybill,
        order,
        shipment,
        pickupLocation: data.pickup_location.name,
        cancelled: false,
        scans: [],
      });
      return [
        200,
        {
          success: true,
          package_count: 1,
          packages: [{ status: 'Success', waybill, refnum: order, remarks: [] }],
        },
      ];
    }
    if (path === '/api/p/packing_slip' && request.method === 'GET') {
      const wbns = (url.searchParams.get('wbns') ?? '').split(',');
      const found = state.packages.filter((each) => wbns.includes(each.waybill));
      return [
        200,
        {
          packages_found: found.length,
          packages: found.map((each) => ({
            wbn: each.waybill,
            oid: each.order,
            pdf_download_link: `${state.url}/slips/${each.waybill}.pdf`,
          })),
        },
      ];
    }
    if (path === '/fm/request/new/' && request.method === 'POST') {
      const body = JSON.parse(await readText(request)) as Record<string, unknown>;
      if (!body.pickup_location || !body.pickup_date || !body.pickup_time)
        return [400, { error: 'pickup_location, pickup_date and pickup_time are required' }];
      if (
        !/^\d{4}-\d{2}-\d{2}$/.test(String(body.pickup_date)) ||
        !/^\d{2}:\d{2}:\d{2}$/.test(String(body.pickup_time))
      )
        return [400, { error: 'pickup_date is YYYY-MM-DD and pickup_time hh:mm:ss' }];
      if (body.pickup_location !== DELHIVERY_TEST.pickupLocation)
        return [400, { error: `ClientWarehouse matching query does not exist.` }];
      state.pickups.push(body);
      return [
        200,
        {
          pickup_id: nextPickup++,
          pickup_date: body.pickup_date,
          pickup_time: body.pickup_time,
          pickup_location_name: body.pickup_location,
          incoming_center_name: 'Jaipur_Sitapura_H (Rajasthan)',
        },
      ];
    }
    if (path === '/api/v1/packages/json/' && request.method === 'GET') {
      const waybills = (url.searchParams.get('waybill') ?? '').split(',').filter(Boolean);
      const refs = (url.searchParams.get('ref_ids') ?? '').split(',').filter(Boolean);
      const found = state.packages.filter(
        (each) => waybills.includes(each.waybill) || refs.includes(each.order),
      );
      return [200, { ShipmentData: found.map(shipmentData) }];
    }
    if (path === '/api/p/update' && request.method === 'POST') {
      // The NDR API: a package pending after a failed attempt takes RE-ATTEMPT, DEFER_DLV (its
      // deferred_date) or EDIT_DETAILS; anything else is refused, naming the waybill.
      const body = JSON.parse(await readText(request)) as { data?: Record<string, unknown>[] };
      const entries = body.data ?? [];
      for (const entry of entries) {
        const found = state.packages.find((each) => each.waybill === entry.waybill);
        const last = found?.scans.at(-1);
        const pending = last?.ScanType === 'UD' && /^EOD-/.test(last.StatusCode);
        if (
          !found ||
          !pending ||
          !['RE-ATTEMPT', 'DEFER_DLV', 'EDIT_DETAILS'].includes(String(entry.act))
        ) {
          return [400, { rmk: `NDR action not allowed for waybill ${String(entry.waybill)}` }];
        }
        const data = (entry.action_data ?? {}) as Record<string, unknown>;
        if (entry.act === 'DEFER_DLV' && !/^\d{4}-\d{2}-\d{2}$/.test(String(data.deferred_date))) {
          return [400, { rmk: 'deferred_date must be YYYY-MM-DD' }];
        }
      }
      state.ndrUpdates.push(...entries);
      return [200, { request_id: `UPL${state.ndrUpdates.length}`, status: true }];
    }
    if (path === '/api/p/edit' && request.method === 'POST') {
      const body = JSON.parse(await readText(request)) as Record<string, unknown>;
      const found = state.packages.find((each) => each.waybill === body.waybill);
      if (!found) return [200, { status: false, error: 'Waybill not found' }];
      if (body.cancellation === 'true') found.cancelled = true;
      return [
        200,
        { status: true, waybill: found.waybill, remark: 'Shipment has been cancelled.' },
      ];
    }
    return [404, { detail: 'Not found.' }];
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const slip = /^\/slips\/(\d+)\.pdf$/.exec(url.pathname);
    if (slip) {
      const found = state.packages.find((each) => each.waybill === slip[1]);
      if (!found) return void send(response, 404, { detail: 'Not found.' });
      const to = found.shipment;
      const pdf = textPdf([
        'Delhivery',
        `AWB ${found.waybill}`,
        `Order ${found.order}`,
        String(to.name),
        String(to.add),
        `${String(to.city)}, ${String(to.state)} ${String(to.pin)}`,
        `Phone ${String(to.phone)}`,
        to.payment_mode === 'COD' ? `COD: collect Rs ${String(to.cod_amount)}` : 'PREPAID',
      ]);
      return void response.writeHead(200, { 'content-type': 'application/pdf' }).end(pdf);
    }
    state.calls.push(url.pathname);
    const index = misbehaviours.findIndex(
      (each) => url.pathname.startsWith(each.path) && each.times > 0,
    );
    const how = index >= 0 ? misbehaviours[index]!.how : null;
    if (index >= 0) {
      misbehaviours[index]!.times -= 1;
      if (misbehaviours[index]!.times === 0) misbehaviours.splice(index, 1);
    }
    if (how === 'hang') return void request.resume();
    if (how && how !== 'lose-answer') {
      request.resume();
      return void send(response, how.status, { detail: 'Something went wrong' });
    }
    handle(request, url).then(
      ([status, body]) => {
        if (how === 'lose-answer') return void response.socket?.destroy();
        send(response, status, body);
      },
      (error: unknown) => send(response, 500, { detail: String(error) }),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
