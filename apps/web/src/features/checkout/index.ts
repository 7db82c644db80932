// Checkout and the order result (docs/spec.md §2 /checkout, /order/{id}): the server's summary,
// coupon, COD captcha, order placement and the payment outcome.
export { CheckoutView, paymentPage, type AddressBook } from './components/checkout-view';
export { OrderResult } from './components/order-result';
