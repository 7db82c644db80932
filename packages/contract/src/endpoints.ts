// The endpoint map: every call of docs/spec.md §7 (and ours) by name, as the server and web code them.
import {
  CreateCustomerBodySchema,
  LoginAnswerSchema,
  LoginBodySchema,
  SendOtpBodySchema,
  VerifyOtpAnswerSchema,
  VerifyOtpSchema,
} from './auth.ts';
import {
  CartAnswerSchema,
  CartMergeBodySchema,
  CartUpdateBodySchema,
  WishlistAnswerSchema,
  WishlistProductSchema,
} from './cart.ts';
import {
  CategoriesAnswerSchema,
  DemoProductsAnswerSchema,
  HomeOfferAnswerSchema,
  ListProductsQuerySchema,
  ListingAnswerSchema,
  MenusAnswerSchema,
  ProductAnswerSchema,
  ProductQuerySchema,
  SearchAnswerSchema,
  SearchQuerySchema,
} from './catalog.ts';
import {
  AddOrderAnswerSchema,
  AddOrderBodySchema,
  CaptchaAnswerSchema,
  CheckoutAnswerSchema,
  CouponCheckAnswerSchema,
  CouponCheckBodySchema,
  OrderCheckoutByPaymentParamsSchema,
  OrderCheckoutParamsSchema,
  OrderCheckoutQuerySchema,
  OrderStatusAnswerSchema,
  OrderStatusParamsSchema,
} from './checkout.ts';
import {
  AddressAnswerSchema,
  AddressInputSchema,
  AddressQuerySchema,
  AddressSavedAnswerSchema,
  AddressUpdateBodySchema,
  AddressesAnswerSchema,
  PasswordChangeAnswerSchema,
  PasswordChangeBodySchema,
  ProfileAnswerSchema,
  ProfileUpdateAnswerSchema,
  ProfileUpdateBodySchema,
} from './customer.ts';
import { defineEndpoint } from './endpoint.ts';
import { MessageAnswerSchema } from './fields.ts';
import {
  InvoiceParamsSchema,
  OrderAnswerSchema,
  OrderCancelBodySchema,
  OrderQuerySchema,
  OrdersAnswerSchema,
  OrdersQuerySchema,
  PdfAnswerSchema,
  ReviewBodySchema,
  TrackOrderAnswerSchema,
  TrackOrderParamsSchema,
} from './orders.ts';
import { SellerRegistrationAnswerSchema, SellerRegistrationSchema } from './seller.ts';
import {
  ContactBodySchema,
  HealthAnswerSchema,
  ReadyAnswerSchema,
  PincodeAvailabilityAnswerSchema,
  PincodeAvailabilityQuerySchema,
  PincodeLookupAnswerSchema,
  PincodeParamsSchema,
  SubscribeBodySchema,
} from './site.ts';

