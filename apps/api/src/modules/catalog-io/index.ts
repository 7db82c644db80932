// The catalog-io module reads and writes the catalogue as CSV (docs/catalog-import.md): the
// back office's import and export, and the CLI's catalog:import and catalog:export.
export {
  ImportRefused,
  importCatalog,
  type ImportDependencies,
  type ImportReport,
  type ImportScope,
} from './catalog-import.service.ts';
export { exportCatalog } from './catalog-export.service.ts';
export { CSV_COLUMNS, CSV_MAX_BYTES, parseCatalogCsv } from './catalog-csv.ts';
