// The real server (src/main.ts) as a child process, for the tests of what only a process shows:
// workers, signals, the metrics port. Binds 127.0.0.1 on a free port, in its own DATA_DIR.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiBundle } from '../scripts/build.mjs';

const MAIN = apiBundle('main');
export const TEST_JWT_SECRET = 'server-process-test-secret-0123456789abcdef';

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port> */
  base: string;
  dataDir: string;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Resolves with the first match of `pattern` in the output from `from` on (waits for it). */
  waitForOutput(pattern: RegExp, timeoutMs?: number, from?: number): Promise<RegExpExecArray>;
  waitForExit(timeoutMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILL if still running, and the DATA_DIR removed. */
  dispose(): Promise<void>;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'haat-server-'));
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // An empty real shop on a trial (docs/decisions/going-live.md): quick to start, no seed.
      DEMO_SHOP: 'false',
      TEST_PAYMENTS: 'true',
      MESSAGES_IN_FILES: 'true',
      JWT_SECRET: TEST_JWT_SECRET,
      // No storefront: these tests are about the process, and it starts faster without one.
      WEB_BUILD_DIR: path.join(dataDir, 'no-storefront'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );

  const waitForOutput = (pattern: RegExp, timeoutMs = 60_000, from = 0) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(output.slice(from));
        if (!match) return false;
        done();
        resolve(match);
        return true;
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`no ${pattern} in ${timeoutMs} ms; the server said:\n${output}`));
      }, timeoutMs);
      const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
        if (check()) return;
        done();
        const how = signal ? `on ${signal}` : `with code ${code}`;
        reject(new Error(`the server exited ${how} before ${pattern}; it said:\n${output}`));
      };
      const done = () => {
        clearTimeout(timer);
        listeners.delete(listener);
        child.off('exit', onExit);
      };
      const listener = () => void check();
      if (check()) return;
      listeners.add(listener);
      child.once('exit', onExit);
    });

  const waitForExit = async (timeoutMs = 30_000) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`the server did not exit in ${timeoutMs} ms:\n${output}`)),
        timeoutMs,
      );
    });
    try {
      return await Promise.race([exited, timeout]);
    } finally {
      clearTimeout(timer);
    }
  };

  const server: ServerProcess = {
    child,
    base: '',
    dataDir,
    output: () => output,
    waitForOutput,
    waitForExit,
    dispose: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    const ready = await waitForOutput(/Haat is ready on http:\/\/localhost:(\d+)/, 90_000);
    server.base = `http://127.0.0.1:${ready[1]}`;
  } catch (error) {
    await server.dispose();
    throw error;
  }
  return server;
}

/** Whether a process of this id still runs. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