export const endpoints = {
  // ---- Ours: operations ----
  /** Liveness: the process serves HTTP (no database call), for a process supervisor. */
  health: defineEndpoint({
    method: 'GET',
    path: '/health',
    auth: 'public',
    answer: HealthAnswerSchema,
  }),
  /**
   * Readiness, for a load balancer: the database answers and every migration is applied; 503
   * (the error envelope, code SERVICE_UNAVAILABLE) when not, and while the process shuts down.
   */
  ready: defineEndpoint({
    method: 'GET',
    path: '/ready',
    auth: 'public',
    answer: ReadyAnswerSchema,
  }),

  // ---- Authentication ----
  login: defineEndpoint({
    method: 'POST',
    path: '/auth/login',
    auth: 'public',
    body: LoginBodySchema,
    answer: LoginAnswerSchema,
  }),
  sendOtp: defineEndpoint({
    method: 'POST',
    path: '/auth/send/otp',
    auth: 'public',
    body: SendOtpBodySchema,
    answer: MessageAnswerSchema,
  }),
  /**
   * Kept for docs/spec.md clients; our web client uses verifyOtpPost
   * (docs/decisions/product-owner.md).
   */
  verifyOtp: defineEndpoint({
    method: 'GET',
    path: '/auth/verify/otp',
    auth: 'public',
    query: VerifyOtpSchema,
    answer: VerifyOtpAnswerSchema,
  }),
  verifyOtpPost: defineEndpoint({
    method: 'POST',
    path: '/auth/verify/otp',
    auth: 'public',
    body: VerifyOtpSchema,
    answer: VerifyOtpAnswerSchema,
  }),
  /** Ours: ends the session by revoking every token of the customer (docs/spec.md §2 Log Out). */
  logout: defineEndpoint({
    method: 'POST',
    path: '/auth/logout',
    auth: 'customer',
    answer: MessageAnswerSchema,
  }),
  /** Ours: the operator's sign-in; the token it answers carries role 'admin'. */
  adminLogin: defineEndpoint({
    method: 'POST',
    path: '/admin/login',
    auth: 'public',
    body: LoginBodySchema,
    answer: LoginAnswerSchema,
  }),
  createCustomer: defineEndpoint({
    method: 'POST',
    path: '/public/customer',
    auth: 'public',
    body: CreateCustomerBodySchema,
    answer: MessageAnswerSchema,
  }),

  // ---- Public catalogue: three calls share GET /public/products (see selectProductsCall) ----
  searchProducts: defineEndpoint({
    method: 'GET',
    path: '/public/products',
    auth: 'public',
    query: SearchQuerySchema,
    answer: SearchAnswerSchema,
  }),
  demoProducts: defineEndpoint({
    method: 'GET',
    path: '/public/products',
    auth: 'public',
    answer: DemoProductsAnswerSchema,
  }),
  listProducts: defineEndpoint({
    method: 'GET',
    path: '/public/products',
    auth: 'public',
    query: ListProductsQuerySchema,
    answer: ListingAnswerSchema,
  }),
  product: defineEndpoint({
    method: 'GET',
    path: '/public/product',
    auth: 'public',
    query: ProductQuerySchema,
    answer: ProductAnswerSchema,
  }),
  categories: defineEndpoint({
    method: 'GET',
    path: '/public/categories',
    auth: 'public',
    answer: CategoriesAnswerSchema,
  }),
  menus: defineEndpoint({
    method: 'GET',
    path: '/public/menus',
    auth: 'public',
    answer: MenusAnswerSchema,
  }),
  homeOffer: defineEndpoint({
    method: 'GET',
    path: '/public/home/offer',
    auth: 'public',
    answer: HomeOfferAnswerSchema,
  }),
  pincodeAvailability: defineEndpoint({
    method: 'GET',
    path: '/public/availability/pincode/:pincode',
    auth: 'public',
    params: PincodeParamsSchema,
    query: PincodeAvailabilityQuerySchema,
    answer: PincodeAvailabilityAnswerSchema,
  }),
  /** Ours, replacing docs/spec.md's external location service. */
  pincodeLookup: defineEndpoint({
    method: 'GET',
    path: '/location/pincode/:pincode',
    auth: 'public',
    params: PincodeParamsSchema,
    answer: PincodeLookupAnswerSchema,
  }),
  trackOrder: defineEndpoint({
    method: 'GET',
    path: '/public/order/:trakingid',
    auth: 'public',
    params: TrackOrderParamsSchema,
    answer: TrackOrderAnswerSchema,
  }),
  registerSeller: defineEndpoint({
    method: 'POST',
    path: '/public/seller',
    auth: 'public',
    body: SellerRegistrationSchema,
    answer: SellerRegistrationAnswerSchema,
  }),
  /** Ours: docs/decisions/product-owner.md wires the contact form. */
  contact: defineEndpoint({
    method: 'POST',
    path: '/public/contact',
    auth: 'public',
    body: ContactBodySchema,
    answer: MessageAnswerSchema,
  }),
  /** Ours: docs/decisions/product-owner.md wires the footer subscribe box. */
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/public/subscribe',
    auth: 'public',
    body: SubscribeBodySchema,
    answer: MessageAnswerSchema,
  }),

  // ---- Cart and wishlist ----
  cart: defineEndpoint({
    method: 'GET',
    path: '/customer/cart',
    auth: 'customer',
    answer: CartAnswerSchema,
  }),
  cartUpdate: defineEndpoint({
    method: 'POST',
    path: '/customer/cart',
    auth: 'customer',
    body: CartUpdateBodySchema,
    answer: CartAnswerSchema,
  }),
  cartMerge: defineEndpoint({
    method: 'POST',
    path: '/customer/multi-product/cart',
    auth: 'customer',
    body: CartMergeBodySchema,
    answer: CartAnswerSchema,
  }),
  wishlist: defineEndpoint({
    method: 'GET',
    path: '/customer/wishlist',
    auth: 'customer',
    answer: WishlistAnswerSchema,
  }),
  wishlistAdd: defineEndpoint({
    method: 'POST',
    path: '/customer/wishlist',
    auth: 'customer',
    body: WishlistProductSchema,
    answer: MessageAnswerSchema,
  }),
  wishlistRemove: defineEndpoint({
    method: 'DELETE',
    path: '/customer/wishlist',
    auth: 'customer',
    query: WishlistProductSchema,
    answer: MessageAnswerSchema,
  }),

  // ---- Address book ----
  addresses: defineEndpoint({
    method: 'GET',
    path: '/customer/addresses',
    auth: 'customer',
    answer: AddressesAnswerSchema,
  }),
  address: defineEndpoint({
    method: 'GET',
    path: '/customer/address',
    auth: 'customer',
    query: AddressQuerySchema,
    answer: AddressAnswerSchema,
  }),
  addressCreate: defineEndpoint({
    method: 'POST',
    path: '/customer/address',
    auth: 'customer',
    body: AddressInputSchema,
    answer: AddressSavedAnswerSchema,
  }),
  addressUpdate: defineEndpoint({
    method: 'PUT',
    path: '/customer/address',
    auth: 'customer',
    body: AddressUpdateBodySchema,
    answer: AddressSavedAnswerSchema,
  }),
  addressDelete: defineEndpoint({
    method: 'DELETE',
    path: '/customer/address',
    auth: 'customer',
    query: AddressQuerySchema,
    answer: MessageAnswerSchema,
  }),

  // ---- Checkout ----
  orderCheckout: defineEndpoint({
    method: 'GET',
    path: '/customer/order-checkout/:addressID',
    auth: 'customer',
    params: OrderCheckoutParamsSchema,
    query: OrderCheckoutQuerySchema,
    answer: CheckoutAnswerSchema,
  }),
  orderCheckoutByPayment: defineEndpoint({
    method: 'GET',
    path: '/customer/order-checkout/:addressID/:paymentType',
    auth: 'customer',
    params: OrderCheckoutByPaymentParamsSchema,
    query: OrderCheckoutQuerySchema,
    answer: CheckoutAnswerSchema,
  }),
  /** Ours, replacing docs/spec.md's external coupon host. */
  couponCheck: defineEndpoint({
    method: 'POST',
    path: '/customer/coupon/check',
    auth: 'customer',
    body: CouponCheckBodySchema,
    answer: CouponCheckAnswerSchema,
  }),
  /**
   * Ours: the COD captcha is issued and checked by the server (docs/decisions/product-owner.md).
   */
  captcha: defineEndpoint({
    method: 'GET',
    path: '/customer/captcha',
    auth: 'customer',
    answer: CaptchaAnswerSchema,
  }),
  addOrder: defineEndpoint({
    method: 'POST',
    path: '/customer/addorder',
    auth: 'customer',
    body: AddOrderBodySchema,
    answer: AddOrderAnswerSchema,
  }),
  orderStatus: defineEndpoint({
    method: 'GET',
    path: '/customer/order-status/:id',
    auth: 'customer',
    params: OrderStatusParamsSchema,
    answer: OrderStatusAnswerSchema,
  }),

  // ---- Orders ----
  orders: defineEndpoint({
    method: 'GET',
    path: '/customer/orders',
    auth: 'customer',
    query: OrdersQuerySchema,
    answer: OrdersAnswerSchema,
  }),
  order: defineEndpoint({
    method: 'GET',
    path: '/customer/order',
    auth: 'customer',
    query: OrderQuerySchema,
    answer: OrderAnswerSchema,
  }),
  orderCancel: defineEndpoint({
    method: 'PUT',
    path: '/customer/order/cancel',
    auth: 'customer',
    multipart: true,
    body: OrderCancelBodySchema,
    answer: MessageAnswerSchema,
  }),
  review: defineEndpoint({
    method: 'POST',
    path: '/customer/review',
    auth: 'customer',
    body: ReviewBodySchema,
    answer: MessageAnswerSchema,
  }),
  /** Ours: the GST tax invoice as a PDF (docs/decisions/product-owner.md). */
  invoice: defineEndpoint({
    method: 'GET',
    path: '/customer/invoice/:orderID',
    auth: 'customer',
    params: InvoiceParamsSchema,
    answer: PdfAnswerSchema,
    produces: 'application/pdf',
  }),

  // ---- Profile and password ----
  profile: defineEndpoint({
    method: 'GET',
    path: '/customer/profile',
    auth: 'customer',
    answer: ProfileAnswerSchema,
  }),
  profileUpdate: defineEndpoint({
    method: 'PUT',
    path: '/customer/profile',
    auth: 'customer',
    body: ProfileUpdateBodySchema,
    answer: ProfileUpdateAnswerSchema,
  }),
  passwordChange: defineEndpoint({
    method: 'PUT',
    path: '/customer/password',
    auth: 'customer',
    body: PasswordChangeBodySchema,
    answer: PasswordChangeAnswerSchema,
  }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
