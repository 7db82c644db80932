// COD remittances (docs/decisions/couriers.md, "COD remittance"): what each courier remitted of
// the cash it collected — UTR, day, total and each parcel's line — the parcels delivered cash on
// delivery and not yet remitted with their age, and the lines that do not match (a different
// amount, an AWB not ours, a parcel remitted twice). The operator reads Shiprocket's now or uploads
// Delhivery's report; a seller sees its own parcels. A seller's COD share is paid only once its
// parcel's line is matched.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CodRemittance, CodRemittanceLineState } from '@haat/contract';
import * as paths from '@haat/contract/back-office-paths';
import { ApiError, call } from '../../lib/api.ts';
import { Notices } from '../../components/notices.tsx';
import { formatWhen, rupees } from '../../lib/format.ts';
import { useMe } from '../../lib/use-me.ts';

const STATE_WORDS: Record<CodRemittanceLineState, string> = {
  matched: 'Matched',
  mismatch: 'Amount differs',
  accepted: 'Accepted by the operator',
  'unknown-awb': 'Not our parcel',
  repeat: 'Remitted before',
};
const PROVIDER_NAMES: Record<string, string> = { shiprocket: 'Shiprocket', delhivery: 'Delhivery' };
const nameOf = (provider: string) => PROVIDER_NAMES[provider] ?? provider;
const QUERY_KEY = ['cod-remittances'];

