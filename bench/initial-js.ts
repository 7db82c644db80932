// Initial JavaScript per route, read from the Vite manifest: the entry and its static imports, plus
// the route's lazy chunk and its static imports — everything a phone downloads before the page
// renders. Used by `npm run bench` and by the CI budget test (e2e/tests/budgets.spec.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Issue 7's budget, enforced in CI (e2e/tests/budgets.spec.ts): initial JS per route, gzip. */
export const INITIAL_JS_BUDGET_GZIP_BYTES = 100 * 1024;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export interface RouteWeight {
  /** The route module (src/routes/<name>.tsx), or 'entry' for the shell alone. */
  route: string;
  files: string[];
  rawBytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

function staticClosure(manifest: Manifest, key: string, into: Set<string>): void {
  if (into.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the Vite manifest has no chunk '${key}'`);
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
}

const sizeCache = new Map<string, { raw: number; gzip: number; brotli: number }>();

function sizesOf(file: string) {
  const cached = sizeCache.get(file);
  if (cached) return cached;
  const bytes = readFileSync(file);
  const sizes = {
    raw: bytes.length,
    // What a precompressing server sends: gzip -9 and brotli at its highest quality.
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }).length,
  };
  sizeCache.set(file, sizes);
  return sizes;
}

function weigh(distDir: string, manifest: Manifest, route: string, keys: Set<string>): RouteWeight {
  const files = [...keys]
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith('.js'))
    .sort();
  let rawBytes = 0;
  let gzipBytes = 0;
  let brotliBytes = 0;
  for (const file of files) {
    const sizes = sizesOf(path.join(distDir, file));
    rawBytes += sizes.raw;
    gzipBytes += sizes.gzip;
    brotliBytes += sizes.brotli;
  }
  return { route, files, rawBytes, gzipBytes, brotliBytes };
}

/** Every route chunk the entry loads lazily (src/routes/*), each weighed with the entry. */
export function measureInitialJs(distDir: string): RouteWeight[] {
  const manifest = JSON.parse(
    readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1)
    throw new Error(`expected one entry in the manifest, found ${entries.length}`);
  const [entryKey, entry] = entries[0]!;
  const shell = new Set<string>();
  staticClosure(manifest, entryKey, shell);
  const weights = [weigh(distDir, manifest, 'entry', shell)];
  const routes = (entry.dynamicImports ?? []).filter((key) => key.startsWith('src/routes/'));
  if (routes.length === 0) throw new Error('the entry loads no route lazily: is the router split?');
  for (const route of routes.sort()) {
    const keys = new Set(shell);
    staticClosure(manifest, route, keys);
    weights.push(weigh(distDir, manifest, route.replace(/^src\/routes\/|\.tsx?$/g, ''), keys));
  }
  return weights;
}

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
