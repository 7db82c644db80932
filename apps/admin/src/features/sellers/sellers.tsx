// Sellers by standing: approve or reject a registration, suspend an approved seller (their
// products leave the storefront, their sessions end) and reinstate them; open where each delivers.
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SellerStatusSchema,
  adminEndpoints,
  backOfficeEndpoints,
  type SellerRow,
  type SellerStatus,
} from '@haat/contract';
import { ApiError, call } from '../api.ts';
import { ConfirmButton } from '../components/confirm-button.tsx';
import { Notices } from '../components/notices.tsx';
import { Pager } from '../components/pager.tsx';

const PAGE_SIZE = 25;
const STATUSES = SellerStatusSchema.options;

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
  approve: adminEndpoints.sellerApprove,
  reject: backOfficeEndpoints.sellerReject,
  suspend: backOfficeEndpoints.sellerSuspend,
  reinstate: backOfficeEndpoints.sellerReinstate,
} as const;
const WORDS = { approve: 'Approve', reject: 'Reject', suspend: 'Suspend', reinstate: 'Reinstate' };

export function SellersPage() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const status = STATUSES.find((each) => each === params.get('status')) ?? '';
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const sellers = useQuery({
    queryKey: ['sellers', 'list', { status, search, page }],
    queryFn: async () =>
      (
        await call(backOfficeEndpoints.sellers, {
          query: { status: status || undefined, q: search || undefined, page, pageSize: PAGE_SIZE },
        })
      ).data,
    placeholderData: keepPreviousData,
  });

  async function act(action: keyof typeof CALLS, seller: SellerRow) {
    setNotice(null);
    setFailure(null);
    try {
      const answer = await call(CALLS[action], { params: { sellerID: seller.sellerID } });
      setNotice(answer.message);
      await queryClient.invalidateQueries({ queryKey: ['sellers'] });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'That failed. Try again.');
    }
  }

  function filter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of ['q', 'status']) {
      const value = String(form.get(key) ?? '').trim();
      if (value) next.set(key, value);
    }
    setParams(next);
  }

  const data = sellers.data;
  return (
    <section>
      <h1>Sellers</h1>
      <form
        key={params.toString()}
        className="filters"
        role="search"
        aria-label="Sellers"
        onSubmit={filter}
      >
        <label className="field">
          <span>Shop, name or e-mail</span>
          <input name="q" type="search" defaultValue={search} />
        </label>
        <label className="field">
          <span>Standing</span>
          <select name="status" defaultValue={status}>
            <option value="">Any</option>
            {STATUSES.map((each) => (
              <option key={each} value={each}>
                {each}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">Filter</button>
      </form>
      <Notices notice={notice} failure={failure} />
      {sellers.isError ? (
        <p role="alert" className="error">
          {sellers.error.message}
        </p>
      ) : null}
      <p aria-live="polite" className="count">
        {data ? `${data.total.toLocaleString('en-IN')} sellers` : 'Loading…'}
      </p>
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
      <Pager
        page={page}
        pages={data ? Math.ceil(data.total / PAGE_SIZE) : 1}
        onPage={(next) => {
          const copy = new URLSearchParams(params);
          copy.set('page', String(next));
          setParams(copy);
        }}
      />
    </section>
  );
}
