// The self-hosted Devanagari faces (script-type.ts), added once the page runs: the browser fetches
// one only when a Devanagari letter on the page is not covered by the phone's own font.
import boldUrl from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2?url';
import regularUrl from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';
import { DEVANAGARI_RANGE } from './script-type';

export function addWebFaces(): void {
  if (typeof FontFace === 'undefined') return;
  for (const [weight, url] of [
    ['400', regularUrl],
    ['700', boldUrl],
  ] as const) {
    document.fonts.add(
      new FontFace('Haat Devanagari Web', `url('${url}') format('woff2')`, {
        weight,
        display: 'swap',
        unicodeRange: DEVANAGARI_RANGE,
      }),
    );
  }
}
