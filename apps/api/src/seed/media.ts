// The seed's picture files: a bounded pool, named by what they show, written once into the media
// store (DATA_DIR/media, or the bucket) and served by the server at /media. Product pictures are shared: one file per
// sub-category × colour (or × brand) × view, never one per product, so a 100,000-product
// catalogue still writes under a thousand files.
import type { MediaStore } from '../lib/media-store.ts';

export const MEDIA_URL_PREFIX = '/media';

export class MediaPool {
  /** Relative path → SVG source, for every picture some row refers to. */
  private readonly files = new Map<string, () => string | Promise<string>>();

  /**
   * Registers a picture and returns its URL. `draw` runs only when the pool is written, and
   * only once per path, however many rows share the picture.
   */
  use(relativePath: string, draw: () => string | Promise<string>): string {
    if (!this.files.has(relativePath)) this.files.set(relativePath, draw);
    return `${MEDIA_URL_PREFIX}/${relativePath}`;
  }

  get size(): number {
    return this.files.size;
  }

  /** Writes every registered picture into `media`; returns how many files were written. */
  async writeTo(media: MediaStore): Promise<number> {
    const entries = [...this.files.entries()];
    // A few files at a time: fast, without opening hundreds of handles at once.
    const parallel = 32;
    for (let start = 0; start < entries.length; start += parallel) {
      await Promise.all(
        entries
          .slice(start, start + parallel)
          .map(async ([relativePath, draw]) =>
            media.put(relativePath, Buffer.from(await draw(), 'utf8')),
          ),
      );
    }
    return entries.length;
  }
}

/** 'Mustard Yellow' → 'mustard-yellow': safe in a file name and a URL. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
