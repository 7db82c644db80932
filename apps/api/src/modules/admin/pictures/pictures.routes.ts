// Pictures in the back office: a product's, and the operator's pictures for the storefront's
// content; one file per multipart upload, refused before it is all read when it passes the size
// limit; ordering and removal of a product's as JSON calls.
import multipart from '@fastify/multipart';
import { PICTURE_MAX_MEGABYTES, picturesBackOfficeEndpoints as calls } from '@haat/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../app-context.ts';
import { AppError } from '../../../lib/app-error.ts';
import { registerRoute } from '../../../lib/route.ts';
import { registerFormErrorHandler } from '../../../plugins/error-handler.ts';
import {
  deletePicture,
  orderPictures,
  uploadContentPicture,
  uploadPicture,
} from './pictures.service.ts';

const RATE_LIMIT = { max: 120, timeWindow: '1 minute' };
const TOO_LARGE = `The picture is over ${PICTURE_MAX_MEGABYTES} MB; send a smaller one.`;

/** The one file of a multipart upload, read whole up to the size limit (413 past it). */
async function readUpload(request: FastifyRequest): Promise<{ bytes: Buffer; fileName: string }> {
  const file = await request.file();
  if (!file) throw new AppError('VALIDATION_FAILED', 'Choose a picture to upload.');
  try {
    return { bytes: await file.toBuffer(), fileName: file.filename };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE);
    }
    throw error;
  }
}

export function registerPictureRoutes(app: FastifyInstance, context: AppContext): void {
  const { auth, db, clock } = context;
  const deps = { db, clock, media: context.storage.media };
  const limited = { rateLimit: RATE_LIMIT };

  void app.register(async (scope) => {
    registerFormErrorHandler(scope);
    await scope.register(multipart, {
      limits: { fileSize: PICTURE_MAX_MEGABYTES * 1024 * 1024, files: 1, fields: 4, parts: 5 },
    });
    registerRoute(scope, calls.pictureUpload, limited, async ({ params, query, request }) => {
      const { bytes } = await readUpload(request);
      const row = await uploadPicture(deps, auth.getBackOfficeScope(request), {
        productId: params.productID,
        colorId: query.colorID ?? null,
        bytes,
      });
      return {
        status: 'success',
        message: 'The picture is added.',
        data: { pictureID: row.id, url: row.url, colorID: row.colorId, order: row.sortOrder },
      };
    });
    registerRoute(scope, calls.contentPicture, limited, async ({ request }) => ({
      status: 'success',
      message: 'The picture is uploaded; save the list to show it on the storefront.',
      data: await uploadContentPicture(
        deps,
        auth.getBackOfficeScope(request),
        await readUpload(request),
      ),
    }));
  });

  registerRoute(app, calls.pictureOrder, limited, async ({ params, body, request }) => ({
    status: 'success',
    message: 'The pictures are in their new order.',
    data: {
      pictureIDs: await orderPictures(
        deps,
        auth.getBackOfficeScope(request),
        params.productID,
        body.pictureIDs,
      ),
    },
  }));
  registerRoute(app, calls.pictureDelete, limited, async ({ params, request }) => {
    const remaining = await deletePicture(
      deps,
      auth.getBackOfficeScope(request),
      params.productID,
      params.pictureID,
    );
    return {
      status: 'success',
      message: 'The picture is removed.',
      data: { pictureIDs: remaining },
    };
  });
}
