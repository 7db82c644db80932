// SQL of a product's pictures as the back office uploads, orders and removes them.
import { asc, eq, max } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { productImages } from '../../db/schema/index.ts';

export type PictureRow = typeof productImages.$inferSelect;

export async function selectPictures(db: Executor, productId: string): Promise<PictureRow[]> {
  return db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.sortOrder), asc(productImages.id));
}

export async function nextPictureOrder(db: Executor, productId: string): Promise<number> {
  const [row] = await db
    .select({ last: max(productImages.sortOrder) })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
}

export async function insertPicture(db: Executor, row: typeof productImages.$inferInsert) {
  await db.insert(productImages).values(row);
}

export async function updatePictureOrder(db: Executor, pictureId: string, sortOrder: number) {
  await db.update(productImages).set({ sortOrder }).where(eq(productImages.id, pictureId));
}

export async function deletePicture(db: Executor, pictureId: string) {
  await db.delete(productImages).where(eq(productImages.id, pictureId));
}
