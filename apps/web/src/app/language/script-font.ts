// The self-hosted Devanagari faces (script-type.ts), added once the page runs, and only on a phone
// that lacks its own: adding a face to the page makes the browser lay out every line of the script
// again, which on a Hindi product page cost a phone a long task after hydration (bench: Lighthouse
// product-hi TBT) even where nothing was then downloaded.
import boldUrl from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2?url';
import regularUrl from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';
import { DEVANAGARI_RANGE } from './script-type';

/** The phone's own face, as the server declared it ('Haat Devanagari', local() sources). */
const OWN_FAMILY = 'Haat Devanagari';

/** Whether the phone's own Devanagari face is there: its local() source resolved. */
async function hasOwnFace(): Promise<boolean> {
  try {
    await document.fonts.load(`16px '${OWN_FAMILY}'`, '\u0915');
  } catch {
    // A local() source the phone lacks fails to load: no face of its own.
  }
  return [...document.fonts].some(
    (face) => face.family.replace(/["']/g, '') === OWN_FAMILY && face.status === 'loaded',
  );
}

export async function addWebFaces(): Promise<void> {
  if (typeof FontFace === 'undefined' || (await hasOwnFace())) return;
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
