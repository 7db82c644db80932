// The head of a public page in the server HTML: title, description, canonical URL,
// Open Graph and Twitter card, for search engines and for link previews in chat apps. Route
// modules' `meta` exports build it from their loader's data; absolute URLs use the public origin
// the root loader carries (PUBLIC_URL behind a proxy, else the request's own).
import { useRouteLoaderData, type MetaDescriptor } from 'react-router';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  OG_IMAGE_SIZE,
  pathInLanguage,
} from '@haat/contract/constants';
import { messages as m } from '../messages';
import { localPath, pageLanguage } from './language';

/** The shop's own card for pages that have no picture of their own (a raster, as chat apps need). */
export const SITE_CARD_PATH = '/og-haat.png';

export interface PageHead {
  title: string;
  description: string;
  /**
   * The page's one canonical address, a path without the language's prefix ('/product/p1'; the
   * Hindi page's is then /hi/product/p1); none for pages that are not indexed.
   */
  path?: string;
  /**
   * A raster picture for link previews, a path or absolute URL, drawn at OG_IMAGE_SIZE; the shop's
   * card when absent.
   */
  image?: string;
  /** What the picture shows; with no picture of its own, the shop card's own words. */
  imageAlt?: string;
  /** For a product page: its price in rupees and whether it can be bought now. */
  product?: { price: number; inStock: boolean };
  /** Pages that must not be indexed (personal pages, 404). */
  noindex?: boolean;
}

/** The root loader's data: where the shop lives, for absolute URLs. */
export interface RootData {
  origin: string;
}

function isRootData(value: unknown): value is RootData {
  return typeof value === 'object' && value !== null && 'origin' in value;
}

/** The public origin from the matched root route, for a `meta` function. */
export function originOf(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>) {
  const root = matches.find((match) => match?.id === 'root')?.loaderData;
  return isRootData(root) ? root.origin : '';
}

export function headTags(head: PageHead, origin: string): MetaDescriptor[] {
  const base = origin || 'http://localhost';
  const url = new URL(localPath(head.path ?? '/'), base).href;
  const image = new URL(head.image ?? SITE_CARD_PATH, base).href;
  const alt = head.image === undefined ? m.site.cardAlt : (head.imageAlt ?? head.title);
  const tags: MetaDescriptor[] = [
    { title: head.title },
    { name: 'description', content: head.description },
    ...(head.path === undefined ? [] : [{ tagName: 'link', rel: 'canonical', href: url }]),
    ...(head.path === undefined || head.noindex ? [] : alternates(head.path, base)),
    { property: 'og:site_name', content: 'Haat' },
    { property: 'og:locale', content: pageLanguage.ogLocale },
    ...LANGUAGES.filter((language) => language !== pageLanguage).map((language) => ({
      property: 'og:locale:alternate',
      content: language.ogLocale,
    })),
    { property: 'og:type', content: head.product ? 'product' : 'website' },
    { property: 'og:title', content: head.title },
    { property: 'og:description', content: head.description },
    ...(head.path === undefined ? [] : [{ property: 'og:url', content: url }]),
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(OG_IMAGE_SIZE.width) },
    { property: 'og:image:height', content: String(OG_IMAGE_SIZE.height) },
    { property: 'og:image:alt', content: alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: head.title },
    { name: 'twitter:description', content: head.description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: alt },
  ];
  if (head.product) {
    tags.push(
      { property: 'product:price:amount', content: head.product.price.toFixed(2) },
      { property: 'product:price:currency', content: 'INR' },
      {
        property: 'product:availability',
        content: head.product.inStock ? 'in stock' : 'out of stock',
      },
    );
  }
  if (head.noindex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}

/**
 * The page in every language the shop speaks, and the default language's for everyone else
 * (`x-default`): each language's page names them all, itself included, so the pairs hold both ways.
 */
function alternates(path: string, base: string): MetaDescriptor[] {
  return [
    ...LANGUAGES.map((language) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: language.tag,
      href: new URL(pathInLanguage(language.code, path), base).href,
    })),
    {
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: new URL(pathInLanguage(DEFAULT_LANGUAGE, path), base).href,
    },
  ];
}

/** The public origin in a component, the same on the server and in the browser (no mismatch). */
export function useSiteOrigin(): string {
  const root = useRouteLoaderData('root');
  if (isRootData(root)) return root.origin;
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/** A `meta` export for a page whose head is fixed text (terms, FAQ, contact…). */
export function fixedPageMeta(
  head: PageHead,
): (args: { matches: Parameters<typeof originOf>[0] }) => MetaDescriptor[] {
  return ({ matches }) => headTags(head, originOf(matches));
}
