import { useSearchParams } from 'react-router';
import { Link } from '../../../components/ui/link';
import type { Order, OrderFilter } from '@haat/contract';
import { formatInr, rupeesToPaise } from '@haat/india';
import { formatOrderDate } from '../../../lib/dates';
import { messages as m } from '../../../messages/orders';
import { errorMessage } from '../../../lib/server-errors';
import { useOrders } from '../api/get-orders';
import { toOrderLineView } from '../lib/order-lines';
import { OrderStatusBadge } from './order-status-badge';

type FilterName = keyof typeof m.orders.filters;

/** docs/spec.md §2: Prepaid Order (1), Cod Order (2), Complete Order (4), Cancelled Order (-1). */
export const ORDER_FILTERS: readonly { value: OrderFilter; name: FilterName }[] = [
  { value: 1, name: 'prepaid' },
  { value: 2, name: 'cod' },
  { value: 4, name: 'complete' },
  { value: -1, name: 'cancelled' },
];

/** The filter in the address (`?status=`), so Back from an order returns to the same list. */
export const ORDER_FILTER_PARAM = 'status';

/** docs/spec.md §2: the initial filter value is 1; anything unknown reads as it. */
export function toOrderFilter(value: string | null): OrderFilter {
  return ORDER_FILTERS.find((filter) => String(filter.value) === value)?.value ?? 1;
}

function filterNameOf(value: OrderFilter): FilterName {
  return ORDER_FILTERS.find((filter) => filter.value === value)?.name ?? 'prepaid';
}

const inr = (paise: number) => formatInr(paise);

/**
 * The account's 'My Order' panel (docs/spec.md §2 order list): the selector, then one row per order
 * with its id, first product, '(N Products)', the other products' thumbnails, price × pieces =
 * total, the coloured status and the date; each row opens /order/details/{orderID}.
 */
export function OrderList() {
  const [params, setParams] = useSearchParams();
  const filter = toOrderFilter(params.get(ORDER_FILTER_PARAM));
  const orders = useOrders(filter);

  function chooseFilter(value: string) {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(ORDER_FILTER_PARAM, value);
        return next;
      },
      { replace: true },
    );
  }

  return (
    <section className="order-panel" aria-labelledby="order-panel-title">
      <div className="order-panel-head">
        <h2 id="order-panel-title">{m.orders.heading}</h2>
        <label className="order-filter">
          <span>{m.orders.filterLabel}</span>
          <select value={String(filter)} onChange={(event) => chooseFilter(event.target.value)}>
            {ORDER_FILTERS.map((option) => (
              <option key={option.value} value={String(option.value)}>
                {m.orders.filters[option.name]}
              </option>
            ))}
          </select>
        </label>
      </div>

      {orders.isPending ? (
        <p className="muted" role="status">
          {m.orders.loading}
        </p>
      ) : orders.isError ? (
        <div className="form-alert" role="alert">
          <p>{errorMessage(orders.error, m.errors.internalServerError)}</p>
          <button type="button" className="link-button" onClick={() => void orders.refetch()}>
            {m.orders.tryAgain}
          </button>
        </div>
      ) : orders.data.length === 0 ? (
        <div className="order-empty">
          <p className="order-empty-title">{m.orders.empty[filterNameOf(filter)]}</p>
          <p className="muted">{m.orders.emptyHint}</p>
          <Link className="button button-secondary button-small" to="/">
            {m.orders.browse}
          </Link>
        </div>
      ) : (
        <ul
          className={`order-rows ${orders.isPlaceholderData ? 'is-updating' : ''}`}
          aria-label={m.orders.listLabel}
          aria-busy={orders.isPlaceholderData}
        >
          {orders.data.map((order) => (
            <OrderRow key={order.orderID} order={order} />
          ))}
        </ul>
      )}
    </section>
  );
}

export function OrderRow({ order }: { order: Order }) {
  const lines = order.products.map(toOrderLineView);
  const [first, ...others] = lines;
  return (
    <li className="order-row">
      {first?.imageUrl ? (
        <img
          className="order-row-image"
          src={first.imageUrl}
          alt=""
          width={64}
          height={64}
          loading="lazy"
        />
      ) : (
        <span className="order-row-image" aria-hidden="true" />
      )}
      <div className="order-row-body">
        <div className="order-row-head">
          <h3 className="order-row-id">
            {/* The link covers the whole row (CSS), yet its name stays short for a screen reader. */}
            <Link
              className="order-row-link"
              to={`/order/details/${encodeURIComponent(order.orderID)}`}
            >
              {m.orders.orderId(order.orderID)}
            </Link>
          </h3>
          <OrderStatusBadge statusName={order.statusName} shippingStatus={order.shippingStatus} />
        </div>
        {first ? (
          <p className="order-row-title">
            {first.title}
            {lines.length > 1 ? (
              <span className="order-row-count"> {m.orders.productCount(lines.length)}</span>
            ) : null}
          </p>
        ) : null}
        {first ? (
          <p className="order-row-sum" data-testid="order-row-sum">
            {m.orders.lineSum(inr(first.pricePaise), first.pieces, inr(first.totalPaise))}
          </p>
        ) : null}
        {others.length > 0 ? (
          <ul className="order-row-thumbs" aria-label={m.orders.otherProducts}>
            {others.map((line) => (
              <li key={line.key}>
                <img
                  src={line.imageUrl}
                  alt={m.orders.otherProduct(
                    line.title,
                    m.orders.lineSum(inr(line.pricePaise), line.pieces, inr(line.totalPaise)),
                  )}
                  title={line.title}
                  width={40}
                  height={40}
                  loading="lazy"
                />
              </li>
            ))}
          </ul>
        ) : null}
        <p className="order-row-meta">
          <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
          <span aria-hidden="true"> · </span>
          <span>
            {m.orders.total} <strong>{inr(rupeesToPaise(order.payableamount))}</strong>
          </span>
        </p>
      </div>
    </li>
  );
}
