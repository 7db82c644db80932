// Orders, newest first: TanStack Table over the server's pages with every filter the API has
// (status, payment, days, seller, pin code, order id or mobile), kept in the address. The operator
// sees every order; a seller the orders holding their lines (what those lines come to).
import { useMemo } from 'react';
import { Link } from 'react-router';
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  useReactTable,
} from '@tanstack/react-table';
import type { AdminOrder } from '@haat/contract';
import * as paths from '@haat/contract/back-office-paths';
import { call } from '../../lib/api.ts';
import { useListPage } from '../../lib/use-list-page.ts';
import { ListStatus } from '../../components/list-status.tsx';
import { formatWhen, rupees } from '../../lib/format.ts';
import { Pager } from '../../components/pager.tsx';
import { useMe } from '../../lib/use-me.ts';
import { OrderFilterForm } from './order-filter-form.tsx';
import { ORDER_FILTER_KEYS, orderListQuery } from './order-filters.ts';

const PAGE_SIZE = 25;
const column = createColumnHelper<AdminOrder>();

export function OrdersPage() {
  const me = useMe();
  const forSeller = me.data?.role === 'seller';
  const list = useListPage({
    key: 'orders',
    filterKeys: ORDER_FILTER_KEYS,
    pageSize: PAGE_SIZE,
    load: (filters) => {
      const query = orderListQuery(filters, { pageSize: PAGE_SIZE, forSeller });
      return forSeller ? call(paths.sellerOrders, { query }) : call(paths.orders, { query });
    },
    dependsOn: [me.data?.role],
    enabled: me.isSuccess,
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

  const answer = list.answer;
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
          key={list.formKey}
          filters={list.filters}
          forSeller={forSeller}
          onApply={list.applyFilters}
        />
      ) : null}
      <ListStatus list={list.list} total={answer?.total} noun="orders" />
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
      <Pager page={list.page} pages={list.pages} onPage={list.goToPage} />
    </section>
  );
}
