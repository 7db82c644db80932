// The reconciliation of our transfers to sellers against Razorpay's listing with settlements
// (docs/decisions/settlement.md): each disagreement, and transfers stuck on our side, for the
// operator to look into. Reading it also records settlements a lost webhook did not bring.
import { useQuery } from '@tanstack/react-query';
import type { TransferMismatch } from '@haat/contract';
import * as paths from '@haat/contract/back-office-paths';
import { useSearchParams } from 'react-router';
import { ApiError, call } from '../../lib/api.ts';

export const MISMATCH_NAMES: Record<TransferMismatch['kind'], string> = {
  amount: 'Amounts differ',
  reversed: 'Reversed amounts differ',
  status: 'Failed on one side only',
  'missing-at-razorpay': 'Not listed by Razorpay',
  'unknown-to-us': 'Made by us, no record here',
  stuck: 'Stuck',
};

const DAY_CHOICES = [7, 30, 90, 365] as const;

export function TransferMismatchesPage() {
  const [search, setSearch] = useSearchParams();
  const days = Number(search.get('days')) || 30;
  const query = useQuery({
    queryKey: ['transfer-mismatches', days],
    queryFn: async () => (await call(paths.transferMismatches, { query: { days } })).data,
  });
  return (
    <section>
      <div className="heading">
        <h1>Transfer mismatches</h1>
      </div>
      <form className="filters" aria-label="Transfer mismatches">
        <label>
          Transfers of the last{' '}
          <select
            name="days"
            value={days}
            onChange={(event) => setSearch({ days: event.currentTarget.value })}
          >
            {DAY_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {choice} days
              </option>
            ))}
          </select>
        </label>
      </form>
      {query.isPending ? <p role="status">Asking Razorpay…</p> : null}
      {query.isError ? (
        <p role="alert">
          {query.error instanceof ApiError ? query.error.message : 'Razorpay could not be read.'}
        </p>
      ) : null}
      {query.data ? (
        <>
          <p role="status">
            {query.data.checked} transfers checked;{' '}
            {query.data.items.length === 0
              ? 'Razorpay agrees with every one.'
              : `${query.data.items.length} to look into.`}
            {query.data.settlementsRecorded > 0
              ? ` ${query.data.settlementsRecorded} settlements recorded.`
              : ''}
          </p>
          <table>
            <caption className="visually-hidden">Transfer mismatches</caption>
            <thead>
              <tr>
                <th scope="col">What</th>
                <th scope="col">Transfer</th>
                <th scope="col">Razorpay</th>
                <th scope="col">Ours</th>
                <th scope="col">Razorpay’s</th>
              </tr>
            </thead>
            <tbody>
              {query.data.items.length === 0 ? (
                <tr>
                  <td colSpan={5}>No mismatches.</td>
                </tr>
              ) : (
                query.data.items.map((item, index) => (
                  <tr key={`${item.kind}:${item.transferID ?? item.routeTransferID ?? index}`}>
                    <td>{MISMATCH_NAMES[item.kind]}</td>
                    <td>{item.transferID ?? '—'}</td>
                    <td>{item.routeTransferID ?? '—'}</td>
                    <td>{item.ours ?? '—'}</td>
                    <td>{item.razorpays ?? '—'}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </>
      ) : null}
    </section>
  );
}
