// The courier-scans bench's data and its stream of scans (docs/decisions/benchmark.md,
// couriers.md). The demo shop is seeded once into a base database; each run copies it afresh
// (CREATE DATABASE … TEMPLATE: the last run's scans gone in a second) and books PARCELS parcels in
// bulk: a one-line cash-on-delivery order each, its seller's part Packed and its courier row
// booked with an AWB (as "Ship with …" leaves them), one in ten with Delhivery.
//
// The stream is what the couriers send for them, built the same way by the load generator and by
// the check afterwards (deterministic, from a seed): the parcels in groups of GROUP, each group's
// requests shuffled among themselves, so a parcel's scans come out of order and several at once;
// a quarter of the scan events sent twice (couriers repeat a push that timed out); one request in
// 200 for an AWB the shop never booked (404) and one in 500 with a wrong key (401), the only
// error answers expected. A Shiprocket event is its webhook as its document describes it: the
// latest status with every scan so far; a Delhivery event is its push of one scan.
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import {
  courierShipments,
  orderEvents,
  orderLines,
  orderShipments,
  orders,
} from '../apps/api/src/db/schema/index.ts';
import { readRows } from '../apps/api/src/db/client.ts';
import { insertRows } from '../apps/api/src/seed/insert-rows.ts';
import {
  delhiveryCodeOf,
  standingAfter,
  stateOfCode,
  type TrackingState,
} from '../apps/api/src/modules/couriers/tracking-states.ts';
import {
  delhiveryScan,
  pushBody,
  type DelhiveryScanDetail,
} from '../apps/api/test/delhivery-stand-in.ts';
import {
  standInScan,
  webhookBody,
  type StandInScan,
} from '../apps/api/test/shiprocket-stand-in.ts';
import { CACHE_DIR, ensureBenchDatabase, openTarget, prepareTarget, type Target } from './data.ts';

export const SCANS_DATABASE = 'haat_bench_scans';
const SCANS_BASE_DATABASE = 'haat_bench_scans_base';
/** The demo shop's own size (the money bench's too). */
const DEMO_PRODUCTS = 360;
/** More than the fastest run sends in its minute and a half (the rest stay booked, unsent). */
export const PARCELS = 12_000;
/** Parcels whose requests are shuffled together: a parcel's scans come at once and out of order. */
const GROUP = 25;
export const SHIPROCKET_PATH = '/api/couriers/tracking-updates';
export const DELHIVERY_PATH = '/api/couriers/delhivery-scans';

export interface BenchParcel {
  index: number;
  provider: 'shiprocket' | 'delhivery';
  awb: string;
  reference: string;
  shipmentId: string;
  orderId: string;
}

const orderIdOf = (index: number) => `OD9${String(index).padStart(11, '0')}`;

export function benchParcels(sellerId: string): BenchParcel[] {
  return Array.from({ length: PARCELS }, (_, index) => {
    const provider = index % 10 === 9 ? 'delhivery' : 'shiprocket';
    const orderId = orderIdOf(index);
    return {
      index,
      provider,
      awb:
        provider === 'delhivery'
          ? `23${String(index).padStart(12, '0')}`
          : `1904${String(index).padStart(10, '0')}`,
      reference: `${orderId}-${sellerId}`,
      shipmentId: `csh_bscan_${String(index).padStart(6, '0')}`,
      orderId,
    };
  });
}

// ---------------------------------------------------------------- scans

/** One scan of a parcel's script: Shiprocket's sr-status, or Delhivery's type, status and code. */
type ScriptScan =
  | { provider: 'shiprocket'; code: number; label: string; place: string }
  | { provider: 'delhivery'; type: string; status: string; nsl: string; place: string };

const sr = (code: number, label: string, place: string): ScriptScan => ({
  provider: 'shiprocket',
  code,
  label,
  place,
});
const dl = (type: string, status: string, place: string, nsl = ''): ScriptScan => ({
  provider: 'delhivery',
  type,
  status,
  nsl,
  place,
});

