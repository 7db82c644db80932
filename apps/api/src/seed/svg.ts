// Demo pictures drawn as small SVG files, so the shop has images without any network or
// licensed photos. Each stays well under 3 KB; every piece of text is escaped.
import { escapeXml } from '../lib/xml.ts';
import type { ShapeKind } from './catalog-data.ts';

const FONT = "font-family='Poppins,Segoe UI,Arial,sans-serif'";
/** Hindi words: the picture's own Devanagari face (svg-hindi.ts), then Latin letters' faces. */
const FONT_HI = "font-family='Haat Devanagari,Noto Sans Devanagari,Poppins,sans-serif'";

/** The words a picture has that are not its own: English, or Hindi ones with a Devanagari face. */
export interface PictureWords {
  readonly font: string;
  readonly shopNow: string;
  readonly offOrMore: string;
  /** A <style> for <defs>: the faces the words need (svg-hindi.ts). */
  readonly style?: string;
}
export const ENGLISH_WORDS: PictureWords = {
  font: FONT,
  shopNow: 'Shop now',
  offOrMore: 'OFF or more',
};
export function hindiWords(shopNow: string, offOrMore: string, style: string): PictureWords {
  return { font: FONT_HI, shopNow, offOrMore, style };
}

function gradient(id: string, from: string, to: string, angle: number): string {
  const radians = (angle * Math.PI) / 180;
  const x = Math.round(50 + 50 * Math.cos(radians));
  const y = Math.round(50 + 50 * Math.sin(radians));
  return `<linearGradient id='${id}' x1='${100 - x}%' y1='${100 - y}%' x2='${x}%' y2='${y}%'><stop offset='0' stop-color='${from}'/><stop offset='1' stop-color='${to}'/></linearGradient>`;
}

/** A light outline of the product kind, drawn in a 240 × 240 box centred at (0, 0). */
function shapePath(shape: ShapeKind): string {
  switch (shape) {
    case 'drape':
      return "<path d='M-90-110h180l-30 220h-120z'/><path d='M-90-110l180 220' stroke='#fff' stroke-width='14' opacity='.5'/>";
    case 'shirt':
      return "<path d='M-40-110h80l80 40-30 50-30-15v145h-120v-145l-30 15-30-50z'/>";
    case 'trousers':
      return "<path d='M-70-110h140l10 220h-55l-25-150-25 150h-55z'/>";
    case 'shoe':
      return "<path d='M-115 40c0-40 10-80 30-90l40 20c20 15 60 25 100 30 40 5 60 20 60 40v20h-230z'/><rect x='-115' y='60' width='230' height='18' rx='9' opacity='.7'/>";
    case 'phone':
      return "<rect x='-65' y='-115' width='130' height='230' rx='22'/><rect x='-50' y='-92' width='100' height='170' rx='6' opacity='.45'/>";
    case 'speaker':
      return "<rect x='-85' y='-105' width='170' height='210' rx='30'/><circle r='55' cy='20' opacity='.5'/><circle r='20' cy='-65' opacity='.5'/>";
    case 'appliance':
      return "<rect x='-95' y='-60' width='190' height='160' rx='18'/><rect x='-60' y='-115' width='120' height='60' rx='12' opacity='.7'/><circle r='28' cy='25' opacity='.5'/>";
    case 'fan':
      return "<circle r='26'/><path d='M0-20c20-60 40-95 30-100s-40 40-45 100zM17 12c60 10 100 5 100 20s-55 15-105-5zM-17 12c-40 45-55 85-45 90s40-35 60-80z'/>";
    case 'pot':
      return "<ellipse cy='-70' rx='110' ry='22'/><path d='M-100-60h200c0 120-40 160-100 160s-100-40-100-160z'/>";
    case 'jar':
      return "<rect x='-70' y='-115' width='140' height='35' rx='8'/><rect x='-90' y='-75' width='180' height='185' rx='28'/>";
    case 'bottle':
      return "<rect x='-22' y='-115' width='44' height='40' rx='6'/><path d='M-22-75h44l38 50v130c0 10-5 15-15 15h-90c-10 0-15-5-15-15v-130z'/>";
    case 'fabric':
      return "<rect x='-110' y='-80' width='220' height='50' rx='10'/><rect x='-110' y='-20' width='220' height='50' rx='10' opacity='.8'/><rect x='-110' y='40' width='220' height='50' rx='10' opacity='.6'/>";
    case 'clock':
      return "<circle r='110'/><path d='M0 0v-70M0 0h50' stroke='#555' stroke-width='10' stroke-linecap='round'/>";
    case 'sack':
      return "<path d='M-60-110h120l-20 35c70 30 85 100 70 160-10 30-30 30-120 30s-110 0-120-30c-15-60 0-130 70-160z'/>";
    case 'diya':
      return "<path d='M0-115c25 35 25 65 0 75-25-10-25-40 0-75z' fill='#ffd166'/><path d='M-120-10h240c-20 80-60 110-120 110s-100-30-120-110z'/>";
    case 'idol':
      return "<circle cy='-75' r='42'/><ellipse cy='25' rx='75' ry='65'/><rect x='-100' y='85' width='200' height='28' rx='8'/>";
    case 'rangoli':
      return "<circle r='30'/><g opacity='.8'><circle cx='0' cy='-75' r='38'/><circle cx='0' cy='75' r='38'/><circle cx='-75' cy='0' r='38'/><circle cx='75' cy='0' r='38'/></g>";
    case 'thali':
      return "<circle r='115'/><circle r='85' opacity='.6'/><circle cx='-35' cy='-20' r='20'/><circle cx='35' cy='-20' r='20'/><circle cy='35' r='22'/>";
    case 'stick':
      return "<rect x='-30' y='-40' width='60' height='150' rx='8'/><path d='M-26-40v-50l26-25 26 25v50z' opacity='.8'/>";
  }
}

