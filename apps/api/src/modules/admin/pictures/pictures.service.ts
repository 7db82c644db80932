// Pictures in the back office: the upload made ready (lib/picture-pipeline.ts) before any lock is
// taken, its files written, then its row and audit entry in one transaction; files of a picture
// whose row could not be written are removed again, so nothing is half-kept. A store that is down
// fails the upload before any row (503, StorageUnavailableError).
import { newId } from '../../../lib/ids.ts';
import type { MediaStore } from '../../../lib/media-store.ts';
import { removeWrittenFolder } from '../../../lib/object-store.ts';
import { storePictureFiles, type StoredPicture } from '../../../lib/picture-files.ts';
import type { BackOfficeScope } from '../../../plugins/auth.ts';
import { addPicture, removePicture, reorderPictures } from '../../catalog/index.ts';
import { type OperatorDependencies, auditAs, sellerOf } from '../shared/operator.ts';
import { isFolderUsed } from './pictures.repository.ts';

type Deps = Pick<OperatorDependencies, 'db' | 'clock'> & { media: MediaStore };

/** The folder of a picture's files; its URL names the largest WebP with its size. */
const folderOf = (pictureId: string) => `pictures/${pictureId}`;
const storePicture = (media: MediaStore, pictureId: string, bytes: Buffer) =>
  storePictureFiles(media, folderOf(pictureId), bytes);

export async function uploadPicture(
  deps: Deps,
  scope: BackOfficeScope,
  input: { productId: string; colorId: string | null; bytes: Buffer },
) {
  const pictureId = newId('img');
  const stored = await storePicture(deps.media, pictureId, input.bytes);
  const { url } = stored;
  try {
    const now = deps.clock.now();
    return await deps.db.transaction(async (tx) => {
      const row = await addPicture(
        tx,
        { id: pictureId, productId: input.productId, colorId: input.colorId, url },
        sellerOf(scope),
      );
      await auditAs(tx, scope, {
        action: 'picture.add',
        target: input.productId,
        details: {
          before: null,
          after: { pictureId, url, colorId: input.colorId, widths: stored.widths },
        },
        at: now,
      });
      return row;
    });
  } catch (error) {
    await removeWrittenFolder(deps.media, stored.folder);
    throw error;
  }
}

/**
 * A picture for the storefront's content (a banner, an offer, a card), kept like a product's and
 * audited; the content entry then keeps its URL. Nothing else points at it until a content list
 * naming it is saved.
 */
export async function uploadContentPicture(
  deps: Deps,
  scope: BackOfficeScope,
  input: { bytes: Buffer; fileName: string },
): Promise<Omit<StoredPicture, 'folder'>> {
  const pictureId = newId('img');
  const stored = await storePicture(deps.media, pictureId, input.bytes);
  try {
    await auditAs(deps.db, scope, {
      action: 'content.picture',
      target: pictureId,
      details: {
        before: null,
        after: { url: stored.url, fileName: input.fileName.slice(0, 120), widths: stored.widths },
      },
      at: deps.clock.now(),
    });
  } catch (error) {
    await removeWrittenFolder(deps.media, stored.folder);
    throw error;
  }
  return { url: stored.url, width: stored.width, height: stored.height, widths: stored.widths };
}

export async function orderPictures(
  deps: Deps,
  scope: BackOfficeScope,
  productId: string,
  pictureIds: string[],
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const change = await reorderPictures(tx, productId, pictureIds, sellerOf(scope));
    await auditAs(tx, scope, {
      action: 'picture.order',
      target: productId,
      details: change,
      at: now,
    });
    return change.after;
  });
}

export async function deletePicture(
  deps: Deps,
  scope: BackOfficeScope,
  productId: string,
  pictureId: string,
) {
  const now = deps.clock.now();
  const removed = await deps.db.transaction(async (tx) => {
    const { picture, remaining } = await removePicture(tx, productId, pictureId, sellerOf(scope));
    await auditAs(tx, scope, {
      action: 'picture.remove',
      target: productId,
      details: { before: { pictureId, url: picture.url, colorId: picture.colorId }, after: null },
      at: now,
    });
    return { remaining, url: picture.url };
  });
  // After the commit: a failed removal leaves unused files, never a row without its files. An
  // imported picture's folder is named by its bytes and may serve other products: kept then.
  const folder = /^\/media\/(pictures\/[a-z0-9_]+)\//.exec(removed.url)?.[1];
  if (folder && !(await isFolderUsed(deps.db, `/media/${folder}/`))) {
    await removeWrittenFolder(deps.media, folder);
  }
  return removed.remaining;
}
