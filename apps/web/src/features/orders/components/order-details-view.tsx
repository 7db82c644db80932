import { useEffect } from 'react';
import { Link } from '../../../components/ui/link';
import type { Order } from '@haat/contract';
import { formatInr, rupeesToPaise } from '@haat/india';
import { formatOrderDate } from '../../../lib/dates';
import { ApiError } from '../../../lib/api-client';
import { openLoginModal } from '../../../lib/login-modal';
import { errorMessage } from '../../../lib/server-errors';
import { useSession } from '../../../lib/session';
import { messages as m } from '../../../messages/orders';
import { useOrder } from '../api/get-order';
import { useInvoiceDownload } from '../hooks/use-invoice-download';
import {
  canCancelItems,
  canDownloadInvoice,
  canRequestCancel,
  canReviewLine,
  hasPartDelivered,
  hasShippedUndelivered,
  isCancelled,
  isDelivered,
} from '../lib/order-display';
import { toOrderLineView, type OrderLineView } from '../lib/order-lines';
import { CancelItems } from './cancel-items';
import { CancelRequest } from './cancel-request';
import { LineReview } from './line-review';
import { OrderStatusBadge } from './order-status-badge';
import { keptFeeLine, OrderRefunds, payableRefund } from './order-refunds';
import { OrderReturns } from './order-returns';
import { ReturnRequest } from './return-request';
import { OrderShipments } from './order-shipments';
import { ReattemptRequest } from './parcel-ndr';
import { OrderTimeline } from './order-timeline';
import { TrackingLink } from './tracking-link';

const inr = (rupees: number) => formatInr(rupeesToPaise(rupees));

/**
 * /order/details/{id} (docs/spec.md §2, §4): the order, its lines, address, payment, charges and
 * timeline, with 'Cancel Request', per-line reviews, 'Download Invoice' and the tracking link.
 * A visitor who is not logged in gets the login dialog.
 */
export function OrderDetailsView({ orderID }: { orderID: string }) {
  const session = useSession();
  const order = useOrder(orderID, { enabled: session.isLoggedIn });

  useEffect(() => {
    if (!session.isLoggedIn) openLoginModal('login');
  }, [session.isLoggedIn]);

  if (!session.isLoggedIn) {
    return (
      <div className="container order-page order-message">
        <h1>{m.orderDetails.guestTitle}</h1>
        <p className="muted">{m.orderDetails.guestBody}</p>
        <button
          type="button"
          className="button button-primary"
          onClick={() => openLoginModal('login')}
        >
          {m.orderDetails.logIn}
        </button>
      </div>
    );
  }

  if (order.isPending) {
    return (
      <div className="container order-page" aria-busy="true">
        <h1>{m.orderDetails.title}</h1>
        <p className="muted" role="status">
          {m.orderDetails.loading}
        </p>
      </div>
    );
  }

  if (order.isError) {
    const isMissing = order.error instanceof ApiError && order.error.status === 404;
    return (
      <div className="container order-page order-message">
        <h1>{isMissing ? m.orderDetails.notFound : m.orderDetails.loadFailed}</h1>
        {isMissing ? (
          <>
            <p className="muted">{m.orderDetails.notFoundHint}</p>
            <Link className="button button-primary" to="/account?tab=orders">
              {m.orderDetails.myOrders}
            </Link>
          </>
        ) : (
          <>
            <p className="form-alert" role="alert">
              {errorMessage(order.error, m.errors.internalServerError)}
            </p>
            <button
              type="button"
              className="button button-primary"
              onClick={() => void order.refetch()}
            >
              {m.orderDetails.tryAgain}
            </button>
          </>
        )}
      </div>
    );
  }

  return <OrderDetailsBody order={order.data} />;
}

