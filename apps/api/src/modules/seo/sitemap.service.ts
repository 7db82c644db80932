// robots.txt and the sitemaps (sitemaps.org 0.9): an index naming one sitemap of the storefront's
// pages, one of its listings (categories, brands, sellers) and one per 10,000 published products.
// Built from the database; the routes cache them with the catalogue's answers, so a catalogue
// write drops them like any listing.
import { escapeXml } from '../../lib/xml.ts';
import { buildListingPath, LISTING_TYPE } from '@haat/contract';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  languagePrefix,
  pathInLanguage,
  sellerPagePath,
} from '@haat/contract/constants';
import type { Database } from '../../db/client.ts';
import {
  countPublishedProducts,
  selectListedSellers,
  selectListedBrandIds,
  selectListedCategoryPaths,
  selectPublishedProductPage,
} from './seo.repository.ts';

export const PRODUCTS_PER_SITEMAP = 10_000;

/** The public pages of docs/spec.md §2 that are the same for everyone. */
export const STATIC_PAGES = [
  '/',
  '/shop',
  '/contactus',
  '/contact',
  '/TermandCondition',
  '/ReturnCancellation',
  '/PrivacyPolicy',
  '/Seller',
] as const;

/** Personal pages and the API: nothing a search engine should index. */
const DISALLOWED = ['/api/', '/account', '/cart', '/checkout', '/wishlist', '/order/', '/login'];

/** An absolute URL of a storefront path; spaces (listing paths) and the rest percent-encoded. */
export function absoluteUrl(base: string, pathname: string): string {
  return new URL(encodeURI(pathname), `${base.replace(/\/+$/, '')}/`).toString();
}

/**
 * Every page once per language the storefront speaks (/product/p1, /hi/product/p1), each naming
 * all of them and the default for everyone else as its alternates (Google's hreflang in sitemaps),
 * so the pairs hold both ways.
 */
function urlset(base: string, entries: { path: string; lastmod?: string }[]): string {
  const urls = entries.flatMap((entry) => {
    const links = [
      ...LANGUAGES.map((language) => ({
        tag: language.tag,
        href: absoluteUrl(base, pathInLanguage(language.code, entry.path)),
      })),
      { tag: 'x-default', href: absoluteUrl(base, pathInLanguage(DEFAULT_LANGUAGE, entry.path)) },
    ]
      .map(
        (link) =>
          `<xhtml:link rel="alternate" hreflang="${link.tag}" href="${escapeXml(link.href)}"/>`,
      )
      .join('');
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : '';
    return LANGUAGES.map(
      (language) =>
        `  <url><loc>${escapeXml(absoluteUrl(base, pathInLanguage(language.code, entry.path)))}</loc>${lastmod}${links}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function buildRobotsTxt(base: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...LANGUAGES.flatMap((language) =>
      DISALLOWED.filter((path) => path !== '/api/' || !languagePrefix(language.code)).map(
        (path) => `Disallow: ${languagePrefix(language.code)}${path}`,
      ),
    ),
    '',
    `Sitemap: ${absoluteUrl(base, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

export async function buildSitemapIndex(db: Database, base: string): Promise<string> {
  const productPages = Math.ceil((await countPublishedProducts(db)) / PRODUCTS_PER_SITEMAP);
  const names = [
    'pages',
    'listings',
    ...Array.from({ length: productPages }, (_, index) => `products-${index + 1}`),
  ];
  const items = names
    .map(
      (name) =>
        `  <sitemap><loc>${escapeXml(absoluteUrl(base, `/sitemaps/${name}.xml`))}</loc></sitemap>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`;
}

export function buildPagesSitemap(base: string): string {
  return urlset(
    base,
    STATIC_PAGES.map((path) => ({ path })),
  );
}

/**
 * Every category level, brand and seller with something to buy, as the storefront links them:
 * a seller's listing and its page.
 */
export async function buildListingsSitemap(db: Database, base: string): Promise<string> {
  const [paths, brandIds, listedSellers] = await Promise.all([
    selectListedCategoryPaths(db),
    selectListedBrandIds(db),
    selectListedSellers(db),
  ]);
  const categoryLinks = paths.map((row) =>
    buildListingPath(
      LISTING_TYPE.mainCategory,
      [row.mainCategoryId, row.categoryId, row.subCategoryId].filter(
        (id): id is string => id !== null,
      ),
    ),
  );
  const links = [
    ...categoryLinks,
    ...brandIds.map((id) => buildListingPath(LISTING_TYPE.brand, [id])),
    ...listedSellers.map((seller) => buildListingPath(LISTING_TYPE.seller, [seller.id])),
    ...listedSellers.map((seller) => sellerPagePath(seller.slug)),
  ];
  return urlset(
    base,
    links.map((path) => ({ path })),
  );
}

/** Page `page` (from 1) of the product sitemaps; null past the last one. */
export async function buildProductsSitemap(
  db: Database,
  base: string,
  page: number,
): Promise<string | null> {
  const rows = await selectPublishedProductPage(db, page, PRODUCTS_PER_SITEMAP);
  if (rows.length === 0) return null;
  return urlset(
    base,
    rows.map((row) => ({
      path: `/product/${row.id}`,
      lastmod: row.createdAt.toISOString().slice(0, 10),
    })),
  );
}
