// Every route of docs/spec.md §2 as a real address on the running server: ids come from its own
// data (categories, a listing, the demo customer's orders). Used by every-route.spec.ts (hydration
// and axe) and by `npm run bench`. Personal pages are visited signed in, with something in the cart.
import type { Page } from '@playwright/test';

export const DEMO_CUSTOMER = { email: 'demo@haat.in', password: 'Demo@12345' } as const;
/** Where the web app keeps the session (apps/web/src/lib/storage.ts STORAGE_KEYS.token). */
export const TOKEN_STORAGE_KEY = 'haat.token';

export interface SpecRoute {
  /** The docs/spec.md §2 route this address stands for. */
  route: string;
  path: string;
  signedIn: boolean;
}

async function getJson<T>(origin: string, path: string, token?: string): Promise<T> {
  const response = await fetch(`${origin}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

export async function signInDemoCustomer(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_CUSTOMER),
  });
  const answer = (await response.json()) as { token?: string };
  if (!response.ok || !answer.token) throw new Error(`demo login failed: ${response.status}`);
  return answer.token;
}

interface CategoryTree {
  data: Array<{
    _id: string;
    categories: Array<{ _id: string; subsubCategories: Array<{ _id: string }> }>;
  }>;
}
interface Listing {
  data: Array<{ productID: string; colorID?: string; sizeID?: string }>;
  brands: Array<{ _id: string }>;
}
interface Orders {
  data: Array<{ orderID: string; trakingid: string }>;
}

/** The docs/spec.md §2 routes, by the label collectSpecRoutes gives each (known before any server runs). */
export const SPEC_ROUTE_LABELS = [
  '/',
  '/products/{data}',
  '/products/{data} (type 7, search)',
  '/products/category/{categoryId}',
  '/products/{type}/{id}/{pid}',
  '/shop',
  '/product/{id}',
  '/cart',
  '/checkout',
  '/account',
  '/wishlist',
  '/wishlist (guest)',
  '/order/{id}',
  '/order/details/{id}',
  '/order/status/{trakingid}',
  '/login',
  '/contactus',
  '/contact',
  '/TermandCondition',
  '/ReturnCancellation',
  '/PrivacyPolicy',
  '/Seller',
  'any other (404)',
] as const;

/** docs/spec.md §2 routes with real ids; `token` is a signed-in demo customer's. */
export async function collectSpecRoutes(origin: string, token: string): Promise<SpecRoute[]> {
  const tree = await getJson<CategoryTree>(origin, '/api/public/categories');
  const main = tree.data.find((entry) =>
    entry.categories.some((c) => c.subsubCategories.length > 0),
  );
  const category = main?.categories.find((c) => c.subsubCategories.length > 0);
  const sub = category?.subsubCategories[0];
  if (!main || !category || !sub) throw new Error('the catalogue has no sub-category to list');
  const listing = await getJson<Listing>(
    origin,
    `/api/public/products?mainCategoryID=${main._id}&categoryID=${category._id}&subCategoryID=${sub._id}&limit=28`,
  );
  const product = listing.data[0];
  const brand = listing.brands[0];
  if (!product || !brand) throw new Error('the listing has no product');

  // Orders of every state the account's selector offers; any one has a details page.
  const orders: Orders['data'] = [];
  for (const status of [1, 2, 4, -1]) {
    const answer = await getJson<Orders>(origin, `/api/customer/orders?status=${status}`, token);
    orders.push(...answer.data);
  }
  const order = orders[0];
  if (!order) throw new Error('the demo customer has no order');

  const ids = `${main._id} ${category._id} ${sub._id}`;
  const routes: SpecRoute[] = [
    { route: '/', path: '/', signedIn: false },
    {
      route: '/products/{data}',
      path: `/products/${encodeURIComponent(`0 ${ids}`)}`,
      signedIn: false,
    },
    {
      route: '/products/{data} (type 7, search)',
      path: `/products/${encodeURIComponent(`7 ${ids} ${brand._id} ${product.productID}`)}`,
      signedIn: false,
    },
    {
      route: '/products/category/{categoryId}',
      path: `/products/category/${category._id}`,
      signedIn: false,
    },
    {
      route: '/products/{type}/{id}/{pid}',
      path: `/products/0/${main._id}/${category._id}`,
      signedIn: false,
    },
    { route: '/shop', path: '/shop', signedIn: false },
    { route: '/product/{id}', path: `/product/${product.productID}`, signedIn: false },
    { route: '/cart', path: '/cart', signedIn: true },
    { route: '/checkout', path: '/checkout', signedIn: true },
    { route: '/account', path: '/account', signedIn: true },
    { route: '/wishlist', path: '/wishlist', signedIn: true },
    { route: '/wishlist (guest)', path: '/wishlist', signedIn: false },
    { route: '/order/{id}', path: `/order/${order.orderID}`, signedIn: true },
    { route: '/order/details/{id}', path: `/order/details/${order.orderID}`, signedIn: true },
    {
      route: '/order/status/{trakingid}',
      path: `/order/status/${order.trakingid}`,
      signedIn: false,
    },
    { route: '/login', path: '/login', signedIn: false },
    { route: '/contactus', path: '/contactus', signedIn: false },
    { route: '/contact', path: '/contact', signedIn: false },
    { route: '/TermandCondition', path: '/TermandCondition', signedIn: false },
    { route: '/ReturnCancellation', path: '/ReturnCancellation', signedIn: false },
    { route: '/PrivacyPolicy', path: '/PrivacyPolicy', signedIn: false },
    { route: '/Seller', path: '/Seller', signedIn: false },
    { route: 'any other (404)', path: '/no-such-page/anywhere', signedIn: false },
  ];
  return routes;
}

interface CartLineKey {
  productID: string;
  colorID: string;
  sizeID: string;
}

async function setCartLine(origin: string, token: string, line: CartLineKey, pieces: number) {
  const response = await fetch(`${origin}/api/customer/cart`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...line, pieces }),
  });
  if (!response.ok) throw new Error(`setting a cart line failed: ${response.status}`);
}

/**
 * Puts one product in the signed-in customer's cart, so /cart and /checkout show their forms;
 * answers a function that takes it out again.
 */
export async function ensureSomethingInCart(
  origin: string,
  token: string,
): Promise<() => Promise<void>> {
  const listing = await getJson<Listing>(origin, '/api/public/products?limit=28');
  const product = listing.data.find((card) => card.colorID === undefined) ?? listing.data[0];
  if (!product) throw new Error('the catalogue has no product to put in the cart');
  const line = {
    productID: product.productID,
    colorID: product.colorID ?? '0',
    sizeID: product.sizeID ?? '0',
  };
  await setCartLine(origin, token, line, 1);
  return () => setCartLine(origin, token, line, 0);
}

/**
 * Waits until no finite animation is running. A dialog fading in (the guest's login modal, its
 * code fetched on demand) has colours between its start and end: axe reads a settled page.
 */
export async function finiteAnimationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}
