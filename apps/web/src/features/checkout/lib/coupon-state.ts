// docs/spec.md §4 coupon states: idle, loading, applied (status 1), failed (status 2); Cancel clears.
// An answer counts only for the check that asked it: a check overtaken by Cancel, a new address
// or a second Apply is dropped.

export type CouponState =
  | { status: 'idle'; code: string }
  | { status: 'loading'; code: string; attempt: number }
  | { status: 'applied'; code: string; discountRupees: number }
  | { status: 'failed'; code: string; message: string };

export type CouponAction =
  | { type: 'typed'; code: string }
  | { type: 'checking'; attempt: number }
  | { type: 'applied'; attempt: number; discountRupees: number }
  | { type: 'failed'; attempt: number; message: string }
  /** Cancel, a new address or a new payment type: back to an empty box. */
  | { type: 'cleared' };

export const INITIAL_COUPON: CouponState = { status: 'idle', code: '' };

/** Coupon codes are stored in capitals; typing is forgiving on a phone keyboard. */
export function normaliseCouponCode(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase().slice(0, 40);
}

export function couponReducer(state: CouponState, action: CouponAction): CouponState {
  switch (action.type) {
    case 'typed':
      // The box is locked while a check runs and once a coupon is applied (Cancel unlocks it).
      if (state.status === 'loading' || state.status === 'applied') return state;
      return { status: 'idle', code: normaliseCouponCode(action.code) };
    case 'checking':
      if (state.status === 'loading' || state.status === 'applied') return state;
      if (state.code === '') return state;
      return { status: 'loading', code: state.code, attempt: action.attempt };
    case 'applied':
      if (state.status !== 'loading' || state.attempt !== action.attempt) return state;
      return { status: 'applied', code: state.code, discountRupees: action.discountRupees };
    case 'failed':
      if (state.status !== 'loading' || state.attempt !== action.attempt) return state;
      return { status: 'failed', code: state.code, message: action.message };
    case 'cleared':
      return INITIAL_COUPON;
  }
}

/** The code the summary is priced with: only an applied coupon counts. */
export function appliedCouponCode(state: CouponState): string | null {
  return state.status === 'applied' ? state.code : null;
}