export function CodRemittancesPage() {
  const me = useMe();
  const isOperator = me.data?.role === 'operator';
  const view = useQuery({
    queryKey: QUERY_KEY,
    queryFn: async () => (await call(paths.codRemittances)).data,
  });
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const done = (message: string) => {
    setFailure(null);
    setNotice(message);
  };
  const failed = (message: string) => {
    setNotice(null);
    setFailure(message);
  };
  const data = view.data;
  const mismatches = (data?.remittances ?? []).flatMap((remittance) =>
    remittance.lines
      .filter((line) => line.state !== 'matched' && line.state !== 'accepted')
      .map((line) => ({ remittance, line })),
  );
  return (
    <section>
      <h1>COD remittances</h1>
      <p className="sub">
        The cash couriers collected on delivery and remitted to the shop. A seller’s share of a cash
        on delivery parcel is paid once the courier’s remittance of it is recorded and matches what
        the courier was to collect.
      </p>
      <Notices notice={notice} failure={failure} />
      {isOperator ? <OperatorActions onDone={done} onFailed={failed} /> : null}
      {view.isError ? (
        <p role="alert" className="error">
          {view.error.message}
        </p>
      ) : null}
      {!data ? (
        <p className="count">Loading…</p>
      ) : (
        <>
          <h2>Not yet remitted</h2>
          <table>
            <caption className="visually-hidden">Delivered COD parcels not yet remitted</caption>
            <thead>
              <tr>
                <th scope="col">AWB</th>
                <th scope="col">Courier</th>
                <th scope="col">Order</th>
                <th scope="col">Shop</th>
                <th scope="col">To collect</th>
                <th scope="col">Delivered</th>
                <th scope="col">Days</th>
              </tr>
            </thead>
            <tbody>
              {data.awaiting.length === 0 ? (
                <tr>
                  <td colSpan={7}>Every delivered COD parcel is remitted.</td>
                </tr>
              ) : (
                data.awaiting.map((parcel) => (
                  <tr key={parcel.awb}>
                    <td>{parcel.awb}</td>
                    <td>{nameOf(parcel.provider)}</td>
                    <td>{parcel.orderID}</td>
                    <td>{parcel.shopName}</td>
                    <td>{rupees(parcel.expected)}</td>
                    <td>{parcel.deliveredAt ? formatWhen(parcel.deliveredAt) : '—'}</td>
                    <td>{parcel.ageDays}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>

          <h2>Mismatches</h2>
          {mismatches.length === 0 ? (
            <p className="count">Every remitted line matches.</p>
          ) : (
            <table>
              <caption className="visually-hidden">Remittance lines that do not match</caption>
              <thead>
                <tr>
                  <th scope="col">What</th>
                  <th scope="col">AWB</th>
                  <th scope="col">UTR</th>
                  <th scope="col">Remitted</th>
                  <th scope="col">To collect</th>
                  {isOperator ? <th scope="col">Settled with the courier?</th> : null}
                </tr>
              </thead>
              <tbody>
                {mismatches.map(({ remittance, line }) => (
                  <tr key={`${remittance.id}:${line.awb}`}>
                    <td>{STATE_WORDS[line.state]}</td>
                    <td>{line.awb}</td>
                    <td>{remittance.utr}</td>
                    <td>{rupees(line.amount)}</td>
                    <td>{rupees(line.expected)}</td>
                    {isOperator ? (
                      <td>
                        {line.state === 'mismatch' ? (
                          <AcceptForm
                            remittanceID={remittance.id}
                            awb={line.awb}
                            onDone={done}
                            onFailed={failed}
                          />
                        ) : null}
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          )}

          <h2>Remittances</h2>
          {data.remittances.length === 0 ? (
            <p className="count">No remittance recorded yet.</p>
          ) : (
            data.remittances.map((remittance) => (
              <RemittanceCard key={remittance.id} remittance={remittance} />
            ))
          )}
        </>
      )}
    </section>
  );
}

function RemittanceCard({ remittance }: { remittance: CodRemittance }) {
  const heading = `remittance-${remittance.id}`;
  return (
    <section className="card" aria-labelledby={heading}>
      <h3 id={heading}>
        {nameOf(remittance.provider)} · UTR {remittance.utr}
      </h3>
      <p>
        Remitted on {remittance.remittedOn} · {rupees(remittance.total)} ·{' '}
        {remittance.source === 'api' ? 'read from the courier' : 'uploaded report'}
        {remittance.reference !== remittance.utr ? ` · reference ${remittance.reference}` : ''}
      </p>
      <table>
        <caption className="visually-hidden">Parcels in UTR {remittance.utr}</caption>
        <thead>
          <tr>
            <th scope="col">AWB</th>
            <th scope="col">Order</th>
            <th scope="col">Shop</th>
            <th scope="col">Remitted</th>
            <th scope="col">To collect</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {remittance.lines.map((line) => (
            <tr key={line.awb}>
              <td>{line.awb}</td>
              <td>{line.orderID ?? '—'}</td>
              <td>{line.shopName ?? '—'}</td>
              <td>{rupees(line.amount)}</td>
              <td>{rupees(line.expected)}</td>
              <td>{STATE_WORDS[line.state]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Accepts a mismatched line once the operator has settled the difference with the courier. */
function AcceptForm({
  remittanceID,
  awb,
  onDone,
  onFailed,
}: {
  remittanceID: string;
  awb: string;
  onDone: (message: string) => void;
  onFailed: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <form
      aria-label={`Accept AWB ${awb}`}
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        call(paths.codRemittanceAccept, { params: { remittanceID, awb }, body: { note } })
          .then(async (answer) => {
            onDone(answer.message);
            await queryClient.invalidateQueries({ queryKey: QUERY_KEY });
          })
          .catch((error: unknown) =>
            onFailed(error instanceof ApiError ? error.message : 'That failed. Try again.'),
          )
          .finally(() => setBusy(false));
      }}
    >
      <label>
        Why <input value={note} onChange={(event) => setNote(event.target.value)} required />
      </label>{' '}
      <button type="submit" disabled={busy}>
        Accept
      </button>
    </form>
  );
}

function OperatorActions({
  onDone,
  onFailed,
}: {
  onDone: (message: string) => void;
  onFailed: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  async function act(run: () => Promise<{ message: string }>) {
    setBusy(true);
    try {
      onDone((await run()).message);
      await queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    } catch (error) {
      onFailed(error instanceof ApiError ? error.message : 'That failed. Try again.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="card">
      <button
        type="button"
        disabled={busy}
        onClick={() => void act(() => call(paths.codRemittancesRead))}
      >
        Read Shiprocket’s remittances now
      </button>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const file = new FormData(event.currentTarget).get('report');
          if (!(file instanceof File) || file.size === 0) {
            onFailed('Choose Delhivery’s remittance report (CSV) first.');
            return;
          }
          void act(async () =>
            call(paths.codRemittancesUpload, { body: { csv: await file.text() } }),
          );
        }}
      >
        <label>
          Delhivery’s remittance report (CSV from its panel){' '}
          <input type="file" name="report" accept=".csv,text/csv" />
        </label>{' '}
        <button type="submit" disabled={busy}>
          Upload the report
        </button>
      </form>
    </div>
  );
}
