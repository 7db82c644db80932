// `npm start`: build the storefront, the back office and the server's bundle when their sources are
// newer than the build, then run the server (which migrates, seeds an empty database and serves everything on one port).
// The builds run at Vite's warning level: a line saying each starts, then only warnings and errors
// (docs/decisions/foundation.md, "A quiet start").
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiBundle, buildApi, newestModification } from '../apps/api/scripts/build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/build/server/index.js');
const sources = [
  'apps/web/src',
  'apps/web/react-router.config.ts',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/contract/src',
  'packages/india/src',
];

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const changedAt = Math.max(...sources.map((source) => newestModification(path.join(root, source))));
if (changedAt > builtAt) {
  console.log('Building the storefront…');
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'apps/web/scripts/build.mjs'), '--logLevel', 'warn'],
    { cwd: path.join(root, 'apps/web'), stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The back office (apps/admin) likewise, when its sources or the contract are newer than its build.
const adminIndex = path.join(root, 'apps/admin/dist/index.html');
const adminBuiltAt = existsSync(adminIndex) ? statSync(adminIndex).mtimeMs : 0;
const adminChangedAt = Math.max(
  ...[
    'apps/admin/src',
    'apps/admin/index.html',
    'apps/admin/vite.config.ts',
    'packages/contract/src',
  ].map((source) => newestModification(path.join(root, source))),
);
if (adminChangedAt > adminBuiltAt) {
  console.log('Building the back office…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: path.join(root, 'apps/admin'),
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server itself, bundled into apps/api/dist/ when its sources are newer than the bundle: Node
// then starts it without a TypeScript loader (apps/api/scripts/build.mjs).
if (await buildApi()) console.log('Built the server.');

const server = spawn(process.execPath, ['--enable-source-maps', apiBundle('main')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
