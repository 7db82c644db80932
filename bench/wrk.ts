// wrk (Debian's package), where it is installed, for the figures whose load must leave the server
// room: two workers against one, the signed-in writes (cart add, checkout summary) and the
// pages at 50 connections with their hello floor. autocannon spends most of a core to
// send ~13,000 requests a second and ~0.6 ms of CPU per cart add (measured), on a machine of two
// cores where the server and PostgreSQL need it; and it reads a 26 KB page at ~2,300 a second,
// where wrk reads ~7,000 from the same server. wrk sends as many with a fraction of a core.
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { prime, type LoadJob, type LoadResult } from './load.ts';

export const HAS_WRK = spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error === undefined;

/** The pool in a fixed shuffled order: consecutive requests spread over shoppers and pages. */
function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  let state = 0x2545f491;
  for (let index = copy.length - 1; index > 0; index -= 1) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    const other = state % (index + 1);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/** A Lua script that walks the job's requests in turn, each with the job's and its own headers. */
function writeScript(job: LoadJob, dir: string): string {
  const quote = (text: string) => JSON.stringify(text); // a JSON string of ASCII is a Lua string
  const table = (headers: Record<string, string>) =>
    `{ ${Object.entries(headers)
      .map(([name, value]) => `[${quote(name)}] = ${quote(value)}`)
      .join(', ')} }`;
  const requests = shuffled(job.requests).map(
    (request) =>
      `{ ${quote(request.method)}, ${quote(request.path)}, ${table({ ...job.headers, ...request.headers })}${request.body === undefined ? '' : `, ${quote(request.body)}`} }`,
  );
  const script = [
    `local requests = { ${requests.join(',\n')} }`,
    'local i = 0',
    'request = function()',
    '  i = i % #requests + 1',
    '  local r = requests[i]',
    '  return wrk.format(r[1], r[2], r[3], r[4])',
    'end',
  ].join('\n');
  const file = path.join(dir, 'wrk-rotate.lua');
  writeFileSync(file, script);
  return file;
}

/** Seconds or milliseconds as wrk prints them ("812.00us", "3.41ms", "1.20s") → ms. */
export function parseDuration(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!match) return NaN;
  const value = Number(match[1]);
  return { us: value / 1000, ms: value, s: value * 1000, m: value * 60_000 }[match[2] as 'ms'];
}

/** wrk's report (with --latency) → the harness's figures. */
export function parseWrkReport(report: string, seconds: number): LoadResult {
  const percentile = (at: string) =>
    parseDuration(new RegExp(`^\\s*${at}%\\s+(\\S+)`, 'm').exec(report)?.[1] ?? '');
  const total = Number(/(\d+) requests in/.exec(report)?.[1] ?? NaN);
  const bytes = /requests in [^,]+, ([\d.]+)(B|KB|MB|GB) read/.exec(report);
  const byteCount = bytes
    ? Number(bytes[1]) * { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 }[bytes[2] as 'B']
    : NaN;
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    report,
  );
  return {
    requestsPerSecond: Math.round(
      Number(/Requests\/sec:\s+([\d.]+)/.exec(report)?.[1] ?? total / seconds),
    ),
    p50: percentile('50'),
    p90: percentile('90'),
    p99: percentile('99'),
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(report)?.[1] ?? 0),
    errors: socket ? Number(socket[1]) + Number(socket[2]) + Number(socket[3]) : 0,
    timeouts: socket ? Number(socket[4]) : 0,
    total,
    bytesPerRequest: total > 0 ? Math.round(byteCount / total) : 0,
  };
}

function runOnce(
  job: LoadJob,
  script: string,
  seconds: number,
  core: string | undefined,
): Promise<string> {
  const args = [
    '-t1',
    `-c${job.connections}`,
    `-d${seconds}s`,
    '--timeout',
    '10s',
    '--latency',
    '-s',
    script,
    job.origin,
  ];
  const [file, argv] =
    core !== undefined ? ['taskset', ['-c', core, 'wrk', ...args]] : ['wrk', args];
  return new Promise((resolve, reject) => {
    const child = spawn(file, argv, { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`wrk exited with ${code}`)),
    );
  });
}

/** The priming, the warm-up, then the measured run, from `core` (wrk does not pipeline). */
export async function runWrk(
  job: LoadJob,
  workDir: string,
  core: string | undefined,
): Promise<LoadResult> {
  if (job.prime) await prime(job);
  const script = writeScript(job, workDir);
  if (job.warmupSeconds > 0) await runOnce(job, script, job.warmupSeconds, core);
  return parseWrkReport(await runOnce(job, script, job.seconds, core), job.seconds);
}
