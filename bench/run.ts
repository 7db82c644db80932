// `npm run bench [-- --quick] [-- --no-frontend] [-- --only=money|million|scans] [-- --no-settlement] [-- --no-scans]`: the benchmark
// harness. Prepares the cached data, times the SQL in-process, starts the production server
// (core 0) and the floors, drives them with autocannon from a child process (core 1) in
// interleaved rounds, weighs and audits the front end, times the sellers' money on PostgreSQL,
// drives the couriers' scan webhooks on PostgreSQL,
// and prints one table (also bench/results/latest.{json,md}, or <part>.{json,md} with --only).
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync, type ChildProcess } from 'node:child_process';
import {
  BENCH_PRODUCTS,
  CACHE_DIR,
  MILLION_DATABASE,
  MILLION_PRODUCTS,
  ROOT,
  ensureBenchDatabase,
  ensureWebBuilt,
  openTarget,
  prepareTarget,
  sampleIds,
  type Sample,
  type Target,
} from './data.ts';
import { FLOOR_KINDS, type FloorKind } from './floors.ts';
import { DEMO_ADMIN } from '../apps/api/src/seed/index.ts';
import { apiBundle, buildApi } from '../apps/api/scripts/build.mjs';
import { runBackOfficeAudit, type BackOfficeFigures } from './back-office.ts';
import {
  HAS_PHONE_DEVANAGARI_FACE,
  runAxe,
  runLighthouse,
  type AxeFigures,
  type LighthouseFigures,
} from './frontend.ts';
import { measureInitialJs } from './initial-js.ts';
import type { LoadJob, LoadRequest, LoadResult } from './load.ts';
import {
  HAS_TASKSET,
  LOAD_CORE,
  SERVER_CORE,
  findFreePort,
  installCleanup,
  pidOf,
  readRssMb,
  spawnPinned,
  stopAll,
  stopChild,
  waitForLine,
} from './processes.ts';
import {
  buildRows,
  renderTable,
  writeResults,
  type BenchResults,
  type DatabaseFigures,
  type ScaleOutFigures,
} from './report.ts';
import {
  BROWSER_HEADERS,
  PAGE_HEADERS,
  buildListingQueries,
  buildProductPages,
  buildScenarioRequests,
  buildSuggestionTexts,
  listingRequest,
  originListingQueries,
  NO_SESSION,
  prepareSession,
} from './scenarios.ts';
import type { SqlFigures, SqlOptions } from './sql.ts';
import { HAS_WRK, runWrk } from './wrk.ts';
import { measureHtmlWeight, type HtmlWeight } from './html-weight.ts';
import { measureKeptAfterOrder, type KeptAfterOrder } from './kept-pages.ts';
import { measureShoppers, type ShoppersFigures } from './shoppers.ts';
import { measureSellerMoney, prepareMoneyTarget, type SellerMoneyFigures } from './seller-money.ts';
import { measureSettlementRun, type SettlementRunFigures } from './settlement-run.ts';
import { measureCourierScans, type CourierScansFigures } from './courier-scans.ts';
import { prepareScansTarget } from './courier-scans-data.ts';

const args = new Set(process.argv.slice(2));
const QUICK = args.has('--quick');
/** The scale figures on PostgreSQL: a million-product catalogue, and two workers against one. */
const MILLION = !args.has('--no-million');
const SCALE_OUT = !args.has('--no-scale-out');
/** Sellers' money on PostgreSQL: a 100,000-line statement and GSTR-8 of 1,000 sellers. */
const MONEY = !args.has('--no-money');
// The settlement run over 100,000 held transfers takes minutes: `--no-settlement` leaves it out.
const SETTLEMENT = !args.has('--no-settlement');
/** Couriers' scans through the webhooks on PostgreSQL for a minute (`--no-scans` leaves it out). */
const SCANS = !args.has('--no-scans');
/**
 * One part alone, written to bench/results/<part>.{json,md} (latest.* stay a whole run's):
 * `money` the sellers' money, `million` the million-product catalogue, `scans` the couriers' scan
 * webhooks (all need DATABASE_URL).
 */
const ONLY = [...args].find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
if (ONLY !== undefined && ONLY !== 'money' && ONLY !== 'million' && ONLY !== 'scans') {
  console.error(`--only takes money, million or scans, not '${ONLY}'`);
  process.exit(2);
}
const FRONTEND = !args.has('--no-frontend') && ONLY === undefined;
const SETTINGS = QUICK
  ? {
      rounds: 1,
      warmupSeconds: 1,
      seconds: 3,
      // The lighter-pages targets are Lighthouse's medians of 3 runs, in the quick run too: one
      // run's TBT moved by 60–130 ms from one run to the next on this 2-core machine.
      lighthouseRuns: 3,
      sqlSamples: 150,
      productPool: 1000,
      moneyRuns: 3,
    }
  : {
      rounds: 5,
      warmupSeconds: 3,
      seconds: 10,
      lighthouseRuns: 3,
      sqlSamples: 600,
      productPool: 1000,
      moneyRuns: 5,
    };
