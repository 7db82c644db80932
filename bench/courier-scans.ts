// Courier scans through the webhooks on PostgreSQL (docs/decisions/benchmark.md, couriers.md):
// the shop's server on a database of PARCELS booked parcels, Shiprocket's tracking webhook and
// Delhivery's scan push driven by a load generator on the other core (bench/scans-load.ts) with
// the stream of bench/courier-scans-data.ts — duplicates, scans out of order, several of a parcel
// at once, a few unknown AWBs and wrong keys — for a warm-up and then SCANS_SECONDS. Then the
// database is read: every distinct scan sent kept exactly once, every parcel in the state its
// scans imply and its order following it, no order event twice, no answer but the expected ones.
// The floor (bench/scans-floor.ts) takes the same requests and writes one row each.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_ADMIN } from '../apps/api/src/seed/index.ts';
import {
  PARCELS,
  buildStream,
  expectedOf,
  readParcels,
  type BenchParcel,
  type Keys,
} from './courier-scans-data.ts';
import { CACHE_DIR, ROOT, openTarget, type Target } from './data.ts';
import {
  LOAD_CORE,
  SERVER_CORE,
  findFreePort,
  readCpuMs,
  spawnPinned,
  stopChild,
  waitForLine,
} from './processes.ts';
import type { ScansLoadJob, ScansLoadResult } from './scans-load.ts';

/** At least a minute of scans, as the issue asks ("10,000 scans a minute"). */
const SCANS_SECONDS = Number(process.env.BENCH_SCANS_SECONDS ?? 60) || 60;
const WARMUP_SECONDS = 10;
const FLOOR_SECONDS = 20;
/** Couriers push from many senders at once. */
const CONNECTIONS = 16;
const STREAM_SEED = 20_261_129;
export const SCANS_TARGET_PER_MINUTE = 10_000;

export interface CourierScansFigures {
  parcels: number;
  connections: number;
  load: ScansLoadResult;
  floor: ScansLoadResult;
  /** The webhook's rate as a share of the floor's. */
  ofFloor: number;
  /** The server process's CPU per request in the measured run, ms (absent without /proc). */
  serverCpuMsPerRequest?: number;
  /** Parcels that were sent at least one scan, of them Delhivery's. */
  parcelsScanned: number;
  delhiveryScanned: number;
  /** Distinct scans the requests sent carried, and the scans the database kept. */
  distinctScansSent: number;
  scansKept: number;
  /** Parcels whose kept scans are not their distinct scans sent (must be 0). */
  parcelsWithWrongScans: number;
  /** Parcels not in the state their scans imply, or whose order did not follow (must be 0). */
  parcelsInWrongState: number;
  ordersNotFollowing: number;
  /** Order events of one state twice for one order (must be 0). */
  eventsTwice: number;
  /** The final states, by count. */
  states: Record<string, number>;
  loadAverageBefore: number;
  /** The 1-minute load average as the measured minute ended. */
  loadAverageAfter: number;
  /** Failures found by the check, a few of each kind, for the record. */
  problems: string[];
}

