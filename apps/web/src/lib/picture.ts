// The responsive sources of an uploaded picture, a product's or a banner's: its URL names its
// largest copy and size (`/media/pictures/{id}/{W}x{H}.webp`), and the server keeps it in the
// contract's widths up to W, so `srcset` comes from the URL alone. Demo pictures (SVG) have none
// and keep `src`. Behind a CDN (the server's MEDIA_PUBLIC_URL) '/media' is the CDN's address
// instead.
import { PICTURE_WIDTHS } from '@haat/contract/constants';

const PICTURE_URL = /^(\/media|https?:\/\/[^?#]+?)\/pictures\/([a-z0-9_]+)\/(\d+)x(\d+)\.webp$/;

export function pictureSrcSet(url: string): string | undefined {
  const match = PICTURE_URL.exec(url);
  if (!match) return undefined;
  const [, base, id, largest] = match;
  const width = Number(largest);
  const widths = [...new Set([...PICTURE_WIDTHS.filter((each) => each < width), width])];
  return widths.map((each) => `${base}/pictures/${id}/${each}.webp ${each}w`).join(', ');
}

/** `srcSet` and `sizes` for an `<img>` of an uploaded picture; nothing for any other URL. */
export function pictureSources(
  url: string,
  sizes: string,
): { srcSet: string; sizes: string } | Record<string, never> {
  const srcSet = pictureSrcSet(url);
  return srcSet ? { srcSet, sizes } : {};
}

/** A product card's width: two a row on a phone, up to five on a wide screen. */
export const CARD_SIZES = '(min-width: 1280px) 240px, (min-width: 768px) 30vw, 50vw';

/** A home banner and an offer's banner: the page's width, at most the 1200 px container. */
export const BANNER_SIZES = '(min-width: 1280px) 1200px, 100vw';
/** A collection tile: two a row on a phone, three on a tablet, four on a wide screen. */
export const COLLECTION_SIZES = '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw';
/** An offer card: two a row on a phone, four from a small laptop up. */
export const OFFER_CARD_SIZES = '(min-width: 1024px) 25vw, 50vw';