function OrderDetailsBody({ order }: { order: Order }) {
  const lines = order.products.map(toOrderLineView);
  const cancelled = isCancelled(order);

  return (
    <div className="container order-page">
      <header className="order-head">
        <div className="order-head-title">
          <h1>{m.orderDetails.heading(order.orderID)}</h1>
          <OrderStatusBadge statusName={order.statusName} shippingStatus={order.shippingStatus} />
        </div>
        <p className="muted">
          {m.orderDetails.orderedOn}{' '}
          <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
        </p>
      </header>

      <OrderActions order={order} />
      {/* Money on its way back is what a shopper with a cancelled order looks for first. */}
      <OrderRefunds refunds={order.refunds} keptFee={order.keptFee} />
      <OrderReturns returns={order.returns} />

      <div className="order-layout">
        <div className="order-main">
          <section className="order-card" aria-labelledby="order-items-title">
            <h2 id="order-items-title">{m.orderDetails.itemsHeading(lines.length)}</h2>
            {!cancelled && !isDelivered(order) ? (
              <p className="muted order-card-note">{m.orderDetails.reviewAfterDelivery}</p>
            ) : null}
            <ul className="order-lines">
              {lines.map((line) => (
                <OrderLineItem
                  key={line.key}
                  orderID={order.orderID}
                  paidInCash={order.paymentType === 'cod'}
                  line={line}
                  canReview={!line.cancelled && canReviewLine(order, line)}
                  canCancel={!line.cancelled && canCancelItems(order)}
                />
              ))}
            </ul>
          </section>

          <OrderShipments
            shipments={order.shipments}
            products={order.products}
            cancelled={cancelled}
            action={(shipment) =>
              shipment.parcel?.ndr && !shipment.parcel.ndr.asked ? (
                <ReattemptRequest orderID={order.orderID} awb={shipment.parcel.awb} />
              ) : canCancelItems(order) &&
                order.shipments.length > 1 &&
                (shipment.state === 'Placed' || shipment.state === 'Packed') ? (
                <CancelItems
                  orderID={order.orderID}
                  lineIDs={shipment.lineIDs}
                  label={m.orderDetails.cancelParcel}
                  what={shipment.shopName}
                />
              ) : null
            }
          />

          <section className="order-card" aria-labelledby="order-progress-title">
            <h2 id="order-progress-title">{m.orderDetails.timelineHeading}</h2>
            <OrderTimeline timeline={order.timeline} />
          </section>
        </div>

        <div className="order-side">
          <OrderCharges order={order} />
          <section className="order-card" aria-labelledby="order-address-title">
            <h2 id="order-address-title">{m.orderDetails.addressHeading}</h2>
            <address className="order-address">
              <strong className="block">{order.addressID.name}</strong>
              <span className="block">{order.addressID.address}</span>
              {order.addressID.landmark ? (
                <span className="block">{order.addressID.landmark}</span>
              ) : null}
              <span className="block">
                {order.addressID.city}, {order.addressID.state} {order.addressID.zipcode}
              </span>
              <span className="block">{m.orderDetails.mobile(order.addressID.mobile)}</span>
            </address>
            <h3 className="order-subheading">{m.orderDetails.paymentHeading}</h3>
            <p data-testid="order-payment-type">{m.orderDetails.paymentTypes[order.paymentType]}</p>
            {order.statusName === 'Payment pending' ? (
              <p className="muted">{m.orderDetails.paymentPending}</p>
            ) : null}
          </section>
          <TrackingLink trakingid={order.trakingid} />
          <p className="order-complaint">
            <Link to={`/grievance?order=${encodeURIComponent(order.orderID)}`}>
              {m.orderDetails.complain}
            </Link>
          </p>
        </div>
      </div>
    </div>
  );
}

/** 'Cancel Request' (or why it is gone) and 'Download Invoice', near the top on a phone. */
function OrderActions({ order }: { order: Order }) {
  const invoice = useInvoiceDownload(order.orderID);
  const creditNote = useInvoiceDownload(order.orderID, 'credit-note');
  const showCreditNote = order.creditNoteFile !== null;
  const showCancel = canRequestCancel(order);
  const showInvoice = canDownloadInvoice(order);
  const note = isCancelled(order)
    ? m.orderDetails.cancelledNote
    : showCancel
      ? null
      : hasPartDelivered(order)
        ? m.orderDetails.partDeliveredNoCancel
        : hasShippedUndelivered(order)
          ? m.orderDetails.shippedNoCancel
          : null;
  if (!showCancel && !showInvoice && !showCreditNote && note === null) return null;

  return (
    <div className="order-actions">
      {note ? <p className="order-actions-note">{note}</p> : null}
      {showInvoice ? (
        <button
          type="button"
          className="button button-primary"
          onClick={() => void invoice.download()}
          disabled={invoice.isDownloading}
        >
          {invoice.isDownloading
            ? m.orderDetails.downloadingInvoice
            : m.orderDetails.downloadInvoice}
        </button>
      ) : null}
      {showCreditNote ? (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void creditNote.download()}
          disabled={creditNote.isDownloading}
        >
          {creditNote.isDownloading
            ? m.orderDetails.downloadingCreditNote
            : m.orderDetails.downloadCreditNote}
        </button>
      ) : null}
      {/* Keyed by state: a reload that makes the order uncancellable drops an open box. */}
      {showCancel && order.cancellation ? (
        <CancelRequest
          key={order.shippingStatus}
          orderID={order.orderID}
          cancellation={order.cancellation}
        />
      ) : null}
    </div>
  );
}

