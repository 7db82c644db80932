// wrk (Debian's package), where it is installed, for the one figure whose load must leave the
// server room: issue 15's two workers against one. autocannon spends most of a core to send
// ~13,000 requests a second, so on a machine of two cores a second worker had nothing to run on;
// wrk sends as many with a fifth of a core. GET requests only, rotating over the job's pool.
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadJob, LoadResult } from './load.ts';

export const HAS_WRK = spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error === undefined;

/** A Lua script that walks the job's paths in turn, each with the job's headers. */
function writeScript(job: LoadJob, dir: string): string {
  if (job.requests.some((request) => request.method !== 'GET'))
    throw new Error('wrk jobs send GET requests only');
  const quote = (text: string) => JSON.stringify(text); // a JSON string is a Lua string here
  const headers = Object.entries(job.headers)
    .map(([name, value]) => `[${quote(name)}] = ${quote(value)}`)
    .join(', ');
  const script = [
    `local paths = { ${job.requests.map((request) => quote(request.path)).join(', ')} }`,
    `local headers = { ${headers} }`,
    'local i = 0',
    'request = function()',
    '  i = i % #paths + 1',
    '  return wrk.format("GET", paths[i], headers)',
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

/** The warm-up, then the measured run, from `core` (wrk does not pipeline). */
export async function runWrk(
  job: LoadJob,
  workDir: string,
  core: string | undefined,
): Promise<LoadResult> {
  const script = writeScript(job, workDir);
  if (job.warmupSeconds > 0) await runOnce(job, script, job.warmupSeconds, core);
  return parseWrkReport(await runOnce(job, script, job.seconds, core), job.seconds);
}
