// The grievance calls (docs/decisions/grievances.md). Storefront: the entity's details (kept with
// the catalogue's answers: every page's footer reads them), a signed-in shopper's complaint as a
// multipart form, and a ticket's public status. Back office: the queue, assigning, answering,
// closing, a PDF attachment, and the entity's settings.
import multipart from '@fastify/multipart';
import {
  GRIEVANCE_ATTACHMENT_MAX_MEGABYTES,
  GrievanceBodySchema,
  endpoints,
  grievancesBackOfficeEndpoints as calls,
} from '@haat/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ANSWER_CACHE_HEADER, publicHeaders, sendAnswer } from '../../lib/answer-cache.ts';
import { AppError } from '../../lib/app-error.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { sendPdf } from '../../lib/pdf-reply.ts';
import { registerRoute } from '../../lib/route.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import { registerFormErrorHandler } from '../../plugins/error-handler.ts';
import { createCatalogCache } from '../catalog/index.ts';
import { createNoticeEmailSender } from '../email/index.ts';
import {
  changeGrievance,
  fileGrievance,
  listGrievances,
  readEntityDetails,
  readGrievanceAttachment,
  readGrievanceStatus,
  saveEntitySettingsAudited,
  type GrievanceDependencies,
} from './grievances.service.ts';

const ENTITY_HEADERS = publicHeaders({ maxAge: 300, staleWhileRevalidate: 3600, personal: false });

/** The form's text fields, and its file when one was chosen (an empty file input sends none). */
function readForm(request: FastifyRequest): { fields: Record<string, unknown>; file?: Buffer } {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const { attachment, ...fields } = body;
  const file = Buffer.isBuffer(attachment) && attachment.length > 0 ? attachment : undefined;
  if (attachment !== undefined && !Buffer.isBuffer(attachment)) {
    throw new AppError('VALIDATION_FAILED', 'Send the attachment as a file.');
  }
  return file ? { fields, file } : { fields };
}

export function registerGrievanceRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, auth, clock, config, storage, sms } = context;
  const cache = createCatalogCache(config, { name: 'entity', log: app.log });
  const deps: GrievanceDependencies = {
    db,
    clock,
    storage,
    sms,
    sendEmail: createNoticeEmailSender(config),
    siteUrl: config.publicUrl,
    log: app.log,
  };
  const scopeOf = (request: FastifyRequest) => auth.getBackOfficeScope(request);

  registerRoute(app, endpoints.entityDetails, async ({ request, reply }) => {
    const entry = await cache.get(
      'entity',
      async () => JSON.stringify({ status: 'success', data: await readEntityDetails(db) }),
      (outcome) => reply.header(ANSWER_CACHE_HEADER, outcome),
    );
    return sendAnswer(request, reply, entry, ENTITY_HEADERS, cache);
  });

  registerRoute(app, endpoints.grievanceStatus, async ({ params, query }) => ({
    status: 'success' as const,
    data: await readGrievanceStatus(db, params.ticket, query.last4),
  }));

  void app.register(async (scope) => {
    registerFormErrorHandler(scope);
    await scope.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: {
        fileSize: GRIEVANCE_ATTACHMENT_MAX_MEGABYTES * 1024 * 1024,
        files: 1,
        fields: 5,
        parts: 6,
      },
    });
    registerRoute(
      scope,
      endpoints.grievanceFile,
      { rateLimit: { max: 10, timeWindow: '1 hour' } },
      async ({ request }) => {
        const customerId = auth.getCustomerId(request);
        const form = readForm(request);
        const body = parseOrThrow(GrievanceBodySchema, form.fields);
        const filed = await fileGrievance(deps, {
          customerId,
          about: body.about,
          subjectId: body.subjectID,
          text: body.text,
          attachment: form.file,
          language: languageFromHeader(request.headers['accept-language']),
        });
        return {
          status: 'success' as const,
          message: `Complaint received. Your ticket number is ${filed.ticket}.`,
          data: filed,
        };
      },
    );
  });
  // ---- The back office ----

  registerRoute(app, calls.grievances, async ({ query, request }) => ({
    status: 'success' as const,
    data: await listGrievances(deps, scopeOf(request), query),
  }));
  registerRoute(app, calls.grievanceAssign, async ({ params, body, request }) => {
    const view = await changeGrievance(deps, scopeOf(request), params.grievanceID, {
      kind: 'assign',
      assignee: body.assignee,
    });
    return {
      status: 'success' as const,
      message: view.assignedTo
        ? `${view.ticket} is assigned to ${view.assignedTo}.`
        : `${view.ticket} is unassigned.`,
      data: view,
    };
  });
  registerRoute(app, calls.grievanceAnswer, async ({ params, body, request }) => {
    const view = await changeGrievance(deps, scopeOf(request), params.grievanceID, {
      kind: 'answer',
      body: body.body,
    });
    return { status: 'success' as const, message: `Answer sent on ${view.ticket}.`, data: view };
  });
  registerRoute(app, calls.grievanceClose, async ({ params, body, request }) => {
    const view = await changeGrievance(deps, scopeOf(request), params.grievanceID, {
      kind: 'close',
      resolution: body.resolution,
    });
    return { status: 'success' as const, message: `${view.ticket} is closed.`, data: view };
  });
  registerRoute(app, calls.grievanceAttachment, async ({ params, request, reply }) =>
    sendPdf(
      reply,
      'complaint-attachment.pdf',
      await readGrievanceAttachment(deps, scopeOf(request), params.grievanceID),
    ),
  );
  registerRoute(app, calls.entitySettings, async () => ({
    status: 'success' as const,
    data: await readEntityDetails(db),
  }));
  registerRoute(app, calls.entitySettingsSave, async ({ body, request }) => ({
    status: 'success' as const,
    message: 'The entity’s details are saved.',
    data: await saveEntitySettingsAudited(deps, `admin:${auth.getAdminId(request)}`, body),
  }));
}
