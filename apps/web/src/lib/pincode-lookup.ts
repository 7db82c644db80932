// The pin-code directory lookup (docs/spec.md §7 "external location service", served by our own API:
// docs/decisions/product-owner.md). The address form and the seller form both fill city, state and
// country from it.
import * as paths from '@haat/contract/paths';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isValidPincode } from '@haat/india';
import { ApiError, callContract, defineCall } from './api-client';

const getPincode = defineCall(paths.pincodeLookup);

export interface PlaceNames {
  city: string;
  state: string;
  country: string;
}

/**
 * What the form keeps (city, state, country: the directory's English, which the address stores
 * and a courier reads) and `shown`, the same names in the page's language (docs/decisions/hindi.md).
 */
export interface PincodePlace extends PlaceNames {
  shown: PlaceNames;
}

/**
 * found: the directory knows it. unknown: it does not, or the code is not a pin code (the form
 * says 'Invalid Pincode.'). failed: the server could not be reached or broke.
 */
export type PincodeLookupResult =
  { kind: 'found'; place: PincodePlace } | { kind: 'unknown' } | { kind: 'failed' };

/** docs/spec.md §7: status 1 and data[0] with Pincode, District, State, Country; District is the city. */
export async function lookupPincode(
  pincode: string,
  signal?: AbortSignal,
): Promise<PincodeLookupResult> {
  if (!isValidPincode(pincode)) return { kind: 'unknown' };
  try {
    const answer = await callContract(getPincode, { params: { pincode }, signal });
    const first = answer.status === 1 ? answer.data[0] : undefined;
    if (!first) return { kind: 'unknown' };
    const place = { city: first.District, state: first.State, country: first.Country };
    return {
      kind: 'found',
      place: {
        ...place,
        shown: first.Shown
          ? { city: first.Shown.District, state: first.Shown.State, country: first.Shown.Country }
          : place,
      },
    };
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      return { kind: 'unknown' };
    }
    if (error instanceof ApiError) return { kind: 'failed' };
    throw error;
  }
}

export type PincodeLookupStatus = 'idle' | 'loading' | PincodeLookupResult['kind'];

/**
 * Looks a pin code up as the shopper types: `onInput(value)` starts a lookup once the value has
 * 6 digits (cancelling an older one) and calls `onResult`; fewer digits call `onCleared`.
 */
export function usePincodeLookup(handlers: {
  onResult: (result: PincodeLookupResult) => void;
  onCleared: () => void;
}) {
  const [status, setStatus] = useState<PincodeLookupStatus>('idle');
  const controllerRef = useRef<AbortController | null>(null);
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });
  useEffect(() => () => controllerRef.current?.abort(), []);

  const onInput = useCallback((value: string) => {
    controllerRef.current?.abort();
    controllerRef.current = null;
    if (value.length < 6) {
      setStatus('idle');
      handlersRef.current.onCleared();
      return;
    }
    const controller = new AbortController();
    controllerRef.current = controller;
    setStatus('loading');
    lookupPincode(value, controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        setStatus(result.kind);
        handlersRef.current.onResult(result);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Pin code lookup failed', error);
        setStatus('failed');
        handlersRef.current.onResult({ kind: 'failed' });
      },
    );
  }, []);

  return { status, onInput, setStatus };
}

const NO_NAMES: PlaceNames = { city: '', state: '', country: '' };
const NO_PLACE: PincodePlace = { ...NO_NAMES, shown: NO_NAMES };

export interface PlaceFromPincodeOptions {
  /** Writes city, state and country into the form (all '' when the pin code is cleared). */
  setPlace: (place: PincodePlace) => void;
  /** The directory knew the pin code: the form clears its own errors for these fields. */
  onFound?: () => void;
  /**
   * The seller form: after a lookup that found nothing the place may be typed by hand, and
   * clearing the pin code keeps what was typed. The address book always takes the directory's.
   */
  allowTypedPlace: boolean;
  /** Shown under the pin code when the server could not be reached; null shows nothing. */
  failedMessage: string | null;
  /** Shown under the pin code when the directory does not know it ('Invalid Pincode.'). */
  unknownMessage: string;
}

/**
 * The pin code fills city, state and country (the address dialog and the seller form). Answers
 * the lookup's status, `onInput` for the pin code's onChange, the message under the pin code, and
 * whether the place fields are read-only (filled by the directory, or waiting for it).
 */
export function usePlaceFromPincode(options: PlaceFromPincodeOptions) {
  const [pinError, setPinError] = useState<string | null>(null);
  const [source, setSource] = useState<'none' | 'lookup' | 'typed'>('none');
  const [shown, setShown] = useState<PlaceNames | null>(null);
  const { status, onInput } = usePincodeLookup({
    onCleared: () => {
      setPinError(null);
      if (!options.allowTypedPlace || source === 'lookup') {
        options.setPlace(NO_PLACE);
        setSource('none');
        setShown(null);
      }
    },
    onResult: (result) => {
      if (result.kind === 'found') {
        setPinError(null);
        options.onFound?.();
        options.setPlace(result.place);
        setSource('lookup');
        setShown(result.place.shown);
        return;
      }
      options.setPlace(NO_PLACE);
      setShown(null);
      setSource(options.allowTypedPlace ? 'typed' : 'none');
      setPinError(result.kind === 'unknown' ? options.unknownMessage : options.failedMessage);
    },
  });
  /** The looked-up place in the page's language, to show over the stored names; else null. */
  return {
    status,
    onInput,
    pinError,
    isPlaceLocked: source !== 'typed',
    shown: source === 'lookup' ? shown : null,
  };
}
