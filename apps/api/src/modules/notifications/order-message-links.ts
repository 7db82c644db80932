// The storefront pages an order message links to, in the order's language: a Hindi order's
// messages open its Hindi pages (/hi/order/status/…), an English one's the pages at the root.
import { pathInLanguage, type LanguageCode } from '@haat/contract/constants';

/** The public tracking page of an order; undefined when the shop's address is not known. */
export function trackingPageUrl(order: {
  siteUrl: string | undefined;
  language: LanguageCode;
  trackingId: string;
}): string | undefined {
  if (!order.siteUrl) return undefined;
  return `${order.siteUrl}${pathInLanguage(order.language, `/order/status/${order.trackingId}`)}`;
}
