// The demo's files, removed after its rows are gone: pictures in the media store (the seed's SVGs,
// and any picture uploaded onto a demo product or banner) and the invoice and credit-note PDFs of
// demo orders. A picture another row of the shop still shows is kept (a CSV import may name a
// demo picture for a product of the operator's). Best effort, after the commit: a file that
// cannot be removed is left unused and counted, never a row without its file.
import { sql } from 'drizzle-orm';
import { readRows, type Executor } from '../db/client.ts';
import { isStorageKey } from '../lib/object-store.ts';
import type { Storage } from '../lib/storage.ts';

export interface DemoFiles {
  /** /media/… addresses the removed rows showed. */
  mediaUrls: string[];
  /** Media-store folders of the removed return photos ('return-photos/rph_…'). */
  mediaFolders: string[];
  /** Object-store keys of the removed invoices and credit notes ('invoices/….pdf'). */
  objectKeys: string[];
}

/** Every column of the shop that holds a /media/… address. */
const URL_COLUMNS: readonly [table: string, column: string][] = [
  ['product_images', 'url'],
  ['brands', 'logo_url'],
  ['sellers', 'logo_url'],
  ['main_categories', 'image_url'],
  ['home_banners', 'image_url'],
  ['home_banners', 'image_url_hi'],
  ['offers', 'banner_url'],
  ['offers', 'banner_url_hi'],
  ['offer_cards', 'image_url'],
  ['offer_cards', 'image_url_hi'],
  ['order_lines', 'image_url'],
  ['return_photos', 'url'],
];

const MEDIA_PREFIX = '/media/';
/** An uploaded picture's files share a folder; its rows name one of them. */
const PICTURE_FOLDER = /^\/media\/(pictures\/[a-z0-9_]+)\//;

/** The addresses among `urls` that a row of the shop still shows. */
async function stillShown(db: Executor, urls: string[]): Promise<Set<string>> {
  const shown = new Set<string>();
  if (urls.length === 0) return shown;
  for (const [table, column] of URL_COLUMNS) {
    const rows = readRows<{ url: string }>(
      await db.execute(
        sql`SELECT DISTINCT t.${sql.identifier(column)} AS url FROM ${sql.identifier(table)} AS t
            JOIN json_array_elements_text(${JSON.stringify(urls)}::json) AS wanted(url)
              ON t.${sql.identifier(column)} = wanted.url`,
      ),
    );
    for (const row of rows) shown.add(row.url);
  }
  return shown;
}

async function isFolderShown(db: Executor, folder: string): Promise<boolean> {
  const pattern = `${MEDIA_PREFIX}${folder}/%`;
  for (const [table, column] of URL_COLUMNS) {
    const rows = readRows(
      await db.execute(
        sql`SELECT 1 FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} LIKE ${pattern} LIMIT 1`,
      ),
    );
    if (rows.length > 0) return true;
  }
  return false;
}

export interface FilesRemoved {
  pictures: number;
  documents: number;
  /** Files the store would not remove (left behind, unused). */
  failed: number;
}

export async function removeDemoFiles(
  db: Executor,
  storage: Storage,
  files: DemoFiles,
): Promise<FilesRemoved> {
  const result: FilesRemoved = { pictures: 0, documents: 0, failed: 0 };
  const attempt = async (work: () => Promise<void>, kind: 'pictures' | 'documents') => {
    try {
      await work();
      result[kind] += 1;
    } catch {
      result.failed += 1;
    }
  };

  const urls = [...new Set(files.mediaUrls)].filter((url) => url.startsWith(MEDIA_PREFIX));
  const single = urls.filter((url) => !PICTURE_FOLDER.test(url));
  const shown = await stillShown(db, single);
  for (const url of single) {
    const key = url.slice(MEDIA_PREFIX.length);
    if (shown.has(url) || !isStorageKey(`media/${key}`)) continue;
    // Counted only when there: a demo seeded without pictures (tests) stored only their addresses.
    if (!(await storage.media.exists(key).catch(() => true))) continue;
    await attempt(() => storage.media.remove(key), 'pictures');
  }
  const folders = new Set(urls.flatMap((url) => PICTURE_FOLDER.exec(url)?.[1] ?? []));
  for (const folder of folders) {
    if (await isFolderShown(db, folder)) continue;
    await attempt(() => storage.media.removeFolder(folder), 'pictures');
  }
  for (const folder of new Set(files.mediaFolders)) {
    if (!isStorageKey(`media/${folder}`)) continue;
    await attempt(() => storage.media.removeFolder(folder), 'pictures');
  }
  for (const key of new Set(files.objectKeys)) {
    if (!isStorageKey(key) || !(await storage.objects.exists(key).catch(() => true))) continue;
    await attempt(() => storage.objects.remove(key), 'documents');
  }
  return result;
}
