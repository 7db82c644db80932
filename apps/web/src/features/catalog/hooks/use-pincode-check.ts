import { useEffect, useId, useRef, useState } from 'react';
import type { PincodeAvailability } from '@haat/contract';
import { isValidPincode, PINCODE_LENGTH } from '@haat/india';
import { getPincode, setPincode } from '../../../lib/storage';
import { fetchPincodeAvailability } from '../api/check-pincode';
import { PINCODE_STATE, type PincodeState } from '../lib/product-purchase';
import { messages as m } from '../../../messages/catalog';

/** docs/spec.md §5: the pin-code box takes digits only, at most 6. */
export function sanitisePincodeInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, PINCODE_LENGTH);
}

type Answer =
  | { phase: 'none' | 'asking' }
  | { phase: 'answered'; data: PincodeAvailability[] }
  | { phase: 'failed'; message: string };

/**
 * The product page's pin-code box (docs/spec.md §4): 0 until a check answers, then 1 (available) or
 * 2 (not available); Change goes back to 0. An available pin code is remembered on the phone
 * (docs/spec.md §3 Local storage) and filled in on the next product.
 */
export function usePincodeCheck(productID: string) {
  const [input, setInput] = useState(() => getPincode() ?? '');
  const [checked, setChecked] = useState<string | null>(null);
  const [inputError, setInputError] = useState<string | null>(null);
  // The field is found by id rather than a ref, so the page's Check button can focus it too.
  const inputId = useId();
  const focusInput = (options?: { scroll: boolean }) => {
    const input = document.getElementById(inputId);
    input?.focus({ preventScroll: options?.scroll === true });
    if (options?.scroll) input?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  };
  const [answer, setAnswer] = useState<Answer>({ phase: 'none' });
  // Only the latest Check's answer counts; Change drops one still on its way.
  const latest = useRef(0);

  function ask(pincode: string) {
    const request = ++latest.current;
    setAnswer({ phase: 'asking' });
    fetchPincodeAvailability(pincode, productID).then(
      (data) => {
        if (latest.current === request) setAnswer({ phase: 'answered', data });
      },
      (error: unknown) => {
        // A failed check shows its message at once; the shopper presses Check again to retry.
        const message = error instanceof Error ? error.message : String(error);
        if (latest.current === request) setAnswer({ phase: 'failed', message });
      },
    );
  }

  const state: PincodeState =
    checked === null || answer.phase !== 'answered'
      ? PINCODE_STATE.notChecked
      : answer.data.length > 0
        ? PINCODE_STATE.available
        : PINCODE_STATE.notAvailable;
  const estimate =
    state === PINCODE_STATE.available && answer.phase === 'answered' ? answer.data[0] : undefined;

  useEffect(() => {
    if (state === PINCODE_STATE.available && checked !== null) setPincode(checked);
  }, [state, checked]);

  return {
    input,
    inputId,
    state,
    estimate,
    checkedPincode: checked,
    isChecking: checked !== null && answer.phase === 'asking',
    error: inputError ?? (checked !== null && answer.phase === 'failed' ? answer.message : null),
    setInput(value: string) {
      setInput(sanitisePincodeInput(value));
      setInputError(null);
    },
    /** Checks what the box holds, or `pincode` (typed before the page hydrated). */
    check(pincode: string = input) {
      if (!isValidPincode(pincode)) {
        setInputError(m.catalog.pincode.invalid);
        focusInput();
        return;
      }
      setInputError(null);
      setChecked(pincode);
      ask(pincode);
    },
    change() {
      latest.current += 1;
      setAnswer({ phase: 'none' });
      setChecked(null);
      setInputError(null);
      // Focus after React has put the field back.
      requestAnimationFrame(() => focusInput());
    },
    /** 'Please Check Product Availability?' brings the shopper to the field (docs/spec.md §4). */
    focus() {
      focusInput({ scroll: true });
    },
  };
}

export type PincodeCheck = ReturnType<typeof usePincodeCheck>;