export interface ProductPicture {
  /** Sub-category label, such as 'Saree' or 'Mustard Oil'. */
  readonly label: string;
  /** Colour name for a variant, or the main category name for a flat product. */
  readonly caption: string;
  readonly from: string;
  readonly to: string;
  readonly shape: ShapeKind;
  /** 1–3: front, side and detail views differ in angle and size. */
  readonly view: number;
}

/** Dark ink on a pale swatch (white, ivory, beige), white ink on everything else. */
export function inkFor(hex: string): string {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  const red = (value >> 16) & 0xff;
  const green = (value >> 8) & 0xff;
  const blue = value & 0xff;
  const luminance = (0.299 * red + 0.587 * green + 0.114 * blue) / 255;
  return luminance > 0.7 ? '#3a3a3a' : '#ffffff';
}

/** A blend of two #rrggbb colours: `share` of the second. */
export function mixHex(first: string, second: string, share: number): string {
  const channels = (hex: string) => {
    const value = Number.parseInt(hex.replace('#', ''), 16);
    return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
  };
  const [a, b] = [channels(first), channels(second)];
  return `#${a
    .map((channel, index) =>
      Math.round(channel * (1 - share) + (b[index] ?? 0) * share)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export function productSvg(picture: ProductPicture): string {
  const scale = [1, 0.85, 1.2][(picture.view - 1) % 3] ?? 1;
  const angle = 45 + picture.view * 40;
  const ink = inkFor(picture.from);
  // A pale swatch fades into a pale tint, so dark ink stays readable across the picture.
  const to = ink === '#ffffff' ? picture.to : mixHex(picture.to, '#ffffff', 0.8);
  return [
    "<svg xmlns='http://www.w3.org/2000/svg' width='600' height='600' viewBox='0 0 600 600'>",
    `<defs>${gradient('g', picture.from, to, angle)}</defs>`,
    "<rect width='600' height='600' fill='url(#g)'/>",
    "<circle cx='520' cy='90' r='140' fill='#fff' opacity='.1'/>",
    `<g transform='translate(300 260) scale(${scale})' fill='${ink}' fill-opacity='.85'>${shapePath(picture.shape)}</g>`,
    `<text x='300' y='500' text-anchor='middle' ${FONT} font-size='40' font-weight='700' fill='${ink}'>${escapeXml(picture.label)}</text>`,
    `<text x='300' y='545' text-anchor='middle' ${FONT} font-size='24' fill='${ink}' opacity='.85'>${escapeXml(picture.caption)}</text>`,
    '</svg>',
  ].join('');
}

export interface BannerPicture {
  readonly headline: string;
  readonly subline: string;
  readonly from: string;
  readonly to: string;
  readonly shape: ShapeKind;
}

/** 1200 × 400: home carousel banners and offer banners. */
export function bannerSvg(banner: BannerPicture, words: PictureWords = ENGLISH_WORDS): string {
  const font = words.font;
  return [
    "<svg xmlns='http://www.w3.org/2000/svg' width='1200' height='400' viewBox='0 0 1200 400'>",
    `<defs>${gradient('g', banner.from, banner.to, 20)}${words.style ?? ''}</defs>`,
    "<rect width='1200' height='400' fill='url(#g)'/>",
    "<circle cx='1050' cy='200' r='230' fill='#fff' opacity='.1'/>",
    `<g transform='translate(1000 200) scale(1.2)' fill='#fff' fill-opacity='.85'>${shapePath(banner.shape)}</g>`,
    `<text x='80' y='185' ${font} font-size='64' font-weight='800' fill='#fff'>${escapeXml(banner.headline)}</text>`,
    `<text x='80' y='250' ${font} font-size='32' fill='#fff' opacity='.9'>${escapeXml(banner.subline)}</text>`,
    "<rect x='80' y='290' width='190' height='54' rx='27' fill='#fff'/>",
    `<text x='175' y='326' text-anchor='middle' ${font} font-size='24' font-weight='700' fill='${banner.from}'>${escapeXml(words.shopNow)}</text>`,
    '</svg>',
  ].join('');
}

/** 600 × 400 offer card: the title and its discount. */
export function offerCardSvg(
  title: string,
  discountPercent: number,
  from: string,
  to: string,
  shape: ShapeKind,
  words: PictureWords = ENGLISH_WORDS,
): string {
  const font = words.font;
  return [
    "<svg xmlns='http://www.w3.org/2000/svg' width='600' height='400' viewBox='0 0 600 400'>",
    `<defs>${gradient('g', from, to, 60)}${words.style ?? ''}</defs>`,
    "<rect width='600' height='400' fill='url(#g)'/>",
    `<g transform='translate(450 200) scale(.9)' fill='#fff' fill-opacity='.8'>${shapePath(shape)}</g>`,
    `<text x='40' y='120' ${font} font-size='26' fill='#fff' opacity='.9'>${escapeXml(title.slice(0, 26))}</text>`,
    `<text x='40' y='210' ${FONT} font-size='72' font-weight='800' fill='#fff'>${discountPercent}%</text>`,
    `<text x='40' y='255' ${font} font-size='30' font-weight='700' fill='#fff'>${escapeXml(words.offOrMore)}</text>`,
    '</svg>',
  ].join('');
}