/** Shiprocket's scripts by share of parcels: delivered, delivered after an NDR, NDR, RTO. */
const SHIPROCKET_SCRIPTS: ScriptScan[][] = [
  [
    sr(19, 'Out For Pickup', 'Jaipur'),
    sr(42, 'Picked Up', 'Jaipur'),
    sr(18, 'In Transit', 'Jaipur Hub'),
    sr(38, 'Reached at Destination Hub', 'Bengaluru Hub'),
    sr(17, 'Out For Delivery', 'Bengaluru'),
    sr(7, 'Delivered', 'Bengaluru'),
  ],
  [
    sr(42, 'Picked Up', 'Jaipur'),
    sr(18, 'In Transit', 'Jaipur Hub'),
    sr(17, 'Out For Delivery', 'Pune'),
    sr(21, 'Undelivered', 'Pune'),
    sr(17, 'Out For Delivery', 'Pune'),
    sr(7, 'Delivered', 'Pune'),
  ],
  [
    sr(42, 'Picked Up', 'Jaipur'),
    sr(18, 'In Transit', 'Jaipur Hub'),
    sr(17, 'Out For Delivery', 'Delhi'),
    sr(21, 'Undelivered', 'Delhi'),
  ],
  [
    sr(42, 'Picked Up', 'Jaipur'),
    sr(18, 'In Transit', 'Jaipur Hub'),
    sr(17, 'Out For Delivery', 'Agra'),
    sr(21, 'Undelivered', 'Agra'),
    sr(9, 'RTO Initiated', 'Agra'),
    sr(46, 'RTO In Transit', 'Agra Hub'),
    sr(10, 'RTO Delivered', 'Jaipur'),
  ],
];
/** Of every 9 Shiprocket parcels: 5 delivered, 2 after an NDR, 1 in NDR, 1 back to the seller. */
const SHIPROCKET_SHARE = [0, 0, 0, 0, 0, 1, 1, 2, 3];

const DELHIVERY_SCRIPT: ScriptScan[] = [
  dl('UD', 'Manifested', 'Jaipur'),
  dl('UD', 'Picked Up', 'Jaipur'),
  dl('UD', 'In Transit', 'Jaipur_Hub'),
  dl('UD', 'Dispatched', 'Kota_DC'),
  dl('UD', 'Pending', 'Kota_DC', 'EOD-11'),
  dl('UD', 'Dispatched', 'Kota_DC'),
  dl('DL', 'Delivered', 'Kota_DC'),
];

export function scriptOf(parcel: BenchParcel): ScriptScan[] {
  if (parcel.provider === 'delhivery') return DELHIVERY_SCRIPT;
  return SHIPROCKET_SCRIPTS[SHIPROCKET_SHARE[Math.floor(parcel.index / 10) % 9]!]!;
}

/** The scans are three days old at most, an hour apart, each parcel a minute after the last. */
const SCANS_FROM = Date.UTC(2026, 10, 20, 3, 30);
function istText(at: number, separator: ' ' | 'T'): string {
  const text = new Date(at + 330 * 60_000).toISOString();
  return `${text.slice(0, 10)}${separator}${text.slice(11, 19)}`;
}
const scanTime = (parcel: BenchParcel, step: number) =>
  SCANS_FROM + (parcel.index % 600) * 60_000 + step * 3600_000;

function shiprocketScan(parcel: BenchParcel, step: number): StandInScan {
  const scan = scriptOf(parcel)[step]!;
  if (scan.provider !== 'shiprocket') throw new Error('not a Shiprocket scan');
  return standInScan(istText(scanTime(parcel, step), ' '), scan.code, scan.label, scan.place);
}

function delhiveryScanAt(parcel: BenchParcel, step: number): DelhiveryScanDetail {
  const scan = scriptOf(parcel)[step]!;
  if (scan.provider !== 'delhivery') throw new Error('not a Delhivery scan');
  return delhiveryScan(
    istText(scanTime(parcel, step), 'T'),
    scan.type,
    scan.status,
    scan.place,
    scan.nsl ? 'Consignee unavailable' : scan.status,
    scan.nsl,
  );
}

// ---------------------------------------------------------------- the stream

/** One request of the stream: a parcel's scan event, sent as a courier sends it. */
export interface StreamEvent {
  parcel: number;
  step: number;
  /** 200 applied; 404 an AWB the shop never booked; 401 a wrong key. */
  expect: 200 | 401 | 404;
}

/** A small deterministic generator (the same stream in the load generator and the check). */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

export function buildStream(parcels: readonly BenchParcel[], seed: number): StreamEvent[] {
  const next = random(seed);
  const stream: StreamEvent[] = [];
  for (let first = 0; first < parcels.length; first += GROUP) {
    const group: StreamEvent[] = [];
    for (const parcel of parcels.slice(first, first + GROUP)) {
      const steps = scriptOf(parcel).length;
      for (let step = 0; step < steps; step += 1) {
        group.push({ parcel: parcel.index, step, expect: 200 });
        if (next() < 0.25) group.push({ parcel: parcel.index, step, expect: 200 });
      }
    }
    for (let index = group.length - 1; index > 0; index -= 1) {
      const other = Math.floor(next() * (index + 1));
      [group[index], group[other]] = [group[other]!, group[index]!];
    }
    for (const event of group) {
      const draw = next();
      if (draw < 0.005) stream.push({ ...event, expect: 404 });
      else if (draw < 0.007) stream.push({ ...event, expect: 401 });
      stream.push(event);
    }
  }
  return stream;
}

