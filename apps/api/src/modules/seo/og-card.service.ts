// The picture a shared product link previews with (Open Graph `og:image`): WhatsApp, Facebook and
// most crawlers show raster images only, and our demo pictures are SVG. A 1200×630 PNG card —
// the product's picture, its title, brand and price in rupees — is drawn as SVG and rasterised
// with sharp (librsvg), once per distinct content: the file name is a hash of what the card
// shows, so a price change makes a new card and an old one is never served for it.
import { escapeXml } from '../../lib/xml.ts';
import type { MediaStore } from '../../lib/media-store.ts';
import { StorageUnavailableError, isStorageKey } from '../../lib/object-store.ts';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync, renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { formatInr } from '@haat/india';
import { OG_IMAGE_SIZE } from '@haat/contract/constants';
import type { ProductCardRow } from './seo.repository.ts';

export const OG_CARD_SIZE = OG_IMAGE_SIZE;
const TITLE_LINE_CHARS = 20;
const TITLE_MAX_LINES = 3;

const PICTURE_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** Words into at most three lines of about 24 characters; an ellipsis when some are left over. */
export function wrapTitle(title: string): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const next = current === '' ? word : `${current} ${word}`;
    if (next.length <= TITLE_LINE_CHARS || current === '') {
      current = next.length > TITLE_LINE_CHARS ? `${next.slice(0, TITLE_LINE_CHARS - 1)}…` : next;
      continue;
    }
    lines.push(current);
    current = word;
    if (lines.length === TITLE_MAX_LINES) break;
  }
  if (lines.length < TITLE_MAX_LINES && current !== '') lines.push(current);
  const used = lines.join(' ').replace(/…$/, '').length;
  if (used < title.trim().length && !lines[lines.length - 1]!.endsWith('…')) {
    const last = lines[lines.length - 1]!;
    lines[lines.length - 1] = `${last.slice(0, TITLE_LINE_CHARS - 1).trimEnd()}…`;
  }
  return lines;
}

/**
 * The product picture as a data URI, read from the media store only; undefined when absent, or
 * when the store cannot be reached (the card is drawn without it rather than not at all).
 */
export async function readPicture(
  media: MediaStore,
  url: string | null,
): Promise<string | undefined> {
  if (!url?.startsWith('/media/')) return undefined;
  const key = url.slice('/media/'.length);
  const type = PICTURE_TYPES[path.extname(key).toLowerCase()];
  if (!type || !isStorageKey(key)) return undefined;
  try {
    const stored = await media.get(key);
    return stored ? `data:${type};base64,${stored.bytes.toString('base64')}` : undefined;
  } catch (error) {
    if (error instanceof StorageUnavailableError) return undefined;
    throw error;
  }
}

export function drawCardSvg(card: ProductCardRow, picture: string | undefined): string {
  const { width, height } = OG_CARD_SIZE;
  const font = `font-family="DejaVu Sans, Liberation Sans, sans-serif"`;
  const title = wrapTitle(card.title)
    .map(
      (line, index) =>
        `<text x="640" y="${128 + index * 50}" ${font} font-size="40" font-weight="bold" fill="#1f2937">${escapeXml(line)}</text>`,
    )
    .join('');
  const hasDiscount = card.mrpPaise > card.salePaise;
  const off = hasDiscount ? Math.round((1 - card.salePaise / card.mrpPaise) * 100) : 0;
  const rating =
    card.ratingCount > 0
      ? `<text x="640" y="520" ${font} font-size="30" fill="#374151">★ ${(card.ratingSum / card.ratingCount).toFixed(1)} (${card.ratingCount})</text>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="#fff7ed"/>
<rect x="40" y="40" width="550" height="550" rx="24" fill="#ffffff"/>
${picture ? `<image x="40" y="40" width="550" height="550" preserveAspectRatio="xMidYMid meet" href="${picture}"/>` : ''}
<text x="640" y="72" ${font} font-size="28" fill="#92400e">${escapeXml(card.brand)}</text>
${title}
<text x="640" y="${hasDiscount ? 380 : 400}" ${font} font-size="72" font-weight="bold" fill="#b45309">${escapeXml(formatInr(card.salePaise))}</text>
${hasDiscount ? `<text x="640" y="440" ${font} font-size="32" fill="#6b7280" text-decoration="line-through">${escapeXml(formatInr(card.mrpPaise))}</text><text x="860" y="440" ${font} font-size="32" font-weight="bold" fill="#15803d">${off}% off</text>` : ''}
${rating}
<text x="640" y="590" ${font} font-size="30" font-weight="bold" fill="#b45309">Haat</text>
</svg>`;
}

/**
 * librsvg finds fonts through fontconfig: point it at the DejaVu fonts shipped in node_modules
 * (the ones the invoices embed) as well as the system's, so the ₹ sign draws on any machine.
 */
function ensureFontConfig(cacheDir: string): void {
  if (process.env.FONTCONFIG_FILE) return;
  const require = createRequire(import.meta.url);
  const dejavu = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  const file = path.join(cacheDir, 'fonts.conf');
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(
    file,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>\n  <dir>${escapeXml(dejavu)}</dir>\n  <cachedir>${escapeXml(path.join(cacheDir, 'fontconfig'))}</cachedir>\n</fontconfig>\n`,
  );
  process.env.FONTCONFIG_FILE = file;
}

export interface OgCardStore {
  /** The PNG of the card and its content hash (the ETag), drawn once per distinct content. */
  cardFor(card: ProductCardRow): Promise<{ png: Buffer; hash: string }>;
}

export function createOgCardStore(dataDir: string, media: MediaStore): OgCardStore {
  const cacheDir = path.join(dataDir, 'cache', 'og');
  let sharpModule: Promise<typeof import('sharp')> | undefined;
  return {
    async cardFor(card) {
      const picture = await readPicture(media, card.pictureUrl);
      const svg = drawCardSvg(card, picture);
      const hash = createHash('sha256').update(svg).digest('base64url').slice(0, 32);
      const file = path.join(cacheDir, `${card.id}-${hash}.png`);
      if (existsSync(file)) return { png: readFileSync(file), hash };
      ensureFontConfig(path.join(dataDir, 'cache'));
      sharpModule ??= import('sharp');
      const sharp = (await sharpModule).default;
      const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
      mkdirSync(cacheDir, { recursive: true });
      // Written aside and renamed: a concurrent reader never sees half a file.
      const partial = `${file}.${process.pid}.tmp`;
      writeFileSync(partial, png);
      renameSync(partial, file);
      return { png, hash };
    },
  };
}
