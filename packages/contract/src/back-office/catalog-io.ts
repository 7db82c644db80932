// Catalogue import and export in the back office (docs/catalog-import.md): a CSV (and the
// picture files it names) as multipart form data; the same format back as a download.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { SuccessSchema, optionalQuery } from '../fields.ts';

export const CatalogImportQuerySchema = z.object({
  /** 'true' checks the file and reports what would change, writing nothing. */
  dryRun: optionalQuery(z.enum(['true', 'false'])),
});
export type CatalogImportQuery = z.infer<typeof CatalogImportQuerySchema>;

export const CatalogImportAnswerSchema = z.object({
  status: SuccessSchema,
  message: z.string(),
  data: z.object({
    dryRun: z.boolean(),
    rows: z.number().int().min(0),
    created: z.number().int().min(0),
    updated: z.number().int().min(0),
    unchanged: z.number().int().min(0),
    /** Brands and categories the file gives a Hindi name (docs/catalog-import.md). */
    hindiNames: z.number().int().min(0),
    products: z.array(
      z.object({
        sku: z.string(),
        line: z.number().int().min(0),
        action: z.enum(['create', 'update', 'unchanged']),
      }),
    ),
  }),
});
export type CatalogImportAnswer = z.infer<typeof CatalogImportAnswerSchema>;

/** The export is CSV text, not JSON: `answer` only names the kind of value. */
export const CatalogExportAnswerSchema = z.string();

export const catalogIoBackOfficeEndpoints = {
  catalogImport: defineEndpoint({
    method: 'POST',
    path: '/admin/catalog/import',
    auth: 'backOffice',
    query: CatalogImportQuerySchema,
    multipart: true,
    answer: CatalogImportAnswerSchema,
  }),
  catalogExport: defineEndpoint({
    method: 'GET',
    path: '/admin/catalog/export',
    auth: 'backOffice',
    answer: CatalogExportAnswerSchema,
    produces: 'text/csv',
  }),
} as const;
