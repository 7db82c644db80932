// Sellers by standing: approve or reject a registration, suspend an approved seller (their
// products leave the storefront, their sessions end) and reinstate them; open where each delivers.
import { Link } from 'react-router';
import type { SellerRow, SellerStatus } from '@haat/contract';
import { SELLER_STATUSES } from '@haat/contract/back-office-constants';
import * as paths from '@haat/contract/back-office-paths';
import { call } from '../../lib/api.ts';
import { useListPage } from '../../lib/use-list-page.ts';
import { oneOf } from '../../lib/list-filters.ts';
import { FilterForm, SearchField, StateFilter } from '../../components/filter-form.tsx';
import { ListTable, type ListColumn } from '../../components/list-table.tsx';
import { ConfirmButton } from '../../components/confirm-button.tsx';

const PAGE_SIZE = 25;

/** What the operator may do to a seller in each standing (the server checks it again). */
const ACTIONS: Record<
  SellerStatus,
  ReadonlyArray<'approve' | 'reject' | 'suspend' | 'reinstate'>
> = {
  pending: ['approve', 'reject'],
  approved: ['suspend'],
  suspended: ['reinstate'],
  rejected: [],
};
const CALLS = {
  approve: paths.sellerApprove,
  reject: paths.sellerReject,
  suspend: paths.sellerSuspend,
  reinstate: paths.sellerReinstate,
} as const;
const WORDS = { approve: 'Approve', reject: 'Reject', suspend: 'Suspend', reinstate: 'Reinstate' };

const COLUMNS: ReadonlyArray<ListColumn<SellerRow>> = [
  {
    header: 'Shop',
    cell: (seller) => (
      <>
        <strong>{seller.shopName}</strong>
        <small className="sub">
          {seller.city} · since {new Date(seller.createdAt).toLocaleDateString('en-IN')}
        </small>
      </>
    ),
  },
  {
    header: 'Contact',
    cell: (seller) => (
      <>
        {seller.name}
        <small className="sub">
          {seller.email} · {seller.mobile}
        </small>
      </>
    ),
  },
  { header: 'GSTIN', cell: (seller) => seller.gstin },
  { header: 'Products', cell: (seller) => seller.productCount.toLocaleString('en-IN') },
  {
    header: 'Standing',
    cell: (seller) => <span className={`badge badge-${seller.status}`}>{seller.status}</span>,
  },
];

export function SellersPage() {
  const list = useListPage({
    key: 'sellers',
    filterKeys: ['q', 'status'],
    pageSize: PAGE_SIZE,
    load: async ({ q, status, page }) =>
      (
        await call(paths.sellers, {
          query: {
            status: oneOf(SELLER_STATUSES, status),
            q: q || undefined,
            page,
            pageSize: PAGE_SIZE,
          },
        })
      ).data,
  });

  const act = (action: keyof typeof CALLS, seller: SellerRow) =>
    list.act(() => call(CALLS[action], { params: { sellerID: seller.sellerID } }));

  return (
    <section>
      <h1>Sellers</h1>
      <FilterForm list={list} label="Sellers">
        <SearchField label="Shop, name or e-mail" value={list.filters.q} />
        <StateFilter
          label="Standing"
          anyLabel="Any"
          states={SELLER_STATUSES}
          value={list.filters.status}
        />
      </FilterForm>
      <ListTable
        list={list}
        rowKey={(seller) => seller.sellerID}
        noun="sellers"
        columns={COLUMNS}
        actions={(seller) => (
          <>
            {ACTIONS[seller.status].map((action) =>
              action === 'approve' || action === 'reinstate' ? (
                <button
                  key={action}
                  type="button"
                  aria-label={`${WORDS[action]} ${seller.shopName}`}
                  onClick={() => void act(action, seller)}
                >
                  {WORDS[action]}
                </button>
              ) : (
                <ConfirmButton
                  key={action}
                  label={WORDS[action]}
                  what={seller.shopName}
                  question={`${WORDS[action]} ${seller.shopName}?`}
                  onConfirm={() => act(action, seller)}
                />
              ),
            )}
            <Link
              to={`/sellers/${seller.sellerID}/areas`}
              state={{ shopName: seller.shopName }}
              aria-label={`Service areas of ${seller.shopName}`}
            >
              Service areas
            </Link>
          </>
        )}
      />
    </section>
  );
}
