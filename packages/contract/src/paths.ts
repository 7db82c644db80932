// Method and path of every call, without zod: what a client needs to reach the API, importable
// from `@haat/contract/paths` without downloading a schema (the storefront's first load stays
// small). The endpoint maps (endpoints.ts, admin.ts) spread these, so each path is written once.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A path relative to `/api`, with Fastify's `:param` segments. */
export interface Route {
  method: HttpMethod;
  path: string;
}

/**
 * One endpoint's route. `endpoint` exists in the type only (never at run time, so it costs the
 * download nothing): it lets a client's `defineCall(paths.login)` know which endpoint it calls.
 */
export interface RouteOf<N extends string, M extends HttpMethod, P extends string> {
  readonly method: M;
  readonly path: P;
  readonly endpoint?: N;
}

/**
 * docs/spec.md §7 and our own public and customer calls, one constant each: a client imports the
 * ones it calls (`import * as paths from '@haat/contract/paths'`) and a bundler keeps only those.
 */
export const health: RouteOf<'health', 'GET', '/health'> = { method: 'GET', path: '/health' };
export const ready: RouteOf<'ready', 'GET', '/ready'> = { method: 'GET', path: '/ready' };
export const login: RouteOf<'login', 'POST', '/auth/login'> = {
  method: 'POST',
  path: '/auth/login',
};
export const sendOtp: RouteOf<'sendOtp', 'POST', '/auth/send/otp'> = {
  method: 'POST',
  path: '/auth/send/otp',
};
export const verifyOtp: RouteOf<'verifyOtp', 'GET', '/auth/verify/otp'> = {
  method: 'GET',
  path: '/auth/verify/otp',
};
export const verifyOtpPost: RouteOf<'verifyOtpPost', 'POST', '/auth/verify/otp'> = {
  method: 'POST',
  path: '/auth/verify/otp',
};
export const logout: RouteOf<'logout', 'POST', '/auth/logout'> = {
  method: 'POST',
  path: '/auth/logout',
};
export const adminLogin: RouteOf<'adminLogin', 'POST', '/admin/login'> = {
  method: 'POST',
  path: '/admin/login',
};
export const createCustomer: RouteOf<'createCustomer', 'POST', '/public/customer'> = {
  method: 'POST',
  path: '/public/customer',
};
export const searchProducts: RouteOf<'searchProducts', 'GET', '/public/products'> = {
  method: 'GET',
  path: '/public/products',
};
export const demoProducts: RouteOf<'demoProducts', 'GET', '/public/products'> = {
  method: 'GET',
  path: '/public/products',
};
export const listProducts: RouteOf<'listProducts', 'GET', '/public/products'> = {
  method: 'GET',
  path: '/public/products',
};
export const product: RouteOf<'product', 'GET', '/public/product'> = {
  method: 'GET',
  path: '/public/product',
};
export const categories: RouteOf<'categories', 'GET', '/public/categories'> = {
  method: 'GET',
  path: '/public/categories',
};
export const menus: RouteOf<'menus', 'GET', '/public/menus'> = {
  method: 'GET',
  path: '/public/menus',
};
export const homeOffer: RouteOf<'homeOffer', 'GET', '/public/home/offer'> = {
  method: 'GET',
  path: '/public/home/offer',
};
export const pincodeAvailability: RouteOf<
  'pincodeAvailability',
  'GET',
  '/public/availability/pincode/:pincode'
