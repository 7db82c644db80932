import { RETURN_REASON_LABELS, RETURN_STATUS_LABELS, type Return } from '@haat/contract';
import { TOAST_MS } from '@haat/contract/constants';
import { formatInr, rupeesToPaise } from '@haat/india';
import { formatOrderDate } from '../../../lib/dates';
import { showToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { messages as m } from '../../../messages/orders';
import { fetchReturnCreditNote, useCancelReturn } from '../api/returns';
import { CREDIT_NOTE_FILE_NAME, useFileDownload } from '../hooks/use-invoice-download';
import { ParcelTracking } from './order-shipments';

/**
 * The shopper's returns of this order (docs/decisions/returns.md): what goes back, why, where it
 * stands with every step and who made it (the same timeline the seller and the operator read),
 * the refund, a cancel before pickup, and the credit note once it has reached the seller.
 */
export function OrderReturns({ returns }: { returns: readonly Return[] }) {
  if (returns.length === 0) return null;
  return (
    <section className="order-card" aria-labelledby="order-returns-title">
      <h2 id="order-returns-title">{m.returns.heading(returns.length)}</h2>
      <ul className="order-returns">
        {returns.map((item) => (
          <ReturnItem key={item.returnID} item={item} />
        ))}
      </ul>
    </section>
  );
}

function ReturnItem({ item }: { item: Return }) {
  const cancel = useCancelReturn();
  const creditNote = useFileDownload(
    () => fetchReturnCreditNote(item.returnID),
    CREDIT_NOTE_FILE_NAME,
  );
  const amount = formatInr(rupeesToPaise(item.refund));
  const canCancel = item.status === 'requested' || item.status === 'approved';
  return (
    <li className="order-return" data-testid="order-return">
      <p className="order-refund-head">
        <strong>
          {item.title}
          {item.variant ? ` (${item.variant})` : ''} · {m.returns.piecesOf(item.pieces)}
        </strong>
        <span className="order-shipment-state">{RETURN_STATUS_LABELS[item.status]}</span>
      </p>
      <p className="muted">{m.returns.reasonLine(RETURN_REASON_LABELS[item.reason])}</p>
      {item.details ? <p className="order-return-details">{item.details}</p> : null}
      {item.photos.length > 0 ? (
        <ul className="return-photos">
          {item.photos.map((url, index) => (
            <li key={url}>
              <img
                src={url}
                alt={m.returns.photoOf(item.title, index + 1)}
                width={64}
                height={64}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      ) : null}
      {item.status !== 'rejected' && item.status !== 'cancelled' ? (
        <p>{m.returns.refundLine(amount, item.status === 'refunded')}</p>
      ) : null}
      {item.refundTo ? <p className="muted">{m.returns.refundTo(item.refundTo)}</p> : null}
      {item.decisionNote ? (
        <p>
          {m.returns.sellerSaid}: {item.decisionNote}
        </p>
      ) : null}
      {item.pickup ? (
        <section className="order-return-pickup" data-testid="return-pickup">
          <h3>{m.returns.pickupHeading}</h3>
          <p>{m.returns.pickupStates[item.pickup.state]}</p>
          <ParcelTracking parcel={item.pickup} />
        </section>
      ) : item.pickupByHand && item.status === 'approved' ? (
        <p className="muted">{m.returns.pickupByHand}</p>
      ) : null}
      <ol className="order-return-steps">
        {item.timeline.map((step) => (
          <li key={`${step.state}-${step.at}`}>
            <span>{m.returns.stepBy(RETURN_STATUS_LABELS[step.state], m.returns.by[step.by])}</span>{' '}
            <time className="muted" dateTime={step.at}>
              {formatOrderDate(step.at)}
            </time>
          </li>
        ))}
      </ol>
      <div className="button-row">
        {item.hasCreditNote ? (
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => void creditNote.download()}
            disabled={creditNote.isDownloading}
          >
            {creditNote.isDownloading
              ? m.orderDetails.downloadingCreditNote
              : m.returns.downloadCreditNote}
          </button>
        ) : null}
        {canCancel ? (
          <button
            type="button"
            className="button button-secondary button-small"
            disabled={cancel.isPending}
            onClick={() =>
              cancel.mutate(item.returnID, {
                onSuccess: (answer) =>
                  showToast(answer.message, { durationMs: TOAST_MS.default, tone: 'success' }),
                onError: (error) =>
                  showToast(
                    error instanceof ApiError && error.status < 500 && error.status !== 0
                      ? error.message
                      : m.returns.networkError,
                    { durationMs: TOAST_MS.default, tone: 'error' },
                  ),
              })
            }
          >
            {cancel.isPending ? m.returns.cancelling : m.returns.cancelReturn}
          </button>
        ) : null}
      </div>
    </li>
  );
}
