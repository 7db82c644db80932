// What search engines read about a product: the meta description and schema.org JSON-LD.
import type { ProductDetail } from '@haat/contract';
import type { ChosenItem } from './product-purchase';

/** Text of the server-sanitised HTML, for the meta description; parsing it runs no script. */
export function htmlToText(html: string): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

function schemaCondition(name: string): string {
  if (/refurb/i.test(name)) return 'https://schema.org/RefurbishedCondition';
  if (/used|pre-?owned/i.test(name)) return 'https://schema.org/UsedCondition';
  return 'https://schema.org/NewCondition';
}

/** schema.org Product with an INR offer, and aggregateRating when shoppers have rated it. */
export function productJsonLd(
  product: ProductDetail,
  item: ChosenItem,
  reviewCount: number,
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
  if (product.rating > 0 && reviewCount > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: product.rating,
      bestRating: 5,
      worstRating: 1,
      reviewCount,
    };
  }
  return data;
}

/** JSON for a script element: `<` escaped so no text can close the element early. */
export function serialiseJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
