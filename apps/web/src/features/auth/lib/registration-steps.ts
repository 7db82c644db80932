// docs/spec.md §4 registration steps: 0 = form, 2 = OTP entry, 3 = done (done returns to login).
import type { CreateCustomerBody } from '@haat/contract';

/** A new OTP may be asked for this long after the last one was sent. */
export const OTP_RESEND_DELAY_MS = 30_000;

export type RegistrationStep = 0 | 2 | 3;

export interface RegistrationState {
  step: RegistrationStep;
  /** The form as last sent; the OTP step sends its mobile and then creates this customer. */
  form: CreateCustomerBody | null;
  /**
   * The mobile the server confirmed by OTP. The server keeps it verified for 15 minutes, so a
   * shopper sent back to fix an e-mail does not need (or use up) another OTP for the same mobile.
   */
  verifiedMobile: string | null;
  /** When a new OTP may be asked for (ms since 1970). */
  resendAtMs: number;
}

export type RegistrationEvent =
  | { type: 'otpSent'; form: CreateCustomerBody; nowMs: number }
  | { type: 'otpResent'; nowMs: number }
  | { type: 'otpVerified' }
  | { type: 'customerCreated' }
  | { type: 'creationFailed' }
  | { type: 'editDetails' }
  | { type: 'reset' };

export const initialRegistration: RegistrationState = {
  step: 0,
  form: null,
  verifiedMobile: null,
  resendAtMs: 0,
};

export function registrationReducer(
  state: RegistrationState,
  event: RegistrationEvent,
): RegistrationState {
  switch (event.type) {
    case 'otpSent':
      return {
        step: 2,
        form: event.form,
        verifiedMobile: null,
        resendAtMs: event.nowMs + OTP_RESEND_DELAY_MS,
      };
    case 'otpResent':
      return state.step === 2 ? { ...state, resendAtMs: event.nowMs + OTP_RESEND_DELAY_MS } : state;
    case 'otpVerified':
      return state.step === 2 && state.form
        ? { ...state, verifiedMobile: state.form.mobile }
        : state;
    case 'customerCreated':
      return { ...initialRegistration, step: 3 };
    case 'creationFailed':
    case 'editDetails':
      return state.step === 3 ? state : { ...state, step: 0 };
    case 'reset':
      return initialRegistration;
  }
}

/** Step 0 submit: true when this mobile still needs an OTP, false when it passed one already. */
export function needsOtp(state: RegistrationState, mobile: string): boolean {
  return state.verifiedMobile !== mobile;
}

/** Whole seconds until Resend OTP is offered; 0 when it is. */
export function secondsUntilResend(state: RegistrationState, nowMs: number): number {
  return Math.max(0, Math.ceil((state.resendAtMs - nowMs) / 1000));
}
