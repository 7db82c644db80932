import { useId } from 'react';
import type { FormEvent } from 'react';
import { COUPON_CODE_MAX } from '@haat/contract/constants';
import { formatInr, rupeesToPaise } from '@haat/india';
import { messages as m } from '../../../messages/cart';
import type { CouponState } from '../lib/coupon-state';

interface CouponBoxProps {
  state: CouponState;
  /**
   * docs/decisions/product-owner.md: coupons apply to prepaid orders only; the box is disabled for
   * COD.
   */
  isEnabled: boolean;
  onType: (code: string) => void;
  onApply: () => void;
  onCancel: () => void;
}

/** docs/spec.md §4 coupon states: idle, loading, applied, failed; Cancel clears. */
export function CouponBox({ state, isEnabled, onType, onApply, onCancel }: CouponBoxProps) {
  const inputId = useId();
  const messageId = useId();
  const isApplied = state.status === 'applied';
  const isLoading = state.status === 'loading';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isEnabled && !isApplied && !isLoading) onApply();
  }

  let message = null;
  if (!isEnabled) {
    message = <p className="coupon-message muted">{m.checkout.couponPrepaidOnly}</p>;
  } else if (state.status === 'applied') {
    message = (
      <p className="coupon-message coupon-applied" role="status">
        {m.checkout.couponApplied(state.code, formatInr(rupeesToPaise(state.discountRupees)))}
      </p>
    );
  } else if (state.status === 'failed') {
    message = (
      <p className="coupon-message form-error" role="alert">
        {state.message}
      </p>
    );
  }

  return (
    <section className="checkout-card" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{m.checkout.couponHeading}</h2>
      <form className="coupon-form" onSubmit={submit} noValidate>
        <label htmlFor={inputId} className="visually-hidden">
          {m.checkout.couponLabel}
        </label>
        <input
          id={inputId}
          type="text"
          inputMode="text"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={COUPON_CODE_MAX}
          placeholder={m.checkout.couponLabel}
          value={isEnabled ? state.code : ''}
          disabled={!isEnabled}
          readOnly={isApplied || isLoading}
          required
          aria-invalid={state.status === 'failed' ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => onType(event.target.value)}
        />
        {isApplied ? (
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {m.checkout.cancelCoupon}
          </button>
        ) : (
          <button
            type="submit"
            className="button button-secondary"
            disabled={!isEnabled || isLoading || state.code === ''}
          >
            {isLoading ? m.checkout.applying : m.checkout.apply}
          </button>
        )}
      </form>
      {message ? <div id={messageId}>{message}</div> : null}
    </section>
  );
}