export interface Keys {
  webhookKey: string;
  pushSecret: string;
}

/** The request for one event: path, headers and body. */
export function requestOf(
  parcels: readonly BenchParcel[],
  event: StreamEvent,
  keys: Keys,
): { path: string; headers: Record<string, string>; body: string } {
  const parcel = parcels[event.parcel]!;
  const awb = event.expect === 404 ? `9${parcel.awb}` : parcel.awb;
  if (parcel.provider === 'delhivery') {
    const secret = event.expect === 401 ? `${keys.pushSecret}-not` : keys.pushSecret;
    return {
      path: DELHIVERY_PATH,
      headers: { authorization: `Bearer ${secret}` },
      body: JSON.stringify(pushBody(awb, parcel.reference, delhiveryScanAt(parcel, event.step))),
    };
  }
  const scans = Array.from({ length: event.step + 1 }, (_, step) => shiprocketScan(parcel, step));
  return {
    path: SHIPROCKET_PATH,
    headers: { 'x-api-key': event.expect === 401 ? `${keys.webhookKey}-not` : keys.webhookKey },
    body: JSON.stringify(webhookBody(awb, scans, { order_id: parcel.reference })),
  };
}

/** What the requests sent (a prefix of the stream) imply: each parcel's distinct scans and state. */
export function expectedOf(
  parcels: readonly BenchParcel[],
  sent: readonly StreamEvent[],
): Map<number, { scans: number; state: TrackingState }> {
  const steps = new Map<number, Set<number>>();
  for (const event of sent) {
    if (event.expect !== 200) continue;
    const parcel = parcels[event.parcel]!;
    const set = steps.get(parcel.index) ?? new Set<number>();
    // A Shiprocket webhook carries every scan so far.
    if (parcel.provider === 'shiprocket')
      for (let step = 0; step <= event.step; step += 1) set.add(step);
    else set.add(event.step);
    steps.set(parcel.index, set);
  }
  const expected = new Map<number, { scans: number; state: TrackingState }>();
  for (const parcel of parcels) {
    const set = [...(steps.get(parcel.index) ?? [])].sort((a, b) => a - b);
    const script = scriptOf(parcel);
    const scans = set.map((step) => {
      const scan = script[step]!;
      const code =
        scan.provider === 'shiprocket'
          ? scan.code
          : delhiveryCodeOf(scan.type, scan.status, scan.nsl);
      return { state: stateOfCode(parcel.provider, code), at: new Date(scanTime(parcel, step)) };
    });
    expected.set(parcel.index, {
      scans: set.length,
      state: standingAfter({ state: 'booked', at: null }, scans).state,
    });
  }
  return expected;
}

// ---------------------------------------------------------------- the database

/**
 * The base (the demo shop, seeded once), copied afresh into SCANS_DATABASE with PARCELS booked
 * parcels. Answers the target and the parcels.
 */
export async function prepareScansTarget(
  databaseUrl: string,
  log: (line: string) => void,
): Promise<{ target: Target; parcels: BenchParcel[] }> {
  const base: Target = {
    kind: 'postgres',
    name: 'postgres scans base',
    dataDir: path.join(CACHE_DIR, 'postgres-scans'),
    databaseUrl: await ensureBenchDatabase(databaseUrl, SCANS_BASE_DATABASE),
    products: DEMO_PRODUCTS,
  };
  await prepareTarget(base, log);
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${SCANS_DATABASE}`);
    await admin.query(`create database ${SCANS_DATABASE} template ${SCANS_BASE_DATABASE}`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${SCANS_DATABASE}`;
  const target: Target = { ...base, name: 'postgres scans', databaseUrl: url.toString() };
  const handle = await openTarget(target);
  try {
    const parcels = await bookParcels(handle.db, log);
    return { target, parcels };
  } finally {
    await handle.close();
  }
}

type Db = Awaited<ReturnType<typeof openTarget>>['db'];

