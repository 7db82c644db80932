import type { CheckoutSummary } from '@haat/contract';
import { formatInr, rupeesToPaise, truncateCheckoutTitle } from '@haat/india';
import { messages as m } from '../../../messages/cart';
import { fromServerLine, type CartLine } from '../../../lib/cart-lines';

const inr = (rupees: number) => formatInr(rupeesToPaise(rupees));

interface CheckoutItemsProps {
  summary: CheckoutSummary;
  removingKey: string | null;
  onRemove: (line: CartLine) => void;
}

/**
 * The lines being ordered, as the server priced them for this address and payment type; a line
 * the address cannot receive says so, with a button to take it out of the cart (docs/spec.md §8).
 */
export function CheckoutItems({ summary, removingKey, onRemove }: CheckoutItemsProps) {
  const lines = summary.products.map((product) => ({
    line: fromServerLine(product),
    isDeliverable: product.deliveryAvailablity,
  }));
  const pieces = lines.reduce((sum, { line }) => sum + line.pieces, 0);
  return (
    <section className="checkout-card" aria-labelledby="checkout-items-title">
      <h2 id="checkout-items-title">{m.checkout.itemsHeading(pieces)}</h2>
      <ul className="checkout-lines">
        {lines.map(({ line, isDeliverable }) => {
          // docs/spec.md §9: checkout titles are cut at 70 when over 100 characters.
          const title = truncateCheckoutTitle(line.name);
          return (
            <li
              key={line.key}
              className={`checkout-line ${isDeliverable ? '' : 'is-undeliverable'}`}
            >
              <img src={line.imageUrl} alt="" width={56} height={56} loading="lazy" />
              <div className="checkout-line-text">
                <p
                  className="checkout-line-title"
                  title={title === line.name ? undefined : line.name}
                >
                  {title}
                </p>
                {line.variant !== '' ? (
                  <p className="muted checkout-line-variant">{line.variant}</p>
                ) : null}
                <p className="checkout-line-sum">
                  {m.checkout.lineSum(
                    formatInr(line.pricePaise),
                    line.pieces,
                    formatInr(line.totalPaise),
                  )}
                </p>
                {isDeliverable ? null : (
                  <div className="checkout-line-problem" role="alert">
                    <p>{m.checkout.itemNotDeliverable}</p>
                    <button
                      type="button"
                      className="button button-secondary button-small"
                      aria-label={m.checkout.removeItem(line.name)}
                      disabled={removingKey !== null}
                      onClick={() => onRemove(line)}
                    >
                      {m.checkout.removeItemShort}
                    </button>
                  </div>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * Every charge line of the summary (docs/spec.md §3), in rupees as docs/decisions/product-owner.md
 * formats them.
 */
export function OrderSummary({
  summary,
  deliveryDate,
  isUpdating,
}: {
  summary: CheckoutSummary;
  deliveryDate: string | null;
  isUpdating: boolean;
}) {
  return (
    <section
      className="checkout-card"
      aria-labelledby="checkout-summary-title"
      aria-busy={isUpdating}
    >
      <h2 id="checkout-summary-title">{m.checkout.summaryHeading}</h2>
      <dl
        className={`checkout-totals ${isUpdating ? 'is-updating' : ''}`}
        data-testid="checkout-totals"
      >
        <div>
          <dt>{m.checkout.subtotal}</dt>
          <dd>{inr(summary.sub_total)}</dd>
        </div>
        <div>
          <dt>{m.checkout.shipping}</dt>
          <dd className={summary.shippingCharges === 0 ? 'is-free' : undefined}>
            {summary.shippingCharges === 0 ? m.checkout.free : inr(summary.shippingCharges)}
          </dd>
        </div>
        <div>
          <dt>{m.checkout.platformCharge}</dt>
          <dd>{inr(summary.plateformCharges)}</dd>
        </div>
        <div>
          <dt>
            {m.checkout.couponDiscount}
            {summary.couponeid ? <span className="muted"> ({summary.couponeid})</span> : null}
          </dt>
          <dd className={summary.couponeamount > 0 ? 'is-saving' : undefined}>
            {summary.couponeamount > 0 ? `−${inr(summary.couponeamount)}` : inr(0)}
          </dd>
        </div>
        <div className="checkout-total-row">
          <dt>{m.checkout.total}</dt>
          <dd>{inr(summary.total)}</dd>
        </div>
        <div className="checkout-payable-row">
          <dt>{m.checkout.payable}</dt>
          <dd data-testid="checkout-payable">{inr(summary.payableamount)}</dd>
        </div>
      </dl>
      {deliveryDate ? (
        <p className="checkout-delivery">{m.checkout.deliveryBy(deliveryDate)}</p>
      ) : null}
    </section>
  );
}