function OrderLineItem({
  orderID,
  paidInCash,
  line,
  canReview,
  canCancel,
}: {
  orderID: string;
  paidInCash: boolean;
  line: OrderLineView;
  canReview: boolean;
  canCancel: boolean;
}) {
  return (
    <li className={line.cancelled ? 'order-line is-cancelled' : 'order-line'}>
      {line.imageUrl ? (
        <img src={line.imageUrl} alt="" width={72} height={72} loading="lazy" />
      ) : (
        <span className="order-line-image" aria-hidden="true" />
      )}
      <div className="order-line-text">
        <Link className="order-line-title" to={`/product/${encodeURIComponent(line.productID)}`}>
          {line.title}
        </Link>
        {line.variantParts.length > 0 ? (
          <p className="muted order-line-variant">{m.orderDetails.variant(line.variantParts)}</p>
        ) : null}
        <p className="order-line-sum" data-testid="order-line-sum">
          {m.orderDetails.lineSum(
            formatInr(line.pricePaise),
            line.pieces,
            formatInr(line.totalPaise),
          )}
        </p>
      </div>
      {line.cancelled ? (
        <p className="order-line-cancelled">{m.orderDetails.lineCancelled}</p>
      ) : null}
      {canCancel ? (
        <CancelItems
          orderID={orderID}
          lineIDs={[line.lineID]}
          label={m.orderDetails.cancelItem}
          what={line.title}
        />
      ) : null}
      <LineReturnAction orderID={orderID} line={line} paidInCash={paidInCash} />
      <LineReview orderID={orderID} line={line} canReview={canReview} />
    </li>
  );
}

/** A delivered item's return: the button while the window is open, else why it is not offered. */
function LineReturnAction({
  orderID,
  line,
  paidInCash,
}: {
  orderID: string;
  line: OrderLineView;
  paidInCash: boolean;
}) {
  const window = line.returnWindow;
  if (!window || line.cancelled) return null;
  if (window.state === 'not-returnable') {
    return <p className="muted order-line-return">{m.returns.notReturnable}</p>;
  }
  const until = window.until ? formatOrderDate(window.until) : '';
  if (window.state === 'closed') {
    return <p className="muted order-line-return">{m.returns.windowClosed(until)}</p>;
  }
  if (window.pieces === 0) {
    return <p className="muted order-line-return">{m.returns.allReturned}</p>;
  }
  return (
    <div className="order-line-return">
      <p className="muted">{m.returns.returnUntil(until)}</p>
      <ReturnRequest
        orderID={orderID}
        lineID={line.lineID}
        title={line.title}
        pieces={window.pieces}
        paidInCash={paidInCash}
      />
    </div>
  );
}

function OrderCharges({ order }: { order: Order }) {
  return (
    <section className="order-card" aria-labelledby="order-charges-title">
      <h2 id="order-charges-title">{m.orderDetails.chargesHeading}</h2>
      <dl className="order-charges" data-testid="order-charges">
        <div>
          <dt>{m.orderDetails.subtotal}</dt>
          <dd>{inr(order.sub_total)}</dd>
        </div>
        <div>
          <dt>{m.orderDetails.shipping}</dt>
          <dd className={order.shippingCharges === 0 ? 'is-free' : undefined}>
            {order.shippingCharges === 0 ? m.orderDetails.free : inr(order.shippingCharges)}
          </dd>
        </div>
        <div>
          <dt>{m.orderDetails.platformCharge}</dt>
          <dd>{inr(order.plateformCharges)}</dd>
        </div>
        <div>
          <dt>{m.orderDetails.discount}</dt>
          <dd className={order.discount > 0 ? 'is-saving' : undefined}>
            {order.discount > 0 ? `−${inr(order.discount)}` : inr(0)}
          </dd>
        </div>
        <div className="order-charges-total">
          <dt>{m.orderDetails.total}</dt>
          <dd>{inr(order.total)}</dd>
        </div>
        <div className="order-charges-payable">
          <dt>{m.orderDetails.payable}</dt>
          <dd>{inr(order.payableamount)}</dd>
        </div>
        {order.keptFee ? (
          <>
            <div>
              <dt>{m.keptFee.charge}</dt>
              <dd>{inr(order.keptFee.fee)}</dd>
            </div>
            <div className="order-charges-refund">
              <dt>{m.keptFee.refund}</dt>
              <dd>{payableRefund(order.keptFee)}</dd>
            </div>
          </>
        ) : null}
      </dl>
      {order.keptFee ? (
        <p className="muted order-charges-note">{keptFeeLine(order.keptFee)}</p>
      ) : null}
    </section>
  );
}