const MODES = {
  throughput: { connections: 100, pipelining: 10 },
  latency: { connections: 50, pipelining: 1 },
  serial: { connections: 1, pipelining: 1 },
} as const;
type Mode = keyof typeof MODES;

const startedAt = Date.now();
const log = (line: string) =>
  console.error(`[bench ${((Date.now() - startedAt) / 1000).toFixed(0).padStart(4)} s] ${line}`);

// ---------------------------------------------------------------- processes

let loadWorker: ChildProcess | undefined;
let nextJobId = 1;
const pendingJobs = new Map<
  number,
  { resolve: (r: LoadResult) => void; reject: (e: Error) => void }
>();

async function startLoadWorker(): Promise<void> {
  loadWorker = spawnPinned(
    LOAD_CORE,
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'bench/load.ts')],
    {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    loadWorker!.once('exit', (code) => reject(new Error(`the load generator exited (${code})`)));
    loadWorker!.on(
      'message',
      (message: { ready?: true; id?: number; result?: LoadResult; error?: string }) => {
        if (message.ready) return resolve();
        const job = pendingJobs.get(message.id ?? -1);
        if (!job) return;
        pendingJobs.delete(message.id!);
        if (message.result) job.resolve(message.result);
        else job.reject(new Error(message.error ?? 'load job failed'));
      },
    );
  });
}

function runLoad(job: LoadJob): Promise<LoadResult> {
  const id = nextJobId++;
  return new Promise((resolve, reject) => {
    pendingJobs.set(id, { resolve, reject });
    loadWorker!.send({ id, job });
  });
}

async function startFloor(kind: FloorKind): Promise<{ origin: string; child: ChildProcess }> {
  const port = await findFreePort();
  const child = spawnPinned(
    SERVER_CORE,
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'bench/floors.ts'), kind, String(port)],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  await waitForLine(child, /ready \d+/, 30_000, `floor ${kind}`);
  return { origin: `http://127.0.0.1:${port}`, child };
}

/**
 * PGlite writes its files lazily: a server killed before it closes its database can leave the
 * data directory unusable (seen here). Drain the server's backlog, then give it time to close.
 */
async function stopServer(server: { origin: string; child: ChildProcess }): Promise<void> {
  await waitIdle(server.origin, '/api/health', 120_000);
  await stopChild(server.child, 60_000);
}

/** `core`: the core to pin the server to; null leaves it unpinned (several workers). */
async function startServer(
  target: Target,
  env: Record<string, string> = {},
  core: string | null = SERVER_CORE,
) {
  const port = await findFreePort();
  const child = spawnPinned(core ?? undefined, process.execPath, [apiBundle('main')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.databaseUrl ?? '',
      WEB_BUILD_DIR: path.join(ROOT, 'apps/web/build'),
      // One process, as measured so far (on PostgreSQL the default is one worker per core).
      WEB_CONCURRENCY: '1',
      ...env,
    },
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    if (!/PAYMENT_PROVIDER=sandbox/.test(text))
      process.stderr.write(`[${target.name} server] ${text}`);
  });
  await waitForLine(child, /Haat is ready/, 120_000, `${target.name} server`);
  const server = { origin: `http://127.0.0.1:${port}`, child };
  running.add(server);
  child.once('exit', () => running.delete(server));
  return server;
}

// ---------------------------------------------------------------- measuring

function medianResult(results: LoadResult[]): LoadResult {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN;
  };
  const pick = (key: keyof LoadResult) => median(results.map((result) => result[key]));
  return {
    requestsPerSecond: pick('requestsPerSecond'),
    p50: pick('p50'),
    p90: pick('p90'),
    p99: pick('p99'),
    // Errors are summed, never medianed away.
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
    timeouts: results.reduce((sum, result) => sum + result.timeouts, 0),
    total: results.reduce((sum, result) => sum + result.total, 0),
    bytesPerRequest: pick('bytesPerRequest'),
  };
}

interface Scenario {
  id: string;
  origin: string;
  /** Answered fast by an idle server: polled after each run until the backlog has drained. */
  healthPath: string;
  mode: Mode;
  requests: LoadRequest[];
  headers: Record<string, string>;
  /** wrk where installed (bench/wrk.ts says for which figures); autocannon otherwise. */
  generator?: 'wrk';
}

