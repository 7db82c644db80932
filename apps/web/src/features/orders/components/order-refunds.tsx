import type { OrderKeptFee, OrderRefund } from '@haat/contract';
import { formatInr, rupeesToPaise } from '@haat/india';
import { formatOrderDate } from '../../../lib/dates';
import { messages as m } from '../../../messages/orders';

const inr = (rupees: number) => formatInr(rupeesToPaise(rupees));

/** Why a cancel after shipping kept a fee, and what it kept: 'Cancellation fee kept: ₹149.00 — …'. */
export function keptFeeLine(kept: OrderKeptFee): string {
  return m.keptFee.line(inr(kept.fee), m.keptFee.why[kept.parcel]);
}

/**
 * What was paid, what comes back and what was kept, for the whole order: paid = refund + fee, the
 * refund counting what items cancelled before it shipped gave back (docs/decisions/refunds.md).
 */
export function keptFeeSum(kept: OrderKeptFee): string {
  return kept.itemsRefund > 0
    ? m.keptFee.sumWithItems(inr(kept.paid), inr(kept.refund), inr(kept.itemsRefund), inr(kept.fee))
    : m.keptFee.sum(inr(kept.paid), inr(kept.refund), inr(kept.fee));
}

/**
 * What the order's amount payable, as the price details show it, gives back: the whole refund
 * less what items cancelled before it shipped gave back (their lines are no longer in it).
 */
export function payableRefund(kept: OrderKeptFee): string {
  return formatInr(rupeesToPaise(kept.refund) - rupeesToPaise(kept.itemsRefund));
}

/**
 * Money being paid back (docs/decisions/refunds.md): on its way until it has left for the
 * shopper's card, UPI or bank, then refunded with the date and the reference their bank shows.
 * After a cancel that kept a fee, what was kept and why comes first (docs/decisions/cancellation.md).
 */
export function OrderRefunds({
  refunds,
  keptFee = null,
}: {
  refunds: readonly OrderRefund[];
  keptFee?: OrderKeptFee | null;
}) {
  if (refunds.length === 0 && keptFee === null) return null;
  return (
    <section className="order-card" aria-labelledby="order-refunds-title">
      <h2 id="order-refunds-title">{m.refunds.heading}</h2>
      {keptFee ? (
        <div className="order-refund-kept" data-testid="order-kept-fee">
          <p>
            <strong>{keptFeeLine(keptFee)}</strong>
          </p>
          <p className="muted">{keptFeeSum(keptFee)}</p>
        </div>
      ) : null}
      <ul className="order-refunds">
        {refunds.map((refund) => {
          const amount = inr(refund.amount);
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
