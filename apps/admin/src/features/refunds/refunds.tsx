// Refunds (docs/decisions/refunds.md): every refund owed, being paid back through the gateway,
// paid back, or refused by the gateway with its words; a refused one is asked for again here, or
// paid back by hand and recorded on its order's page.
import { Link } from 'react-router';
import type { AdminRefund, RefundStatus } from '@haat/contract';
import { REFUND_STATUSES } from '@haat/contract/back-office-constants';
import * as paths from '@haat/contract/back-office-paths';
import { call } from '../../lib/api.ts';
import { useListPage } from '../../lib/use-list-page.ts';
import { oneOf } from '../../lib/list-filters.ts';
import { FilterForm, StateFilter } from '../../components/filter-form.tsx';
import { ListTable, type ListColumn } from '../../components/list-table.tsx';
import { rupees } from '../../lib/format.ts';

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

const COLUMNS: ReadonlyArray<ListColumn<AdminRefund>> = [
  {
    header: 'Order',
    cell: (refund) => (
      <>
        <Link to={`/orders/${encodeURIComponent(refund.orderID)}`}>{refund.orderID}</Link>
        <small className="sub">{refund.purpose}</small>
      </>
    ),
  },
  { header: 'Amount', cell: (refund) => rupees(refund.amount) },
  {
    header: 'Through',
    cell: (refund) => (
      <>
        {refund.method === 'manual' ? 'By hand' : (refund.provider ?? '—')}
        {refund.refundTo ? <small className="sub">to {refund.refundTo}</small> : null}
        {refund.attempts > 1 ? <small className="sub">{refund.attempts} attempts</small> : null}
      </>
    ),
  },
  {
    header: 'State',
    cell: (refund) => (
      <>
        <span className={`badge badge-${BADGE[refund.status]}`}>
          {REFUND_STATE_NAMES[refund.status]}
        </span>
        {refund.failure ? <small className="sub">{refund.failure}</small> : null}
      </>
    ),
  },
  { header: 'Reference', cell: (refund) => refund.reference ?? '—' },
  {
    header: 'Owed since',
    cell: (refund) => (
      <>
        {when(refund.createdAt)}
        {refund.processedAt ? (
          <small className="sub">paid back {when(refund.processedAt)}</small>
        ) : null}
      </>
    ),
  },
];

export function RefundsPage() {
  const list = useListPage({
    key: 'refunds',
    filterKeys: ['status'],
    pageSize: PAGE_SIZE,
    load: async ({ status, page }) =>
      (
        await call(paths.refunds, {
          query: {
            status: oneOf(REFUND_STATUSES, status),
            page,
            pageSize: PAGE_SIZE,
          },
        })
      ).data,
  });

  const retry = (refund: AdminRefund) =>
    list.act(() => call(paths.refundRetry, { params: { refundID: refund.refundID } }));

  return (
    <section>
      <div className="heading">
        <h1>Refunds</h1>
      </div>
      <FilterForm list={list} label="Refunds">
        <StateFilter
          states={REFUND_STATUSES}
          names={REFUND_STATE_NAMES}
          value={list.filters.status}
        />
      </FilterForm>
      <ListTable
        list={list}
        rowKey={(refund) => refund.refundID}
        noun="refunds"
        columns={COLUMNS}
        actions={(refund) =>
          refund.status === 'failed' && refund.method === 'gateway' ? (
            <button
              type="button"
              aria-label={`Ask the gateway again for the refund of ${refund.orderID}`}
              onClick={() => void retry(refund)}
            >
              Ask again
            </button>
          ) : null
        }
      />
    </section>
  );
}
