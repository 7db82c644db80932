// `npm run dev`: one process on one port, as in production — the API (restarting when its code
// changes) with the storefront rendered by Vite's dev server inside it (HAAT_WEB_DEV=1, see
// apps/api/src/storefront.ts): pages rendered on the server, modules compiled on request, React
// Fast Refresh in the browser.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = spawn(
  process.execPath,
  [
    '--import',
    'tsx',
    '--watch-path',
    path.join(root, 'apps/api/src'),
    '--watch-path',
    path.join(root, 'packages'),
    path.join(root, 'apps/api/src/main.ts'),
  ],
  // One process: Vite's dev server (and its HMR socket) lives inside it, and --watch restarts it.
  { cwd: root, stdio: 'inherit', env: { ...process.env, HAAT_WEB_DEV: '1', WEB_CONCURRENCY: '1' } },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  process.exitCode = code ?? 0;
});
