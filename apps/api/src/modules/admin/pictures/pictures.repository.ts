// Whether any product picture still points into a folder of files: a folder is removed only when
// no row names it any more.
import { like } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { productImages } from '../../../db/schema/index.ts';

export async function isFolderUsed(db: Executor, prefix: string): Promise<boolean> {
  const rows = await db
    .select({ id: productImages.id })
    .from(productImages)
    .where(like(productImages.url, `${prefix}%`))
    .limit(1);
  return rows.length > 0;
}
