// Coupons with their uses so far: search by code, show active or paused ones, pause and resume,
// open one to edit its rules (its code never changes) or add a new one.
import { Link } from 'react-router';
import type { AdminCoupon } from '@haat/contract';
import * as paths from '@haat/contract/back-office-paths';
import { call } from '../../lib/api.ts';
import { useListPage } from '../../lib/use-list-page.ts';
import { oneOf } from '../../lib/list-filters.ts';
import { FilterForm, SearchField, StateFilter } from '../../components/filter-form.tsx';
import { ListTable, type ListColumn } from '../../components/list-table.tsx';
import { rupees } from '../../lib/format.ts';

const PAGE_SIZE = 25;
const day = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata' }) : null;

export function describeDiscount(coupon: AdminCoupon): string {
  if (coupon.kind === 'flat') return `${rupees(coupon.value)} off`;
  return `${coupon.value}% off${coupon.maxDiscount ? `, up to ${rupees(coupon.maxDiscount)}` : ''}`;
}

const SHOWN = ['true', 'false'] as const;

const COLUMNS: ReadonlyArray<ListColumn<AdminCoupon>> = [
  {
    header: 'Code',
    cell: (coupon) => <Link to={`/coupons/${encodeURIComponent(coupon.code)}`}>{coupon.code}</Link>,
  },
  { header: 'Discount', cell: describeDiscount },
  {
    header: 'Minimum order',
    cell: (coupon) => (coupon.minOrder > 0 ? rupees(coupon.minOrder) : '—'),
  },
  {
    header: 'Valid',
    cell: (coupon) => `${day(coupon.startsAt) ?? 'now'} – ${day(coupon.endsAt) ?? 'no end'}`,
  },
  {
    header: 'Used',
    cell: (coupon) => (
      <>
        {coupon.usedCount.toLocaleString('en-IN')}
        {coupon.maxUses ? ` of ${coupon.maxUses.toLocaleString('en-IN')}` : ''}
        <small className="sub">{coupon.maxUsesPerCustomer} a customer</small>
      </>
    ),
  },
  {
    header: 'State',
    cell: (coupon) => (
      <span className={`badge badge-${coupon.active ? 'active' : 'paused'}`}>
        {coupon.active ? 'active' : 'paused'}
      </span>
    ),
  },
];

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
            active: oneOf(SHOWN, active),
            page,
            pageSize: PAGE_SIZE,
          },
        })
      ).data,
  });

  const toggle = (coupon: AdminCoupon) =>
    list.act(() =>
      call(paths.couponActive, {
        params: { couponID: coupon.couponID },
        body: { active: !coupon.active },
      }),
    );

  return (
    <section>
      <div className="heading">
        <h1>Coupons</h1>
        <Link className="button primary" to="/coupons/new">
          New coupon
        </Link>
      </div>
      <FilterForm list={list} label="Coupons">
        <SearchField label="Code" value={list.filters.q} />
        <StateFilter
          label="Shown"
          name="active"
          states={SHOWN}
          names={{ true: 'Active', false: 'Paused' }}
          value={list.filters.active}
        />
      </FilterForm>
      <ListTable
        list={list}
        rowKey={(coupon) => coupon.couponID}
        noun="coupons"
        columns={COLUMNS}
        actions={(coupon) => (
          <button
            type="button"
            aria-label={`${coupon.active ? 'Pause' : 'Resume'} ${coupon.code}`}
            onClick={() => void toggle(coupon)}
          >
            {coupon.active ? 'Pause' : 'Resume'}
          </button>
        )}
      />
    </section>
  );
}
