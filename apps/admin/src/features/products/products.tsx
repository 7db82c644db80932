// The product list over the server's pages — search by title or SKU, filter by
// status, sort by a column, page through; every figure comes from GET /api/admin/products.
import { useState } from 'react';
import { Link } from 'react-router';
import type { BackOfficeProductRow, ProductSort } from '@haat/contract';
import { PRODUCT_STATUSES } from '@haat/contract/back-office-constants';
import * as paths from '@haat/contract/back-office-paths';
import { call } from '../../lib/api.ts';
import { useListPage } from '../../lib/use-list-page.ts';
import { oneOf } from '../../lib/list-filters.ts';
import { FilterForm, SearchField, StateFilter } from '../../components/filter-form.tsx';
import { ListTable, type ListColumn, type ListSort } from '../../components/list-table.tsx';
import { rupees } from '../../lib/format.ts';
import { useMe } from '../../lib/use-me.ts';

const PAGE_SIZE = 25;
const PRODUCT_SORTS: readonly ProductSort[] = ['title', 'price', 'stock', 'updatedAt'];

/** The seller column is the operator's: a seller sees only their own products. */
function productColumns(isOperator: boolean): ReadonlyArray<ListColumn<BackOfficeProductRow>> {
  return [
    {
      header: 'Product',
      sortKey: 'title',
      cell: (product) => (
        <div className="product-cell">
          {product.imageUrl ? (
            <img src={product.imageUrl} alt="" width={40} height={40} />
          ) : (
            <span className="no-picture" aria-hidden="true" />
          )}
          <span>
            <Link to={`/products/${product.productID}`}>{product.title}</Link>
            <small>{product.sku}</small>
          </span>
        </div>
      ),
    },
    {
      header: 'Status',
      cell: (product) => (
        <span className={`badge badge-${product.status}`}>
          {product.status}
          {product.status === 'published' && !product.listed ? ' (not listed)' : ''}
        </span>
      ),
    },
    { header: 'Price', sortKey: 'price', cell: (product) => rupees(product.price) },
    { header: 'Stock', sortKey: 'stock', cell: (product) => product.stock },
    { header: 'Seller', hidden: !isOperator, cell: (product) => product.shopName },
    {
      header: 'Updated',
      sortKey: 'updatedAt',
      cell: (product) => new Date(product.updatedAt).toLocaleDateString('en-IN'),
    },
  ];
}

export function ProductsPage() {
  const me = useMe();
  const [sort, setSort] = useState<ListSort>({ key: 'updatedAt', desc: true });
  const order = {
    sort: oneOf(PRODUCT_SORTS, sort.key) ?? 'updatedAt',
    dir: sort.desc ? ('desc' as const) : ('asc' as const),
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
            status: oneOf(PRODUCT_STATUSES, status),
            page,
            pageSize: PAGE_SIZE,
            ...order,
          },
        })
      ).data,
    dependsOn: [order],
  });

  return (
    <section>
      <div className="heading">
        <h1>Products</h1>
        <Link className="button primary" to="/products/new">
          New product
        </Link>
      </div>
      <FilterForm list={list} submitLabel="Search">
        <SearchField label="Title or SKU" value={list.filters.q} />
        <StateFilter
          label="Status"
          anyLabel="Any"
          states={PRODUCT_STATUSES}
          value={list.filters.status}
        />
      </FilterForm>
      <ListTable
        list={list}
        rowKey={(product) => product.productID}
        noun="products"
        columns={productColumns(me.data?.role === 'operator')}
        sort={sort}
        onSort={(next) => {
          setSort(next);
          list.goToPage(1);
        }}
      />
    </section>
  );
}
