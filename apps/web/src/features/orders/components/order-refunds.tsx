import type { OrderRefund } from '@haat/contract';
import { formatInr, rupeesToPaise } from '@haat/india';
import { formatOrderDate } from '../../../lib/dates';
import { messages as m } from '../../../messages/orders';

/**
 * Money being paid back (docs/decisions/refunds.md): on its way until it has left for the
 * shopper's card, UPI or bank, then refunded with the date and the reference their bank shows.
 */
export function OrderRefunds({ refunds }: { refunds: readonly OrderRefund[] }) {
  if (refunds.length === 0) return null;
  return (
    <section className="order-card" aria-labelledby="order-refunds-title">
      <h2 id="order-refunds-title">{m.refunds.heading}</h2>
      <ul className="order-refunds">
        {refunds.map((refund) => {
          const amount = formatInr(rupeesToPaise(refund.amount));
          return (
            <li key={refund.requestedAt} className="order-refund" data-testid="order-refund">
              <p className="order-refund-head">
                <strong>{amount}</strong>
                <span className="order-shipment-state">
                  {refund.status === 'refunded' ? m.refunds.refunded : m.refunds.processing}
                </span>
              </p>
              {refund.status === 'refunded' && refund.refundedAt ? (
                <p className="muted">
                  {m.refunds.refundedOn}{' '}
                  <time dateTime={refund.refundedAt}>{formatOrderDate(refund.refundedAt)}</time>
                  {refund.reference ? (
                    <>
                      {' · '}
                      {m.refunds.reference}{' '}
                      <span className="order-shipment-number">{refund.reference}</span>
                    </>
                  ) : null}
                </p>
              ) : (
                <p className="muted">{m.refunds.processingNote}</p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
