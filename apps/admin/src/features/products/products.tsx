// The product list: TanStack Table over the server's pages — search by title or SKU, filter by
// status, sort by a column, page through; every figure comes from GET /api/admin/products.
import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  useReactTable,
  type SortingState,
} from '@tanstack/react-table';
import {
  PRODUCT_STATUSES,
  backOfficeEndpoints,
  type BackOfficeProductRow,
  type ProductSort,
} from '@haat/contract';
import { call } from '../api.ts';
import { rupees } from '../format.ts';
import { useMe } from './layout.tsx';

const PAGE_SIZE = 25;
const column = createColumnHelper<BackOfficeProductRow>();

export function ProductsPage() {
  const me = useMe();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [sorting, setSorting] = useState<SortingState>([{ id: 'updatedAt', desc: true }]);
  const sort = sorting[0];
  const query = {
    q: search,
    status: status as (typeof PRODUCT_STATUSES)[number] | '',
    page,
    pageSize: PAGE_SIZE,
    sort: (sort?.id ?? 'updatedAt') as ProductSort,
    dir: sort?.desc ? ('desc' as const) : ('asc' as const),
  };
  const products = useQuery({
    queryKey: ['products', query],
    queryFn: () =>
      call(backOfficeEndpoints.products, {
        query: { ...query, status: query.status || undefined, q: query.q || undefined },
      }),
    placeholderData: keepPreviousData,
  });

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

  const data = products.data?.data;
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
      setPage(1);
    },
    getCoreRowModel: getCoreRowModel(),
  });

  function submitSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSearch(String(form.get('q') ?? '').trim());
    setStatus(String(form.get('status') ?? ''));
    setPage(1);
  }

  const pages = table.getPageCount();
  return (
    <section>
      <div className="heading">
        <h1>Products</h1>
        <Link className="button primary" to="/products/new">
          New product
        </Link>
      </div>
      <form className="filters" role="search" onSubmit={submitSearch}>
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
        <button type="submit">Search</button>
      </form>
      {products.isError ? (
        <p role="alert" className="error">
          {products.error.message}
        </p>
      ) : null}
      <p aria-live="polite" className="count">
        {data ? `${data.total.toLocaleString('en-IN')} products` : 'Loading…'}
      </p>
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
      <nav className="pager" aria-label="Pages">
        <button type="button" onClick={() => setPage(page - 1)} disabled={page <= 1}>
          Previous
        </button>
        <span>
          Page {page} of {pages}
        </span>
        <button type="button" onClick={() => setPage(page + 1)} disabled={page >= pages}>
          Next
        </button>
      </nav>
    </section>
  );
}
