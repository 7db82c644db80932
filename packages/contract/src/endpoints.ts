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
import { PATHS } from './paths.ts';
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
    ...PATHS.health,
    auth: 'public',
    answer: HealthAnswerSchema,
  }),
  /**
   * Readiness, for a load balancer: the database answers and every migration is applied; 503
   * (the error envelope, code SERVICE_UNAVAILABLE) when not, and while the process shuts down.
   */
  ready: defineEndpoint({
    ...PATHS.ready,
    auth: 'public',
    answer: ReadyAnswerSchema,
  }),

  // ---- Authentication ----
  login: defineEndpoint({
    ...PATHS.login,
    auth: 'public',
    body: LoginBodySchema,
    answer: LoginAnswerSchema,
  }),
  sendOtp: defineEndpoint({
    ...PATHS.sendOtp,
    auth: 'public',
    body: SendOtpBodySchema,
    answer: MessageAnswerSchema,
  }),
  /**
   * Kept for docs/spec.md clients; our web client uses verifyOtpPost
   * (docs/decisions/product-owner.md).
   */
  verifyOtp: defineEndpoint({
    ...PATHS.verifyOtp,
    auth: 'public',
    query: VerifyOtpSchema,
    answer: VerifyOtpAnswerSchema,
  }),
  verifyOtpPost: defineEndpoint({
    ...PATHS.verifyOtpPost,
    auth: 'public',
    body: VerifyOtpSchema,
    answer: VerifyOtpAnswerSchema,
  }),
  /** Ours: ends the session by revoking every token of the customer (docs/spec.md §2 Log Out). */
  logout: defineEndpoint({
    ...PATHS.logout,
    auth: 'customer',
    answer: MessageAnswerSchema,
  }),
  /** Ours: the operator's sign-in; the token it answers carries role 'admin'. */
  adminLogin: defineEndpoint({
    ...PATHS.adminLogin,
    auth: 'public',
    body: LoginBodySchema,
    answer: LoginAnswerSchema,
  }),
  createCustomer: defineEndpoint({
    ...PATHS.createCustomer,
    auth: 'public',
    body: CreateCustomerBodySchema,
    answer: MessageAnswerSchema,
  }),

  // ---- Public catalogue: three calls share GET /public/products (see selectProductsCall) ----
  searchProducts: defineEndpoint({
    ...PATHS.searchProducts,
    auth: 'public',
    query: SearchQuerySchema,
    answer: SearchAnswerSchema,
  }),
  demoProducts: defineEndpoint({
    ...PATHS.demoProducts,
    auth: 'public',
    answer: DemoProductsAnswerSchema,
  }),
  listProducts: defineEndpoint({
    ...PATHS.listProducts,
    auth: 'public',
    query: ListProductsQuerySchema,
    answer: ListingAnswerSchema,
  }),
  product: defineEndpoint({
    ...PATHS.product,
    auth: 'public',
    query: ProductQuerySchema,
    answer: ProductAnswerSchema,
  }),
  categories: defineEndpoint({
    ...PATHS.categories,
    auth: 'public',
    answer: CategoriesAnswerSchema,
  }),
  menus: defineEndpoint({
    ...PATHS.menus,
    auth: 'public',
    answer: MenusAnswerSchema,
  }),
  homeOffer: defineEndpoint({
    ...PATHS.homeOffer,
    auth: 'public',
    answer: HomeOfferAnswerSchema,
  }),
  pincodeAvailability: defineEndpoint({
    ...PATHS.pincodeAvailability,
    auth: 'public',
    params: PincodeParamsSchema,
    query: PincodeAvailabilityQuerySchema,
    answer: PincodeAvailabilityAnswerSchema,
  }),
  /** Ours, replacing docs/spec.md's external location service. */
  pincodeLookup: defineEndpoint({
    ...PATHS.pincodeLookup,
    auth: 'public',
    params: PincodeParamsSchema,
    answer: PincodeLookupAnswerSchema,
  }),
  trackOrder: defineEndpoint({
    ...PATHS.trackOrder,
    auth: 'public',
    params: TrackOrderParamsSchema,
    answer: TrackOrderAnswerSchema,
  }),
  registerSeller: defineEndpoint({
    ...PATHS.registerSeller,
    auth: 'public',
    body: SellerRegistrationSchema,
    answer: SellerRegistrationAnswerSchema,
  }),
  /** Ours: docs/decisions/product-owner.md wires the contact form. */
  contact: defineEndpoint({
    ...PATHS.contact,
    auth: 'public',
    body: ContactBodySchema,
    answer: MessageAnswerSchema,
  }),
  /** Ours: docs/decisions/product-owner.md wires the footer subscribe box. */
  subscribe: defineEndpoint({
    ...PATHS.subscribe,
    auth: 'public',
    body: SubscribeBodySchema,
    answer: MessageAnswerSchema,
  }),

  // ---- Cart and wishlist ----
  cart: defineEndpoint({
    ...PATHS.cart,
    auth: 'customer',
    answer: CartAnswerSchema,
  }),
  cartUpdate: defineEndpoint({
    ...PATHS.cartUpdate,
    auth: 'customer',
    body: CartUpdateBodySchema,
    answer: CartAnswerSchema,
  }),
  cartMerge: defineEndpoint({
    ...PATHS.cartMerge,
    auth: 'customer',
    body: CartMergeBodySchema,
    answer: CartAnswerSchema,
  }),
  wishlist: defineEndpoint({
    ...PATHS.wishlist,
    auth: 'customer',
    answer: WishlistAnswerSchema,
  }),
  wishlistAdd: defineEndpoint({
    ...PATHS.wishlistAdd,
    auth: 'customer',
    body: WishlistProductSchema,
    answer: MessageAnswerSchema,
  }),
  wishlistRemove: defineEndpoint({
    ...PATHS.wishlistRemove,
    auth: 'customer',
    query: WishlistProductSchema,
    answer: MessageAnswerSchema,
  }),

  // ---- Address book ----
  addresses: defineEndpoint({
    ...PATHS.addresses,
    auth: 'customer',
    answer: AddressesAnswerSchema,
  }),
  address: defineEndpoint({
    ...PATHS.address,
    auth: 'customer',
    query: AddressQuerySchema,
    answer: AddressAnswerSchema,
  }),
  addressCreate: defineEndpoint({
    ...PATHS.addressCreate,
    auth: 'customer',
    body: AddressInputSchema,
    answer: AddressSavedAnswerSchema,
  }),
  addressUpdate: defineEndpoint({
    ...PATHS.addressUpdate,
    auth: 'customer',
    body: AddressUpdateBodySchema,
    answer: AddressSavedAnswerSchema,
  }),
  addressDelete: defineEndpoint({
    ...PATHS.addressDelete,
    auth: 'customer',
    query: AddressQuerySchema,
    answer: MessageAnswerSchema,
  }),

  // ---- Checkout ----
  orderCheckout: defineEndpoint({
    ...PATHS.orderCheckout,
    auth: 'customer',
    params: OrderCheckoutParamsSchema,
    query: OrderCheckoutQuerySchema,
    answer: CheckoutAnswerSchema,
  }),
  orderCheckoutByPayment: defineEndpoint({
    ...PATHS.orderCheckoutByPayment,
    auth: 'customer',
    params: OrderCheckoutByPaymentParamsSchema,
    query: OrderCheckoutQuerySchema,
    answer: CheckoutAnswerSchema,
  }),
  /** Ours, replacing docs/spec.md's external coupon host. */
  couponCheck: defineEndpoint({
    ...PATHS.couponCheck,
    auth: 'customer',
    body: CouponCheckBodySchema,
    answer: CouponCheckAnswerSchema,
  }),
  /**
   * Ours: the COD captcha is issued and checked by the server (docs/decisions/product-owner.md).
   */
  captcha: defineEndpoint({
    ...PATHS.captcha,
    auth: 'customer',
    answer: CaptchaAnswerSchema,
  }),
  addOrder: defineEndpoint({
    ...PATHS.addOrder,
    auth: 'customer',
    body: AddOrderBodySchema,
    answer: AddOrderAnswerSchema,
  }),
  orderStatus: defineEndpoint({
    ...PATHS.orderStatus,
    auth: 'customer',
    params: OrderStatusParamsSchema,
    answer: OrderStatusAnswerSchema,
  }),

  // ---- Orders ----
  orders: defineEndpoint({
    ...PATHS.orders,
    auth: 'customer',
    query: OrdersQuerySchema,
    answer: OrdersAnswerSchema,
  }),
  order: defineEndpoint({
    ...PATHS.order,
    auth: 'customer',
    query: OrderQuerySchema,
    answer: OrderAnswerSchema,
  }),
  orderCancel: defineEndpoint({
    ...PATHS.orderCancel,
    auth: 'customer',
    multipart: true,
    body: OrderCancelBodySchema,
    answer: MessageAnswerSchema,
  }),
  review: defineEndpoint({
    ...PATHS.review,
    auth: 'customer',
    body: ReviewBodySchema,
    answer: MessageAnswerSchema,
  }),
  /** Ours: the GST tax invoice as a PDF (docs/decisions/product-owner.md). */
  invoice: defineEndpoint({
    ...PATHS.invoice,
    auth: 'customer',
    params: InvoiceParamsSchema,
    answer: PdfAnswerSchema,
    produces: 'application/pdf',
  }),

  // ---- Profile and password ----
  profile: defineEndpoint({
    ...PATHS.profile,
    auth: 'customer',
    answer: ProfileAnswerSchema,
  }),
  profileUpdate: defineEndpoint({
    ...PATHS.profileUpdate,
    auth: 'customer',
    body: ProfileUpdateBodySchema,
    answer: ProfileUpdateAnswerSchema,
  }),
  passwordChange: defineEndpoint({
    ...PATHS.passwordChange,
    auth: 'customer',
    body: PasswordChangeBodySchema,
    answer: PasswordChangeAnswerSchema,
  }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