/** A scenario's run, by wrk when it asks for it and wrk is installed. */
function measure(scenario: Scenario): Promise<LoadResult> {
  return scenario.generator === 'wrk' && HAS_WRK
    ? runWrk(job(scenario), CACHE_DIR, LOAD_CORE)
    : runLoad(job(scenario));
}

/** The same, for a job built by hand. */
function measureJob(load: LoadJob, generator?: 'wrk'): Promise<LoadResult> {
  return generator === 'wrk' && HAS_WRK ? runWrk(load, CACHE_DIR, LOAD_CORE) : runLoad(load);
}

/**
 * How fast a health check must answer (three in a row) for a server to count as idle: 20 ms, or
 * BENCH_IDLE_MS on a machine so loaded that even an idle server's answers wait longer for a core
 * (seen at load average 20 on two cores: 45–730 ms), where waiting for 20 ms only runs into each
 * wait's timeout.
 */
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 20) || 20;

/**
 * A run that overloads the server leaves requests queued after the load stops (Node finishes a
 * request whose client has gone); the next scenario must not pay for them.
 */
async function waitIdle(origin: string, healthPath: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let quick = 0;
  while (Date.now() < deadline && quick < 3) {
    const startedAt = performance.now();
    try {
      await (
        await fetch(`${origin}${healthPath}`, { signal: AbortSignal.timeout(5_000) })
      ).arrayBuffer();
      quick = performance.now() - startedAt < IDLE_MS ? quick + 1 : 0;
    } catch {
      quick = 0;
    }
    if (quick < 3) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (quick < 3) log(`warning: ${origin} still busy after ${timeoutMs / 1000} s`);
}

function job(scenario: Scenario, seconds = SETTINGS.seconds): LoadJob {
  // No client pipelines a write (RFC 9112 §9.3.2), and a signed-in shopper's calls are bounded by
  // the database: their throughput mode is 100 connections without pipelining (a deeper queue
  // only turns into timeouts).
  const unpipelined =
    scenario.requests.some((request) => request.method !== 'GET') ||
    scenario.headers.authorization !== undefined;
  return {
    origin: scenario.origin,
    requests: scenario.requests,
    headers: scenario.headers,
    ...MODES[scenario.mode],
    ...(unpipelined ? { pipelining: 1 } : {}),
    // A signed-in call runs code no other scenario warmed (tokens, cart writes): measured by hand,
    // cart add climbs from ~375 to ~600 a second over its first 15 s of load as it is compiled.
    warmupSeconds: unpipelined ? Math.max(SETTINGS.warmupSeconds, 10) : SETTINGS.warmupSeconds,
    seconds,
    prime: scenario.requests.every((request) => request.method === 'GET'),
  };
}

async function serverScenarios(
  target: Target,
  origin: string,
  sample: Sample,
): Promise<Scenario[]> {
  // A catalogue-only target is not shopped in: no sessions, no carts.
  const session = target.catalogOnly ? NO_SESSION : await prepareSession(origin, sample);
  const requests = buildScenarioRequests(sample, session);
  const signedIn = {
    ...BROWSER_HEADERS,
    authorization: `Bearer ${session.token}`,
    'content-type': 'application/json',
  };
  const scenarios: Scenario[] = [];
  // --quick measures only what a target reads: throughput of listing, product and cart add,
  // and the suggestions' latency.
  const add = (
    name: keyof typeof requests,
    id: string,
    headers: Record<string, string>,
    modes: readonly Mode[] = QUICK ? ['throughput'] : ['throughput', 'latency'],
    generator?: 'wrk',
  ) => {
    for (const mode of modes)
      scenarios.push({
        id: `${target.name}|${id}:${mode}`,
        origin,
        healthPath: '/api/health',
        mode,
        requests: requests[name],
        headers,
        ...(generator ? { generator } : {}),
      });
  };
  add('listing', 'listing', BROWSER_HEADERS);
  // The country-of-origin filter's listings alone (rule 6(10A)): inside the listing's targets.
  add('originListing', 'listing-origin', BROWSER_HEADERS, ['throughput']);
  add('product', 'product', BROWSER_HEADERS);
  // The product page's HTML, kept pages on (the server as it runs).
  scenarios.push({
    id: `${target.name}|product-page:latency`,
    origin,
    healthPath: '/api/health',
    mode: 'latency',
    requests: buildProductPages(sample),
    headers: PAGE_HEADERS,
    generator: 'wrk',
  });
  add(
    'suggestions',
    'suggestions',
    BROWSER_HEADERS,
    QUICK ? ['latency'] : ['throughput', 'latency'],
  );
  if (target.catalogOnly) return scenarios;
  // Each cart add carries its own shopper's token (bench/scenarios.ts).
  add(
    'cartAdd',
    'cart-add',
    { ...BROWSER_HEADERS, 'content-type': 'application/json' },
    undefined,
    'wrk',
  );
  // The checkout summary on PostgreSQL is a target, so even a quick run reads it.
  if (!QUICK || target.kind === 'postgres')
    add('checkout', 'checkout', signedIn, QUICK ? ['throughput'] : undefined, 'wrk');
  scenarios.push({
    id: `${target.name}|listing:serial`,
    origin,
    healthPath: '/api/health',
    mode: 'serial',
    requests: requests.listing,
    headers: BROWSER_HEADERS,
  });
  return scenarios;
}

/**
 * The SQL timing (bench/sql.ts) in a child process on the server's core: the API it is compared
 * with runs there alone, so both are timed with one core for the main thread, the garbage
 * collector and WebAssembly's compiler.
 */
async function measureSqlPinned(target: Target, options: SqlOptions): Promise<SqlFigures> {
  const jobFile = path.join(CACHE_DIR, `sql-job-${target.name}.json`);
  writeFileSync(jobFile, JSON.stringify({ target, options }));
  const child = spawnPinned(
    SERVER_CORE,
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'bench/sql.ts'), jobFile],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`${target.name}: the SQL timing exited with ${code}`);
  return JSON.parse(output.trim().split('\n').at(-1)!) as SqlFigures;
}

