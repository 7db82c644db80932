// The Hindi words of the demo's pictures drawn in the pictures' own face: an SVG shown as an <img>
// may use no font of the page, only the device's, and a device without a Devanagari face (a
// desktop Linux, a test browser) would draw boxes. So each Hindi picture carries Noto Sans
// Devanagari cut down to the letters it has (harfbuzz's subsetter keeps the conjuncts and vowel
// signs those letters form), ~3–6 KB a weight; Latin letters and digits fall back to the
// picture's other faces (docs/decisions/hindi.md).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import type { ShapeKind } from './catalog-data.ts';
import { bannerSvg, hindiWords, offerCardSvg, type BannerPicture } from './svg.ts';

/** The family the Hindi pictures name first. */
export const PICTURE_FACE = 'Haat Devanagari';

const require = createRequire(import.meta.url);
const faces = new Map<number, Promise<Buffer>>();

function faceFile(weight: 400 | 700): Promise<Buffer> {
  let face = faces.get(weight);
  if (!face) {
    face = readFile(
      require.resolve(
        `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff2`,
      ),
    );
    faces.set(weight, face);
  }
  return face;
}

/** One line of a picture's words, in the weight it is drawn in. */
export interface PictureLine {
  readonly text: string;
  readonly bold: boolean;
}

/** The @font-face rules of `lines`' Devanagari letters, as an SVG <style> to put in <defs>. */
export async function hindiFaceStyle(lines: readonly PictureLine[]): Promise<string> {
  const rules: string[] = [];
  for (const bold of [false, true]) {
    const text = lines
      .filter((line) => line.bold === bold)
      .map((line) => line.text)
      .join(' ');
    if (!/[\u0900-\u097f]/.test(text)) continue;
    const weight = bold ? 700 : 400;
    const subset = await subsetFont(await faceFile(weight), text, { targetFormat: 'woff2' });
    rules.push(
      `@font-face{font-family:'${PICTURE_FACE}';font-weight:${bold ? '600 900' : '100 500'};src:url(data:font/woff2;base64,${subset.toString('base64')}) format('woff2')}`,
    );
  }
  return rules.length > 0 ? `<style>${rules.join('')}</style>` : '';
}

/** A 1200 × 400 banner with Hindi words (svg.ts bannerSvg). */
export async function hindiBannerSvg(banner: BannerPicture, shopNow: string): Promise<string> {
  const style = await hindiFaceStyle([
    { text: banner.headline, bold: true },
    { text: banner.subline, bold: false },
    { text: shopNow, bold: true },
  ]);
  return bannerSvg(banner, hindiWords(shopNow, '', style));
}

/** A 600 × 400 offer card with Hindi words (svg.ts offerCardSvg). */
export async function hindiOfferCardSvg(
  card: { title: string; discountPercent: number; from: string; to: string; shape: ShapeKind },
  offOrMore: string,
): Promise<string> {
  const style = await hindiFaceStyle([
    { text: card.title.slice(0, 26), bold: false },
    { text: offOrMore, bold: true },
  ]);
  return offerCardSvg(
    card.title,
    card.discountPercent,
    card.from,
    card.to,
    card.shape,
    hindiWords('', offOrMore, style),
  );
}
