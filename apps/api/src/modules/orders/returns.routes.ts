// The shopper's return calls (docs/decisions/returns.md): a photo of what is wrong, the request,
// a cancel before pickup, and the return's GST credit note once it has reached the seller.
import multipart from '@fastify/multipart';
import {
  RETURN_PHOTO_MAX_MEGABYTES,
  RETURN_REASON_LABELS,
  endpoints,
  maskRefundPayee,
  type Return,
} from '@haat/contract';
import { formatInr, rupeesToPaise } from '@haat/india';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { removeWrittenFolder } from '../../lib/object-store.ts';
import { storePictureFiles } from '../../lib/picture-files.ts';
import { registerRoute } from '../../lib/route.ts';
import { sendPdf } from '../../lib/pdf-reply.ts';
import { sealText } from '../../lib/sealed-text.ts';
import { registerFormErrorHandler } from '../../plugins/error-handler.ts';
import { toWireReturns } from './return-views.ts';
import { insertReturnPhoto, selectReturn } from './returns.repository.ts';
import {
  cancelReturnByShopper,
  findOrIssueReturnCreditNotePdf,
  requestReturn,
} from './returns.service.ts';

const TOO_LARGE = `The photo is over ${RETURN_PHOTO_MAX_MEGABYTES} MB; send a smaller one.`;

async function readPhoto(request: FastifyRequest): Promise<Buffer> {
  const file = await request.file();
  if (!file) throw new AppError('VALIDATION_FAILED', 'Choose a photo to add.');
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE);
    }
    throw error;
  }
}

export function registerReturnRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, auth, clock, config, storage } = context;
  const siteUrl = config.publicUrl;

  /** The return as its shopper's page shows it, the line named in the page's language. */
  const wireOf = async (returnId: string, request: FastifyRequest): Promise<Return> => {
    const row = await selectReturn(db, returnId);
    if (!row) throw notFound('Return');
    const language = languageFromHeader(request.headers['accept-language']);
    const [view] = await toWireReturns(db, [row], { language });
    if (!view) throw notFound('Return');
    return view;
  };

  registerRoute(app, endpoints.returnRequest, async ({ body, request }) => {
    const payee = body.payee
      ? {
          sealed: await sealText({ config, db }, JSON.stringify(body.payee)),
          masked: maskRefundPayee(body.payee),
        }
      : undefined;
    const returnId = await requestReturn(db, {
      customerId: auth.getCustomerId(request),
      orderId: body.orderID,
      lineId: body.lineID,
      pieces: body.pieces,
      reason: body.reason,
      details: body.details,
      photoIds: body.photoIDs,
      payee,
      windowDays: config.returnWindowDays,
      now: clock.now(),
      siteUrl,
    });
    const view = await wireOf(returnId, request);
    return {
      status: 'success' as const,
      message: `Return requested: ${RETURN_REASON_LABELS[view.reason].toLowerCase()}. The seller replies within 2 days; ${formatInr(rupeesToPaise(view.refund))} comes back once it reaches them.`,
      data: view,
    };
  });

  registerRoute(app, endpoints.returnCancel, async ({ params, request }) => {
    await cancelReturnByShopper(db, {
      customerId: auth.getCustomerId(request),
      returnId: params.returnID,
      now: clock.now(),
      siteUrl,
    });
    return {
      status: 'success' as const,
      message: 'Your return is cancelled.',
      data: await wireOf(params.returnID, request),
    };
  });

  // Owner only; issued now if the receiving step could not write it (a store that was down).
  registerRoute(app, endpoints.returnCreditNote, async ({ params, request, reply }) => {
    const row = await selectReturn(db, params.returnID);
    if (!row || row.customerId !== auth.getCustomerId(request)) throw notFound('Return');
    const pdf = await findOrIssueReturnCreditNotePdf(db, {
      returnId: row.id,
      files: storage.objects,
      now: clock.now(),
    });
    if (!pdf) throw notFound('Credit note');
    return sendPdf(reply, 'credit-note.pdf', pdf);
  });

  // One photo per upload, checked and resized like the catalogue's pictures; the shopper's own
  // until a return takes it.
  void app.register(async (scope) => {
    registerFormErrorHandler(scope);
    await scope.register(multipart, {
      limits: {
        fileSize: RETURN_PHOTO_MAX_MEGABYTES * 1024 * 1024,
        files: 1,
        fields: 2,
        parts: 3,
      },
    });
    registerRoute(
      scope,
      endpoints.returnPhoto,
      { rateLimit: { max: 30, timeWindow: '1 minute' } },
      async ({ request }) => {
        const customerId = auth.getCustomerId(request);
        const bytes = await readPhoto(request);
        const id = newId('rph');
        const stored = await storePictureFiles(storage.media, `return-photos/${id}`, bytes);
        try {
          await insertReturnPhoto(db, {
            id,
            customerId,
            url: stored.url,
            folder: stored.folder,
            sizes: stored.widths,
            createdAt: clock.now(),
          });
        } catch (error) {
          await removeWrittenFolder(storage.media, stored.folder);
          throw error;
        }
        return {
          status: 'success' as const,
          message: 'Photo added.',
          data: { photoID: id, url: stored.url },
        };
      },
    );
  });
}
