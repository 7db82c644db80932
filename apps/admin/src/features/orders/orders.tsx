// Orders, newest first: TanStack Table over the server's pages with every filter the API has
// (status, payment, days, seller, pin code, order id or mobile), kept in the address. The operator
// sees every order; a seller the orders holding their lines (what those lines come to).
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  useReactTable,
} from '@tanstack/react-table';
import { adminEndpoints, backOfficeEndpoints, type AdminOrder } from '@haat/contract';
import { call } from '../api.ts';
import { rupees } from '../format.ts';
import { Pager } from '../components/pager.tsx';
import { useMe } from './layout.tsx';
import { OrderFilterForm } from './order-filter-form.tsx';
import { orderListQuery, readOrderFilters, writeOrderFilters } from './order-filters.ts';

const PAGE_SIZE = 25;
const column = createColumnHelper<AdminOrder>();

export const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  });

export function OrdersPage() {
  const me = useMe();
  const forSeller = me.data?.role === 'seller';
  const [params, setParams] = useSearchParams();
  const filters = readOrderFilters(params);
  const query = orderListQuery(filters, { pageSize: PAGE_SIZE, forSeller });
  const orders = useQuery({
    queryKey: ['orders', me.data?.role, query],
    queryFn: () =>
      forSeller
        ? call(backOfficeEndpoints.sellerOrders, { query })
        : call(adminEndpoints.orders, { query }),
    enabled: me.isSuccess,
    placeholderData: keepPreviousData,
  });

  const columns = useMemo(
    () => [
      column.accessor('orderID', {
        header: 'Order',
        cell: (info) => <Link to={`/orders/${info.getValue()}`}>{info.getValue()}</Link>,
      }),
      column.accessor('createdAt', {
        header: 'Placed',
        cell: (info) => formatWhen(info.getValue()),
      }),
      column.accessor('customerName', { header: 'Customer' }),
      column.accessor('city', {
        header: 'Deliver to',
        cell: (info) => `${info.getValue()} ${info.row.original.pincode}`,
      }),
      column.accessor('paymentType', {
        header: 'Payment',
        cell: (info) =>
          info.getValue() === 'cod' ? 'COD' : `Prepaid · ${info.row.original.paymentStatus}`,
      }),
      column.accessor('shippingStatus', {
        header: 'Status',
        cell: (info) => (
          <span className={`badge badge-${info.getValue().split(' ')[0]}`}>{info.getValue()}</span>
        ),
      }),
      column.accessor('payableAmount', {
        header: 'Amount',
        cell: (info) => rupees(info.getValue()),
      }),
    ],
    [],
  );

  const answer = orders.data;
  // TanStack Table 8 hands back functions the React Compiler cannot memoise; the table is meant
  // to be rebuilt on every render, so this component is left uncompiled.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: answer?.data ?? [],
    columns,
    manualPagination: true,
    pageCount: answer ? Math.max(1, Math.ceil(answer.total / PAGE_SIZE)) : 1,
    getCoreRowModel: getCoreRowModel(),
  });

  return (
    <section>
      <h1>{forSeller ? 'Your orders' : 'Orders'}</h1>
      {me.isSuccess ? (
        <OrderFilterForm
          key={params.toString()}
          filters={filters}
          forSeller={forSeller}
          onApply={(values) => setParams(writeOrderFilters(values))}
        />
      ) : null}
      {orders.isError ? (
        <p role="alert" className="error">
          {orders.error.message}
        </p>
      ) : null}
      <p aria-live="polite" className="count">
        {answer ? `${answer.total.toLocaleString('en-IN')} orders` : 'Loading…'}
      </p>
      <div className="table-wrap">
        <table>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col">
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {answer && answer.data.length === 0 ? (
              <tr>
                <td colSpan={columns.length}>No orders match these filters.</td>
              </tr>
            ) : null}
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager
        page={filters.page}
        pages={table.getPageCount()}
        onPage={(page) => setParams(writeOrderFilters(filters, page))}
      />
    </section>
  );
}
