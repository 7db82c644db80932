// Bundles the server and the command-line tools into apps/api/dist/<entry>.mjs with esbuild, one
// self-contained file per entry: our TypeScript (and the workspace packages') compiled once,
// packages from node_modules imported as they are. Node then starts a process without a
// TypeScript loader: `admin-cli order:list` 3.4 s of CPU through tsx, 1.9 s bundled; a backup's
// start 1.45 s → 0.46 s (docs/decisions/foundation.md).
//
// `node apps/api/scripts/build.mjs` builds when a source is newer than the bundle;
// `--force` builds anyway. `npm start`, the API's package scripts and the tests build through here.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { build } from 'esbuild';

const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPO_ROOT = path.resolve(API_ROOT, '../..');
export const DIST_DIR = path.join(API_ROOT, 'dist');

/** Each entry's name in dist/ and its source. */
export const API_ENTRIES = {
  main: 'src/main.ts',
  'admin-cli': 'src/cli/admin-cli.ts',
  'seed-cli': 'src/seed/seed-cli.ts',
  'migrate-cli': 'src/db/migrate-cli.ts',
  'move-cli': 'src/db/transfer/move-cli.ts',
  'backup-cli': 'src/db/transfer/backup-cli.ts',
  'restore-cli': 'src/db/transfer/restore-cli.ts',
};

/** What a bundle is made from: a change here makes it stale. */
const SOURCES = [
  'apps/api/src',
  'apps/api/scripts/build.mjs',
  'packages/contract/src',
  'packages/india/src',
];

/** The path of an entry's bundle, e.g. apiBundle('admin-cli'). */
export function apiBundle(entry) {
  if (!(entry in API_ENTRIES)) throw new Error(`no API entry named ${entry}`);
  return path.join(DIST_DIR, `${entry}.mjs`);
}

/** The newest modification time under `target` (a file or a folder, walked whole); 0 if absent. */
export function newestModification(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    newest = Math.max(newest, newestModification(path.join(target, entry)));
  }
  return newest;
}

function isStale() {
  const builtAt = Math.min(
    ...Object.keys(API_ENTRIES).map((entry) => {
      const file = apiBundle(entry);
      return existsSync(file) ? statSync(file).mtimeMs : 0;
    }),
  );
  const changedAt = Math.max(
    ...SOURCES.map((source) => newestModification(path.join(REPO_ROOT, source))),
  );
  return changedAt >= builtAt;
}

/**
 * In a bundle every module would see the bundle's own `import.meta.url`. Modules other than the
 * entry get their source file's URL instead (relative to the bundle, so the checkout can move),
 * so what they find beside them (the migrations, fonts through createRequire) is where it was,
 * and a CLI module that another entry imports does not take itself for the script being run.
 */
const sourceUrls = {
  name: 'source-import-meta',
  setup(builder) {
    const entries = new Set(
      Object.values(API_ENTRIES).map((source) => path.join(API_ROOT, source)),
    );
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (/import\.meta\.(dirname|filename)/.test(text)) {
        throw new Error(`${args.path}: use import.meta.url, which the bundle keeps per module`);
      }
      if (entries.has(args.path) || !text.includes('import.meta.url')) {
        return { contents: text, loader: 'ts' };
      }
      const relative = path.relative(DIST_DIR, args.path).split(path.sep).join('/');
      return {
        contents: text.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(relative)}, import.meta.url).href`,
        ),
        loader: 'ts',
      };
    });
  },
};

/** Leaves every package from node_modules to Node; bundles our sources and the workspace's. */
const packagesStayExternal = {
  name: 'packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@haat/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Builds every entry's bundle when it is stale (or always, with force); resolves when done. */
export async function buildApi({ force = false } = {}) {
  if (!force && !isStale()) return false;
  await build({
    absWorkingDir: API_ROOT,
    entryPoints: API_ENTRIES,
    outdir: DIST_DIR,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    // Stack traces and error messages keep our function and class names.
    keepNames: true,
    logLevel: 'warning',
    plugins: [packagesStayExternal, sourceUrls],
  });
  return true;
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  const started = performance.now();
  const built = await buildApi({ force: process.argv.includes('--force') });
  if (built) {
    console.log(
      `Built the API into ${path.relative(REPO_ROOT, DIST_DIR)}/ in ${Math.round(performance.now() - started)} ms.`,
    );
  }
}
