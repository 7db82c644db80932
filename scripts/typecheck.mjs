// `npm run typecheck`: TypeScript's build mode over the project references (docs/testing.md).
// The shared packages are checked once and give the apps their declarations (under .tsbuild, with
// the build info, never in the source tree); then the leaves run as two processes side by side,
// the API (the biggest) beside the web app, the back office, the journeys and the benchmark
// (whose harness calls the API's services directly, so a changed signature fails here, not in a
// bench run).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');

/** Every project `npm run typecheck` covers, in the order they run. */
const SHARED = ['packages/india', 'packages/contract', 'packages/client'];
const LEAVES = [['apps/api'], ['apps/web', 'apps/admin', 'e2e', 'bench']];

function build(projects) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-b', ...projects], {
      cwd: root,
      stdio: 'inherit',
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

// TYPECHECK_SERIAL=1 builds the leaves in one process, one after another.
const serial = process.env.TYPECHECK_SERIAL === '1';
// The leaves run even when the shared packages fail, so one run shows every error.
const shared = await build(SHARED);
const leaves = serial
  ? [await build(LEAVES.flat())]
  : await Promise.all(LEAVES.map((projects) => build(projects)));
process.exit([shared, ...leaves].some((code) => code !== 0) ? 1 : 0);
