// Sellers by standing: approve or reject a registration, suspend an approved seller (their
// products leave the storefront, their sessions end) and reinstate them; open where each delivers.
import { Link } from 'react-router';
import type { SellerRow, SellerStatus } from '@haat/contract';
import { SELLER_STATUSES } from '@haat/contract/back-office-constants';
import * as paths from '@haat/contract/back-office-paths';
import { call } from '../../lib/api.ts';
import { useListPage } from '../../lib/use-list-page.ts';
import { FilterForm } from '../../components/filter-form.tsx';
import { ListStatus } from '../../components/list-status.tsx';
import { ConfirmButton } from '../../components/confirm-button.tsx';
import { Notices } from '../../components/notices.tsx';
import { Pager } from '../../components/pager.tsx';

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

export function SellersPage() {
  const list = useListPage({
    key: 'sellers',
    filterKeys: ['q', 'status'],
    pageSize: PAGE_SIZE,
    load: async ({ q, status, page }) =>
      (
        await call(paths.sellers, {
          query: {
            status: SELLER_STATUSES.find((each) => each === status),
            q: q || undefined,
            page,
            pageSize: PAGE_SIZE,
          },
        })
      ).data,
  });
  const search = list.filters.q;
  const status = SELLER_STATUSES.find((each) => each === list.filters.status) ?? '';

  const act = (action: keyof typeof CALLS, seller: SellerRow) =>
    list.act(() => call(CALLS[action], { params: { sellerID: seller.sellerID } }));

  const data = list.answer;
  return (
    <section>
      <h1>Sellers</h1>
      <FilterForm list={list} label="Sellers">
        <label className="field">
          <span>Shop, name or e-mail</span>
          <input name="q" type="search" defaultValue={search} />
        </label>
        <label className="field">
          <span>Standing</span>
          <select name="status" defaultValue={status}>
            <option value="">Any</option>
            {SELLER_STATUSES.map((each) => (
              <option key={each} value={each}>
                {each}
              </option>
            ))}
          </select>
        </label>
      </FilterForm>
      <Notices notice={list.notice} failure={list.failure} />
      <ListStatus list={list.list} total={data?.total} noun="sellers" />
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">Shop</th>
              <th scope="col">Contact</th>
              <th scope="col">GSTIN</th>
              <th scope="col">Products</th>
              <th scope="col">Standing</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {(data?.items ?? []).map((seller) => (
              <tr key={seller.sellerID}>
                <td>
                  <strong>{seller.shopName}</strong>
                  <small className="sub">
                    {seller.city} · since {new Date(seller.createdAt).toLocaleDateString('en-IN')}
                  </small>
                </td>
                <td>
                  {seller.name}
                  <small className="sub">
                    {seller.email} · {seller.mobile}
                  </small>
                </td>
                <td>{seller.gstin}</td>
                <td>{seller.productCount.toLocaleString('en-IN')}</td>
                <td>
                  <span className={`badge badge-${seller.status}`}>{seller.status}</span>
                </td>
                <td className="actions">
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