async function operatorToken(origin: string): Promise<string> {
  const answer = await fetch(`${origin}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  if (!answer.ok) throw new Error(`operator sign-in answered ${answer.status}`);
  return ((await answer.json()) as { token: string }).token;
}

/** The operator enters both accounts as on the Couriers page (new keys every run). */
async function enterAccounts(origin: string): Promise<Keys> {
  const keys = {
    webhookKey: `bench-${randomBytes(16).toString('hex')}`,
    pushSecret: `bench-${randomBytes(16).toString('hex')}`,
  };
  const token = await operatorToken(origin);
  const put = async (provider: string, body: object) => {
    const answer = await fetch(`${origin}/api/admin/couriers/${provider}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${provider} account: ${answer.status} ${await answer.text()}`);
  };
  await put('shiprocket', {
    email: 'api-user@haat.example',
    password: randomBytes(12).toString('hex'),
    webhookKey: keys.webhookKey,
    pickupLocation: 'Jaipur warehouse',
    pickupPincode: '302017',
  });
  await put('delhivery', {
    clientName: 'HAAT SURFACE',
    token: randomBytes(20).toString('hex'),
    pushSecret: keys.pushSecret,
    pickupLocation: 'Jaipur warehouse',
    pickupPincode: '302017',
  });
  return keys;
}

/** The load generator in its own process on the load core; its one JSON line back. */
async function runLoadProcess(job: ScansLoadJob, name: string): Promise<ScansLoadResult> {
  const file = path.join(CACHE_DIR, `scans-${name}.json`);
  writeFileSync(file, JSON.stringify(job));
  const child = spawnPinned(
    LOAD_CORE,
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'bench/scans-load.ts'), file],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the scans load generator exited with ${code}`);
  return JSON.parse(output.trim().split('\n').at(-1)!) as ScansLoadResult;
}

async function measureFloor(target: Target, job: Omit<ScansLoadJob, 'origin'>) {
  const port = await findFreePort();
  const child = spawnPinned(
    SERVER_CORE,
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'bench/scans-floor.ts'), String(port), target.databaseUrl!],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    await waitForLine(child, /ready \d+/, 60_000, 'scans floor');
    return await runLoadProcess(
      {
        ...job,
        origin: `http://127.0.0.1:${port}`,
        floor: true,
        warmupSeconds: 5,
        seconds: FLOOR_SECONDS,
      },
      'floor',
    );
  } finally {
    await stopChild(child);
  }
}

/** The parcel's order as the scans leave it (a scan overtaken by a later one moves nothing). */
const ORDER_OF: Record<string, readonly string[]> = {
  booked: ['Packed'],
  'picked-up': ['Shipped'],
  'in-transit': ['Shipped'],
  'out-for-delivery': ['Out for delivery'],
  'failed-attempt': ['Out for delivery'],
  // Reached in one batch that also held the trip out, the order is left Shipped.
  rto: ['Shipped', 'Out for delivery'],
  delivered: ['Delivered'],
  'rto-delivered': ['Cancelled'],
};

