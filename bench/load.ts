// The load generator: a child process of the harness (pinned to its own core), driven over IPC.
// Each job is a warm-up run whose figures are thrown away, then the measured run.
import http from 'node:http';
import autocannon from 'autocannon';

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** Added to the job's headers for this request (a signed-in shopper's own token). */
  headers?: Record<string, string>;
}

export interface LoadJob {
  origin: string;
  /** A pool of requests; every request sent picks one at random (rotating filters, ids, bodies). */
  requests: LoadRequest[];
  headers: Record<string, string>;
  connections: number;
  pipelining: number;
  warmupSeconds: number;
  seconds: number;
  /**
   * Before the warm-up, request every distinct GET of the pool once (8 at a time): the measured
   * minutes then show the server's steady state with its caches filled, not a cold start.
   */
  prime?: boolean;
  /**
   * One connection only: the pool's requests in its order, in whole passes (each as often as the
   * others) instead of at random, for a figure compared with a timing of the same list: a p50 of
   * a random draw from a heavy-tailed mix (the 1M listings) moved by milliseconds run to run.
   */
  inOrder?: boolean;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p90: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  total: number;
  bytesPerRequest: number;
}

type Message = { id: number; job: LoadJob } | { id: number; stop: true };

function pickRandom<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)] as T;
}

async function run(job: LoadJob, seconds: number): Promise<autocannon.Result> {
  const options: autocannon.Options = {
    url: job.origin,
    connections: job.connections,
    pipelining: job.pipelining,
    duration: seconds,
    timeout: 10,
    headers: job.headers,
    requests: [
      {
        setupRequest: (request) => {
          const next = pickRandom(job.requests);
          return {
            ...request,
            method: next.method,
            path: next.path,
            ...(next.body !== undefined ? { body: next.body } : {}),
            ...(next.headers ? { headers: { ...job.headers, ...next.headers } } : {}),
          };
        },
      },
    ],
  };
  return autocannon(options);
}

/** Every distinct GET of the pool once, `concurrency` at a time. */
export async function prime(job: LoadJob, concurrency = 8): Promise<void> {
  const paths = [...new Set(job.requests.filter((r) => r.method === 'GET').map((r) => r.path))];
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++]!;
      const response = await fetch(`${job.origin}${path}`, { headers: job.headers });
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function requestOnce(job: LoadJob, request: LoadRequest): Promise<number> {
  const url = new URL(request.path, job.origin);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      url,
      { method: request.method, headers: { ...job.headers, ...request.headers }, agent },
      (response) => {
        response.on('data', () => undefined);
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

/**
 * One request at a time, timed with sub-millisecond precision (autocannon's histogram counts
 * whole milliseconds): the figure compared with the SQL's own time.
 */
async function runSerial(job: LoadJob, seconds: number): Promise<LoadResult> {
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const endAt = performance.now() + seconds * 1000;
  const startedAt = performance.now();
  let sent = 0;
  // In order, a pass under way is finished after the time is up.
  while (performance.now() < endAt || (job.inOrder && sent % job.requests.length !== 0)) {
    const request = job.inOrder
      ? job.requests[sent % job.requests.length]!
      : pickRandom(job.requests);
    sent += 1;
    const sentAt = performance.now();
    try {
      const status = await requestOnce(job, request);
      latencies.push(performance.now() - sentAt);
      if (status < 200 || status >= 300) non2xx += 1;
    } catch {
      errors += 1;
    }
  }
  const elapsed = (performance.now() - startedAt) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (fraction: number) =>
    Math.round(
      (latencies[Math.min(latencies.length - 1, Math.floor(fraction * latencies.length))] ?? NaN) *
        1000,
    ) / 1000;
  return {
    requestsPerSecond: Math.round(latencies.length / elapsed),
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    non2xx,
    errors,
    timeouts: 0,
    total: latencies.length,
    bytesPerRequest: 0,
  };
}

export async function runJob(job: LoadJob): Promise<LoadResult> {
  if (job.prime) await prime(job);
  if (job.connections === 1 && job.pipelining === 1) {
    if (job.warmupSeconds > 0) await runSerial(job, job.warmupSeconds);
    return runSerial(job, job.seconds);
  }
  if (job.warmupSeconds > 0) await run(job, job.warmupSeconds);
  const result = await run(job, job.seconds);
  const total = result.requests.total;
  return {
    requestsPerSecond: Math.round(total / Math.max(result.duration, 0.001)),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    total,
    bytesPerRequest: total > 0 ? Math.round(result.throughput.total / total) : 0,
  };
}

// Child-process side: answer each job with its result until told to stop.
if (process.send) {
  process.on('message', (message: Message) => {
    if ('stop' in message) process.exit(0);
    runJob(message.job).then(
      (result) => process.send?.({ id: message.id, result }),
      (error: unknown) =>
        process.send?.({
          id: message.id,
          error: error instanceof Error ? error.message : String(error),
        }),
    );
  });
  process.send({ ready: true });
}
