// Transfers of orders' money to sellers through Razorpay Route (docs/decisions/route-payouts.md):
// each with its amount, what was reversed, its hold and its settlement's UTR; a transfer Razorpay
// refused shows Razorpay's words and how often it was asked, and is asked for again here. Run
// settlement now runs the settlement (docs/decisions/settlement.md) and says what it did.
import type { SellerTransfer } from '@haat/contract';
import * as paths from '@haat/contract/back-office-paths';
import { call } from '../../lib/api.ts';
import { useListPage } from '../../lib/use-list-page.ts';
import { oneOf } from '../../lib/list-filters.ts';
import { FilterForm, StateFilter } from '../../components/filter-form.tsx';
import { ListTable, type ListColumn } from '../../components/list-table.tsx';
import { rupees } from '../../lib/format.ts';

const PAGE_SIZE = 25;

type TransferStatus = SellerTransfer['status'];
const TRANSFER_STATUSES: readonly TransferStatus[] = [
  'pending',
  'created',
  'processed',
  'failed',
  'partially_reversed',
  'reversed',
];
const TRANSFER_STATUS_NAMES: Record<TransferStatus, string> = {
  pending: 'Being asked for',
  created: 'Taken by Razorpay',
  processed: 'Transferred',
  failed: 'Failed',
  partially_reversed: 'Partly reversed',
  reversed: 'Reversed',
};
const BADGE: Record<TransferStatus, string> = {
  pending: 'pending',
  created: 'Shipped',
  processed: 'active',
  failed: 'paused',
  partially_reversed: 'Shipped',
  reversed: 'paused',
};

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium' });

/** What a transfer pays: an order's part, or (a balance transfer) the seller's balance. */
const transferSubject = (transfer: SellerTransfer) =>
  transfer.kind === 'balance'
    ? `Balance payment no. ${transfer.balanceNumber ?? '?'}`
    : transfer.orderID;

const COLUMNS: ReadonlyArray<ListColumn<SellerTransfer>> = [
  {
    header: 'Order',
    cell: (transfer) => (
      <>
        {transferSubject(transfer)}
        <small className="sub">{transfer.shopName}</small>
      </>
    ),
  },
  {
    header: 'Amount',
    cell: (transfer) => (
      <>
        {rupees(transfer.amount)}
        {transfer.reversed > 0 ? (
          <small className="sub">{rupees(transfer.reversed)} reversed</small>
        ) : null}
      </>
    ),
  },
  {
    header: 'State',
    cell: (transfer) => (
      <>
        <span className={`badge badge-${BADGE[transfer.status]}`}>
          {TRANSFER_STATUS_NAMES[transfer.status]}
        </span>
        {transfer.lastError ? <small className="sub error">{transfer.lastError}</small> : null}
        {transfer.attempts > 1 ? <small className="sub">{transfer.attempts} attempts</small> : null}
      </>
    ),
  },
  {
    header: 'Settlement',
    cell: (transfer) =>
      transfer.settlementUTR ? (
        `UTR ${transfer.settlementUTR}`
      ) : transfer.onHold ? (
        <>
          On hold
          {transfer.holdUntil ? (
            <small className="sub">until {day(transfer.holdUntil)}</small>
          ) : null}
        </>
      ) : transfer.kind !== 'payment' ? (
        'Direct transfer'
      ) : (
        'Released'
      ),
  },
  { header: 'Razorpay', cell: (transfer) => transfer.routeTransferID ?? '—' },
];

export function SellerTransfersPage() {
  const list = useListPage({
    key: 'seller-transfers',
    filterKeys: ['status'],
    pageSize: PAGE_SIZE,
    load: async ({ status, page }) =>
      (
        await call(paths.sellerTransfers, {
          query: { status: oneOf(TRANSFER_STATUSES, status), page, pageSize: PAGE_SIZE },
        })
      ).data,
  });
  return (
    <section>
      <div className="heading">
        <h1>Transfers to sellers</h1>
        <button
          type="button"
          onClick={() =>
            void list.act(() => call(paths.settlementRun), 'The settlement run failed. Try again.')
          }
        >
          Run settlement now
        </button>
      </div>
      <FilterForm list={list} label="Transfers to sellers">
        <StateFilter
          states={TRANSFER_STATUSES}
          names={TRANSFER_STATUS_NAMES}
          value={list.filters.status}
        />
      </FilterForm>
      <ListTable
        list={list}
        rowKey={(transfer) => transfer.transferID}
        rowTestId="seller-transfer-row"
        noun="transfers"
        columns={COLUMNS}
        actions={(transfer) =>
          transfer.status === 'failed' ? (
            <button
              type="button"
              aria-label={`Ask Razorpay again for the transfer of ${transferSubject(transfer)} to ${transfer.shopName}`}
              onClick={() =>
                void list.act(() =>
                  call(paths.sellerTransferRetry, { params: { transferID: transfer.transferID } }),
                )
              }
            >
              Ask again
            </button>
          ) : null
        }
      />
    </section>
  );
}
