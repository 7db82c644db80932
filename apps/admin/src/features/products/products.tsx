// The product list: TanStack Table over the server's pages — search by title or SKU, filter by
// status, sort by a column, page through; every figure comes from GET /api/admin/products.
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  useReactTable,
  type SortingState,
} from '@tanstack/react-table';
import type { BackOfficeProductRow, ProductSort } from '@haat/contract';
import { PRODUCT_STATUSES } from '@haat/contract/back-office-constants';
import * as paths from '@haat/contract/back-office-paths';
import { call } from '../../lib/api.ts';
import { useListPage } from '../../lib/use-list-page.ts';
import { FilterForm } from '../../components/filter-form.tsx';
import { ListStatus } from '../../components/list-status.tsx';
import { Pager } from '../../components/pager.tsx';
import { rupees } from '../../lib/format.ts';
import { useMe } from '../../lib/use-me.ts';

const PAGE_SIZE = 25;
const column = createColumnHelper<BackOfficeProductRow>();

export function ProductsPage() {
  const me = useMe();
  const [sorting, setSorting] = useState<SortingState>([{ id: 'updatedAt', desc: true }]);
  const sort = sorting[0];
  const order = {
    sort: (sort?.id ?? 'updatedAt') as ProductSort,
    dir: sort?.desc ? ('desc' as const) : ('asc' as const),
  };
  const list = useListPage({
    key: 'products',
    filterKeys: ['q', 'status'],
    pageSize: PAGE_SIZE,
    load: async ({ q, status, page }) =>
      (
        await call(paths.products, {
          query: {
            q: q || undefined,
            status: PRODUCT_STATUSES.find((each) => each === status),
            page,
            pageSize: PAGE_SIZE,
            ...order,
          },
        })
      ).data,
    dependsOn: [order],
  });
  const search = list.filters.q;
  const status = list.filters.status;

  const columns = useMemo(
    () => [
      column.accessor('title', {
        header: 'Product',
        cell: (info) => (
          <div className="product-cell">
            {info.row.original.imageUrl ? (
              <img src={info.row.original.imageUrl} alt="" width={40} height={40} />
            ) : (
              <span className="no-picture" aria-hidden="true" />
            )}
            <span>
              <Link to={`/products/${info.row.original.productID}`}>{info.getValue()}</Link>
              <small>{info.row.original.sku}</small>
            </span>
          </div>
        ),
      }),
      column.accessor('status', {
        header: 'Status',
        enableSorting: false,
        cell: (info) => (
          <span className={`badge badge-${info.getValue()}`}>
            {info.getValue()}
            {info.getValue() === 'published' && !info.row.original.listed ? ' (not listed)' : ''}
          </span>
        ),
      }),
      column.accessor('price', { header: 'Price', cell: (info) => rupees(info.getValue()) }),
      column.accessor('stock', { header: 'Stock' }),
      column.accessor('shopName', { header: 'Seller', enableSorting: false }),
      column.accessor('updatedAt', {
        header: 'Updated',
        cell: (info) => new Date(info.getValue()).toLocaleDateString('en-IN'),
      }),
    ],
    [],
  );

  const data = list.answer;
  // TanStack Table 8 hands back functions the React Compiler cannot memoise; the table is meant
  // to be rebuilt on every render, so this component is left uncompiled.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: data?.items ?? [],
    columns,
    state: {
      sorting,
      columnVisibility: { shopName: me.data?.role === 'operator' },
    },
    manualSorting: true,
    manualPagination: true,
    pageCount: data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1,
    onSortingChange: (next) => {
      setSorting(next);
      list.goToPage(1);
    },
    getCoreRowModel: getCoreRowModel(),
  });

  const pages = table.getPageCount();
  return (
    <section>
      <div className="heading">
        <h1>Products</h1>
        <Link className="button primary" to="/products/new">
          New product
        </Link>
      </div>
      <FilterForm list={list} submitLabel="Search">
        <label className="field">
          <span>Title or SKU</span>
          <input name="q" type="search" defaultValue={search} />
        </label>
        <label className="field">
          <span>Status</span>
          <select name="status" defaultValue={status}>
            <option value="">Any</option>
            {PRODUCT_STATUSES.map((each) => (
              <option key={each} value={each}>
                {each}
              </option>
            ))}
          </select>
        </label>
      </FilterForm>
      <ListStatus list={list.list} total={data?.total} noun="products" />
      <div className="table-wrap">
        <table>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      aria-sort={
                        sorted === 'asc'
                          ? 'ascending'
                          : sorted === 'desc'
                            ? 'descending'
                            : undefined
                      }
                    >
                      {header.column.getCanSort() ? (
                        <button type="button" onClick={header.column.getToggleSortingHandler()}>
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}
                        </button>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
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
      <Pager page={list.page} pages={pages} onPage={list.goToPage} />
    </section>
  );
}
