// The catalogue CSV import and export for the operator's CLI (the back office's routes stream the
// same through catalog-io.routes.ts), audited as the actor who ran it.
import type { CatalogImportAnswer } from '@haat/contract';
import { newId } from '../../../lib/ids.ts';
import { type ImportReport, exportCatalog, importCatalog } from '../../catalog-io/index.ts';
import { insertAuditEntry } from '../shared/audit-log.repository.ts';
import { type Actor, type OperatorDependencies } from '../shared/operator.ts';

export function createCatalogIoActions(deps: OperatorDependencies, actor: Actor) {
  return {
    importCatalog: async (input: {
      csv: Buffer;
      files: Map<string, Buffer>;
      dryRun: boolean;
    }): Promise<CatalogImportAnswer> => {
      const report = await importCatalog(
        {
          db: deps.db,
          now: () => deps.clock.now(),
          media: deps.storage.media,
          audit: (tx, entry) =>
            insertAuditEntry(tx, { id: newId('aud'), actor, at: deps.clock.now(), ...entry }),
        },
        {},
        input,
      );
      return { status: 'success', message: importMessage(report), data: report };
    },

    exportCatalog: (): Promise<string> => exportCatalog(deps.db, {}),
  };
}

/** What an import did, or would do (a dry run), in a sentence. */
export function importMessage(report: ImportReport): string {
  const names = report.hindiNames;
  const hindi = `${names} Hindi name${names === 1 ? '' : 's'} of brands and categories`;
  if (report.dryRun) {
    return `Checked ${report.rows} rows: ${report.created} new, ${report.updated} to update, ${report.unchanged} unchanged${names > 0 ? `; ${hindi} to set` : ''}. Nothing was written.`;
  }
  if (report.created + report.updated + names === 0) {
    return `Nothing changed: all ${report.unchanged} products are as the file says.`;
  }
  return `Imported: ${report.created} new, ${report.updated} updated, ${report.unchanged} unchanged${names > 0 ? `; ${hindi} set` : ''}.`;
}
