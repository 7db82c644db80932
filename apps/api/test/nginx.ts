// Debian's nginx as the load balancer in front of several servers, as an operator would put it:
// round robin over the upstreams, X-Forwarded-For set, and the upstream that answered named in
// X-Upstream so a test can tell which machine served each request. Runs in its own prefix
// directory on a free loopback port, in the foreground, and is ended by its PID.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const NGINX = '/usr/sbin/nginx';

export function hasNginx(): boolean {
  return spawnSync(NGINX, ['-v']).status === 0;
}

export interface LoadBalancer {
  /** http://127.0.0.1:<port> */
  base: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function configFor(port: number, upstreams: string[], prefix: string): string {
  const servers = upstreams.map((base) => `    server ${new URL(base).host};`).join('\n');
  return `worker_processes 1;
user root;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  client_max_body_size 20m;
  upstream haat {
${servers}
    keepalive 8;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://haat;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream off;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

async function waitForPort(port: number, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${log()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port}: ${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** nginx balancing `upstreams` (each 'http://127.0.0.1:PORT'). */
export async function startLoadBalancer(upstreams: string[]): Promise<LoadBalancer> {
  const prefix = mkdtempSync(path.join(tmpdir(), 'haat-nginx-'));
  for (const folder of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(prefix, folder));
  }
  const port = await freePort();
  const config = path.join(prefix, 'nginx.conf');
  writeFileSync(config, configFor(port, upstreams, prefix));
  const child = spawn(NGINX, ['-p', prefix, '-c', config, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // SIGQUIT: nginx's graceful stop, its workers end with it.
      child.kill('SIGQUIT');
      await exited;
    }
    rmSync(prefix, { recursive: true, force: true });
  };
  try {
    await waitForPort(port, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base: `http://127.0.0.1:${port}`, stop };
}
