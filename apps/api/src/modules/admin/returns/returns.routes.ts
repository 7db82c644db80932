// Returns in the back office: the list and each step, for the operator and for a seller (their
// own lines' returns only), and a return's credit note.
import {
  RETURN_STATUS_LABELS,
  returnsBackOfficeEndpoints as calls,
  type BackOfficeReturn,
} from '@haat/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../../lib/app-error.ts';
import type { SealingSource } from '../../../lib/sealed-text.ts';
import { registerRoute } from '../../../lib/route.ts';
import { sendPdf } from '../../../lib/pdf-reply.ts';
import { findOrIssueReturnCreditNotePdf } from '../../orders/index.ts';
import type { RouteAccess } from '../shared/route-access.ts';
import {
  findReturnFor,
  listReturns,
  moveReturnAudited,
  revealReturnPayee,
} from './returns.service.ts';

const movedAnswer = (view: BackOfficeReturn) => ({
  status: 'success' as const,
  message: `Return ${view.returnID} of order ${view.orderID}: ${RETURN_STATUS_LABELS[view.status]}.`,
  data: view,
});

export function registerReturnRoutes(
  app: FastifyInstance,
  access: RouteAccess,
  sealing: SealingSource,
) {
  const deps = access.deps;
  const scopeOf = (request: FastifyRequest) => access.scopeOf(request);

  registerRoute(app, calls.returns, async ({ query, request }) => ({
    status: 'success' as const,
    data: await listReturns(deps, scopeOf(request), query),
  }));
  registerRoute(app, calls.returnApprove, async ({ params, body, request }) =>
    movedAnswer(
      await moveReturnAudited(deps, scopeOf(request), {
        returnId: params.returnID,
        to: 'approved',
        note: body.note || null,
      }),
    ),
  );
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
