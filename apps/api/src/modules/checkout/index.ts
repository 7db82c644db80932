// The checkout module owns turning a cart into an order: quote, coupon, COD captcha, placement,
// and the outcome of online payment. It is the only module that writes across modules.
export { registerCheckoutRoutes } from './checkout.routes.ts';
export {
  confirmOrderPayment,
  failOrderPayment,
  releaseExpiredPayments,
} from './payment-outcome.service.ts';
export { releaseOrderGoods } from './order-stock.service.ts';
export { insertCoupon, type NewCouponRow } from './checkout.repository.ts';
export {
  selectCouponForUpdate,
  selectCouponPage,
  updateCouponActive,
  updateCouponRules,
  type CouponRow,
  type CouponRules,
} from './coupons.repository.ts';
// The data principal's rights (docs/decisions/personal-data.md).
export { eraseCaptchas } from './personal-data.ts';
