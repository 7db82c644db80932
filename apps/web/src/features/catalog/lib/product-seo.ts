// What search engines read about a product: the meta description and schema.org JSON-LD.
import type { ProductDetail } from '@haat/contract';
import type { ChosenItem } from './product-purchase';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntity(entity: string, name: string): string {
  if (name.startsWith('#x') || name.startsWith('#X')) {
    const code = Number.parseInt(name.slice(2), 16);
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  if (name.startsWith('#')) {
    const code = Number.parseInt(name.slice(1), 10);
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  return ENTITIES[name] ?? entity;
}

/**
 * Text of the server-sanitised HTML (a product's body), for the meta description and the JSON-LD.
 * Plain string work, no DOM: the server renders it too, and both must read the same (no
 * hydration mismatch). Tags become spaces, script and style lose their content, entities decode.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]+);/g, (entity, name: string) =>
      decodeEntity(entity, name),
    )
    .replace(/\s+/g, ' ')
    .trim();
}

function schemaCondition(name: string): string {
  if (/refurb/i.test(name)) return 'https://schema.org/RefurbishedCondition';
  if (/used|pre-?owned/i.test(name)) return 'https://schema.org/UsedCondition';
  return 'https://schema.org/NewCondition';
}

/**
 * schema.org Product with an INR offer, and aggregateRating when shoppers have rated it: the same
 * figures as the page's rating summary (the product's average and how many rated it).
 */
export function productJsonLd(
  product: ProductDetail,
  item: ChosenItem,
  url: string,
): Record<string, unknown> {
  const origin = new URL(url).origin;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    image: item.images.map((image) => new URL(image, origin).href),
    description: htmlToText(product.description || product.body).slice(0, 5000),
    sku: product.sku,
    url,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'INR',
      price: item.salePrice.toFixed(2),
      availability: item.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: schemaCondition(product.condition[0]?.name ?? ''),
      seller: { '@type': 'Organization', name: product.seller.name },
    },
  };
  const brand = product.brand[0]?.name;
  if (brand) data.brand = { '@type': 'Brand', name: brand };
  if (product.rating > 0 && product.ratingCount > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: product.rating,
      bestRating: 5,
      worstRating: 1,
      ratingCount: product.ratingCount,
    };
  }
  return data;
}

/** JSON for a script element: `<` escaped so no text can close the element early. */
export function serialiseJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** schema.org BreadcrumbList: Home, the product's category trail, the product. */
export function breadcrumbJsonLd(
  trail: ReadonlyArray<{ name: string; href: string }>,
  home: string,
  title: string,
  url: string,
): Record<string, unknown> {
  const origin = new URL(url).origin;
  const items = [{ name: home, href: '/' }, ...trail];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      ...items.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: new URL(crumb.href, origin).href,
      })),
      { '@type': 'ListItem', position: items.length + 1, name: title, item: url },
    ],
  };
}
