// Catalogue import (a CSV and the picture files it names; a dry run first if wanted) and export.
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CatalogImportAnswer } from '@haat/contract';
import * as paths from '@haat/contract/back-office-paths';
import { ApiError, call } from '../../lib/api.ts';
import { downloadFile } from '../../components/download.ts';

export function ImportPage() {
  const queryClient = useQueryClient();
  const [result, setResult] = useState<CatalogImportAnswer | null>(null);
  const [problem, setProblem] = useState<{ message: string; lines: [string, string][] } | null>(
    null,
  );
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const csv = data.get('file');
    if (!(csv instanceof File) || csv.size === 0) {
      setProblem({ message: 'Choose the CSV file to import.', lines: [] });
      return;
    }
    const body = new FormData();
    body.append('file', csv);
    for (const picture of data.getAll('pictures')) {
      if (picture instanceof File && picture.size > 0)
        body.append('pictures', picture, picture.name);
    }
    setBusy(true);
    setProblem(null);
    setResult(null);
    try {
      const answer = await call(paths.catalogImport, {
        query: { dryRun: data.get('dryRun') ? 'true' : 'false' },
        body,
      });
      setResult(answer);
      await queryClient.invalidateQueries({ queryKey: ['products'] });
    } catch (error) {
      setProblem(
        error instanceof ApiError
          ? { message: error.message, lines: Object.entries(error.validation) }
          : { message: 'The import failed. Try again.', lines: [] },
      );
    } finally {
      setBusy(false);
    }
  }

  async function download() {
    try {
      await downloadFile(paths.catalogExport, {}, 'haat-catalogue.csv');
    } catch (error) {
      setProblem({
        message: error instanceof ApiError ? error.message : 'The export failed. Try again.',
        lines: [],
      });
    }
  }

  return (
    <section>
      <h1>Import and export</h1>
      <p>
        One row per product, or one per colour × size; the columns are in{' '}
        <code>docs/catalog-import.md</code>. Every row is checked first: if any is wrong, nothing is
        changed. Importing the same file again changes nothing.
      </p>
      <form onSubmit={submit} className="card">
        <label className="field">
          <span>CSV file</span>
          <input type="file" name="file" accept=".csv,text/csv" required />
        </label>
        <label className="field">
          <span>Picture files named in it (optional)</span>
          <input type="file" name="pictures" accept="image/jpeg,image/png,image/webp" multiple />
        </label>
        <label className="check">
          <input type="checkbox" name="dryRun" /> Only check the file (write nothing)
        </label>
        <button type="submit" className="primary" disabled={busy}>
          {busy ? 'Importing…' : 'Import'}
        </button>
      </form>
      {result ? (
        <div role="status" className="notice">
          <p>{result.message}</p>
        </div>
      ) : null}
      {problem ? (
        <div role="alert" className="error">
          <p>{problem.message}</p>
          {problem.lines.length > 0 ? (
            <ul>
              {problem.lines.map(([where, what]) => (
                <li key={where}>
                  <strong>{where}</strong>: {what}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <h2>Export</h2>
      <button type="button" onClick={() => void download()}>
        Download the catalogue as CSV
      </button>
    </section>
  );
}
