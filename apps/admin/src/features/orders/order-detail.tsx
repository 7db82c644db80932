// One order: its lines with their sellers, the amounts (refund due included), the timeline with
// who moved it, each seller's shipment, and the operator's actions — advance, cancel with a
// reason, the GST invoice. A seller sees only their own lines and moves their own shipment.
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderDetail } from '@haat/contract';
import * as paths from '@haat/contract/back-office-paths';
import { ApiError, call } from '../../lib/api.ts';
import { rupees } from '../../lib/format.ts';
import { downloadFile } from '../../components/download.ts';
import { Notices } from '../../components/notices.tsx';
import { useMe } from '../../lib/use-me.ts';
import { NotFoundPage } from '../../components/not-found.tsx';
import { CancelOrderForm } from './order-cancel-form.tsx';
import { RefundOrderForm } from './order-refund-form.tsx';
import { isCancellable, nextShippingState } from './order-next-state.ts';
import { OwnShipment, ShipmentsTable } from './order-shipments.tsx';
import { OrderMessagesPanel } from './order-messages.tsx';
import { CourierBookingPanel } from './order-courier.tsx';
import { formatWhen } from '../../lib/format.ts';

export function OrderDetailPage() {
  const { orderID = '' } = useParams();
  const me = useMe();
  const queryClient = useQueryClient();
  const forSeller = me.data?.role === 'seller';
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The same query as the Shiprocket panel's (one request): a booked parcel moves by its scans.
  const courier = useQuery({
    queryKey: ['seller-courier', orderID],
    queryFn: async () => (await call(paths.sellerCourier, { params: { orderID } })).data,
    enabled: forSeller,
  });
  const order = useQuery({
    queryKey: ['order', me.data?.role, orderID],
    queryFn: async () =>
      (forSeller
        ? await call(paths.sellerOrder, { params: { orderID } })
        : await call(paths.orderDetail, { params: { orderID } })
      ).data,
    enabled: me.isSuccess,
  });

  if (order.error instanceof ApiError && order.error.status === 404) return <NotFoundPage />;
  const data = order.data;
  if (!data) {
    return (
      <section>
        <h1>Order {orderID}</h1>
        {order.isError ? (
          <p role="alert" className="error">
            {order.error.message}
          </p>
        ) : (
          <p className="count">Loading…</p>
        )}
      </section>
    );
  }

  async function run(action: () => Promise<{ message: string }>) {
    setBusy(true);
    setNotice(null);
    setFailure(null);
    try {
      setNotice((await action()).message);
      await queryClient.invalidateQueries({ queryKey: ['order'] });
      await queryClient.invalidateQueries({ queryKey: ['orders'] });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'That failed. Try again.');
    } finally {
      setBusy(false);
    }
  }

  const next = nextShippingState(data.shippingStatus);
  const advance = () => run(() => call(paths.orderAdvance, { params: { orderID } }));
  const reload = async (message: string) => {
    setFailure(null);
    setNotice(message);
    await queryClient.invalidateQueries({ queryKey: ['order'] });
    await queryClient.invalidateQueries({ queryKey: ['orders'] });
  };
  const ownShipment = forSeller ? data.shipments[0] : undefined;
  const invoice = () =>
    run(async () => {
      await downloadFile(paths.orderInvoice, { params: { orderID } }, `invoice-${orderID}.pdf`);
      return { message: 'The invoice is downloaded.' };
    });

  const creditNote = () =>
    run(async () => {
      await downloadFile(
        paths.orderCreditNote,
        { params: { orderID } },
        `credit-note-${orderID}.pdf`,
      );
      return { message: 'The credit note is downloaded.' };
    });

  return (
    <section>
      <p>
        <Link to="/orders">← All orders</Link>
      </p>
      <div className="status-row">
        <h1>Order {data.orderID}</h1>
        <span className={`badge badge-${data.shippingStatus.split(' ')[0]}`}>
          {data.shippingStatus}
        </span>
      </div>
      <p className="count">
        Placed {formatWhen(data.createdAt)} · tracking {data.trackingID} ·{' '}
        {data.paymentType === 'cod'
          ? 'cash on delivery'
          : `prepaid (${data.paymentStatus}${data.paymentReference ? `, ${data.paymentReference}` : ''})`}
        {data.couponCode ? ` · coupon ${data.couponCode}` : ''}
      </p>
      <Notices notice={notice} failure={failure} />
      {forSeller ? (
        ownShipment ? (
          <>
            <CourierBookingPanel
              orderID={data.orderID}
              orderState={data.shippingStatus}
              onChanged={() => queryClient.invalidateQueries({ queryKey: ['order'] })}
            />
            <OwnShipment
              orderID={data.orderID}
              orderState={data.shippingStatus}
              shipment={ownShipment}
              courierBooked={courier.data?.booking?.status === 'booked'}
              onChanged={reload}
            />
          </>
        ) : null
      ) : (
        <div className="actions card">
          {next ? (
            <button
              type="button"
              className="primary"
              disabled={busy}
              onClick={() => void advance()}
            >
              Advance to {next}
            </button>
          ) : (
            <span>This order has reached its end ({data.shippingStatus}).</span>
          )}
          {data.hasInvoice ? (
            <button type="button" disabled={busy} onClick={() => void invoice()}>
              Download the GST invoice
            </button>
          ) : null}
          {data.hasCreditNote ? (
            <button type="button" disabled={busy} onClick={() => void creditNote()}>
              Download the credit note
            </button>
          ) : null}
        </div>
      )}
      {data.cancelReason ? (
        <p>
          <strong>Cancelled because:</strong> {data.cancelReason}
        </p>
      ) : null}
      {data.refundReference ? (
        <p>
          <strong>Refunded:</strong> {rupees(data.amounts.refunded)}, reference{' '}
          {data.refundReference}
        </p>
      ) : null}
      {data.cancelFee > 0 ? (
        <p>
          <strong>Cancelled after shipping:</strong> a fee of {rupees(data.cancelFee)} kept from the
          refund.
        </p>
      ) : null}
      {!forSeller && data.returnToOrigin ? (
        <div className="card" role="region" aria-label="Return to origin">
          <h2>Return to origin</h2>
          {data.returnToOrigin === 'received' ? (
            <p>The parcel is back from the courier; its stock is on sale again.</p>
          ) : (
            <>
              <p>
                Cancelled after it shipped: the courier brings the parcel back. Its stock goes back
                on sale once it is here.
              </p>
              <button
                type="button"
                disabled={busy}
                onClick={() =>
                  void run(() => call(paths.orderReturnedToOrigin, { params: { orderID } }))
                }
              >
                The parcel is back
              </button>
            </>
          )}
        </div>
      ) : null}
      <div className="columns">
        <Customer order={data} />
        <Amounts order={data} forSeller={forSeller} />
        <div className="card">
          <h2>Timeline</h2>
          <ol className="timeline">
            {data.timeline.map((step, index) => (
              <li key={`${step.state}-${index}`}>
                <strong>{step.state}</strong>
                <small>
                  {formatWhen(step.at)} · {step.actor}
                </small>
              </li>
            ))}
          </ol>
        </div>
      </div>
      <h2>Lines</h2>
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Seller</th>
              <th scope="col">Pieces</th>
              <th scope="col">Price</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {data.lines.map((line) => (
              <tr key={line.lineID} className={line.cancelled ? 'is-cancelled' : undefined}>
                <td>
                  <div className="product-cell">
                    <img src={line.imageUrl} alt="" width={40} height={40} />
                    <span>
                      {line.title}
                      <small>
                        {[line.colorName, line.sizeName].filter(Boolean).join(' · ') || '—'}
                      </small>
                      {line.cancelled ? (
                        <small className="error">Cancelled by the shopper: not to be sent</small>
                      ) : null}
                    </span>
                  </div>
                </td>
                <td>{line.shopName}</td>
                <td>{line.pieces}</td>
                <td>{rupees(line.unitPrice)}</td>
                <td>{rupees(line.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {forSeller ? null : <ShipmentsTable shipments={data.shipments} />}
      {forSeller ? null : <OrderMessagesPanel orderID={data.orderID} />}
      {!forSeller && isCancellable(data.shippingStatus, data.shipments) ? (
        <CancelOrderForm orderID={data.orderID} onCancelled={reload} />
      ) : null}
      {!forSeller && data.amounts.refundDue > 0 ? (
        <RefundOrderForm
          orderID={data.orderID}
          refundDue={data.amounts.refundDue}
          onRefunded={reload}
        />
      ) : null}
    </section>
  );
}

function Customer({ order }: { order: AdminOrderDetail }) {
  const address = order.shippingAddress;
  return (
    <div className="card">
      <h2>Customer</h2>
      <p>
        {order.customer.name}
        <br />
        {order.customer.mobile} · {order.customer.email}
      </p>
      <h3>Deliver to</h3>
      <address>
        {address.name}, {address.mobile}
        <br />
        {address.address}
        <br />
        {address.city}, {address.state} {address.pincode}
      </address>
    </div>
  );
}

function Amounts({ order, forSeller }: { order: AdminOrderDetail; forSeller: boolean }) {
  const amounts = order.amounts;
  const rows: Array<[string, number]> = forSeller
    ? [['Your lines', amounts.subtotal]]
    : [
        ['Subtotal', amounts.subtotal],
        ['Shipping', amounts.shipping],
        ['Platform charge', amounts.platform],
        ['Discount', amounts.discount > 0 ? -amounts.discount : 0],
        ['Total', amounts.total],
        ['Payable', amounts.payable],
        ['Refund due', amounts.refundDue],
        ['Refunded', amounts.refunded],
      ];
  return (
    <div className="card">
      <h2>Amounts</h2>
      <dl className="amounts">
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value < 0 ? `− ${rupees(-value)}` : rupees(value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
