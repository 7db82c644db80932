// docs/spec.md §9 values the cart, wishlist, checkout and account forms need, typed by the contract but
// written here.
// A value import from '@haat/contract' would pull zod into the first download (see
// features/catalog/lib/constants.ts); each constant carries the contract's literal type, so `tsc`
// fails the moment the two disagree.
import type {
  ADDRESS_NAME_MAX as ContractAddressNameMax,
  CAPTCHA_LENGTH as ContractCaptchaLength,
  FREE_SHIPPING_THRESHOLD_PAISE as ContractFreeShippingThresholdPaise,
  OTP_LENGTH as ContractOtpLength,
  QUANTITY_MAX as ContractQuantityMax,
  QUANTITY_MIN as ContractQuantityMin,
  TOAST_MS as ContractToastMs,
} from '@haat/contract';

export const QUANTITY_MIN: typeof ContractQuantityMin = 1;
export const QUANTITY_MAX: typeof ContractQuantityMax = 10;
export const CAPTCHA_LENGTH: typeof ContractCaptchaLength = 6;
export const TOAST_MS: typeof ContractToastMs = {
  cart: 700,
  login: 1000,
  profile: 700,
  default: 5000,
};
/** docs/decisions.md: shipping is free once the subtotal reaches ₹1,000 (the server decides). */
export const FREE_SHIPPING_THRESHOLD_PAISE: typeof ContractFreeShippingThresholdPaise = 100_000;
/** Registration OTP digits (docs/spec.md §5). */
export const OTP_LENGTH: typeof ContractOtpLength = 6;
/** Letters in an address's name, at most (docs/spec.md §5 "Address"). */
export const ADDRESS_NAME_MAX: typeof ContractAddressNameMax = 70;