export async function measureCourierScans(input: {
  origin: string;
  serverPid: number | undefined;
  target: Target;
  parcels: BenchParcel[];
  /** Waits until the server has drained what the load left queued. */
  waitIdle: (origin: string) => Promise<void>;
  log: (line: string) => void;
}): Promise<CourierScansFigures> {
  const { origin, target, parcels, log } = input;
  const keys = await enterAccounts(origin);
  const sellerId = parcels[0]!.reference.slice(parcels[0]!.orderId.length + 1);
  const base = {
    sellerId,
    seed: STREAM_SEED,
    keys,
    connections: CONNECTIONS,
  };
  log(`scans: the floor (Fastify writing one row a request) for ${FLOOR_SECONDS} s…`);
  const floor = await measureFloor(target, { ...base, warmupSeconds: 5, seconds: FLOOR_SECONDS });
  log(
    `scans: floor ${floor.perMinute.toLocaleString('en-IN')}/min, p50 ${floor.p50} ms, p99 ${floor.p99} ms`,
  );

  const loadAverageBefore = os.loadavg()[0] ?? NaN;
  log(
    `scans: the webhooks for ${WARMUP_SECONDS} s + ${SCANS_SECONDS} s, ${CONNECTIONS} connections (load average ${loadAverageBefore.toFixed(2)})…`,
  );
  const cpuBefore = readCpuMs(input.serverPid);
  const load = await runLoadProcess(
    { ...base, origin, warmupSeconds: WARMUP_SECONDS, seconds: SCANS_SECONDS },
    'webhooks',
  );
  const cpuAfter = readCpuMs(input.serverPid);
  const loadAverageAfter = os.loadavg()[0] ?? NaN;
  log(
    `scans: ${load.perMinute.toLocaleString('en-IN')}/min, p50 ${load.p50} ms, p99 ${load.p99} ms; ${load.sent.toLocaleString('en-IN')} sent, ${load.unexpectedCount} unexpected answers, ${load.failed} unanswered (load average ${loadAverageAfter.toFixed(2)})`,
  );
  await input.waitIdle(origin);

  // The check: what the requests sent imply, against what the database holds.
  const sent = buildStream(parcels, STREAM_SEED).slice(0, load.sent);
  const expected = expectedOf(parcels, sent);
  const handle = await openTarget(target);
  let held: Awaited<ReturnType<typeof readParcels>>;
  try {
    held = await readParcels(handle.db, parcels);
  } finally {
    await handle.close();
  }
  const problems: string[] = [];
  const note = (kind: string, text: string) => {
    if (problems.filter((line) => line.startsWith(kind)).length < 3)
      problems.push(`${kind}: ${text}`);
  };
  let distinctScansSent = 0;
  let scansKept = 0;
  let parcelsWithWrongScans = 0;
  let parcelsInWrongState = 0;
  let ordersNotFollowing = 0;
  let parcelsScanned = 0;
  let delhiveryScanned = 0;
  const states: Record<string, number> = {};
  for (const parcel of parcels) {
    const want = expected.get(parcel.index)!;
    const kept = held.scans.get(parcel.shipmentId) ?? 0;
    const row = held.rows.get(parcel.shipmentId);
    distinctScansSent += want.scans;
    scansKept += kept;
    if (want.scans > 0) {
      parcelsScanned += 1;
      if (parcel.provider === 'delhivery') delhiveryScanned += 1;
    }
    if (kept !== want.scans) {
      parcelsWithWrongScans += 1;
      note('scans', `${parcel.awb} kept ${kept}, sent ${want.scans}`);
    }
    states[row?.state ?? 'missing'] = (states[row?.state ?? 'missing'] ?? 0) + 1;
    if (row?.state !== want.state) {
      parcelsInWrongState += 1;
      note('state', `${parcel.awb} is ${row?.state ?? 'missing'}, its scans say ${want.state}`);
    }
    if (!ORDER_OF[want.state]!.includes(row?.order ?? '')) {
      ordersNotFollowing += 1;
      note('order', `${parcel.orderId} is ${row?.order ?? 'missing'}, its parcel ${want.state}`);
    }
  }
  for (const answer of load.unexpected.slice(0, 3))
    note(
      'answer',
      `request ${answer.index}: ${answer.status}, expected ${answer.expected}: ${answer.body}`,
    );
  return {
    parcels: PARCELS,
    connections: CONNECTIONS,
    load,
    floor,
    ofFloor: floor.perMinute > 0 ? load.perMinute / floor.perMinute : NaN,
    ...(cpuBefore !== undefined && cpuAfter !== undefined && load.sent > 0
      ? { serverCpuMsPerRequest: Math.round(((cpuAfter - cpuBefore) / load.sent) * 100) / 100 }
      : {}),
    parcelsScanned,
    delhiveryScanned,
    distinctScansSent,
    scansKept,
    parcelsWithWrongScans,
    parcelsInWrongState,
    ordersNotFollowing,
    eventsTwice: held.eventsTwice,
    states,
    loadAverageBefore: Math.round(loadAverageBefore * 100) / 100,
    loadAverageAfter: Math.round(loadAverageAfter * 100) / 100,
    problems,
  };
}

/** Whether the run met the figure and every check held. */
export function scansPassed(figures: CourierScansFigures): boolean {
  return (
    figures.load.perMinute >= SCANS_TARGET_PER_MINUTE &&
    figures.load.unexpectedCount === 0 &&
    figures.load.failed === 0 &&
    figures.parcelsWithWrongScans === 0 &&
    figures.parcelsInWrongState === 0 &&
    figures.ordersNotFollowing === 0 &&
    figures.eventsTwice === 0 &&
    figures.scansKept === figures.distinctScansSent
  );
}