> = { method: 'GET', path: '/public/availability/pincode/:pincode' };
export const pincodeLookup: RouteOf<'pincodeLookup', 'GET', '/location/pincode/:pincode'> = {
  method: 'GET',
  path: '/location/pincode/:pincode',
};
export const trackOrder: RouteOf<'trackOrder', 'GET', '/public/order/:trakingid'> = {
  method: 'GET',
  path: '/public/order/:trakingid',
};
export const registerSeller: RouteOf<'registerSeller', 'POST', '/public/seller'> = {
  method: 'POST',
  path: '/public/seller',
};
export const contact: RouteOf<'contact', 'POST', '/public/contact'> = {
  method: 'POST',
  path: '/public/contact',
};
export const subscribe: RouteOf<'subscribe', 'POST', '/public/subscribe'> = {
  method: 'POST',
  path: '/public/subscribe',
};
export const cart: RouteOf<'cart', 'GET', '/customer/cart'> = {
  method: 'GET',
  path: '/customer/cart',
};
export const cartUpdate: RouteOf<'cartUpdate', 'POST', '/customer/cart'> = {
  method: 'POST',
  path: '/customer/cart',
};
export const cartMerge: RouteOf<'cartMerge', 'POST', '/customer/multi-product/cart'> = {
  method: 'POST',
  path: '/customer/multi-product/cart',
};
export const wishlist: RouteOf<'wishlist', 'GET', '/customer/wishlist'> = {
  method: 'GET',
  path: '/customer/wishlist',
};
export const wishlistAdd: RouteOf<'wishlistAdd', 'POST', '/customer/wishlist'> = {
  method: 'POST',
  path: '/customer/wishlist',
};
export const wishlistRemove: RouteOf<'wishlistRemove', 'DELETE', '/customer/wishlist'> = {
  method: 'DELETE',
  path: '/customer/wishlist',
};
export const addresses: RouteOf<'addresses', 'GET', '/customer/addresses'> = {
  method: 'GET',
  path: '/customer/addresses',
};
export const address: RouteOf<'address', 'GET', '/customer/address'> = {
  method: 'GET',
  path: '/customer/address',
};
export const addressCreate: RouteOf<'addressCreate', 'POST', '/customer/address'> = {
  method: 'POST',
  path: '/customer/address',
};
export const addressUpdate: RouteOf<'addressUpdate', 'PUT', '/customer/address'> = {
  method: 'PUT',
  path: '/customer/address',
};
export const addressDelete: RouteOf<'addressDelete', 'DELETE', '/customer/address'> = {
  method: 'DELETE',
  path: '/customer/address',
};
export const orderCheckout: RouteOf<'orderCheckout', 'GET', '/customer/order-checkout/:addressID'> =
  { method: 'GET', path: '/customer/order-checkout/:addressID' };
export const orderCheckoutByPayment: RouteOf<
  'orderCheckoutByPayment',
  'GET',
  '/customer/order-checkout/:addressID/:paymentType'
> = { method: 'GET', path: '/customer/order-checkout/:addressID/:paymentType' };
export const couponCheck: RouteOf<'couponCheck', 'POST', '/customer/coupon/check'> = {
  method: 'POST',
  path: '/customer/coupon/check',
};
export const captcha: RouteOf<'captcha', 'GET', '/customer/captcha'> = {
  method: 'GET',
  path: '/customer/captcha',
};
export const addOrder: RouteOf<'addOrder', 'POST', '/customer/addorder'> = {
  method: 'POST',
  path: '/customer/addorder',
};
export const orderStatus: RouteOf<'orderStatus', 'GET', '/customer/order-status/:id'> = {
  method: 'GET',
  path: '/customer/order-status/:id',
};
export const orders: RouteOf<'orders', 'GET', '/customer/orders'> = {
  method: 'GET',
  path: '/customer/orders',
};
export const order: RouteOf<'order', 'GET', '/customer/order'> = {
  method: 'GET',
  path: '/customer/order',
};
export const orderCancel: RouteOf<'orderCancel', 'PUT', '/customer/order/cancel'> = {
  method: 'PUT',
  path: '/customer/order/cancel',
};
export const review: RouteOf<'review', 'POST', '/customer/review'> = {
  method: 'POST',
  path: '/customer/review',
};
export const invoice: RouteOf<'invoice', 'GET', '/customer/invoice/:orderID'> = {
  method: 'GET',
  path: '/customer/invoice/:orderID',
};
export const profile: RouteOf<'profile', 'GET', '/customer/profile'> = {
  method: 'GET',
  path: '/customer/profile',
};
export const profileUpdate: RouteOf<'profileUpdate', 'PUT', '/customer/profile'> = {
  method: 'PUT',
  path: '/customer/profile',
};
export const passwordChange: RouteOf<'passwordChange', 'PUT', '/customer/password'> = {
  method: 'PUT',
  path: '/customer/password',
};

/** Every route above by name, for the endpoint map (endpoints.ts). */
export const PATHS = {
  health,
  ready,
  login,
  sendOtp,
  verifyOtp,
  verifyOtpPost,
  logout,
  adminLogin,
  createCustomer,
  searchProducts,
  demoProducts,
  listProducts,
  product,
  categories,
  menus,
  homeOffer,
  pincodeAvailability,
  pincodeLookup,
  trackOrder,
  registerSeller,
  contact,
  subscribe,
  cart,
  cartUpdate,
  cartMerge,
  wishlist,
  wishlistAdd,
  wishlistRemove,
  addresses,
  address,
  addressCreate,
  addressUpdate,
  addressDelete,
  orderCheckout,
  orderCheckoutByPayment,
  couponCheck,
  captcha,
  addOrder,
  orderStatus,
  orders,
  order,
  orderCancel,
  review,
  invoice,
  profile,
  profileUpdate,
  passwordChange,
} as const satisfies Record<string, Route>;

