// Child processes of the harness: pinned to a core where `taskset` exists, remembered by PID, and
// always stopped on exit or Ctrl-C (only the ones we started, each by its own PID).
import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';

const started = new Set<ChildProcess>();

export const HAS_TASKSET = spawnSync('taskset', ['-V'], { stdio: 'ignore' }).status === 0;
/** The server and the floors run on core 0, the load generator on core 1 (when there are two). */
export const SERVER_CORE = '0';
export const LOAD_CORE = '1';

/** Spawns `command args` pinned to `core` (when taskset exists) and remembers it for clean-up. */
export function spawnPinned(
  core: string | undefined,
  command: string,
  args: string[],
  options: SpawnOptions,
): ChildProcess {
  const [file, argv] =
    core !== undefined && HAS_TASKSET
      ? ['taskset', ['-c', core, command, ...args]]
      : [command, args];
  const child = spawn(file, argv, options);
  started.add(child);
  child.once('exit', () => started.delete(child));
  return child;
}

/** Stops one child we started: SIGTERM, then SIGKILL after `graceMs`. */
export async function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(child.pid, 'SIGTERM');
  const timer = setTimeout(() => {
    if (child.pid !== undefined && child.exitCode === null) process.kill(child.pid, 'SIGKILL');
  }, graceMs);
  await exited;
  clearTimeout(timer);
}

/** A minute each: a PGlite server killed before it closes its database can corrupt it. */
export async function stopAll(): Promise<void> {
  await Promise.all([...started].map((child) => stopChild(child, 60_000).catch(() => undefined)));
}

let cleanupInstalled = false;
/**
 * Ctrl-C or SIGTERM stop every child before the harness exits; `beforeStop` first stops the load
 * and lets the servers drain, so none is stopped in the middle of a write.
 */
export function installCleanup(beforeStop: () => Promise<void> = async () => undefined): void {
  if (cleanupInstalled) return;
  cleanupInstalled = true;
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping the processes the benchmark started…`);
    void beforeStop()
      .catch(() => undefined)
      .then(() => stopAll())
      .finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  process.once('exit', () => {
    // Last resort, synchronous: anything still running is killed by its PID.
    for (const child of started) {
      if (child.pid !== undefined && child.exitCode === null) {
        try {
          process.kill(child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
  });
}

function listenOn(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(bound));
    });
  });
}

/** Ports this run has handed out: a server given one may not have bound it yet. */
const handedOut = new Set<number>();

/**
 * A free port for a server or floor: the kernel's pick, or with BENCH_PORTS=first-last (a
 * machine shared by several people, each given a range) the first free one of that range not
 * handed out already in this run (then any free one of it).
 */
export async function findFreePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '');
  if (!range) return listenOn(0);
  const [first, last] = [Number(range[1]), Number(range[2])];
  for (const fresh of [true, false]) {
    for (let port = first; port <= last; port += 1) {
      if (fresh && handedOut.has(port)) continue;
      try {
        await listenOn(port);
        handedOut.add(port);
        return port;
      } catch {
        // taken: the next one
      }
    }
  }
  throw new Error(`no free port in BENCH_PORTS=${process.env.BENCH_PORTS}`);
}

/** Resolves once `child` prints a line matching `pattern` (or rejects when it exits first). */
export function waitForLine(
  child: ChildProcess,
  pattern: RegExp,
  timeoutMs: number,
  label: string,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(
      () =>
        reject(new Error(`${label}: not ready after ${timeoutMs / 1000} s\n${seen.slice(-2000)}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      if (pattern.test(seen)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${label} exited (${code}) before it was ready\n${seen.slice(-2000)}`));
    });
  });
}

/** Resident memory of a process in MB, from /proc (Linux); undefined elsewhere. */
export function readRssMb(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Math.round(Number(match[1]) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

/** The PID of the program taskset ran: taskset execs it, so it is the same process. */
export function pidOf(child: ChildProcess): number | undefined {
  return child.pid;
}

/**
 * CPU time (user + system) a process has used so far, in ms, from /proc (Linux; the kernel's
 * ticks are 10 ms); undefined elsewhere. On a busy machine a call's wall time counts the waits
 * for a core; its CPU time does not.
 */
export function readCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command's name (in parentheses, which may hold spaces).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : undefined;
  } catch {
    return undefined;
  }
}
