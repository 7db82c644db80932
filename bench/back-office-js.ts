// The back office's initial JavaScript per page, read from its build's Vite manifest. Used by
// `npm run bench` (back-office.ts) and by the CI budget test (e2e/tests/budgets.spec.ts); kept
// apart from the Lighthouse audit so the test does not load Lighthouse.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The ceiling enforced in CI (e2e/tests/budgets.spec.ts): the back office's initial JS on any
 * page, gzip, the goal of ≤ 150 KB. Split by page it went from one 187 KB file to 147–177 KB,
 * every page carrying the contract's schemas and zod; with the calls made through zod-free routes
 * and the forms' schemas loaded when first needed, 113–142 KB, the order list heaviest (it adds
 * the table and form libraries) (docs/decisions/back-office.md); with the lists drawn by one
 * component of their own instead of TanStack Table, 113–133 KB, the content editor heaviest
 * (docs/decisions/back-office-by-resource.md).
 */
export const BACK_OFFICE_JS_BUDGET_GZIP_BYTES = 150 * 1024;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export interface BackOfficePageWeight {
  /** The page's module under apps/admin/src (a route's `lazy` import). */
  page: string;
  gzipBytes: number;
  files: number;
}

/**
 * What each page of the back office loads before it renders, from the build's Vite manifest: the
 * entry and its static imports (the frame: sign-in, the layout, React, the router, the contract),
 * plus the page's own chunk and its imports, each file gzipped as the server sends it. The pages
 * are the entry's dynamic imports (apps/admin/src/router.tsx).
 */
export function measureBackOfficeJs(distDir: string): BackOfficePageWeight[] {
  const manifest = JSON.parse(
    readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('the back office build has no entry');
  const gzipOf = new Map<string, number>();
  const gzip = (file: string) => {
    let bytes = gzipOf.get(file);
    if (bytes === undefined) {
      bytes = gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
      gzipOf.set(file, bytes);
    }
    return bytes;
  };
  const closure = (key: string, into: Set<string>): Set<string> => {
    if (into.has(key)) return into;
    into.add(key);
    for (const imported of manifest[key]!.imports ?? []) closure(imported, into);
    return into;
  };
  const frame = closure(entryKey, new Set());
  const pages = manifest[entryKey]!.dynamicImports ?? [];
  const weigh = (chunks: Set<string>) =>
    [...chunks].reduce((sum, key) => sum + gzip(manifest[key]!.file), 0);
  if (pages.length === 0) return [{ page: entryKey, gzipBytes: weigh(frame), files: frame.size }];
  return pages.map((page) => {
    const chunks = closure(page, new Set(frame));
    return { page: page.replace(/^src\//, ''), gzipBytes: weigh(chunks), files: chunks.size };
  });
}
