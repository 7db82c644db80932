// A picture's files in the media store: the upload made ready (lib/picture-pipeline.ts: its
// checks, its widths as WebP and a fallback) and written under one folder, or none of it kept.
// The catalogue's pictures and a shopper's return photos are stored alike.
import type { MediaStore } from './media-store.ts';
import { removeWrittenFolder } from './object-store.ts';
import { preparePicture } from './picture-pipeline.ts';

export interface StoredPicture {
  folder: string;
  /** The largest WebP, named with its size: `{folder}/{W}x{H}.webp`. */
  url: string;
  width: number;
  height: number;
  widths: number[];
}

/**
 * Makes an upload ready and writes every width under `folder`; the caller writes its rows and
 * removes the folder again if they cannot be written.
 */
export async function storePictureFiles(
  media: MediaStore,
  folder: string,
  bytes: Buffer,
): Promise<StoredPicture> {
  const ready = await preparePicture(bytes);
  const largest = ready.sizes.at(-1);
  if (!largest) throw new Error('a prepared picture has no sizes');
  try {
    for (const size of ready.sizes) {
      await media.put(`${folder}/${size.width}.webp`, size.webp);
      await media.put(`${folder}/${size.width}.${ready.extension}`, size.fallback);
    }
    await media.put(`${folder}/${largest.width}x${largest.height}.webp`, largest.webp);
  } catch (error) {
    await removeWrittenFolder(media, folder);
    throw error;
  }
  return {
    folder,
    url: media.urlOf(`${folder}/${largest.width}x${largest.height}.webp`),
    width: largest.width,
    height: largest.height,
    widths: ready.sizes.map((size) => size.width),
  };
}
