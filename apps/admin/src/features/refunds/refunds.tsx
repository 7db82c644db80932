// Refunds (docs/decisions/refunds.md): every refund owed, being paid back through the gateway,
// paid back, or refused by the gateway with its words; a refused one is asked for again here, or
// paid back by hand and recorded on its order's page.
import { Link } from 'react-router';
import type { AdminRefund, RefundStatus } from '@haat/contract';
import { REFUND_STATUSES } from '@haat/contract/back-office-constants';
import * as paths from '@haat/contract/back-office-paths';
import { call } from '../../lib/api.ts';
import { useListPage } from '../../lib/use-list-page.ts';
import { FilterForm, StateFilter } from '../../components/filter-form.tsx';
import { ListStatus } from '../../components/list-status.tsx';
import { rupees } from '../../lib/format.ts';
import { Notices } from '../../components/notices.tsx';
import { Pager } from '../../components/pager.tsx';

const PAGE_SIZE = 25;

/** Each state in an operator's words. */
export const REFUND_STATE_NAMES: Record<RefundStatus, string> = {
  pending: 'To be asked for',
  asking: 'Asking the gateway',
  processing: 'Being paid out',
  processed: 'Paid back',
  failed: 'Refused',
};

const BADGE: Record<RefundStatus, string> = {
  pending: 'pending',
  asking: 'Shipped',
  processing: 'Shipped',
  processed: 'active',
  failed: 'paused',
};

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'medium',
    timeStyle: 'short',
  });

const isStatus = (value: string): value is RefundStatus =>
  (REFUND_STATUSES as readonly string[]).includes(value);

export function RefundsPage() {
  const list = useListPage({
    key: 'refunds',
    filterKeys: ['status'],
    pageSize: PAGE_SIZE,
    load: async ({ status, page }) =>
      (
        await call(paths.refunds, {
          query: {
            status: status && isStatus(status) ? status : undefined,
            page,
            pageSize: PAGE_SIZE,
          },
        })
      ).data,
  });
  const { status } = list.filters;

  const retry = (refund: AdminRefund) =>
    list.act(() => call(paths.refundRetry, { params: { refundID: refund.refundID } }));

  const data = list.answer;
  return (
    <section>
      <div className="heading">
        <h1>Refunds</h1>
      </div>
      <FilterForm list={list} label="Refunds">
        <StateFilter states={REFUND_STATUSES} names={REFUND_STATE_NAMES} value={status} />
      </FilterForm>
      <Notices notice={list.notice} failure={list.failure} />
      <ListStatus list={list.list} total={data?.total} noun="refunds" />
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Amount</th>
              <th scope="col">Through</th>
              <th scope="col">State</th>
              <th scope="col">Reference</th>
              <th scope="col">Owed since</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {(data?.items ?? []).map((refund) => (
              <tr key={refund.refundID}>
                <td>
                  <Link to={`/orders/${encodeURIComponent(refund.orderID)}`}>{refund.orderID}</Link>
                  <small className="sub">{refund.purpose}</small>
                </td>
                <td>{rupees(refund.amount)}</td>
                <td>
                  {refund.method === 'manual' ? 'By hand' : (refund.provider ?? '—')}
                  {refund.refundTo ? <small className="sub">to {refund.refundTo}</small> : null}
                  {refund.attempts > 1 ? (
                    <small className="sub">{refund.attempts} attempts</small>
                  ) : null}
                </td>
                <td>
                  <span className={`badge badge-${BADGE[refund.status]}`}>
                    {REFUND_STATE_NAMES[refund.status]}
                  </span>
                  {refund.failure ? <small className="sub">{refund.failure}</small> : null}
                </td>
                <td>{refund.reference ?? '—'}</td>
                <td>
                  {when(refund.createdAt)}
                  {refund.processedAt ? (
                    <small className="sub">paid back {when(refund.processedAt)}</small>
                  ) : null}
                </td>
                <td className="actions">
                  {refund.status === 'failed' && refund.method === 'gateway' ? (
                    <button
                      type="button"
                      aria-label={`Ask the gateway again for the refund of ${refund.orderID}`}
                      onClick={() => void retry(refund)}
                    >
                      Ask again
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={list.page} pages={list.pages} onPage={list.goToPage} />
    </section>
  );
}
