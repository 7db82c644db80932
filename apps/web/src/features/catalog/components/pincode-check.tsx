import { useId, useRef } from 'react';
import type { FormEvent } from 'react';
import { isValidPincode, PINCODE_LENGTH } from '@haat/india';
import { formatDeliveryDate } from '../../../lib/dates';
import { keepAccepted } from '../../../lib/input-filter';
import { useTypedBeforeHydration } from '../../../lib/typed-before-hydration';
import { useHydrated } from '../../../lib/hydrated';
import { PinIcon } from '../../../components/ui/icons-more';
import { messages as m } from '../../../messages/catalog';
import {
  sanitisePincodeInput,
  type PincodeCheck as PincodeCheckState,
} from '../hooks/use-pincode-check';
import { PINCODE_STATE } from '../lib/product-purchase';

/** The three states of docs/spec.md §4's pin-code check, with Change to start again. */
export function PincodeCheck({ check }: { check: PincodeCheckState }) {
  const inputId = check.inputId;
  const headingId = useId();
  const messageId = useId();
  const t = m.catalog.pincode;
  const inputRef = useRef<HTMLInputElement>(null);
  // The box is in the server's HTML: a pin code typed before the page's script ran is kept,
  // filtered as typing is, and checked once the page is live when it is whole (Check could not be
  // pressed before: see below), as the seller form looks up its pin code.
  useTypedBeforeHydration(inputRef, check.input, (typed) => {
    const pincode = sanitisePincodeInput(typed);
    check.setInput(pincode);
    if (isValidPincode(pincode)) check.check(pincode);
  });
  // Until the page is live, Check is disabled: the browser would send the form itself, a GET of
  // this page with ?pincode= that loads it again and loses what was typed (as the footer's
  // subscribe button; a disabled default button also stops Enter from sending it).
  const isLive = useHydrated();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    check.check();
  }

  const isChecked = check.state !== PINCODE_STATE.notChecked;

  return (
    <section className="pincode-check" aria-labelledby={headingId}>
      <h2 id={headingId} className="pincode-heading">
        <PinIcon size={18} /> {t.heading}
      </h2>
      {isChecked ? (
        <div className="pincode-result">
          <strong className="pincode-value">{check.checkedPincode}</strong>
          <button type="button" className="link-button" onClick={check.change}>
            {t.change}
          </button>
        </div>
      ) : (
        <form className="pincode-form" onSubmit={onSubmit} noValidate>
          <label htmlFor={inputId} className="visually-hidden">
            {t.label}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            name="pincode"
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            pattern="[0-9]{6}"
            maxLength={PINCODE_LENGTH}
            required
            placeholder={t.placeholder}
            value={check.input}
            onChange={(event) =>
              check.setInput(keepAccepted(event.currentTarget, sanitisePincodeInput))
            }
            aria-invalid={check.error ? true : undefined}
            aria-describedby={messageId}
          />
          <button
            type="submit"
            className="button button-secondary"
            disabled={!isLive || check.isChecking}
          >
            {check.isChecking ? t.checking : t.check}
          </button>
        </form>
      )}
      <div id={messageId} className="pincode-message" role="status" aria-live="polite">
        {check.error ? (
          <p className="form-error">{check.error}</p>
        ) : check.state === PINCODE_STATE.available && check.estimate ? (
          <>
            <p className="pincode-ok">{t.available(check.estimate.pincode)}</p>
            <p>
              {t.deliveryBy(
                formatDeliveryDate(check.estimate.deliveryDate),
                check.estimate.dateFrom === 'courier' ? check.estimate.courier : null,
              )}
            </p>
            <p>{check.estimate.cod ? t.codYes : t.codNo}</p>
          </>
        ) : check.state === PINCODE_STATE.notAvailable ? (
          <p className="pincode-no">{t.notAvailable}</p>
        ) : (
          <p className="muted">{t.notChecked}</p>
        )}
      </div>
    </section>
  );
}
