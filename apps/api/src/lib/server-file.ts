// `DATA_DIR/server.json` says which process serves that data folder. PGlite admits one process
// per folder, so the operator CLI reads this file to decide: talk to the running server's admin
// API, or open the database itself. main.ts writes it after listen and removes it on shutdown.
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export const SERVER_FILE = 'server.json';

const ServerFileSchema = z.object({
  pid: z.number().int().positive(),
  port: z.number().int().min(1).max(65535),
  host: z.string().min(1).optional(),
  startedAt: z.string(),
});
export type ServerFile = z.infer<typeof ServerFileSchema>;

export function writeServerFile(
  dataDir: string,
  server: { pid: number; port: number; host: string },
): void {
  const file = path.join(dataDir, SERVER_FILE);
  const content: ServerFile = { ...server, startedAt: new Date().toISOString() };
  // Written whole and renamed, so a reader never sees half a file.
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(content, null, 2)}\n`);
  renameSync(temporary, file);
}

/** Removes the file only when it is still ours: a newer server may have replaced it. */
export function removeServerFile(dataDir: string, pid: number = process.pid): void {
  const current = readServerFile(dataDir);
  if (current?.pid === pid) rmSync(path.join(dataDir, SERVER_FILE), { force: true });
}

export function readServerFile(dataDir: string): ServerFile | null {
  let text: string;
  try {
    text = readFileSync(path.join(dataDir, SERVER_FILE), 'utf8');
  } catch {
    return null;
  }
  try {
    const parsed = ServerFileSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Where to reach the server from this machine: a wildcard or loopback bind is 127.0.0.1. */
export function serverBaseUrl(server: ServerFile): string {
  const host = server.host ?? '127.0.0.1';
  const local = ['0.0.0.0', '::', '127.0.0.1', 'localhost', '::1', ''].includes(host);
  const address = local ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${address}:${server.port}`;
}

export type ServerProbe =
  | { kind: 'none' }
  | { kind: 'running'; baseUrl: string; pid: number }
  /** A live process holds the file but does not answer: never open the database beside it. */
  | { kind: 'unresponsive'; baseUrl: string; pid: number };

export async function probeServer(dataDir: string, timeoutMs = 3000): Promise<ServerProbe> {
  const server = readServerFile(dataDir);
  if (!server || !isProcessAlive(server.pid)) return { kind: 'none' };
  const baseUrl = serverBaseUrl(server);
  try {
    const response = await fetch(`${baseUrl}/api/health`, {
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.ok) return { kind: 'running', baseUrl, pid: server.pid };
  } catch {
    // Falls through: alive but not answering.
  }
  return { kind: 'unresponsive', baseUrl, pid: server.pid };
}
