// The SPA's index.html with the first page's own needs announced in <head> (issue 7): without
// them a phone learns of the page's code chunk only after the entry has run, and of the page's
// data only after that chunk has run — two round trips in a row before anything shows. Vite's
// manifest names each page's chunk and what it imports.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * Landing pages (where a shopper arrives from outside) and the route module apps/web's router
 * lazy-loads for them, with the public data each asks for first. Data that differs for a signed-in
 * shopper (wishlist hearts on listings and product pages) is never preloaded: the browser would
 * hand the anonymous answer to the signed-in request.
 */
const LANDING_PAGES: Array<{ pattern: RegExp; module: string; data: string[] }> = [
  {
    pattern: /^\/$/,
    module: 'src/routes/home.tsx',
    data: ['/api/public/home/offer', '/api/public/menus'],
  },
  {
    pattern: /^\/products\//i,
    module: 'src/routes/product-listing.tsx',
    data: ['/api/public/menus'],
  },
  { pattern: /^\/product\/[^/]+$/i, module: 'src/routes/product.tsx', data: ['/api/public/menus'] },
];

function closureOf(
  manifest: Record<string, ManifestChunk>,
  key: string,
  into: Set<string>,
): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key]!.imports ?? []) closureOf(manifest, imported, into);
  return into;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Where a page's largest picture (its LCP element) can start loading before any script runs. */
function imagePreload(url: string | undefined): string {
  if (!url || !url.startsWith('/')) return '';
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(url)}">`;
}

function withImage(html: string, imageUrl: string | undefined): string {
  const link = imagePreload(imageUrl);
  return link ? html.replace('</head>', `    ${link}\n  </head>`) : html;
}

/**
 * index.html for a path: the built file, plus preloads when the path is a landing page, plus its
 * largest picture when the caller knows it.
 */
export function createIndexHtmlFor(
  webDistDir: string,
  indexHtml: string,
): (pathname: string, imageUrl?: string) => string {
  const manifestPath = path.join(webDistDir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) return (_pathname, imageUrl) => withImage(indexHtml, imageUrl);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) return (_pathname, imageUrl) => withImage(indexHtml, imageUrl);
  // The entry's own imports are in index.html already.
  const shell = closureOf(manifest, entryKey, new Set());
  const pages = LANDING_PAGES.filter((page) => manifest[page.module]).map((page) => {
    const chunks = [...closureOf(manifest, page.module, new Set())].filter(
      (key) => !shell.has(key),
    );
    const links = [
      ...chunks.map(
        (key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`,
      ),
      ...chunks
        .flatMap((key) => manifest[key]!.css ?? [])
        .map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
      ...page.data.map(
        (url) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(url)}">`,
      ),
    ];
    return {
      pattern: page.pattern,
      html: indexHtml.replace('</head>', `    ${links.join('\n    ')}\n  </head>`),
    };
  });
  return (pathname, imageUrl) =>
    withImage(pages.find((page) => page.pattern.test(pathname))?.html ?? indexHtml, imageUrl);
}
