import type { PaymentType } from '@haat/contract';
import { messages as m } from '../../../messages/cart';
import type { PaymentAvailability } from '../lib/payment-options';

interface PaymentChoiceProps {
  value: PaymentType;
  /** Unknown until the first summary for this address arrives: both stay enabled. */
  availability: PaymentAvailability | null;
  disabled: boolean;
  onChange: (paymentType: PaymentType) => void;
}

const OPTIONS: ReadonlyArray<{ type: PaymentType; label: string; hint: string }> = [
  { type: 'cod', label: m.checkout.cod, hint: m.checkout.codHint },
  { type: 'prepaid', label: m.checkout.online, hint: m.checkout.onlineHint },
];

/** COD or ONLINE (docs/spec.md §2); each disabled when the address has no delivery data for it (§5). */
export function PaymentChoice({ value, availability, disabled, onChange }: PaymentChoiceProps) {
  return (
    <section className="checkout-card" aria-labelledby="checkout-payment-title">
      <h2 id="checkout-payment-title">{m.checkout.paymentHeading}</h2>
      <fieldset className="payment-options" disabled={disabled}>
        <legend className="visually-hidden">{m.checkout.paymentLabel}</legend>
        {OPTIONS.map((option) => {
          const isOffered = availability === null || availability[option.type];
          return (
            <label
              key={option.type}
              className={`payment-option ${value === option.type ? 'is-selected' : ''} ${isOffered ? '' : 'is-unavailable'}`}
            >
              <input
                type="radio"
                name="checkout-payment"
                value={option.type}
                checked={value === option.type}
                disabled={!isOffered}
                onChange={() => onChange(option.type)}
              />
              <span>
                <strong className="block">{option.label}</strong>
                <span className="block muted">
                  {isOffered ? option.hint : m.checkout.notOffered}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>
    </section>
  );
}