/** PARCELS copies of a one-seller cash-on-delivery demo order, each Packed and booked. */
async function bookParcels(db: Db, log: (line: string) => void): Promise<BenchParcel[]> {
  const started = Date.now();
  const [template] = readRows<{ id: string }>(
    await db.execute(sql`
      select o.id from orders o
      where o.payment_type = 'cod' and o.shipping_status <> 'Cancelled'
        and (select count(*) from order_lines l where l.order_id = o.id) = 1
      order by o.id limit 1`),
  );
  if (!template) throw new Error('the demo shop has no one-line cash-on-delivery order to copy');
  const [order] = await db.select().from(orders).where(eq(orders.id, template.id));
  const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, template.id));
  if (!order || !line) throw new Error('the template order is missing');
  const parcels = benchParcels(line.sellerId);
  const now = new Date();
  const placed = new Date(now.getTime() - 4 * 86_400_000);
  await insertRows(
    db,
    orders,
    parcels.map((parcel) => ({
      ...order,
      id: parcel.orderId,
      trackingId: `BSCAN${String(parcel.index).padStart(17, '0')}`,
      idempotencyKey: `bench-scans-${parcel.index}`,
      shippingStatus: 'Packed',
      couponId: null,
      discountPaise: 0,
      totalPaise: order.subtotalPaise + order.shippingPaise + order.platformPaise,
      payablePaise: order.subtotalPaise + order.shippingPaise + order.platformPaise,
      cancelReason: null,
      returnToOrigin: null,
      returnedToOriginAt: null,
      createdAt: placed,
      updatedAt: placed,
    })),
  );
  await insertRows(
    db,
    orderLines,
    parcels.map((parcel) => ({
      ...line,
      id: `oln_bscan_${String(parcel.index).padStart(6, '0')}`,
      orderId: parcel.orderId,
      cancelledAt: null,
    })),
  );
  await insertRows(
    db,
    orderShipments,
    parcels.map((parcel) => ({
      orderId: parcel.orderId,
      sellerId: line.sellerId,
      state: 'Packed',
      packedAt: placed,
      updatedAt: placed,
    })),
  );
  await insertRows(
    db,
    orderEvents,
    parcels.flatMap((parcel) =>
      (['Placed', 'Packed'] as const).map((state, step) => ({
        id: `oev_bscan_${String(parcel.index).padStart(6, '0')}_${step}`,
        orderId: parcel.orderId,
        state,
        actor: step === 0 ? `customer:${order.customerId}` : `seller:${line.sellerId}`,
        at: new Date(placed.getTime() + step),
        handledAt: new Date(placed.getTime() + step),
      })),
    ),
  );
  await insertRows(
    db,
    courierShipments,
    parcels.map((parcel) => ({
      id: parcel.shipmentId,
      orderId: parcel.orderId,
      sellerId: line.sellerId,
      provider: parcel.provider,
      channelOrderId: parcel.reference,
      status: 'booked',
      providerOrderId: `bench-${parcel.index}`,
      awb: parcel.awb,
      courierName: parcel.provider === 'delhivery' ? 'Delhivery' : 'Delhivery Surface',
      trackingState: 'booked',
      bookedAt: placed,
      createdAt: placed,
      updatedAt: placed,
    })),
  );
  await db.execute(sql`analyze`);
  log(
    `scans: ${PARCELS.toLocaleString('en-IN')} parcels booked in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return parcels;
}

/** What the database holds of the bench's parcels after the stream: scans, state, order. */
export async function readParcels(db: Db, parcels: readonly BenchParcel[]) {
  const ids = parcels.map((parcel) => parcel.shipmentId);
  const scans = readRows<{ id: string; n: number }>(
    await db.execute(sql`
      select shipment_id as id, count(*)::int as n from courier_scans
      where shipment_id like 'csh_bscan_%' group by shipment_id`),
  );
  const rows = await db
    .select({
      id: courierShipments.id,
      state: courierShipments.trackingState,
      order: orders.shippingStatus,
    })
    .from(courierShipments)
    .innerJoin(orders, eq(orders.id, courierShipments.orderId))
    .where(and(inArray(courierShipments.id, ids)));
  // An order event twice (Out for delivery, Delivered, Cancelled…): a message owed twice.
  const twice = readRows<{ n: number }>(
    await db.execute(sql`
      select count(*)::int as n from (
        select order_id, state from order_events where order_id like 'OD9%'
        group by order_id, state having count(*) > 1) repeated`),
  );
  return {
    scans: new Map(scans.map((row) => [row.id, row.n])),
    rows: new Map(rows.map((row) => [row.id, row])),
    eventsTwice: twice[0]?.n ?? 0,
  };
}
