// A seller's money (docs/decisions/seller-money.md): on hold, payable, paid, the next payout date,
// and the statement of a settlement period: its opening and closing balance and its entries a page
// at a time (a busy shop's week can hold tens of thousands); CSV and PDF downloads hold them all. A seller sees its own; the operator names the seller (?seller=…).
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { StatementLine } from '@haat/contract';
import * as paths from '@haat/contract/back-office-paths';
import { call } from '../../lib/api.ts';
import { useMe } from '../../lib/use-me.ts';
import { rupees } from '../../lib/format.ts';
import { downloadFile } from '../../components/download.ts';
import { Pager } from '../../components/pager.tsx';
import { SettlementScheduleSection } from './settlement-schedule.tsx';

const pagesOf = (statement: { total: number; pageSize: number }) =>
  Math.max(1, Math.ceil(statement.total / statement.pageSize));

export function SellerMoneyPage() {
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const operator = me.data?.role === 'operator';
  const sellerID = params.get('seller') ?? undefined;
  const date = params.get('date') ?? undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = { ...(sellerID ? { sellerID } : {}), ...(date ? { date } : {}) };
  const ready = Boolean(me.data) && (!operator || Boolean(sellerID));
  const money = useQuery({
    queryKey: ['seller-money', sellerID, date, page],
    enabled: ready,
    queryFn: async () => (await call(paths.sellerMoney, { query: { ...query, page } })).data,
  });
  const goToPage = (next: number) => {
    const changed = new URLSearchParams(params);
    changed.set('page', String(next));
    setParams(changed);
  };
  const choose = (form: FormData) => {
    const next = new URLSearchParams();
    const seller = String(form.get('seller') ?? '').trim();
    const day = String(form.get('date') ?? '').trim();
    if (seller) next.set('seller', seller);
    if (day) next.set('date', day);
    setParams(next);
  };
  const data = money.data;
  return (
    <section>
      <div className="heading">
        <h1>{operator ? 'Seller money' : 'Money'}</h1>
      </div>
      <form
        className="filters"
        aria-label="Statement"
        onSubmit={(event) => {
          event.preventDefault();
          choose(new FormData(event.currentTarget));
        }}
      >
        {operator ? (
          <label>
            Seller ID <input name="seller" defaultValue={sellerID ?? ''} required />
          </label>
        ) : null}
        <label>
          A day in the week <input type="date" name="date" defaultValue={date ?? ''} />
        </label>
        <button type="submit">Show</button>
      </form>
      {me.data ? <SettlementScheduleSection operator={operator} /> : null}
      {!ready ? <p>Give a seller’s ID to see its money.</p> : null}
      {money.isError ? <p role="alert">{(money.error as Error).message}</p> : null}
      {data ? (
        <>
          <dl className="summary" aria-label="Balance">
            <div>
              <dt>On hold</dt>
              <dd>{rupees(data.onHold)}</dd>
            </div>
            <div>
              <dt>Payable</dt>
              <dd>{rupees(data.payable)}</dd>
            </div>
            <div>
              <dt>Paid</dt>
              <dd>{rupees(data.paid)}</dd>
            </div>
            <div>
              <dt>Next payout</dt>
              <dd>{data.nextPayoutDate ?? '—'}</dd>
            </div>
          </dl>
          <h2>
            Statement {data.statement.firstDay} to {data.statement.lastDay}
          </h2>
          <p>
            <button
              type="button"
              onClick={() =>
                void downloadFile(
                  paths.sellerStatementCsv,
                  { query },
                  `statement-${data.statement.firstDay}.csv`,
                )
              }
            >
              Download CSV
            </button>{' '}
            <button
              type="button"
              onClick={() =>
                void downloadFile(
                  paths.sellerStatementPdf,
                  { query },
                  `statement-${data.statement.firstDay}.pdf`,
                )
              }
            >
              Download PDF
            </button>
          </p>
          <p>
            {data.statement.total === 0
              ? 'No entries in this period.'
              : `Entries ${(data.statement.page - 1) * data.statement.pageSize + 1}–${Math.min(data.statement.total, data.statement.page * data.statement.pageSize)} of ${data.statement.total.toLocaleString('en-IN')}; the CSV and the PDF hold every entry.`}
          </p>
          <table>
            <thead>
              <tr>
                <th>Date</th>
                <th>Entry</th>
                <th>Order / UTR</th>
                <th>Amount</th>
                <th>Balance</th>
              </tr>
            </thead>
            <tbody>
              {data.statement.page === 1 ? (
                <tr>
                  <td>{data.statement.firstDay}</td>
                  <td>Opening balance</td>
                  <td />
                  <td />
                  <td>{rupees(data.statement.opening)}</td>
                </tr>
              ) : null}
              {data.statement.lines.map((line) => (
                <tr key={line.id}>
                  <td>{line.date}</td>
                  <td>{line.label}</td>
                  <td>
                    {line.utr ? `UTR ${line.utr}` : (line.orderID ?? line.transferID ?? '')}
                    {line.codRemittance ? (
                      <>
                        <br />
                        <small>{codRemittanceWords(line.codRemittance)}</small>
                      </>
                    ) : null}
                  </td>
                  <td>{rupees(line.amount)}</td>
                  <td>{rupees(line.balance)}</td>
                </tr>
              ))}
              {data.statement.page >= pagesOf(data.statement) ? (
                <tr>
                  <td>{data.statement.lastDay}</td>
                  <td>
                    <strong>Closing balance</strong>
                  </td>
                  <td />
                  <td />
                  <td>
                    <strong>{rupees(data.statement.closing)}</strong>
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
          {pagesOf(data.statement) > 1 ? (
            <Pager page={data.statement.page} pages={pagesOf(data.statement)} onPage={goToPage} />
          ) : null}
        </>
      ) : null}
    </section>
  );
}

/** A COD sale's remittance in words: whether the courier has paid the shop its cash yet. */
function codRemittanceWords(cod: NonNullable<StatementLine['codRemittance']>): string {
  if (cod.state === 'remitted')
    return `COD remitted on ${cod.remittedOn ?? ''} (UTR ${cod.utr ?? ''})`;
  if (cod.state === 'mismatch')
    return `COD remittance does not match (UTR ${cod.utr ?? ''}): held for the operator`;
  return 'COD not yet remitted by the courier: paid after it is';
}
