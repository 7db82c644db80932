// Coupons with their uses so far: search by code, show active or paused ones, pause and resume,
// open one to edit its rules (its code never changes) or add a new one.
import { Link } from 'react-router';
import type { AdminCoupon } from '@haat/contract';
import * as paths from '@haat/contract/back-office-paths';
import { call } from '../../lib/api.ts';
import { useListPage } from '../../lib/use-list-page.ts';
import { FilterForm } from '../../components/filter-form.tsx';
import { ListStatus } from '../../components/list-status.tsx';
import { rupees } from '../../lib/format.ts';
import { Notices } from '../../components/notices.tsx';
import { Pager } from '../../components/pager.tsx';

const PAGE_SIZE = 25;
const day = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata' }) : null;

export function describeDiscount(coupon: AdminCoupon): string {
  if (coupon.kind === 'flat') return `${rupees(coupon.value)} off`;
  return `${coupon.value}% off${coupon.maxDiscount ? `, up to ${rupees(coupon.maxDiscount)}` : ''}`;
}

export function CouponsPage() {
  const list = useListPage({
    key: 'coupons',
    filterKeys: ['q', 'active'],
    pageSize: PAGE_SIZE,
    load: async ({ q, active, page }) =>
      (
        await call(paths.coupons, {
          query: {
            q: q || undefined,
            active: active === 'true' || active === 'false' ? active : undefined,
            page,
            pageSize: PAGE_SIZE,
          },
        })
      ).data,
  });
  const { q: search, active } = list.filters;

  const toggle = (coupon: AdminCoupon) =>
    list.act(() =>
      call(paths.couponActive, {
        params: { couponID: coupon.couponID },
        body: { active: !coupon.active },
      }),
    );

  const data = list.answer;
  return (
    <section>
      <div className="heading">
        <h1>Coupons</h1>
        <Link className="button primary" to="/coupons/new">
          New coupon
        </Link>
      </div>
      <FilterForm list={list} label="Coupons">
        <label className="field">
          <span>Code</span>
          <input name="q" type="search" defaultValue={search} />
        </label>
        <label className="field">
          <span>Shown</span>
          <select
            name="active"
            defaultValue={active === 'true' || active === 'false' ? active : ''}
          >
            <option value="">All</option>
            <option value="true">Active</option>
            <option value="false">Paused</option>
          </select>
        </label>
      </FilterForm>
      <Notices notice={list.notice} failure={list.failure} />
      <ListStatus list={list.list} total={data?.total} noun="coupons" />
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
      <Pager page={list.page} pages={list.pages} onPage={list.goToPage} />
    </section>
  );
}
