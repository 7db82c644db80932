// The operator's tax exports (docs/decisions/seller-money.md): GSTR-8 of a month as the GST
// portal's offline tool reads it, and the TDS s.194-O summary of a quarter per PAN.
import { useState } from 'react';
import * as paths from '@haat/contract/back-office-paths';
import { ApiError } from '../../lib/api.ts';
import { downloadFile } from '../../components/download.ts';

export function TaxExportsPage() {
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (download: () => Promise<void>) => {
    setFailure(null);
    try {
      await download();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'That failed. Try again.');
    }
  };
  return (
    <section>
      <div className="heading">
        <h1>Tax exports</h1>
      </div>
      {failure ? <p role="alert">{failure}</p> : null}
      <form
        className="filters"
        aria-label="GSTR-8"
        onSubmit={(event) => {
          event.preventDefault();
          const month = String(new FormData(event.currentTarget).get('month') ?? '');
          void run(() => downloadFile(paths.gstr8Csv, { query: { month } }, `gstr8-${month}.csv`));
        }}
      >
        <label>
          GSTR-8 for the month <input name="month" type="month" required />
        </label>
        <button type="submit">Download GSTR-8 CSV</button>
      </form>
      <form
        className="filters"
        aria-label="TDS s.194-O"
        onSubmit={(event) => {
          event.preventDefault();
          const quarter = String(new FormData(event.currentTarget).get('quarter') ?? '');
          void run(() =>
            downloadFile(paths.tdsSummaryCsv, { query: { quarter } }, `tds-194o-${quarter}.csv`),
          );
        }}
      >
        <label>
          TDS s.194-O for the quarter{' '}
          <input name="quarter" placeholder="2024-Q3" pattern="\d{4}-Q[1-4]" required />
        </label>
        <button type="submit">Download TDS summary CSV</button>
      </form>
    </section>
  );
}
