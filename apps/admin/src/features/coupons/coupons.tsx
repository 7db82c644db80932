// Coupons with their uses so far: search by code, show active or paused ones, pause and resume,
// open one to edit its rules (its code never changes) or add a new one.
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminOperationEndpoints, type AdminCoupon } from '@haat/contract';
import { ApiError, call } from '../api.ts';
import { rupees } from '../format.ts';
import { Notices } from '../components/notices.tsx';
import { Pager } from '../components/pager.tsx';

const PAGE_SIZE = 25;
const day = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata' }) : null;

export function describeDiscount(coupon: AdminCoupon): string {
  if (coupon.kind === 'flat') return `${rupees(coupon.value)} off`;
  return `${coupon.value}% off${coupon.maxDiscount ? `, up to ${rupees(coupon.maxDiscount)}` : ''}`;
}

export function CouponsPage() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const active =
    params.get('active') === 'true' || params.get('active') === 'false'
      ? (params.get('active') as 'true' | 'false')
      : '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const coupons = useQuery({
    queryKey: ['coupons', { search, active, page }],
    queryFn: async () =>
      (
        await call(adminOperationEndpoints.coupons, {
          query: {
            q: search || undefined,
            active: active || undefined,
            page,
            pageSize: PAGE_SIZE,
          },
        })
      ).data,
    placeholderData: keepPreviousData,
  });

  async function toggle(coupon: AdminCoupon) {
    setNotice(null);
    setFailure(null);
    try {
      const answer = await call(adminOperationEndpoints.couponActive, {
        params: { couponID: coupon.couponID },
        body: { active: !coupon.active },
      });
      setNotice(answer.message);
      await queryClient.invalidateQueries({ queryKey: ['coupons'] });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'That failed. Try again.');
    }
  }

  function filter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of ['q', 'active']) {
      const value = String(form.get(key) ?? '').trim();
      if (value) next.set(key, value);
    }
    setParams(next);
  }

  const data = coupons.data;
  return (
    <section>
      <div className="heading">
        <h1>Coupons</h1>
        <Link className="button primary" to="/coupons/new">
          New coupon
        </Link>
      </div>
      <form
        key={params.toString()}
        className="filters"
        role="search"
        aria-label="Coupons"
        onSubmit={filter}
      >
        <label className="field">
          <span>Code</span>
          <input name="q" type="search" defaultValue={search} />
        </label>
        <label className="field">
          <span>Shown</span>
          <select name="active" defaultValue={active}>
            <option value="">All</option>
            <option value="true">Active</option>
            <option value="false">Paused</option>
          </select>
        </label>
        <button type="submit">Filter</button>
      </form>
      <Notices notice={notice} failure={failure} />
      {coupons.isError ? (
        <p role="alert" className="error">
          {coupons.error.message}
        </p>
      ) : null}
      <p aria-live="polite" className="count">
        {data ? `${data.total.toLocaleString('en-IN')} coupons` : 'Loading…'}
      </p>
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Discount</th>
              <th scope="col">Minimum order</th>
              <th scope="col">Valid</th>
              <th scope="col">Used</th>
              <th scope="col">State</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {(data?.items ?? []).map((coupon) => (
              <tr key={coupon.couponID}>
                <td>
                  <Link to={`/coupons/${encodeURIComponent(coupon.code)}`}>{coupon.code}</Link>
                </td>
                <td>{describeDiscount(coupon)}</td>
                <td>{coupon.minOrder > 0 ? rupees(coupon.minOrder) : '—'}</td>
                <td>
                  {day(coupon.startsAt) ?? 'now'} – {day(coupon.endsAt) ?? 'no end'}
                </td>
                <td>
                  {coupon.usedCount.toLocaleString('en-IN')}
                  {coupon.maxUses ? ` of ${coupon.maxUses.toLocaleString('en-IN')}` : ''}
                  <small className="sub">{coupon.maxUsesPerCustomer} a customer</small>
                </td>
                <td>
                  <span className={`badge badge-${coupon.active ? 'active' : 'paused'}`}>
                    {coupon.active ? 'active' : 'paused'}
                  </span>
                </td>
                <td className="actions">
                  <button
                    type="button"
                    aria-label={`${coupon.active ? 'Pause' : 'Resume'} ${coupon.code}`}
                    onClick={() => void toggle(coupon)}
                  >
                    {coupon.active ? 'Pause' : 'Resume'}
                  </button>
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
