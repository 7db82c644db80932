// An uploaded picture made ready for the storefront: its kind read from its bytes (JPEG,
// PNG or WebP only; never the file's name or declared type), decompression bombs refused before
// decoding, turned upright by its EXIF orientation with every other piece of metadata dropped,
// and resized into a few widths (never enlarged) as WebP plus its own format as a fallback.
import type sharpType from 'sharp';
import { PICTURE_WIDTHS } from '@haat/contract/constants';
import { AppError } from './app-error.ts';

/** Above this a picture is refused before it is decoded: 40 megapixels is a 7,300 × 5,500 photo. */
export const MAX_PICTURE_PIXELS = 40_000_000;
const ACCEPTED = { jpeg: 'jpg', png: 'png', webp: 'webp' } as const;

export type PictureFormat = keyof typeof ACCEPTED;

export interface PictureSize {
  width: number;
  height: number;
  webp: Buffer;
  /** The upload's own format, for a browser without WebP. */
  fallback: Buffer;
}

export interface ReadyPicture {
  format: PictureFormat;
  /** The file extension of the fallback copies. */
  extension: string;
  /** Smallest first; the last is the picture at its largest kept size. */
  sizes: PictureSize[];
}

export const NOT_A_PICTURE = 'Upload a JPEG, PNG or WebP picture.';

let sharpLoading: Promise<typeof sharpType> | undefined;

/**
 * sharp loads libvips, a quarter of a second of every process start (the server, each CLI run):
 * loaded with the first picture instead, which is an operator's upload or an import.
 */
function loadSharp(): Promise<typeof sharpType> {
  sharpLoading ??= import('sharp').then((loaded) => loaded.default);
  return sharpLoading;
}

export async function preparePicture(bytes: Buffer): Promise<ReadyPicture> {
  const sharp = await loadSharp();
  let metadata: sharpType.Metadata;
  try {
    // Reads the header only: the kind and the declared size, before any pixel is decoded.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA', NOT_A_PICTURE);
  }
  const format = metadata.format as string;
  if (!(format in ACCEPTED)) throw new AppError('UNSUPPORTED_MEDIA', NOT_A_PICTURE);
  const { width = 0, height = 0 } = metadata;
  if (width * height > MAX_PICTURE_PIXELS) {
    throw new AppError(
      'VALIDATION_FAILED',
      `The picture is ${width} × ${height} pixels; use one of at most 40 megapixels.`,
    );
  }
  const extension = ACCEPTED[format as PictureFormat];
  try {
    // Decoded once, upright, without metadata; then each width from that.
    const upright = await sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error' })
      .rotate()
      .toBuffer({ resolveWithObject: true });
    const full = upright.info;
    const widths = [
      ...new Set([
        ...PICTURE_WIDTHS.filter((w) => w < full.width),
        Math.min(full.width, PICTURE_WIDTHS.at(-1) ?? full.width),
      ]),
    ];
    const sizes: PictureSize[] = [];
    for (const target of widths.sort((a, b) => a - b)) {
      const resized = sharp(upright.data).resize({ width: target, withoutEnlargement: true });
      const webp = await resized
        .clone()
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      const fallback =
        format === 'png'
          ? await resized.clone().png({ compressionLevel: 9 }).toBuffer()
          : format === 'webp'
            ? webp.data
            : await resized.clone().jpeg({ quality: 82, mozjpeg: true }).toBuffer();
      sizes.push({ width: webp.info.width, height: webp.info.height, webp: webp.data, fallback });
    }
    return { format: format as PictureFormat, extension, sizes };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(
      'VALIDATION_FAILED',
      'The picture could not be read: it may be damaged or cut short. Save it again and retry.',
    );
  }
}