/** Evenly spread over a pool, so every kind of filter is in a sample of `count`. */
function spread<T>(items: T[], count: number): T[] {
  const size = Math.min(count, items.length);
  return Array.from(
    { length: size },
    (_, index) => items[Math.floor((index * items.length) / size)]!,
  );
}

/**
 * The API with its catalogue cache off, one request at a time, on the very listing queries the
 * SQL was timed on (after one pass over them, as the SQL was): its own cost over the SQL's.
 */
async function measureUncached(
  target: Target,
  sample: Sample,
): Promise<DatabaseFigures['uncached']> {
  const server = await startServer(target, { CATALOG_CACHE_ENTRIES: '0' });
  try {
    const listing = spread(buildListingQueries(sample), SETTINGS.sqlSamples).map(listingRequest);
    const product = sample.productIds.map((id): LoadRequest => ({
      method: 'GET',
      path: `/api/public/product?productID=${id}`,
    }));
    const base = {
      origin: server.origin,
      headers: BROWSER_HEADERS,
      ...MODES.serial,
      warmupSeconds: SETTINGS.warmupSeconds,
      prime: true,
    };
    const origin = spread(originListingQueries(sample), SETTINGS.sqlSamples).map(listingRequest);
    const listingRuns: LoadResult[] = [];
    const originRuns: LoadResult[] = [];
    const productRuns: LoadResult[] = [];
    const pageRuns: LoadResult[] = [];
    for (let round = 0; round < Math.min(SETTINGS.rounds, 3); round += 1) {
      // Each query as often as the SQL timing ran it: the two p50s are of the same mix.
      listingRuns.push(
        await runLoad({ ...base, requests: listing, seconds: SETTINGS.seconds, inOrder: true }),
      );
      await waitIdle(server.origin, '/api/health');
      originRuns.push(
        await runLoad({ ...base, requests: origin, seconds: SETTINGS.seconds, inOrder: true }),
      );
      await waitIdle(server.origin, '/api/health');
      if (QUICK) continue;
      productRuns.push(await runLoad({ ...base, requests: product, seconds: SETTINGS.seconds }));
      await waitIdle(server.origin, '/api/health');
    }
    // Product pages rendered for every request (no kept HTML, no cached answers).
    for (let round = 0; round < Math.min(SETTINGS.rounds, 3); round += 1) {
      pageRuns.push(
        await measureJob(
          {
            ...base,
            ...MODES.latency,
            headers: PAGE_HEADERS,
            requests: buildProductPages(sample),
            seconds: SETTINGS.seconds,
          },
          'wrk',
        ),
      );
      await waitIdle(server.origin, '/api/health');
    }
    return {
      listingSerial: medianResult(listingRuns),
      originListingSerial: medianResult(originRuns),
      productSerial: productRuns.length > 0 ? medianResult(productRuns) : undefined,
      productPage: medianResult(pageRuns),
    };
  } finally {
    await stopServer(server);
  }
}