/** The operator's calls (docs/decisions/operator-tools.md). */
export const ADMIN_PATHS = {
  orders: { method: 'GET', path: '/admin/orders' },
  orderAdvance: { method: 'POST', path: '/admin/orders/:orderID/advance' },
  orderState: { method: 'PUT', path: '/admin/orders/:orderID/state' },
  stock: { method: 'PUT', path: '/admin/stock' },
  couponCreate: { method: 'POST', path: '/admin/coupons' },
  sellerApprove: { method: 'POST', path: '/admin/sellers/:sellerID/approve' },
  adminCreate: { method: 'POST', path: '/admin/admins' },
} as const satisfies Record<string, Route>;

export const ADMIN_OPERATION_PATHS = {
  orderDetail: { method: 'GET', path: '/admin/orders/:orderID' },
  orderInvoice: { method: 'GET', path: '/admin/orders/:orderID/invoice' },
  orderRefund: { method: 'POST', path: '/admin/orders/:orderID/refund' },
  coupons: { method: 'GET', path: '/admin/coupons' },
  couponEdit: { method: 'PUT', path: '/admin/coupons/:couponID' },
  couponActive: { method: 'PUT', path: '/admin/coupons/:couponID/active' },
  audit: { method: 'GET', path: '/admin/audit' },
  serviceAreas: { method: 'GET', path: '/admin/sellers/:sellerID/service-areas' },
  serviceAreasReplace: { method: 'PUT', path: '/admin/sellers/:sellerID/service-areas' },
  content: { method: 'GET', path: '/admin/content' },
  contentBanners: { method: 'PUT', path: '/admin/content/banners' },
  contentOffers: { method: 'PUT', path: '/admin/content/offers' },
  contentFeatured: { method: 'PUT', path: '/admin/content/featured' },
  contentMenus: { method: 'PUT', path: '/admin/content/menus' },
  contentPicture: { method: 'POST', path: '/admin/content/pictures' },
} as const satisfies Record<string, Route>;

/** The back office's catalogue calls (back-office.ts): the operator's and approved sellers'. */
export const BACK_OFFICE_PATHS = {
  sellerLogin: { method: 'POST', path: '/seller/login' },
  me: { method: 'GET', path: '/admin/me' },
  password: { method: 'PUT', path: '/admin/password' },
  products: { method: 'GET', path: '/admin/products' },
  product: { method: 'GET', path: '/admin/products/:productID' },
  productCreate: { method: 'POST', path: '/admin/products' },
  productUpdate: { method: 'PUT', path: '/admin/products/:productID' },
  productStatus: { method: 'PUT', path: '/admin/products/:productID/status' },
  pictureUpload: { method: 'POST', path: '/admin/products/:productID/pictures' },
  pictureOrder: { method: 'PUT', path: '/admin/products/:productID/pictures/order' },
  pictureDelete: { method: 'DELETE', path: '/admin/products/:productID/pictures/:pictureID' },
  catalogImport: { method: 'POST', path: '/admin/catalog/import' },
  catalogExport: { method: 'GET', path: '/admin/catalog/export' },
  categories: { method: 'GET', path: '/admin/categories' },
  categoryCreate: { method: 'POST', path: '/admin/categories' },
  categoryUpdate: { method: 'PUT', path: '/admin/categories/:level/:categoryID' },
  categoryDelete: { method: 'DELETE', path: '/admin/categories/:level/:categoryID' },
  brands: { method: 'GET', path: '/admin/brands' },
  brandCreate: { method: 'POST', path: '/admin/brands' },
  brandUpdate: { method: 'PUT', path: '/admin/brands/:brandID' },
  brandDelete: { method: 'DELETE', path: '/admin/brands/:brandID' },
  sellers: { method: 'GET', path: '/admin/sellers' },
  sellerReject: { method: 'POST', path: '/admin/sellers/:sellerID/reject' },
  sellerSuspend: { method: 'POST', path: '/admin/sellers/:sellerID/suspend' },
  sellerReinstate: { method: 'POST', path: '/admin/sellers/:sellerID/reinstate' },
  sellerOrders: { method: 'GET', path: '/seller/orders' },
  sellerOrder: { method: 'GET', path: '/seller/orders/:orderID' },
  sellerShipment: { method: 'PUT', path: '/seller/orders/:orderID/shipment' },
  profile: { method: 'GET', path: '/seller/profile' },
  profileUpdate: { method: 'PUT', path: '/seller/profile' },
} as const satisfies Record<string, Route>;

/** Fills `:name` segments of a path, each value URL-encoded. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
