// Orders, newest first: the server's pages with every filter the API has
// (status, payment, days, seller, pin code, order id or mobile), kept in the address. The operator
// sees every order; a seller the orders holding their lines (what those lines come to).
import { Link } from 'react-router';
import type { AdminOrder } from '@haat/contract';
import * as paths from '@haat/contract/back-office-paths';
import { call } from '../../lib/api.ts';
import { useListPage } from '../../lib/use-list-page.ts';
import { ListTable, type ListColumn } from '../../components/list-table.tsx';
import { formatWhen, rupees } from '../../lib/format.ts';
import { useMe } from '../../lib/use-me.ts';
import { OrderFilterForm } from './order-filter-form.tsx';
import { ORDER_FILTER_KEYS, orderListQuery } from './order-filters.ts';

const PAGE_SIZE = 25;

const COLUMNS: ReadonlyArray<ListColumn<AdminOrder>> = [
  {
    header: 'Order',
    cell: (order) => <Link to={`/orders/${order.orderID}`}>{order.orderID}</Link>,
  },
  { header: 'Placed', cell: (order) => formatWhen(order.createdAt) },
  { header: 'Customer', cell: (order) => order.customerName },
  { header: 'Deliver to', cell: (order) => `${order.city} ${order.pincode}` },
  {
    header: 'Payment',
    cell: (order) => (order.paymentType === 'cod' ? 'COD' : `Prepaid · ${order.paymentStatus}`),
  },
  {
    header: 'Status',
    cell: (order) => (
      <span className={`badge badge-${order.shippingStatus.split(' ')[0]}`}>
        {order.shippingStatus}
      </span>
    ),
  },
  { header: 'Amount', cell: (order) => rupees(order.payableAmount) },
];

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
      <ListTable
        list={list}
        rowKey={(order) => order.orderID}
        noun="orders"
        emptyText="No orders match these filters."
        columns={COLUMNS}
      />
    </section>
  );
}
