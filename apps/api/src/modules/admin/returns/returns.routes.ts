// Returns in the back office: the list and each step, for the operator and for a seller (their
// own lines' returns only), and a return's credit note.
import {
  RETURN_STATUS_LABELS,
  returnsBackOfficeEndpoints as calls,
  type BackOfficeReturn,
} from '@haat/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { pickupWords, type ReturnPickupOutcome } from '../../couriers/index.ts';
import type { SealingSource } from '../../../lib/sealed-text.ts';
import { registerRoute } from '../../../lib/route.ts';
import { sendPdf } from '../../../lib/pdf-reply.ts';
import { findOrIssueReturnCreditNotePdf } from '../../orders/index.ts';
import type { RouteAccess } from '../shared/route-access.ts';
import {
  findReturnFor,
  listReturns,
  readBackOfficeReturn,
  moveReturnAudited,
  revealReturnPayee,
} from './returns.service.ts';

const movedAnswer = (view: BackOfficeReturn, more?: string | null) => ({
  status: 'success' as const,
  message: `Return ${view.returnID} of order ${view.orderID}: ${RETURN_STATUS_LABELS[view.status]}.${more ? ` ${more}` : ''}`,
  data: view,
});

/** Books a return's pickup with its part's courier (the couriers module, from admin.routes.ts). */
export type BookReturnPickup = (input: {
  returnId: string;
  sellerId?: string | undefined;
}) => Promise<ReturnPickupOutcome>;

export function registerReturnRoutes(
  app: FastifyInstance,
  access: RouteAccess,
  sealing: SealingSource,
  bookPickup: BookReturnPickup,
) {
  const deps = access.deps;
  const scopeOf = (request: FastifyRequest) => access.scopeOf(request);
  const sellerIdOf = (request: FastifyRequest) => {
    const scope = scopeOf(request);
    return scope.role === 'seller' ? scope.sellerId : undefined;
  };
  const viewAfterPickup = (request: FastifyRequest, returnId: string) =>
    readBackOfficeReturn(deps, scopeOf(request), returnId);

  registerRoute(app, calls.returns, async ({ query, request }) => ({
    status: 'success' as const,
    data: await listReturns(deps, scopeOf(request), query),
  }));
  registerRoute(app, calls.returnApprove, async ({ params, body, request }) => {
    const approved = await moveReturnAudited(deps, scopeOf(request), {
      returnId: params.returnID,
      to: 'approved',
      note: body.note || null,
    });
    // A part delivered through a courier: its return's pickup is booked with the same courier.
    let words: string | null;
    try {
      words = pickupWords(
        await bookPickup({ returnId: params.returnID, sellerId: sellerIdOf(request) }),
      );
    } catch (error) {
      if (error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE')
        throw new AppError('SERVICE_UNAVAILABLE', `The return is approved. ${error.message}`);
      if (!(error instanceof AppError)) throw error;
      words = `Its pickup was not booked: ${error.message}`;
    }
    if (!words) return movedAnswer(approved);
    return movedAnswer(await viewAfterPickup(request, params.returnID), words);
  });
  registerRoute(app, calls.returnPickup, async ({ params, request }) => {
    const outcome = await bookPickup({ returnId: params.returnID, sellerId: sellerIdOf(request) });
    if (outcome.kind === 'not-courier')
      throw new AppError(
        'CONFLICT',
        'This part was not delivered through a courier: arrange the return’s pickup by hand.',
      );
    return movedAnswer(await viewAfterPickup(request, params.returnID), pickupWords(outcome));
  });
  registerRoute(app, calls.returnReject, async ({ params, body, request }) =>
    movedAnswer(
      await moveReturnAudited(deps, scopeOf(request), {
        returnId: params.returnID,
        to: 'rejected',
        note: body.note,
      }),
    ),
  );
  registerRoute(app, calls.returnPickedUp, async ({ params, request }) =>
    movedAnswer(
      await moveReturnAudited(deps, scopeOf(request), {
        returnId: params.returnID,
        to: 'picked-up',
        note: null,
      }),
    ),
  );
  registerRoute(app, calls.returnReceived, async ({ params, request }) =>
    movedAnswer(
      await moveReturnAudited(deps, scopeOf(request), {
        returnId: params.returnID,
        to: 'received',
        note: null,
      }),
    ),
  );
  registerRoute(app, calls.returnPayee, async ({ params, request }) => ({
    status: 'success' as const,
    data: await revealReturnPayee({ ...deps, sealing }, scopeOf(request), params.returnID),
  }));
  registerRoute(app, calls.returnCreditNote, async ({ params, request, reply }) => {
    const row = await findReturnFor(deps, scopeOf(request), params.returnID);
    const pdf = await findOrIssueReturnCreditNotePdf(deps.db, {
      returnId: row.id,
      files: deps.storage.objects,
      now: deps.clock.now(),
    });
    if (!pdf) throw notFound('Credit note');
    return sendPdf(reply, `credit-note-${row.id}.pdf`, pdf);
  });
}
