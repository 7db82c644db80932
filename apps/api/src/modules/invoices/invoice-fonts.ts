// The invoice's faces. DejaVu Sans is embedded because pdfkit's built-in Helvetica has no ₹ (it
// prints ¹); Noto Sans Devanagari beside it draws a name or an address written in Hindi
// (docs/decisions/hindi.md).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

export const REGULAR = 'DejaVuSans';
export const BOLD = 'DejaVuSans-Bold';
/** DejaVu has no Devanagari: a run of it is drawn in Noto Sans Devanagari, shaped by fontkit. */
const DEVANAGARI_OF: Readonly<Record<string, string>> = {
  [REGULAR]: 'NotoSansDevanagari',
  [BOLD]: 'NotoSansDevanagari-Bold',
};
/** Devanagari letters and signs with the joiners typed between them. */
const DEVANAGARI_RUN = /([\p{Script=Devanagari}\u200C\u200D]+)/u;

export interface Fonts {
  regular: Buffer;
  bold: Buffer;
  devanagari: Buffer;
  devanagariBold: Buffer;
}

let fontsLoading: Promise<Fonts> | undefined;

/**
 * The ttf files of the dejavu-fonts-ttf package and the Devanagari cut of Noto Sans Devanagari
 * (the storefront's Hindi face, in WOFF, which fontkit reads), read once per process.
 */
export function loadFonts(): Promise<Fonts> {
  fontsLoading ??= (async () => {
    const require = createRequire(import.meta.url);
    const folder = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
    const noto = path.join(
      path.dirname(require.resolve('@fontsource/noto-sans-devanagari/package.json')),
      'files',
    );
    const [regular, bold, devanagari, devanagariBold] = await Promise.all([
      readFile(path.join(folder, 'DejaVuSans.ttf')),
      readFile(path.join(folder, 'DejaVuSans-Bold.ttf')),
      readFile(path.join(noto, 'noto-sans-devanagari-devanagari-400-normal.woff')),
      readFile(path.join(noto, 'noto-sans-devanagari-devanagari-700-normal.woff')),
    ]);
    return { regular, bold, devanagari, devanagariBold };
  })();
  return fontsLoading;
}

/** Registers every face under the name the layout uses. */
export function registerFonts(doc: PDFKit.PDFDocument, fonts: Fonts): void {
  doc.registerFont(REGULAR, fonts.regular);
  doc.registerFont(BOLD, fonts.bold);
  doc.registerFont(DEVANAGARI_OF[REGULAR]!, fonts.devanagari);
  doc.registerFont(DEVANAGARI_OF[BOLD]!, fonts.devanagariBold);
}

/**
 * `text` from (x, y), wrapped at `width`, in `font` with each Devanagari run in the Devanagari face
 * of the same weight: a shopper's name and address as they typed them ('आशा वर्मा, 12 MG Road').
 */
export function writeInScripts(
  doc: PDFKit.PDFDocument,
  text: string,
  font: string,
  x: number,
  y: number,
  width: number,
): void {
  const runs = text.split(DEVANAGARI_RUN).filter((run) => run !== '');
  if (runs.length === 0) runs.push('');
  runs.forEach((run, index) => {
    const face = DEVANAGARI_RUN.test(run) ? (DEVANAGARI_OF[font] ?? font) : font;
    const options = { width, continued: index < runs.length - 1 };
    doc.font(face);
    if (index === 0) doc.text(run, x, y, options);
    else doc.text(run, options);
  });
}
