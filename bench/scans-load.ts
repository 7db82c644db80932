// The courier-scans bench's load generator: `node --import tsx bench/scans-load.ts <job.json>`, a
// process of its own on the load core. It sends the stream (bench/courier-scans-data.ts) in its
// order over `connections` kept-alive connections, each taking the next request when its last is
// answered, for the warm-up and then the measured seconds; then it stops taking new ones and waits
// for every request sent to be answered, so what was sent is exactly the stream's first `sent`
// requests. It prints one JSON line: the measured window's rate and latencies, and every answer
// that was not the one expected.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { benchParcels, buildStream, requestOf, type Keys } from './courier-scans-data.ts';

export interface ScansLoadJob {
  origin: string;
  sellerId: string;
  seed: number;
  keys: Keys;
  connections: number;
  warmupSeconds: number;
  seconds: number;
  /** The floor: every request to `/` of the floor's server, which answers 200 to all. */
  floor?: boolean;
}

export interface ScansLoadResult {
  /** Requests sent from the stream's start, all answered. */
  sent: number;
  /** Answered inside the measured window, and that window's length. */
  measured: number;
  measuredSeconds: number;
  perMinute: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Answers by status, over the whole run. */
  statuses: Record<string, number>;
  /** Answers other than the one expected (at most 20 kept), and how many in all. */
  unexpected: { index: number; expected: number; status: number; body: string }[];
  unexpectedCount: number;
  /** Requests that got no answer (connection refused or reset, or 30 s without one). */
  failed: number;
}

function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return NaN;
  const value = sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
  return Math.round(value * 100) / 100;
}

export async function runScansLoad(job: ScansLoadJob): Promise<ScansLoadResult> {
  const parcels = benchParcels(job.sellerId);
  const stream = buildStream(parcels, job.seed);
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.connections });
  const origin = new URL(job.origin);
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const unexpected: ScansLoadResult['unexpected'] = [];
  let unexpectedCount = 0;
  let failed = 0;
  let next = 0;
  const startedAt = performance.now();
  const measureFrom = startedAt + job.warmupSeconds * 1000;
  const stopAt = measureFrom + job.seconds * 1000;
  let measured = 0;

  const send = (index: number) => {
    const event = stream[index]!;
    const request = requestOf(parcels, event, job.keys);
    const expected = job.floor ? 200 : event.expect;
    return new Promise<void>((resolve) => {
      const sentAt = performance.now();
      const outgoing = http.request(
        {
          host: origin.hostname,
          port: origin.port,
          path: job.floor ? '/' : request.path,
          method: 'POST',
          agent,
          timeout: 30_000,
          headers: {
            ...request.headers,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(request.body),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const answeredAt = performance.now();
            const status = response.statusCode ?? 0;
            statuses[status] = (statuses[status] ?? 0) + 1;
            if (sentAt >= measureFrom && answeredAt <= stopAt) {
              measured += 1;
              latencies.push(answeredAt - sentAt);
            }
            if (status !== expected) {
              unexpectedCount += 1;
              if (unexpected.length < 20)
                unexpected.push({
                  index,
                  expected,
                  status,
                  body: Buffer.concat(chunks).toString('utf8').slice(0, 300),
                });
            }
            resolve();
          });
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('no answer in 30 s')));
      outgoing.on('error', () => {
        failed += 1;
        resolve();
      });
      outgoing.end(request.body);
    });
  };

  const worker = async () => {
    while (performance.now() < stopAt && next < stream.length) {
      await send(next++);
    }
  };
  await Promise.all(Array.from({ length: job.connections }, worker));
  agent.destroy();
  const sorted = Float64Array.from(latencies).sort();
  return {
    sent: next,
    measured,
    measuredSeconds: job.seconds,
    perMinute: Math.round((measured / job.seconds) * 60),
    p50: percentile(sorted, 0.5),
    p90: percentile(sorted, 0.9),
    p99: percentile(sorted, 0.99),
    max: Math.round((sorted.at(-1) ?? NaN) * 100) / 100,
    statuses,
    unexpected,
    unexpectedCount,
    failed,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const job = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as ScansLoadJob;
  runScansLoad(job).then(
    (result) => console.log(JSON.stringify(result)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