/**
 * The server render cost proper: every product page rendered for its request (PAGE_CACHE
 * off), the API answers its loaders ask for kept as the server keeps them.
 */
async function measureRenderedPages(target: Target, sample: Sample): Promise<LoadResult> {
  const server = await startServer(target, { PAGE_CACHE: 'false' });
  try {
    const runs: LoadResult[] = [];
    for (let round = 0; round < Math.min(SETTINGS.rounds, 3); round += 1) {
      runs.push(
        await measureJob(
          {
            origin: server.origin,
            ...MODES.latency,
            warmupSeconds: SETTINGS.warmupSeconds,
            prime: true,
            headers: PAGE_HEADERS,
            requests: buildProductPages(sample),
            seconds: SETTINGS.seconds,
          },
          'wrk',
        ),
      );
      await waitIdle(server.origin, '/api/health');
    }
    return medianResult(runs);
  } finally {
    await stopServer(server);
  }
}

/**
 * Listing throughput with two workers against one (`WEB_CONCURRENCY`), in interleaved
 * rounds of one run. Neither server is pinned, so each may use both cores; the load comes from
 * the second core, by wrk where it is installed (autocannon needs most of a core for the same
 * load, which would leave a second worker nothing to run on). Each worker keeps its own cache,
 * so each server is warmed for longer than usual before it is measured.
 */
async function measureScaleOut(target: Target, sample: Sample): Promise<ScaleOutFigures> {
  // Neither server is pinned (null: an `undefined` here would take the default, core 0, and run
  // both workers on one core, as it once did).
  const one = await startServer(target, { WEB_CONCURRENCY: '1' }, null);
  const two = await startServer(target, { WEB_CONCURRENCY: '2' }, null);
  const generator = HAS_WRK ? 'wrk' : 'autocannon';
  if (!HAS_WRK)
    log('wrk is not installed (apt-get install wrk): two workers are measured with autocannon');
  try {
    const listing = buildListingQueries(sample).map(listingRequest);
    const loadOf = (origin: string, warmupSeconds: number, seconds: number): LoadJob => ({
      ...job({
        id: `${target.name}|listing-workers:throughput`,
        origin,
        healthPath: '/api/health',
        mode: 'throughput',
        requests: listing,
        headers: BROWSER_HEADERS,
      }),
      // wrk does not pipeline; neither does autocannon here, so both servers see the same.
      pipelining: 1,
      prime: false,
      warmupSeconds,
      seconds,
    });
    const send = (load: LoadJob) => measureJob(load, 'wrk');
    // Every worker fills its own cache (745 listings, each a query on first sight): a cold worker
    // answers ~100 listings a second for its first 5–15 s, and two runs of a server still warming
    // can agree with each other (seen: 440 then 470 a second, before 7,800), so agreeing is not
    // enough. Two workers climb for longer than one, each warming its own cache (by hand: 250,
    // 16,000, then 32,000 a second in consecutive 5-second runs). Each server is warmed for 30 s
    // at least, then until two 5-second runs in a row no longer beat the best before them by more
    // than 3% (the rate has stopped climbing), 2 minutes at most.
    for (const server of [one, two]) {
      const rates: number[] = [];
      let flat = 0;
      for (let run = 0; run < 24; run += 1) {
        const rate = (await send(loadOf(server.origin, 0, 5))).requestsPerSecond;
        const best = Math.max(0, ...rates);
        rates.push(rate);
        flat = rate <= best * 1.03 ? flat + 1 : 0;
        if (run >= 5 && flat >= 2) break;
      }
      log(
        `${target.name}: warming ${server === one ? 'one worker' : 'two workers'}: ${rates.join(', ')} req/s`,
      );
      await waitIdle(server.origin, '/api/health');
    }
    const runs = { one: [] as LoadResult[], two: [] as LoadResult[] };
    for (let round = 0; round < Math.max(SETTINGS.rounds, 3); round += 1) {
      for (const [workers, server] of [
        ['one', one],
        ['two', two],
      ] as const) {
        const result = await send(
          loadOf(server.origin, SETTINGS.warmupSeconds, Math.max(SETTINGS.seconds, 5)),
        );
        await waitIdle(server.origin, '/api/health');
        runs[workers].push(result);
        log(
          `${target.name}: listing with WEB_CONCURRENCY=${workers === 'one' ? 1 : 2}, round ${round + 1} (${generator}): ${result.requestsPerSecond} req/s`,
        );
      }
    }
    return { one: medianResult(runs.one), two: medianResult(runs.two), generator };
  } finally {
    await Promise.all([stopServer(one), stopServer(two)]);
  }
}

