// The catalogue as a CSV in the back office: an import (with its pictures, or a dry run that
// writes nothing) and an export, for the operator's whole catalogue or a seller's own.
import multipart from '@fastify/multipart';
import {
  type CatalogImportAnswer,
  PICTURE_MAX_MEGABYTES,
  catalogIoBackOfficeEndpoints as calls,
} from '@haat/contract';
import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import type { AppContext } from '../../../app-context.ts';
import { AppError } from '../../../lib/app-error.ts';
import { newId } from '../../../lib/ids.ts';
import { registerRoute } from '../../../lib/route.ts';
import { registerFormErrorHandler } from '../../../plugins/error-handler.ts';
import { CSV_MAX_BYTES, exportCatalog, importCatalog } from '../../catalog-io/index.ts';
import { insertAuditEntry } from '../shared/audit-log.repository.ts';
import { importMessage } from './catalog-io.actions.ts';

const RATE_LIMIT = { max: 20, timeWindow: '1 minute' };
/** A CSV and up to this many picture files in one import. */
const MAX_FILES = 500;

export function registerCatalogIoRoutes(app: FastifyInstance, context: AppContext): void {
  const { auth, db, clock } = context;
  const { media } = context.storage;

  void app.register(async (scope) => {
    registerFormErrorHandler(scope);
    await scope.register(multipart, {
      limits: {
        fileSize: Math.max(CSV_MAX_BYTES, PICTURE_MAX_MEGABYTES * 1024 * 1024),
        files: MAX_FILES + 1,
        fields: 5,
      },
    });
    registerRoute(
      scope,
      calls.catalogImport,
      { rateLimit: RATE_LIMIT },
      async ({ query, request }): Promise<CatalogImportAnswer> => {
        const who = auth.getBackOfficeScope(request);
        let csv: Buffer | undefined;
        const files = new Map<string, Buffer>();
        try {
          for await (const part of request.files()) {
            const bytes = await part.toBuffer();
            if (part.fieldname === 'file') csv = bytes;
            else files.set(path.basename(part.filename), bytes);
          }
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw new AppError('PAYLOAD_TOO_LARGE', 'A file of the import is over its size limit.');
          }
          if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
            throw new AppError(
              'PAYLOAD_TOO_LARGE',
              `Attach at most ${MAX_FILES} pictures at once.`,
            );
          }
          throw error;
        }
        if (!csv) throw new AppError('VALIDATION_FAILED', 'Choose the CSV file to import.');
        const report = await importCatalog(
          {
            db,
            now: () => clock.now(),
            media,
            audit: (tx, entry) =>
              insertAuditEntry(tx, {
                id: newId('aud'),
                actor: who.actor,
                at: clock.now(),
                ...entry,
              }),
          },
          who.role === 'seller' ? { sellerId: who.sellerId } : {},
          { csv, files, dryRun: query.dryRun === 'true' },
        );
        return { status: 'success', message: importMessage(report), data: report };
      },
    );
  });

  // CSV text, not JSON: no answer schema.
  registerRoute(app, calls.catalogExport, { rateLimit: RATE_LIMIT }, async ({ request, reply }) => {
    const who = auth.getBackOfficeScope(request);
    const csv = await exportCatalog(db, who.role === 'seller' ? { sellerId: who.sellerId } : {});
    const day = clock.now().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="haat-catalogue-${day}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(csv);
  });
}
