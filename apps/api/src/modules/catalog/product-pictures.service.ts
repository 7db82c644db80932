// A product's pictures: added at the end (of the product's, or of one colour's), put
// in a new order, removed. The product is found through the caller's scope, so another seller's
// product is a 404 here too. Callers run these inside their transaction and audit.
import type { Executor } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { findProductForEdit, type ProductScope } from './product-admin.service.ts';
import {
  deletePicture,
  insertPicture,
  nextPictureOrder,
  selectPictures,
  updatePictureOrder,
  type PictureRow,
} from './product-pictures.repository.ts';

export async function addPicture(
  tx: Executor,
  input: { id: string; productId: string; colorId: string | null; url: string },
  scope: ProductScope,
): Promise<PictureRow> {
  const product = await findProductForEdit(tx, input.productId, scope, { lock: true });
  if (input.colorId !== null && !product.colours.some((colour) => colour.id === input.colorId)) {
    const message = "That colour is not one of this product's.";
    throw new AppError('VALIDATION_FAILED', message, { colorID: message });
  }
  const row = { ...input, sortOrder: await nextPictureOrder(tx, input.productId) };
  await insertPicture(tx, row);
  return row;
}

/** The pictures in the order given; the list must name each of the product's pictures once. */
export async function reorderPictures(
  tx: Executor,
  productId: string,
  pictureIds: string[],
  scope: ProductScope,
): Promise<{ before: string[]; after: string[] }> {
  await findProductForEdit(tx, productId, scope, { lock: true });
  const current = await selectPictures(tx, productId);
  const known = new Set(current.map((picture) => picture.id));
  if (pictureIds.length !== known.size || !pictureIds.every((id) => known.has(id))) {
    const message = "Send each of this product's pictures once, in the new order.";
    throw new AppError('VALIDATION_FAILED', message, { pictureIDs: message });
  }
  for (const [index, id] of pictureIds.entries()) await updatePictureOrder(tx, id, index);
  return { before: current.map((picture) => picture.id), after: pictureIds };
}

export async function removePicture(
  tx: Executor,
  productId: string,
  pictureId: string,
  scope: ProductScope,
): Promise<{ picture: PictureRow; remaining: string[] }> {
  await findProductForEdit(tx, productId, scope, { lock: true });
  const pictures = await selectPictures(tx, productId);
  const picture = pictures.find((row) => row.id === pictureId);
  if (!picture) throw notFound('Picture');
  await deletePicture(tx, pictureId);
  return { picture, remaining: pictures.filter((row) => row !== picture).map((row) => row.id) };
}