/** The back office, built from its sources as `npm run build` does. */
function buildBackOffice(): void {
  log('building the back office…');
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/admin'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('the back office build failed');
}

/** 1-minute load average: other work on the machine skews every figure, so it is recorded. */
function loadAverage(): number {
  return os.loadavg()[0] ?? NaN;
}

/** Servers running now, so an interrupted run can let them drain before stopping them. */
const running = new Set<{ origin: string; child: ChildProcess }>();

async function main(): Promise<void> {
  installCleanup(async () => {
    if (loadWorker) await stopChild(loadWorker);
    await Promise.all([...running].map((server) => waitIdle(server.origin, '/api/health', 60_000)));
  });
  const loadAtStart = loadAverage();
  if (loadAtStart > 0.5)
    log(
      `warning: load average ${loadAtStart.toFixed(2)} before starting: other work will skew the figures`,
    );
  const loadPerRound: number[] = [];
  log(
    `${QUICK ? 'quick' : 'full'} run: ${JSON.stringify(SETTINGS)}; taskset ${HAS_TASKSET ? 'yes' : 'no'}`,
  );
  ensureWebBuilt(log);
  // The server as `npm start` runs it: the bundle of the API's sources (apps/api/scripts/build.mjs).
  await buildApi({ force: true });
  // Before any server starts: a server serves /admin only when the build is there at its start.
  if (FRONTEND) buildBackOffice();
  if (ONLY !== undefined && !process.env.DATABASE_URL)
    throw new Error(`--only=${ONLY} measures PostgreSQL: set DATABASE_URL`);
  const targets: Target[] = [];
  if (ONLY === undefined)
    targets.push({
      kind: 'pglite',
      name: 'pglite',
      dataDir: path.join(CACHE_DIR, 'pglite'),
      products: BENCH_PRODUCTS,
    });
  if (process.env.DATABASE_URL) {
    if (ONLY === undefined)
      targets.push({
        kind: 'postgres',
        name: 'postgres',
        dataDir: path.join(CACHE_DIR, 'postgres'),
        databaseUrl: await ensureBenchDatabase(process.env.DATABASE_URL),
        products: BENCH_PRODUCTS,
      });
    // A grown shop's catalogue, measured for what a catalogue is asked.
    if ((MILLION && ONLY === undefined) || ONLY === 'million')
      targets.push({
        kind: 'postgres',
        name: 'postgres 1M',
        dataDir: path.join(CACHE_DIR, 'postgres-1m'),
        databaseUrl: await ensureBenchDatabase(process.env.DATABASE_URL, MILLION_DATABASE),
        products: MILLION_PRODUCTS,
        catalogOnly: true,
      });
  } else log('DATABASE_URL is not set: PGlite only');

  // Sellers' money first: its server runs alone, before any other is started.
  let sellerMoney: SellerMoneyFigures | undefined;
  let settlementRun: SettlementRunFigures | undefined;
  if (process.env.DATABASE_URL && ((MONEY && ONLY === undefined) || ONLY === 'money')) {
    const target = await prepareMoneyTarget(process.env.DATABASE_URL, log);
    const server = await startServer(target);
    try {
      sellerMoney = await measureSellerMoney(
        server.origin,
        pidOf(server.child),
        SETTINGS.moneyRuns,
        log,
      );
    } finally {
      await stopServer(server);
    }
    // The settlement run over 100,000 held transfers, in this process, the server stopped.
    if (SETTLEMENT) {
      const handle = await openTarget(target);
      try {
        settlementRun = await measureSettlementRun(handle.db, log);
      } finally {
        await handle.close();
      }
    }
  }

  // Couriers' scans next, their server alone too, on a fresh copy of the demo shop each run.
  let courierScans: CourierScansFigures | undefined;
  if (process.env.DATABASE_URL && ((SCANS && ONLY === undefined) || ONLY === 'scans')) {
    const { target, parcels } = await prepareScansTarget(process.env.DATABASE_URL, log);
    const server = await startServer(target);
    try {
      courierScans = await measureCourierScans({
        origin: server.origin,
        serverPid: pidOf(server.child),
        target,
        parcels,
        waitIdle: (origin) => waitIdle(origin, '/api/health'),
        log,
      });
    } finally {
      await stopServer(server);
    }
  }

  const samples = new Map<string, Sample>();
  const sqlFigures = new Map<string, DatabaseFigures['sql']>();
  for (const target of targets) {
    await prepareTarget(target, log);
    const handle = await openTarget(target);
    samples.set(target.name, await sampleIds(handle.db, SETTINGS.productPool));
    await handle.close();
    const sample = samples.get(target.name)!;
    log(`${target.name}: timing the listing and suggestion SQL in-process…`);
    sqlFigures.set(
      target.name,
      await measureSqlPinned(target, {
        listingQueries: spread(buildListingQueries(sample), SETTINGS.sqlSamples),
        originQueries: spread(originListingQueries(sample), SETTINGS.sqlSamples),
        suggestionTexts: buildSuggestionTexts(sample),
        samples: SETTINGS.sqlSamples,
      }),
    );
  }

  await startLoadWorker();
  const uncached = new Map<string, DatabaseFigures['uncached']>();
  for (const target of targets) {
    log(`${target.name}: the API with its cache off, one connection…`);
    const uncachedFigures = await measureUncached(target, samples.get(target.name)!);
    if (!target.catalogOnly)
      uncachedFigures.renderedPage = await measureRenderedPages(target, samples.get(target.name)!);
    uncached.set(target.name, uncachedFigures);
  }

  const scaleOut = new Map<string, ScaleOutFigures>();
  for (const target of targets) {
    if (!SCALE_OUT || target.kind !== 'postgres' || target.catalogOnly) continue;
    log(`${target.name}: listing with one worker and with two…`);
    scaleOut.set(target.name, await measureScaleOut(target, samples.get(target.name)!));
  }

  // The floors are what the catalogue's figures are divided by: none without a catalogue.
  const floorKinds = targets.length > 0 ? FLOOR_KINDS : [];
  const floors = new Map<FloorKind, { origin: string; child: ChildProcess }>();
  for (const kind of floorKinds) floors.set(kind, await startFloor(kind));
  const servers = new Map<string, { origin: string; child: ChildProcess }>();
  const scenarios: Scenario[] = floorKinds.map((kind) => ({
    id: `floor|${kind}:throughput`,
    origin: floors.get(kind)!.origin,
    healthPath: '/',
    mode: 'throughput',
    requests: [{ method: 'GET', path: '/' }],
    headers: {},
  }));
  // Pages are asked for as browsers do, 50 connections without pipelining: their floor is Fastify
  // hello asked for the same way (the render-cost ratios).
  if (floors.has('fastify-hello'))
    scenarios.push({
      id: 'floor|fastify-hello:latency',
      origin: floors.get('fastify-hello')!.origin,
      healthPath: '/',
      mode: 'latency',
      requests: [{ method: 'GET', path: '/' }],
      headers: {},
      generator: 'wrk',
    });
  for (const target of targets) {
    const server = await startServer(target);
    servers.set(target.name, server);
    scenarios.push(...(await serverScenarios(target, server.origin, samples.get(target.name)!)));
  }

  const runs = new Map<string, LoadResult[]>();
  for (let round = 1; round <= SETTINGS.rounds; round += 1) {
    loadPerRound.push(Math.round(loadAverage() * 100) / 100);
    for (const scenario of scenarios) {
      const result = await measure(scenario);
      await waitIdle(scenario.origin, scenario.healthPath);
      runs.set(scenario.id, [...(runs.get(scenario.id) ?? []), result]);
      log(
        `round ${round}/${SETTINGS.rounds} ${scenario.id}: ${result.requestsPerSecond} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms${result.non2xx + result.errors + result.timeouts ? `, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts` : ''}`,
      );
    }
  }
  const medians = new Map([...runs].map(([id, results]) => [id, medianResult(results)]));
  const rss = new Map([...servers].map(([kind, server]) => [kind, readRssMb(server.child.pid)]));

  let lighthouse: LighthouseFigures[] = [];
  let axe: AxeFigures | undefined;
  let backOffice: BackOfficeFigures | undefined;
  let html: HtmlWeight[] = [];
  const pglite = servers.get('pglite')!;
  if (FRONTEND) {
    for (const [, floor] of floors) await stopChild(floor.child);
    const sample = samples.get('pglite')!;
    const tree = sample.tree[0]!;
    const pages = [
      { kind: 'home', path: '/' },
      {
        kind: 'listing',
        path: `/products/${encodeURIComponent(`0 ${tree.mainCategoryId} ${tree.categoryId} ${tree.subCategoryId}`)}`,
      },
      { kind: 'product', path: `/product/${sample.productIds[0]}` },
      { kind: 'product-hi', path: `/hi/product/${sample.productIds[0]}` },
    ] as const;
    html = await measureHtmlWeight(pglite.origin, pages);
    lighthouse = await runLighthouse(
      pglite.origin,
      pages.map(({ kind, path: pagePath }) => ({ page: kind, path: pagePath })),
      SETTINGS.lighthouseRuns,
      log,
    );
    axe = await runAxe(pglite.origin, log, QUICK ? [{ width: 375, height: 740 }] : undefined);
    // The back office's first download and its accessibility, signed in as the operator.
    backOffice = await runBackOfficeAudit(
      pglite.origin,
      path.join(ROOT, 'apps/admin/dist'),
      DEMO_ADMIN,
      sample.productIds[0]!,
      log,
    );
  }
  // Last: the order empties the demo customer's cart, which the checkout scenario reads.
  let keptAfterOrder: KeptAfterOrder | undefined;
  if (pglite) {
    const sample = samples.get('pglite')!;
    const tree = sample.tree[0]!;
    log('pglite: kept pages before and after an order…');
    keptAfterOrder = await measureKeptAfterOrder(pglite.origin, {
      productIds: sample.productIds,
      bought: sample.cartProductIds,
      listingPath: `/products/${encodeURIComponent(`0 ${tree.mainCategoryId} ${tree.categoryId} ${tree.subCategoryId}`)}`,
    });
  }
  for (const [, server] of servers) await stopServer(server);
  // Last, a crowd of shoppers on PGlite, on a server of its own (no other holds its database
  // then), unpinned as a shop's server runs: its orders take stock that the scenarios above add to
  // carts, so it runs after them.
  let shoppers: ShoppersFigures | undefined;
  const pgliteTarget = targets.find((target) => target.kind === 'pglite');
  if (pgliteTarget) {
    log('pglite: 100 shoppers browsing and buying…');
    const crowdServer = await startServer(pgliteTarget, {}, null);
    try {
      shoppers = await measureShoppers(crowdServer.origin, samples.get(pgliteTarget.name)!);
    } finally {
      await stopServer(crowdServer);
    }
    log(
      `pglite crowd: ${shoppers.requestsPerSecond} req/s, p95 ${shoppers.p95} ms, ${shoppers.unanswered} unanswered, ${shoppers.ordersPlaced} orders, ${shoppers.pagesKept} of ${shoppers.pages} pages kept`,
    );
  }
  await stopAll();

  const results: BenchResults = {
    startedAt: new Date(startedAt).toISOString(),
    seconds: (Date.now() - startedAt) / 1000,
    mode: QUICK ? 'quick' : 'full',
    settings: { ...SETTINGS, modes: MODES },
    machine: {
      cpus: os.cpus().length,
      taskset: HAS_TASKSET,
      wrk: HAS_WRK,
      devanagariFace: HAS_PHONE_DEVANAGARI_FACE,
      node: process.version,
      loadAverageAtStart: Math.round(loadAtStart * 100) / 100,
      loadAverageEachRound: loadPerRound,
    },
    floors: Object.fromEntries(
      [...floorKinds, 'fastify-hello-50' as const].flatMap((kind) => {
        const result = medians.get(
          kind === 'fastify-hello-50' ? 'floor|fastify-hello:latency' : `floor|${kind}:throughput`,
        );
        return result ? [[kind, result] as const] : [];
      }),
    ),
    databases: targets.map((target) => ({
      kind: target.kind,
      name: target.name,
      products: target.products,
      catalogOnly: target.catalogOnly ?? false,
      scaleOut: scaleOut.get(target.name),
      scenarios: Object.fromEntries(
        [...medians]
          .filter(([id]) => id.startsWith(`${target.name}|`))
          .map(([id, result]) => [id.split('|')[1]!, result]),
      ),
      sql: sqlFigures.get(target.name)!,
      uncached: uncached.get(target.name)!,
      rssMb: rss.get(target.name),
    })),
    // A part alone (--only) leaves the front end's figures to a whole run.
    initialJs: ONLY ? [] : await measureInitialJs(path.join(ROOT, 'apps/web/build')),
    initialJsHindi: ONLY ? [] : await measureInitialJs(path.join(ROOT, 'apps/web/build/hi')),
    html,
    keptAfterOrder,
    shoppers,
    lighthouse,
    axe,
    backOffice,
    sellerMoney,
    settlementRun,
    courierScans,
    only: ONLY,
  };
  const rows = buildRows(results);
  const name = ONLY ?? 'latest';
  writeResults(path.join(ROOT, 'bench/results'), results, rows, name);
  console.log(`\n${renderTable(rows)}\n`);
  log(
    `done in ${Math.round(results.seconds)} s; bench/results/${name}.json and ${name}.md written`,
  );
  // Missed targets are in the table; the exit code only says whether the measuring worked.
  process.exit(0);
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  await stopAll();
  process.exit(2);
});
